export declare const REPORT_SCHEMA = "agentverity-action/report@1";
/**
 * The JSON Schema (draft-07) of the JSON report, `agentverity-action/report@1`.
 * The published copy is schemas/report.schema.json; a test keeps the two
 * identical. Strict: no property outside the ones listed, so a reader (the
 * Action's second job reads reports from artifacts as untrusted data) can
 * validate before use.
 */
export declare const REPORT_JSON_SCHEMA: {
    readonly allOf: readonly [{
        readonly if: {
            readonly properties: {
                readonly status: {
                    readonly const: "contract";
                };
            };
        };
        readonly then: {
            readonly properties: {
                readonly contract: {
                    readonly type: "object";
                };
            };
        };
    }, {
        readonly if: {
            readonly properties: {
                readonly routes: {
                    readonly type: "array";
                    readonly contains: {
                        readonly type: "object";
                        readonly properties: {
                            readonly targeted: {
                                readonly const: true;
                            };
                        };
                    };
                };
            };
        };
        readonly then: {
            readonly properties: {
                readonly contract: {
                    readonly type: "object";
                };
            };
        };
    }, {
        readonly if: {
            readonly properties: {
                readonly meter: {
                    readonly type: "null";
                };
            };
        };
        readonly then: {
            readonly properties: {
                readonly flipPairs: {
                    readonly type: "array";
                    readonly maxItems: 0;
                };
            };
        };
    }];
    readonly type: string;
    readonly additionalProperties: boolean;
    readonly required: string[];
    readonly properties: Record<string, unknown>;
    readonly $schema: "http://json-schema.org/draft-07/schema#";
    readonly $id: "https://agentverity.dev/schemas/report@1.json";
    readonly title: "AgentVerity Action report (agentverity-action/report@1)";
    readonly definitions: {
        readonly rate: {
            readonly type: "number";
            readonly minimum: 0;
            readonly maximum: 1;
        };
        readonly count: {
            readonly type: "integer";
            readonly minimum: 0;
        };
        readonly call: {
            readonly enum: readonly ["deterministic", "stochastic", "undecided"];
        };
        readonly sha256: {
            readonly type: "string";
            readonly pattern: "^[0-9a-f]{64}$";
        };
        readonly labels: {
            readonly type: "array";
            readonly items: {
                readonly type: "string";
            };
        };
    };
};
