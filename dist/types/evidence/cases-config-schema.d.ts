/** The most runs per case a configuration may ask for. */
export declare const MAX_RUNS = 1000;
export declare const CRITERION_TYPES: readonly ["state_matches", "state_unchanged", "fault_recovery", "metamorphic_relation", "answer"];
/** The JSON Schema (draft-07) of agentverity.yml as written (snake_case keys). Published as schemas/agentverity-config.schema.json. */
export declare const CASES_CONFIG_JSON_SCHEMA: {
    readonly $schema: "http://json-schema.org/draft-07/schema#";
    readonly title: "AgentVerity Action stateful cases configuration (agentverity.yml)";
    readonly description: "The criteria stateful cases are judged by, the transforms that derive cases, the validity labels, repeats, confidence and slices. Written in YAML or JSON.";
    readonly type: "object";
    readonly additionalProperties: false;
    readonly required: readonly ["criteria"];
    readonly properties: {
        readonly cases: {
            readonly type: "string";
            readonly minLength: 1;
            readonly description: "The cases file (JSONL or a JSON list), relative to this file.";
        };
        readonly runs: {
            readonly type: "integer";
            readonly minimum: 1;
            readonly maximum: 1000;
            readonly description: "Runs of every case, each from a fresh reset. Default 1.";
        };
        readonly confidence: {
            readonly type: "number";
            readonly exclusiveMinimum: 0;
            readonly exclusiveMaximum: 1;
            readonly description: "Confidence level of every interval. Default 0.95.";
        };
        readonly criteria: {
            readonly type: "array";
            readonly minItems: 1;
            readonly items: {
                readonly $ref: "#/definitions/criterion";
            };
        };
        readonly transforms: {
            readonly type: "array";
            readonly items: {
                readonly $ref: "#/definitions/transform";
            };
        };
        readonly validity_labels: {
            readonly type: "string";
            readonly minLength: 1;
            readonly description: "People's validity labels of derived cases (JSONL), relative to this file.";
        };
        readonly minimum_validity: {
            readonly type: "number";
            readonly exclusiveMinimum: 0;
            readonly maximum: 1;
            readonly description: "Share of a transform's labelled derived cases that must be valid before its relation is judged. Default 1.";
        };
        readonly allow_approximate_methods: {
            readonly type: "boolean";
            readonly description: "Allow cluster-aware (approximate) intervals; needed by metamorphic_relation. Default false.";
        };
        readonly slices: {
            readonly type: "object";
            readonly additionalProperties: false;
            readonly properties: {
                readonly tool_calls: {
                    readonly type: "array";
                    readonly maxItems: 100;
                    readonly items: {
                        readonly type: "integer";
                        readonly minimum: 0;
                    };
                    readonly description: "Strictly increasing whole numbers: the bucket bounds.";
                };
                readonly trajectory_length: {
                    readonly type: "array";
                    readonly maxItems: 100;
                    readonly items: {
                        readonly type: "integer";
                        readonly minimum: 0;
                    };
                    readonly description: "Strictly increasing whole numbers: the bucket bounds.";
                };
            };
        };
    };
    readonly definitions: {
        readonly criterion: {
            readonly type: "object";
            readonly additionalProperties: false;
            readonly required: readonly ["name", "type"];
            readonly properties: {
                readonly name: {
                    readonly description: "Unique; names the finding and the JUnit test case.";
                    readonly type: "string";
                    readonly minLength: 1;
                    readonly maxLength: 128;
                    readonly pattern: "^[A-Za-z0-9][A-Za-z0-9_.-]*$";
                };
                readonly type: {
                    readonly enum: readonly ["state_matches", "state_unchanged", "fault_recovery", "metamorphic_relation", "answer"];
                };
                readonly bar: {
                    readonly type: "number";
                    readonly minimum: 0;
                    readonly maximum: 1;
                    readonly description: "Minimum pass rate: passes when the interval clears it, fails when the upper bound is below it.";
                };
                readonly mode: {
                    readonly enum: readonly ["whole", "paths", "subset", "tolerance"];
                    readonly description: "state_matches: whole (default), paths, subset or tolerance.";
                };
                readonly paths: {
                    readonly description: "state_matches (mode: paths): the paths compared; state_unchanged: the paths that keep their initial values.";
                    readonly type: "array";
                    readonly minItems: 1;
                    readonly items: {
                        readonly type: "string";
                        readonly minLength: 1;
                    };
                };
                readonly tolerance: {
                    readonly type: "number";
                    readonly minimum: 0;
                    readonly description: "state_matches (mode: tolerance): numbers within this difference match.";
                };
                readonly ignore: {
                    readonly description: "state_matches, state_unchanged: paths never judged (bookkeeping).";
                    readonly type: "array";
                    readonly minItems: 1;
                    readonly items: {
                        readonly type: "string";
                        readonly minLength: 1;
                    };
                };
                readonly everything_else: {
                    readonly type: "boolean";
                    readonly description: "state_unchanged: every path not named in expected.state keeps its initial value.";
                };
                readonly tool: {
                    readonly type: "string";
                    readonly minLength: 1;
                    readonly description: "fault_recovery: the tool that fails.";
                };
                readonly fault: {
                    readonly enum: readonly ["error", "timeout", "malformed"];
                    readonly description: "fault_recovery: error, timeout or malformed.";
                };
                readonly escalate_tools: {
                    readonly type: "array";
                    readonly items: {
                        readonly type: "string";
                        readonly minLength: 1;
                    };
                    readonly description: "fault_recovery: calling one of these after the fault counts as recovering.";
                };
                readonly relation: {
                    readonly enum: readonly ["same_output", "same_actions", "same_state"];
                    readonly description: "metamorphic_relation: same_output, same_actions or same_state.";
                };
                readonly transform: {
                    readonly type: "string";
                    readonly minLength: 1;
                    readonly description: "metamorphic_relation: the declared transform (by name).";
                };
                readonly match: {
                    readonly enum: readonly ["exact", "contains", "regex"];
                    readonly description: "answer: exact (default), contains or regex.";
                };
                readonly case_sensitive: {
                    readonly type: "boolean";
                    readonly description: "answer (exact, contains): default true.";
                };
            };
        };
        readonly transform: {
            readonly type: "object";
            readonly additionalProperties: false;
            readonly required: readonly ["name", "template"];
            readonly properties: {
                readonly name: {
                    readonly description: "Unique; derived cases are named <case id>~<name>.";
                    readonly type: "string";
                    readonly minLength: 1;
                    readonly maxLength: 128;
                    readonly pattern: "^[A-Za-z0-9][A-Za-z0-9_.-]*$";
                };
                readonly field: {
                    readonly type: "string";
                    readonly description: "The dotted path of the input field replaced; \"\" (the default) for a string input itself.";
                };
                readonly template: {
                    readonly type: "string";
                    readonly minLength: 1;
                    readonly description: "The new value; must contain {value}, the old value.";
                };
            };
        };
    };
};
