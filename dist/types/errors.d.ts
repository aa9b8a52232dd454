/**
 * The one errors leaf (DESIGN.md §3, §5): the exit codes both shells use, the
 * mapping from a thrown value to its exit code, the results that are values
 * rather than numbers (an interrupted run), and the registry of every refusal
 * and promotion code with its meaning (docs/codes.md says what to do about
 * each; tests/errors.test.ts fails when src/, the registry and the docs
 * disagree). It imports nothing, so every layer but the pure core may use it;
 * the core's `Refusal` is recognised by its name, whichever copy of the class
 * made it.
 */
/** Exit codes of the CLI and the Action's `exit-code` output (DESIGN.md §5). */
export declare const EXIT: {
    /** Deterministic, stochastic or unmeasured: nothing to object to. */
    readonly clean: 0;
    /** The evidence says no: blind, contract, vacuous, violations, target failed, drift. */
    readonly no: 1;
    /** Not enough or unusable evidence, bad input, a refused setting, a usage error. */
    readonly unusable: 2;
    /** A bug of ours: anything that is not a refusal. */
    readonly internal: 70;
    /** Ctrl-C or a cancelled job: the evidence so far is written, nothing assessed (128 + SIGINT). */
    readonly interrupted: 130;
};
export type ExitCodeName = keyof typeof EXIT;
export type ExitCode = (typeof EXIT)[ExitCodeName];
/** True for a refusal of this package (bad input, refused setting, refused promotion). */
export declare function isRefusalLike(error: unknown): error is Error & {
    readonly code: string;
};
/**
 * The exit code for a thrown value: 2 for a refusal (the input, a setting or the
 * evidence cannot be used as given), 70 for anything else (an internal error).
 * Both shells call this; neither decides it again.
 */
export declare function exitCodeOf(error: unknown): ExitCode;
/** A run stopped by a signal before it could be assessed: a value, not an exit code. */
export interface Interrupted {
    readonly kind: 'interrupted';
    /** The signal that stopped it, when known. */
    readonly signal: string;
    /** Where the evidence collected so far was written, when it was. */
    readonly evidencePath: string | null;
}
export declare function interrupted(signal: string, evidencePath: string | null): Interrupted;
export declare function isInterrupted(value: unknown): value is Interrupted;
/**
 * Every code a `Refusal` is thrown with, and what it means. The code is the
 * contract: it never changes once released; the message may.
 */
export declare const REFUSAL_CODES: {
    readonly 'stats.budget-too-small': "the call budget cannot give every input two repeats";
    readonly 'stats.count': "a count (inputs, pairs, flips, repeats) is not a whole number in range";
    readonly 'stats.epsilon': "the tolerance is not a number strictly between 0 and 1";
    readonly 'stats.flip-rate': "a flip rate is outside 0 to 1";
    readonly 'stats.precision': "the precision preset is not one of the known names";
    readonly 'stats.probability': "a probability is not strictly between 0 and 1";
    readonly 'stats.sequential': "a sequential plan cannot be built from these numbers (looks, alpha or budget)";
    readonly 'stats.sequential-checkpoint': "a sequential decision was asked at a pair count that is not a declared checkpoint";
    readonly 'stats.sequential-flips': "the flips at a checkpoint are not a whole number between 0 and the pairs so far";
    readonly 'stats.successes': "the successes are not a whole number between 0 and the trials";
    readonly 'stats.alpha': "the error level is not a number strictly between 0 and 1";
    readonly 'stats.early-rejection': "an early-rejection test cannot be declared from these numbers";
    readonly 'stats.seed': "a random allocation seed is not a whole number from 0 to 2^53 - 1";
    readonly 'stats.allocation': "a random allocation was asked for an impossible number of inputs or pairs";
    readonly 'stats.trials': "the trials are not a whole number of at least 0";
    readonly 'stats.z': "the z value of an interval is not a finite number above 0";
    readonly 'curtail.endpoint': "a curtailment endpoint is not a whole number of pairs";
    readonly 'curtail.scopes': "curtailment was asked to watch nothing";
    readonly 'blindness.threshold': "the blindness threshold is not a number in (0, 1]";
    readonly 'decision.empty-label': "a decision label is empty";
    readonly 'decision.unknown-reason': "a no-decision carries a reason that is not one of the known ones";
    readonly 'outcome.incomplete': "an observation is a harness failure (no decision could be produced), so its series cannot be scored";
    readonly 'outcome.open-ended': "an observation is an open-ended answer, which has no categorical decision to compare";
    readonly 'outcome.undeclared-no-decision': "the agent returned a no-decision the contract does not allow";
    readonly 'fingerprint.not-text': "an input to fingerprint is not a string";
    readonly 'fingerprint.lone-surrogate': "an input holds a lone UTF-16 surrogate, which cannot be encoded as UTF-8";
    readonly 'layer.unknown': "the layer is not `verdict`, `text` or `tools`";
    readonly 'meter.no-series': "there is no repeat series to measure";
    readonly 'meter.series-too-short': "a repeat series has fewer than two observations, so it forms no pair";
    readonly 'blindness.empty': "blindness was asked of no observations";
    readonly 'routes.empty': "the route table was asked of no cases";
    readonly 'routes.intended': "a case has no intended decision (route)";
    readonly 'routes.series-too-short': "a case of a route has fewer than two observations";
    readonly 'routes.target-without-cases': "a stability target names a route no case intends";
    readonly 'routes.plan': "a per-route plan cannot be made (repeats under 2, no cases, an empty route, a target out of reach)";
    readonly 'routes.unknown-target': "stability targets name routes that no case intends";
    readonly 'relation.not-object': "a relation definition is not an object";
    readonly 'relation.name': "a relation has no usable name";
    readonly 'relation.type': "a relation's type is not `invariant`, `monotone` or `directional`";
    readonly 'relation.transform': "a relation's transform is not a function";
    readonly 'relation.check': "a relation's check is not a function";
    readonly 'relation.description': "a relation's description is not a string";
    readonly 'relation.transform-result': "a transform returned something other than a string";
    readonly 'relation.check-result': "a check returned something other than true or false";
    readonly 'relation.outcome': "a recorded relation outcome is not held, violated, skipped or error";
    readonly 'relations.duplicate-name': "the evidence's relation catalogue names one relation twice";
    readonly 'relations.unknown-name': "a case records a relation that is not in the evidence's catalogue";
    readonly 'relations.type-mismatch': "a case records a relation with a type other than the catalogue's";
    readonly 'relations.duplicate-record': "a case records the same relation twice";
    readonly 'relations.coverage-length': "relation coverage was given a different number of intended decisions than cases";
    readonly 'relations.coverage-route': "an intended decision given to relation coverage is not a string";
    readonly 'suite.not-an-object': "the suite is not a JSON object";
    readonly 'suite.schema': "the suite's `schema` is not `agentverity.decision-suite/v1`";
    readonly 'suite.cases-missing': "the suite has no `cases`";
    readonly 'suite.cases-not-a-list': "the suite's `cases` is not a list";
    readonly 'suite.cases-empty': "the suite's `cases` list is empty";
    readonly 'suite.case-not-an-object': "a case is not an object";
    readonly 'suite.case-input-missing': "a case has no `input` string";
    readonly 'suite.case-input-blank': "a case's `input` is blank";
    readonly 'suite.case-expected-missing': "a case has no `expected` string";
    readonly 'suite.case-expected-blank': "a case's `expected` is blank";
    readonly 'suite.expected-not-allowed': "a case's `expected` is not an allowed decision of the contract";
    readonly 'suite.duplicate-input': "two cases have the same input";
    readonly 'suite.contract-missing': "the suite has no `contract`";
    readonly 'suite.unknown-key': "the suite, or one of its cases, has a key the format does not know";
    readonly 'contract.not-an-object': "the contract, or one of its per-route maps, is not an object";
    readonly 'contract.not-a-list': "a contract field that lists decisions is not a list";
    readonly 'contract.bad-label': "a decision label in the contract is not a non-empty string";
    readonly 'contract.allowed-missing': "the contract has no `allowed_decisions`";
    readonly 'contract.allowed-empty': "the contract's `allowed_decisions` is empty";
    readonly 'contract.required-empty': "the contract's `required_decisions` is an empty list";
    readonly 'contract.required-not-allowed': "a required decision is not an allowed one";
    readonly 'contract.critical-not-required': "a critical decision is not a required one";
    readonly 'contract.target-not-required': "a stability target names a decision that is not required";
    readonly 'contract.target-out-of-range': "a stability target is not a number strictly between 0 and 1";
    readonly 'contract.minimum-not-required': "a minimum case count names a decision that is not required";
    readonly 'contract.minimum-not-whole': "a minimum case count is not a whole number of at least 1";
    readonly 'contract.reason-not-declarable': "`allowed_no_decisions` lists a reason that cannot be declared";
    readonly 'contract.unknown-key': "the contract has a key the format does not know";
    readonly 'assess.no-cases': "the evidence holds no cases";
    readonly 'assess.suite-layer': "a decision suite was given with evidence that is not on the verdict layer";
    readonly 'assess.suite-mismatch': "the evidence and the suite do not hold the same inputs";
    readonly 'assess.suite-order': "the evidence holds the suite's inputs in another order";
    readonly 'assess.meter-off': "the evidence says the meter was off, yet a case holds repeats";
    readonly 'assess.series-too-short': "a case has fewer than two observations to form a pair";
    readonly 'assess.sequential-record': "the sequential record disagrees with the pairs at its declared checkpoints";
    readonly 'assess.method': "the evidence names a decision rule that is neither wilson nor exact";
    readonly 'assess.allocation-record': "a case's repeats do not match the draws its random allocation's seed gives";
    readonly 'assess.early-rejection-record': "the early-rejection record disagrees with where the test stops on the recorded pairs";
    readonly 'assess.error-count': "a count of failed runs is not a whole number held exactly (up to 2^53 − 1), alone or summed";
    readonly 'admission.refused': "the evidence cannot be admitted as a baseline; the message lists every failing rule (below)";
    readonly 'admission.infeasible': "before any call: these inputs at `k` repeats cannot certify the tolerance even with no flip";
    readonly 'admission.missing-observation': "an input has no completed call to take its baseline decision from";
    readonly 'baseline.already-approved': "an approval was given to a baseline that is already approved";
    readonly 'compare.expected': "two evidence files cannot be compared by route: a case has no intended decision";
    readonly 'compare.layer': "two evidence files compare different layers";
    readonly 'bench.option': "a benchmark statistics option (confidence, resamples, k, difference, failIfWorse) is out of range";
    readonly 'bench.k-too-large': "k is above the smallest number of scored runs of some task";
    readonly 'bench.evaluation': "a task's evaluation cannot be used (unknown type, a bad or refused regular expression, a misplaced option)";
    readonly 'bench.attempt': "an attempt names a task the benchmark does not have, has a bad run number or outcome, or repeats a run";
    readonly 'bench.mismatch': "runs of different benchmarks (their digests differ) were given to one summary or comparison";
    readonly 'bench.agents': "the number of agents does not fit the command, or two agents share a name";
    readonly 'bench.fail-if-worse': "the agent that must not be worse is not one of the agents compared";
    readonly 'stateful.path': "a state path does not follow the path grammar (keys, [index], [\"quoted.key\"])";
    readonly 'stateful.criterion': "a criterion cannot be used as given (no name, a bar outside 0 to 1, a mode without its paths or tolerance)";
    readonly 'stateful.transform': "a transform cannot be used (a bad or repeated name, a template without {value}, a derived id that clashes)";
    readonly 'stateful.config': "a run-wide number of the cases config is out of range (confidence, runs, minimum validity)";
    readonly 'stateful.evidence': "the cases evidence does not hold together (a repeated case or run, a run or replay of an unknown case)";
    readonly 'stateful.approximate-methods': "a metamorphic relation needs a cluster-aware (approximate) interval, which the config does not allow";
    readonly 'stateful.too-few-sources': "a metamorphic relation has fewer than 20 source cases, too few for a cluster-aware interval";
    readonly 'stateful.answer-regex': "a case's expected answer is not a regular expression that compiles";
    readonly 'stateful.slices': "slice bounds are not whole numbers of at least 0 in increasing order";
    readonly 'file.read': "the file cannot be read (missing, a folder, no permission)";
    readonly 'file.too-large': "the file is larger than its kind of file may be (docs/limits.md)";
    readonly 'cases.system-text': "a stateful system's answer, tool call or snapshot holds a lone surrogate, which has no UTF-8 form";
    readonly 'cases.snapshot-limit': "a stateful system's snapshot is past the limits of an end state (docs/limits.md)";
    readonly 'file.not-regular': "the path names a named pipe, a device, a folder or a socket, not a regular file";
    readonly 'file.limit': "the file holds a string, a number of values or a nesting past a limit (docs/limits.md)";
    readonly 'file.utf8': "the file is not valid UTF-8";
    readonly 'json.empty': "the file is empty or holds only whitespace";
    readonly 'json.syntax': "the file is not valid JSON (at the line and column named)";
    readonly 'json.lone-surrogate': "a string in the file holds a lone surrogate (an unpaired \\u escape), which has no UTF-8 form";
    readonly 'json.depth': "arrays and objects in the file nest deeper than any format needs (512 levels)";
    readonly 'digest.unrepresentable': "a value to digest is not plain JSON";
    readonly 'evidence.format': "the file is not an evidence file (no or an unknown `schema`)";
    readonly 'evidence.version': "the evidence file is of a version this build cannot read";
    readonly 'evidence.invalid': "the evidence file does not match its schema (the problems are listed)";
    readonly 'evidence.allocation': "a random allocation's seed or pairs drawn is missing or not a whole number";
    readonly 'evidence.reference': "a file of the Python reference (`agentverity.evidence/v2`) is malformed";
    readonly 'evidence.redacted': "redacted evidence was asked for in the reference format, which needs every input";
    readonly 'evidence.redact': "evidence cannot be redacted because it would erase what is compared (text layer, or a text with no decision)";
    readonly 'evidence.merge': "evidence files cannot be merged (different layers, isolation, suites, relations or designs, a sequential run, or clashing cases)";
    readonly 'evidence.shard-mixed': "shard evidence was merged with evidence that is not a shard, or with shards of another count";
    readonly 'evidence.shard-duplicate': "the same shard was given twice";
    readonly 'evidence.shard-suite': "shards were collected against different suites";
    readonly 'evidence.shard-settings': "shards were collected with different settings";
    readonly 'evidence.shard-agent': "shards were collected from different agents or runs";
    readonly 'baseline.format': "the file is not a baseline file (not an object with our `schema`)";
    readonly 'baseline.version': "the baseline file is of a version this build cannot read";
    readonly 'baseline.reference-snapshot': "the file is a snapshot of the Python reference, not our baseline";
    readonly 'baseline.invalid': "the baseline file does not match its schema (the problems are listed)";
    readonly 'baseline.edited': "the baseline's content does not match its `contentDigest`";
    readonly 'import.format': "the file is of another kind than the import asked for (for example a zip archive)";
    readonly 'import.too-few-runs': "some inputs have fewer runs than a pair needs";
    readonly 'import.promptfoo': "a promptfoo result export does not hold what the import needs";
    readonly 'import.jsonl': "a JSON Lines file does not hold what the import needs";
    readonly 'import.inspect': "an Inspect AI log does not hold what the import needs";
    readonly 'import.tau2': "a τ²-bench results file does not hold what the import needs";
    readonly 'import.deepeval': "DeepEval test cases do not hold what the import needs";
    readonly 'usage.path': "a dotted path setting is malformed";
    readonly 'usage.jsonl': "the JSON Lines paths do not fit the layer";
    readonly 'usage.inspect': "both `score` and `decisionPath` were given for an Inspect log";
    readonly 'import.bench-format': "the file is not a log of repeated outcomes the bench import reads";
    readonly 'import.bench-tasks': "two outcome logs name the same task id with different prompts";
    readonly 'import.bench-jsonl': "a JSONL outcome log does not hold what the bench import needs";
    readonly 'import.bench-promptfoo': "a promptfoo export does not hold what the bench import needs";
    readonly 'import.bench-inspect': "an Inspect AI log does not hold what the bench import needs";
    readonly 'import.bench-tau2': "a τ²-bench results file does not hold what the bench import needs";
    readonly 'import.bench-score': "a numeric score other than 0 or 1 was recorded and no threshold was given";
    readonly 'import.bench-scorer': "the Inspect log has several scorers and none was named, or not the one named";
    readonly 'usage.bench-import': "a bench import option is malformed or does not apply to the format";
    readonly 'agent.missing': "the agent module does not exist";
    readonly 'agent.load': "the agent module failed to load";
    readonly 'agent.typescript': "this Node cannot load a TypeScript agent";
    readonly 'agent.export': "the agent module has no export of the name given";
    readonly 'agent.export-type': "the export is neither an agent function nor a factory";
    readonly 'agent.ambiguous': "it cannot be told whether the export is the agent or a factory (it declares no parameter, or the module exports both)";
    readonly 'agent.factory-threw': "the agent factory threw before any call";
    readonly 'agent.load-timeout': "the agent module did not finish loading, or its factory did not return the agent, in time";
    readonly 'agent.factory-result': "the agent factory returned something that is not an agent";
    readonly 'agent.command': "the agent command is empty";
    readonly 'agent.url': "the agent URL is not a usable http(s) URL, or carries credentials";
    readonly 'agent.header': "a header cannot be sent (its name is not a token, or its value has a line break)";
    readonly 'agent.path': "a JSON path into the agent's answer has an empty step";
    readonly 'benchmark.syntax': "the benchmark file is not valid YAML, or gives a key twice in one mapping";
    readonly 'benchmark.invalid': "the benchmark file does not match the format (a key, a type or an empty text)";
    readonly 'benchmark.version': "the benchmark's version is not one this tool reads (major version 1)";
    readonly 'benchmark.duplicate-task': "two tasks of the benchmark have the same id";
    readonly 'benchmark.regex': "a task's regular expression does not compile";
    readonly 'benchmark.unknown': "no bundled benchmark has that name and no such file exists";
    readonly 'bench.evidence-format': "the file is not bench evidence (no or another `schema`)";
    readonly 'bench.evidence-version': "the bench evidence is of a version this build cannot read";
    readonly 'bench.evidence-invalid': "the bench evidence does not match its schema (the problems are listed), a recorded outcome is not what the task's evaluation gives its recorded output, or collected evidence does not record the runs it planned (a run marked complete missing attempts)";
    readonly 'bench.evidence-digest': "the benchmark digest does not match its tasks, or a run is of another benchmark";
    readonly 'bench.evidence-unknown-task': "an attempt names a task the benchmark does not have";
    readonly 'bench.evidence-duplicate': "a task, an agent name or one run of a task is recorded twice";
    readonly 'agent.python-shim': "the Python worker shim is missing from this package's install";
    readonly 'agent.python-interpreter': "the Python interpreter cannot be started";
    readonly 'agent.python-load': "the Python agent file cannot be imported";
    readonly 'agent.python-run-agent': "the Python agent file has no callable run_agent";
    readonly 'bench.not-runnable': "a task has no prompt or no evaluation (read from an outcome log), so it cannot be run";
    readonly 'bench.settings': "a bench setting (runs, workers, timeout, rate limit, prompt) is out of range";
    readonly 'bench.agent-names': "no agent was given, or an agent name is empty, too long or given twice";
    readonly 'bench.agent-unavailable': "an agent answered none of its first calls, so the collection stopped; the bench evidence so far is written";
    readonly 'system.export-type': "a stateful system module's reset, snapshot or replay export is not a function";
    readonly 'system.version': "the system's version is not a non-empty string of at most 256 characters";
    readonly 'system.describe': "the system worker did not answer the describe message as the protocol says";
    readonly 'system.http': "a stateful case run was asked of an HTTP agent, which cannot be reset or snapshotted";
    readonly 'cases.settings': "a cases setting (runs, timeout) is out of range";
    readonly 'cases.system': "no system was given for the cases, or more than one";
    readonly 'cases.no-cases-file': "no cases file was given, and the configuration names none";
    readonly 'cases.system-unavailable': "the system answered none of its first case runs, so the run stopped; the cases evidence so far is written";
    readonly 'cases.empty': "the cases file holds no case";
    readonly 'cases.invalid': "a case does not match the cases format (a key, a type, a blank text, a stray byte-order mark)";
    readonly 'cases.reserved-id': "a case id contains `~`, which names derived cases";
    readonly 'cases.reserved-key': "a case holds the key `__proto__`, `constructor` or `prototype`";
    readonly 'cases.duplicate-id': "two cases of the file have the same id";
    readonly 'cases.answer-regex': "an expected answer an answer criterion matches as a regular expression does not compile";
    readonly 'cases.too-long': "a line of a JSONL cases file is longer than 8 MiB";
    readonly 'config.syntax': "agentverity.yml is not valid YAML, or gives a key twice in one mapping";
    readonly 'config.invalid': "agentverity.yml does not match its format (a key, a type, a range, a path, a template)";
    readonly 'config.duplicate-name': "two criteria or two transforms of agentverity.yml have the same name";
    readonly 'config.unknown-transform': "a metamorphic_relation criterion names a transform agentverity.yml does not declare";
    readonly 'config.misplaced-key': "a criterion gives a key of another criterion type or mode";
    readonly 'config.approximate': "a metamorphic_relation criterion needs cluster-aware intervals, and allow_approximate_methods is not true";
    readonly 'labels.invalid': "a line of the validity labels file is not a label (case, transform, valid, labeler)";
    readonly 'labels.duplicate': "one labeler labels the same derived case twice";
    readonly 'labels.unknown-case': "a validity label names a case that is not a derived case of the run";
    readonly 'cases.evidence-format': "the file is not cases evidence (no or another `schema`)";
    readonly 'cases.evidence-version': "the cases evidence is of a version this build cannot read";
    readonly 'cases.evidence-invalid': "the cases evidence does not match its schema or its own config (the problems are listed), or is marked complete without every case on every run";
    readonly 'cases.evidence-fingerprint': "a case's fingerprint does not match its input and initial state";
    readonly 'cases.evidence-unknown-case': "a run, replay, label or derived case names a case or run the file does not hold";
    readonly 'cases.evidence-duplicate': "a case, a criterion, a run, a replay or a label is recorded twice";
    readonly 'collect.settings': "a collection setting is out of range";
    readonly 'collect.no-inputs': "there are no inputs to collect";
    readonly 'collect.input': "an input is not a string";
    readonly 'collect.duplicate-inputs': "the same input is given more than once";
    readonly 'collect.meter-off': "a setting that shapes the meter's repeats was given with the meter off";
    readonly 'collect.sequential-k': "`k` was given with sequential collection, which plans its own pairs";
    readonly 'collect.allocation-seed': "random allocation without a seed, or a seed without random allocation";
    readonly 'collect.allocation-random': "random allocation was combined with k, sequential or parallel repeats";
    readonly 'collect.sequential-curtail': "two stopping rules were given";
    readonly 'collect.sequential-parallel': "`parallelRepeats` was given with sequential collection";
    readonly 'collect.sequential-targets': "the suite declares per-route targets, which sequential collection cannot honour";
    readonly 'collect.suite-layer': "a decision suite was given for a layer other than verdict";
    readonly 'collect.route-budget': "the per-route plan needs more calls than the budget";
    readonly 'collect.over-budget': "the plan needs more calls than the budget (the budget covers every call: meter, first draws, relations)";
    readonly 'collect.curtail-infeasible': "curtailment could not certify even if every pair agreed";
    readonly 'seeds.line': "a line of a JSON Lines seed file is neither a string nor an input object";
    readonly 'seeds.json': "a JSON seed file is neither a suite nor a list of inputs";
    readonly 'seeds.input': "a seed object has no usable `input`";
    readonly 'seeds.empty-input': "a seed input is empty";
    readonly 'seeds.expected': "a seed's `expected` is not a non-empty string";
    readonly 'seeds.unknown-key': "a seed object has a key other than `input` and `expected`";
    readonly 'seeds.empty': "the seed file holds no inputs";
    readonly 'relations.missing': "the relations module does not exist";
    readonly 'relations.load': "the relations module failed to load";
    readonly 'relations.export': "the relations module has no export of the name given";
    readonly 'relations.threw': "the relations function threw";
    readonly 'relations.empty': "the relations module gives no relations";
    readonly 'relations.duplicate': "two relations have the same name";
    readonly 'usage.run-suite': "`--suite` is not a decision suite file";
    readonly 'init.exists': "a file `init` would write already exists, so it wrote nothing";
    readonly 'settings.problems': "several settings have problems (all are listed)";
    readonly 'settings.agents': "more than one agent was given";
    readonly 'settings.live-and-recorded': "a live run and recorded runs were given together";
    readonly 'settings.no-agent': "a live run was asked for without an agent";
    readonly 'settings.no-recorded': "the command needs recorded runs and none were given";
    readonly 'settings.nothing-to-assess': "neither an agent nor recorded runs were given";
    readonly 'settings.seeds': "a live run needs exactly one source of inputs";
    readonly 'settings.import-kinds': "two kinds of import were given at once";
    readonly 'settings.promptfoo-suite': "a promptfoo export was given without a suite";
    readonly 'settings.suite-not-given': "evidence collected against a decision suite was given without that suite";
    readonly 'settings.suite-mismatch': "evidence collected against one decision suite was given with a different suite";
    readonly 'settings.http-only': "settings of the HTTP agent were given for another kind of agent";
    readonly 'settings.recorded-only': "a setting for recorded runs was given to a live run";
    readonly 'settings.live-only': "a setting for a live run was given with recorded runs";
    readonly 'settings.import-only': "an import setting was given without an import";
    readonly 'settings.compare-only': "a setting of a comparison was given to a benchmark of one agent";
    readonly 'settings.import-kind': "an import setting was given for a kind of import it does not apply to";
    readonly 'settings.empty': "a setting was given an empty value";
    readonly 'settings.meter-off': "a setting that shapes the meter was given with the meter left out";
    readonly 'settings.range': "a number is outside its range or not a number";
    readonly 'settings.k-odd': "an odd number of repeats leaves each input's last repeat unpaired";
    readonly 'settings.epsilon-precision': "both a tolerance and a precision preset were given";
    readonly 'settings.choice': "a setting is not one of its choices";
    readonly 'settings.header': "a header is not `Name: value`";
    readonly 'settings.redact-text': "redaction was asked on the text layer";
    readonly 'settings.allocation-k': "a setting that shapes per-input repeats was given with random allocation";
    readonly 'settings.seed-allocation': "a seed was given without random allocation";
    readonly 'settings.early-rejection-sequential': "early rejection and sequential stopping were both asked for";
    readonly 'settings.relations-unknown': "the `relations` setting names a built-in relation that does not exist";
    readonly 'settings.agent-url': "the agent URL does not start with http:// or https://";
    readonly 'settings.shard': "the shard is not `I/N` with 1 <= I <= N <= 1000";
    readonly 'settings.shard-whole-run': "a shard was asked for with a setting whose plan or stopping reads every input at once";
    readonly 'usage.markdown-form': "the Markdown form is neither `summary` nor `comment`";
    readonly 'usage.glob': "a file pattern matches no file";
    readonly 'usage.shard-report': "a report was asked of a shard, which writes its evidence only (the merged shards are assessed)";
    readonly 'usage.plan-shards': "the shard sizing options of `plan` are incomplete or used without a suite";
    readonly 'usage.duplicate-source': "the same file was given twice";
    readonly 'usage.format': "`--format` and `--output` do not pair up";
    readonly 'usage.plan-source': "`plan` needs exactly one of `--observed` or `--suite`";
    readonly 'usage.max-pairs': "`--max-pairs` was given without `--observed`";
    readonly 'usage.snapshot-mode': "`snapshot` was not told what to write, or told both";
    readonly 'usage.approver': "no approver is known, or `--approver` was given without `--accept-reference`";
    readonly 'usage.output': "both `--output` and `--baseline-out` were given";
    readonly 'output.write': "a report file cannot be written";
    readonly 'output.is-input': "an output file is one of the run's own input files, so nothing was written";
    readonly 'snapshot.approved-exists': "the candidate's target holds an approved baseline, so nothing was written";
    readonly 'run.stopped': "collection stopped on an error; the evidence collected so far is written";
    readonly 'run.agent-unavailable': "the agent answered none of the run's first calls, so the run stopped; the evidence collected so far is written";
    readonly 'action.input': "an input of the Action's own (`comment`, `fail-on`, …) is not valid";
    readonly 'action.gate-only': "`mode: promote` or `mode: bench` was given an input that only the gate reads";
    readonly 'action.bench-only': "an input of `mode: bench` was given to another mode";
    readonly 'action.cases-only': "an input of `mode: cases` was given to another mode";
    readonly 'action.inputs': "the step's inputs have problems (all are listed)";
    readonly 'action.mode': "`mode: gate` was given neither an agent nor recorded runs";
    readonly 'action.baseline': "the `baseline` input cannot be used (no such file, outside the repository, or none in promote mode)";
    readonly 'action.working-directory': "the `working-directory` does not exist";
    readonly 'action.untrusted-code': "agent code would be loaded from a fork under `pull_request_target` or `workflow_run`";
    readonly 'action.stray-errors': "an error escaped outside any call before the verdict was reached, so the step gives none";
    readonly 'action.event': "the event payload is not JSON";
    readonly 'action.context': "the run lacks what promotion needs (the repository, the pull request number)";
    readonly 'action.promote-event': "`mode: promote` ran on an event other than a pull request's `labeled`";
    readonly 'action.shard-artifacts': "`mode: merge` found no artifact of this workflow run matching `artifact-pattern`";
    readonly 'action.shard-download': "`mode: merge` could not list or download a shard artifact, or it arrived altered";
    readonly 'action.shard-evidence': "`mode: merge` downloaded a shard artifact that holds no `evidence.json`";
};
export type RefusalCode = keyof typeof REFUSAL_CODES;
/**
 * Every code a promotion is refused with (`PromotionRefused`), in the order
 * promotion checks them (docs/baseline-promotion.md).
 */
export declare const PROMOTION_CODES: {
    readonly 'approval.closed': "the pull request is closed or merged";
    readonly 'approval.not-labeled': "the approval label is not on the pull request (never added, or removed since)";
    readonly 'approval.bot': "the label was added by a bot or a GitHub App";
    readonly 'approval.role': "the person who added the label lacks an approver role";
    readonly 'approval.self': "the label was added by the pull request's author and self-approval is off";
    readonly 'approval.not-listed': "the person who added the label is not among `approvers`";
    readonly 'approval.stale': "the label was given on another commit than the head, or before the gate recorded the candidate";
    readonly 'promotion.no-record': "no gate run recorded a candidate for the head commit";
    readonly 'promotion.not-admitted': "the gate ran on the head commit and recorded that the evidence admits no candidate";
    readonly 'promotion.no-candidate': "no artifact of the head commit's runs holds a usable candidate";
    readonly 'promotion.digest-mismatch': "candidates were found, but none with the digest the gate recorded";
    readonly 'promotion.records-differ': "the head commit has candidate records with differing digests (a re-run recorded another candidate)";
};
export type PromotionCode = keyof typeof PROMOTION_CODES;
/**
 * The admission rules' codes (core `ADMISSION_CODES`), listed inside an
 * `admission.refused` refusal and a check's `check.readmission`.
 */
export declare const ADMISSION_RULE_CODES: {
    readonly 'admission.incomplete': "a call failed or collection stopped early, so the evidence is incomplete";
    readonly 'admission.meter-off': "repeatability was not measured (the meter was off)";
    readonly 'admission.route-stochastic': "a route changes decision above its tolerance";
    readonly 'admission.targeted-undecided': "a route with a stability target is not certified at its target";
    readonly 'admission.pooled-not-deterministic': "the pooled call is not deterministic at the tolerance";
    readonly 'admission.meter-inputs': "the meter did not score every requested input";
    readonly 'admission.contract': "the decision contract is not satisfied";
    readonly 'admission.blindness-off': "the spread of decisions was not measured";
    readonly 'admission.blindness-inputs': "the spread was not measured over every requested input";
    readonly 'admission.blind': "the probes are blind: they reach one decision";
    readonly 'admission.missing-observation': "an input has no completed call to take its decision from";
    readonly 'admission.duplicate-inputs': "an input appears more than once";
    readonly 'admission.shared-session': "the repeats shared one session, so they were not independent";
    readonly 'admission.cached-replays': "rows served from the tool's cache were left out, and the fresh calls alone do not meet the rules";
    readonly 'admission.suite-not-applied': "the evidence was judged without the decision suite it was collected against (--without-suite)";
    readonly 'admission.not-approved': "nobody approved the baseline";
};
/**
 * Why a check against a baseline could not compare decisions (core
 * `CHECK_CODES`): the reasons of a check whose status is refused.
 */
export declare const CHECK_REFUSAL_CODES: {
    readonly 'check.candidate': "the baseline is a candidate that nobody approved";
    readonly 'check.layer': "the baseline and the evidence compare different layers";
    readonly 'check.epsilon': "the evidence was assessed at another tolerance than the baseline's";
    readonly 'check.blindness-threshold': "the evidence was assessed with another blindness threshold than the baseline's";
    readonly 'check.suite': "the evidence and the baseline were assessed with different suites (or one without)";
    readonly 'check.readmission': "the current evidence could not itself be admitted (its failing rules are listed)";
    readonly 'check.inputs': "the evidence does not cover exactly the baseline's inputs";
    readonly 'check.intended': "the intended decision (route) of some inputs changed since the baseline";
};
/** The four families of codes, each a map from code to meaning. */
export declare const CODE_REGISTRY: {
    readonly refusal: typeof REFUSAL_CODES;
    readonly promotion: typeof PROMOTION_CODES;
    readonly admission: typeof ADMISSION_RULE_CODES;
    readonly check: typeof CHECK_REFUSAL_CODES;
};
export type CodeFamily = keyof typeof CODE_REGISTRY;
export declare function isRefusalCode(code: string): code is RefusalCode;
export declare function isPromotionCode(code: string): code is PromotionCode;
/** The one-line meaning of a code of any family, or null for an unknown code. */
export declare function meaningOfCode(code: string): string | null;
