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
export const EXIT = {
  /** Deterministic, stochastic or unmeasured: nothing to object to. */
  clean: 0,
  /** The evidence says no: blind, contract, vacuous, violations, target failed, drift. */
  no: 1,
  /** Not enough or unusable evidence, bad input, a refused setting, a usage error. */
  unusable: 2,
  /** A bug of ours: anything that is not a refusal. */
  internal: 70,
  /** Ctrl-C or a cancelled job: the evidence so far is written, nothing assessed (128 + SIGINT). */
  interrupted: 130,
} as const;

export type ExitCodeName = keyof typeof EXIT;
export type ExitCode = (typeof EXIT)[ExitCodeName];

/** Names a refusal may carry; the core's `Refusal` and the Action's `PromotionRefused`. */
const REFUSAL_NAMES = new Set(['Refusal', 'PromotionRefused']);

/** True for a refusal of this package (bad input, refused setting, refused promotion). */
export function isRefusalLike(error: unknown): error is Error & { readonly code: string } {
  return (
    error instanceof Error &&
    REFUSAL_NAMES.has(error.name) &&
    typeof (error as { code?: unknown }).code === 'string'
  );
}

/**
 * The exit code for a thrown value: 2 for a refusal (the input, a setting or the
 * evidence cannot be used as given), 70 for anything else (an internal error).
 * Both shells call this; neither decides it again.
 */
export function exitCodeOf(error: unknown): ExitCode {
  return isRefusalLike(error) ? EXIT.unusable : EXIT.internal;
}

/** A run stopped by a signal before it could be assessed: a value, not an exit code. */
export interface Interrupted {
  readonly kind: 'interrupted';
  /** The signal that stopped it, when known. */
  readonly signal: string;
  /** Where the evidence collected so far was written, when it was. */
  readonly evidencePath: string | null;
}

export function interrupted(signal: string, evidencePath: string | null): Interrupted {
  return { kind: 'interrupted', signal, evidencePath };
}

export function isInterrupted(value: unknown): value is Interrupted {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === 'interrupted'
  );
}

// ---------------------------------------------------------------------------
// The codes. A code is a documented contract (docs/codes.md): it is never
// renamed or reused once released; the message that goes with it may change.

type CodeMeanings = Readonly<Record<string, string>>;

/**
 * Every code a `Refusal` is thrown with, and what it means. The code is the
 * contract: it never changes once released; the message may.
 */
export const REFUSAL_CODES = {
  // Statistics and plans
  'stats.budget-too-small': 'the call budget cannot give every input two repeats',
  'stats.count': 'a count (inputs, pairs, flips, repeats) is not a whole number in range',
  'stats.epsilon': 'the tolerance is not a number strictly between 0 and 1',
  'stats.flip-rate': 'a flip rate is outside 0 to 1',
  'stats.precision': 'the precision preset is not one of the known names',
  'stats.probability': 'a probability is not strictly between 0 and 1',
  'stats.sequential':
    'a sequential plan cannot be built from these numbers (looks, alpha or budget)',
  'stats.sequential-checkpoint':
    'a sequential decision was asked at a pair count that is not a declared checkpoint',
  'stats.sequential-flips':
    'the flips at a checkpoint are not a whole number between 0 and the pairs so far',
  'stats.successes': 'the successes are not a whole number between 0 and the trials',
  'stats.alpha': 'the error level is not a number strictly between 0 and 1',
  'stats.early-rejection': 'an early-rejection test cannot be declared from these numbers',
  'stats.seed': 'a random allocation seed is not a whole number from 0 to 2^53 - 1',
  'stats.allocation': 'a random allocation was asked for an impossible number of inputs or pairs',
  'stats.trials': 'the trials are not a whole number of at least 0',
  'stats.z': 'the z value of an interval is not a finite number above 0',
  'curtail.endpoint': 'a curtailment endpoint is not a whole number of pairs',
  'curtail.scopes': 'curtailment was asked to watch nothing',
  'blindness.threshold': 'the blindness threshold is not a number in (0, 1]',
  // Observations and inputs
  'decision.empty-label': 'a decision label is empty',
  'decision.unknown-reason': 'a no-decision carries a reason that is not one of the known ones',
  'outcome.incomplete':
    'an observation is a harness failure (no decision could be produced), so its series cannot be scored',
  'outcome.open-ended':
    'an observation is an open-ended answer, which has no categorical decision to compare',
  'outcome.undeclared-no-decision': 'the agent returned a no-decision the contract does not allow',
  'fingerprint.not-text': 'an input to fingerprint is not a string',
  'fingerprint.lone-surrogate':
    'an input holds a lone UTF-16 surrogate, which cannot be encoded as UTF-8',
  'layer.unknown': 'the layer is not `verdict`, `text` or `tools`',
  // Meter, routes and relations
  'meter.no-series': 'there is no repeat series to measure',
  'meter.series-too-short': 'a repeat series has fewer than two observations, so it forms no pair',
  'blindness.empty': 'blindness was asked of no observations',
  'routes.empty': 'the route table was asked of no cases',
  'routes.intended': 'a case has no intended decision (route)',
  'routes.series-too-short': 'a case of a route has fewer than two observations',
  'routes.target-without-cases': 'a stability target names a route no case intends',
  'routes.plan':
    'a per-route plan cannot be made (repeats under 2, no cases, an empty route, a target out of reach)',
  'routes.unknown-target': 'stability targets name routes that no case intends',
  'relation.not-object': 'a relation definition is not an object',
  'relation.name': 'a relation has no usable name',
  'relation.type': "a relation's type is not `invariant`, `monotone` or `directional`",
  'relation.transform': "a relation's transform is not a function",
  'relation.check': "a relation's check is not a function",
  'relation.description': "a relation's description is not a string",
  'relation.transform-result': 'a transform returned something other than a string',
  'relation.check-result': 'a check returned something other than true or false',
  'relation.outcome': 'a recorded relation outcome is not held, violated, skipped or error',
  'relations.duplicate-name': "the evidence's relation catalogue names one relation twice",
  'relations.unknown-name': "a case records a relation that is not in the evidence's catalogue",
  'relations.type-mismatch': "a case records a relation with a type other than the catalogue's",
  'relations.duplicate-record': 'a case records the same relation twice',
  'relations.coverage-length':
    'relation coverage was given a different number of intended decisions than cases',
  'relations.coverage-route': 'an intended decision given to relation coverage is not a string',
  // Decision suites and contracts
  'suite.not-an-object': 'the suite is not a JSON object',
  'suite.schema': "the suite's `schema` is not `agentverity.decision-suite/v1`",
  'suite.cases-missing': 'the suite has no `cases`',
  'suite.cases-not-a-list': "the suite's `cases` is not a list",
  'suite.cases-empty': "the suite's `cases` list is empty",
  'suite.case-not-an-object': 'a case is not an object',
  'suite.case-input-missing': 'a case has no `input` string',
  'suite.case-input-blank': "a case's `input` is blank",
  'suite.case-expected-missing': 'a case has no `expected` string',
  'suite.case-expected-blank': "a case's `expected` is blank",
  'suite.expected-not-allowed': "a case's `expected` is not an allowed decision of the contract",
  'suite.duplicate-input': 'two cases have the same input',
  'suite.contract-missing': 'the suite has no `contract`',
  'suite.unknown-key': 'the suite, or one of its cases, has a key the format does not know',
  'contract.not-an-object': 'the contract, or one of its per-route maps, is not an object',
  'contract.not-a-list': 'a contract field that lists decisions is not a list',
  'contract.bad-label': 'a decision label in the contract is not a non-empty string',
  'contract.allowed-missing': 'the contract has no `allowed_decisions`',
  'contract.allowed-empty': "the contract's `allowed_decisions` is empty",
  'contract.required-empty': "the contract's `required_decisions` is an empty list",
  'contract.required-not-allowed': 'a required decision is not an allowed one',
  'contract.critical-not-required': 'a critical decision is not a required one',
  'contract.target-not-required': 'a stability target names a decision that is not required',
  'contract.target-out-of-range': 'a stability target is not a number strictly between 0 and 1',
  'contract.minimum-not-required': 'a minimum case count names a decision that is not required',
  'contract.minimum-not-whole': 'a minimum case count is not a whole number of at least 1',
  'contract.reason-not-declarable': '`allowed_no_decisions` lists a reason that cannot be declared',
  'contract.unknown-key': 'the contract has a key the format does not know',
  // Assessment
  'assess.no-cases': 'the evidence holds no cases',
  'assess.suite-layer': 'a decision suite was given with evidence that is not on the verdict layer',
  'assess.suite-mismatch': 'the evidence and the suite do not hold the same inputs',
  'assess.suite-order': "the evidence holds the suite's inputs in another order",
  'assess.meter-off': 'the evidence says the meter was off, yet a case holds repeats',
  'assess.series-too-short': 'a case has fewer than two observations to form a pair',
  'assess.sequential-record':
    'the sequential record disagrees with the pairs at its declared checkpoints',
  'assess.method': 'the evidence names a decision rule that is neither wilson nor exact',
  'assess.allocation-record':
    "a case's repeats do not match the draws its random allocation's seed gives",
  'assess.early-rejection-record':
    'the early-rejection record disagrees with where the test stops on the recorded pairs',
  'assess.error-count':
    'a count of failed runs is not a whole number held exactly (up to 2^53 − 1), alone or summed',
  // Baselines and comparisons
  'admission.refused':
    'the evidence cannot be admitted as a baseline; the message lists every failing rule (below)',
  'admission.infeasible':
    'before any call: these inputs at `k` repeats cannot certify the tolerance even with no flip',
  'admission.missing-observation':
    'an input has no completed call to take its baseline decision from',
  'baseline.already-approved': 'an approval was given to a baseline that is already approved',
  'compare.expected':
    'two evidence files cannot be compared by route: a case has no intended decision',
  'compare.layer': 'two evidence files compare different layers',
  // Benchmark statistics (src/core/bench)
  'bench.option':
    'a benchmark statistics option (confidence, resamples, k, difference, failIfWorse) is out of range',
  'bench.k-too-large': 'k is above the smallest number of scored runs of some task',
  'bench.evaluation':
    "a task's evaluation cannot be used (unknown type, a bad or refused regular expression, a misplaced option)",
  'bench.attempt':
    'an attempt names a task the benchmark does not have, has a bad run number or outcome, or repeats a run',
  'bench.mismatch':
    'runs of different benchmarks (their digests differ) were given to one summary or comparison',
  'bench.agents': 'the number of agents does not fit the command, or two agents share a name',
  'bench.fail-if-worse': 'the agent that must not be worse is not one of the agents compared',
  // Stateful cases (src/core/stateful)
  'stateful.path': 'a state path does not follow the path grammar (keys, [index], ["quoted.key"])',
  'stateful.criterion':
    'a criterion cannot be used as given (no name, a bar outside 0 to 1, a mode without its paths or tolerance)',
  'stateful.transform':
    'a transform cannot be used (a bad or repeated name, a template without {value}, a derived id that clashes)',
  'stateful.config':
    'a run-wide number of the cases config is out of range (confidence, runs, minimum validity)',
  'stateful.evidence':
    'the cases evidence does not hold together (a repeated case or run, a run or replay of an unknown case)',
  'stateful.approximate-methods':
    'a metamorphic relation needs a cluster-aware (approximate) interval, which the config does not allow',
  'stateful.too-few-sources':
    'a metamorphic relation has fewer than 20 source cases, too few for a cluster-aware interval',
  'stateful.answer-regex': "a case's expected answer is not a regular expression that compiles",
  'stateful.slices': 'slice bounds are not whole numbers of at least 0 in increasing order',
  // Files, evidence and baseline files
  'file.read': 'the file cannot be read (missing, a folder, no permission)',
  'file.too-large': 'the file is larger than its kind of file may be (docs/limits.md)',
  'cases.system-text':
    "a stateful system's answer, tool call or snapshot holds a lone surrogate, which has no UTF-8 form",
  'cases.snapshot-limit':
    "a stateful system's snapshot is past the limits of an end state (docs/limits.md)",
  'file.not-regular':
    'the path names a named pipe, a device, a folder or a socket, not a regular file',
  'file.limit':
    'the file holds a string, a number of values or a nesting past a limit (docs/limits.md)',
  'file.utf8': 'the file is not valid UTF-8',
  'json.empty': 'the file is empty or holds only whitespace',
  'json.syntax': 'the file is not valid JSON (at the line and column named)',
  'json.lone-surrogate':
    'a string in the file holds a lone surrogate (an unpaired \\u escape), which has no UTF-8 form',
  'json.depth': 'arrays and objects in the file nest deeper than any format needs (512 levels)',
  'digest.unrepresentable': 'a value to digest is not plain JSON',
  'evidence.format': 'the file is not an evidence file (no or an unknown `schema`)',
  'evidence.version': 'the evidence file is of a version this build cannot read',
  'evidence.invalid': 'the evidence file does not match its schema (the problems are listed)',
  'evidence.allocation':
    "a random allocation's seed or pairs drawn is missing or not a whole number",
  'evidence.reference': 'a file of the Python reference (`agentverity.evidence/v2`) is malformed',
  'evidence.redacted':
    'redacted evidence was asked for in the reference format, which needs every input',
  'evidence.redact':
    'evidence cannot be redacted because it would erase what is compared (text layer, or a text with no decision)',
  'evidence.merge':
    'evidence files cannot be merged (different layers, isolation, suites, relations or designs, a sequential run, or clashing cases)',
  'evidence.shard-mixed':
    'shard evidence was merged with evidence that is not a shard, or with shards of another count',
  'evidence.shard-duplicate': 'the same shard was given twice',
  'evidence.shard-suite': 'shards were collected against different suites',
  'evidence.shard-settings': 'shards were collected with different settings',
  'evidence.shard-agent': 'shards were collected from different agents or runs',
  'baseline.format': 'the file is not a baseline file (not an object with our `schema`)',
  'baseline.version': 'the baseline file is of a version this build cannot read',
  'baseline.reference-snapshot': 'the file is a snapshot of the Python reference, not our baseline',
  'baseline.invalid': 'the baseline file does not match its schema (the problems are listed)',
  'baseline.edited': "the baseline's content does not match its `contentDigest`",
  // Imports
  'import.format':
    'the file is of another kind than the import asked for (for example a zip archive)',
  'import.too-few-runs': 'some inputs have fewer runs than a pair needs',
  'import.promptfoo': 'a promptfoo result export does not hold what the import needs',
  'import.jsonl': 'a JSON Lines file does not hold what the import needs',
  'import.inspect': 'an Inspect AI log does not hold what the import needs',
  'import.tau2': 'a τ²-bench results file does not hold what the import needs',
  'import.deepeval': 'DeepEval test cases do not hold what the import needs',
  'usage.path': 'a dotted path setting is malformed',
  'usage.jsonl': 'the JSON Lines paths do not fit the layer',
  'usage.inspect': 'both `score` and `decisionPath` were given for an Inspect log',
  // Bench imports (outcome logs into bench runs)
  'import.bench-format': 'the file is not a log of repeated outcomes the bench import reads',
  'import.bench-tasks': 'two outcome logs name the same task id with different prompts',
  'import.bench-jsonl': 'a JSONL outcome log does not hold what the bench import needs',
  'import.bench-promptfoo': 'a promptfoo export does not hold what the bench import needs',
  'import.bench-inspect': 'an Inspect AI log does not hold what the bench import needs',
  'import.bench-tau2': 'a τ²-bench results file does not hold what the bench import needs',
  'import.bench-score': 'a numeric score other than 0 or 1 was recorded and no threshold was given',
  'import.bench-scorer':
    'the Inspect log has several scorers and none was named, or not the one named',
  'usage.bench-import': 'a bench import option is malformed or does not apply to the format',
  // Agents
  'agent.missing': 'the agent module does not exist',
  'agent.load': 'the agent module failed to load',
  'agent.typescript': 'this Node cannot load a TypeScript agent',
  'agent.export': 'the agent module has no export of the name given',
  'agent.export-type': 'the export is neither an agent function nor a factory',
  'agent.ambiguous':
    'it cannot be told whether the export is the agent or a factory (it declares no parameter, or the module exports both)',
  'agent.factory-threw': 'the agent factory threw before any call',
  'agent.load-timeout':
    'the agent module did not finish loading, or its factory did not return the agent, in time',
  'agent.factory-result': 'the agent factory returned something that is not an agent',
  'agent.command': 'the agent command is empty',
  'agent.url': 'the agent URL is not a usable http(s) URL, or carries credentials',
  'agent.header':
    'a header cannot be sent (its name is not a token, or its value has a line break)',
  'agent.path': "a JSON path into the agent's answer has an empty step",
  // Benchmarks (issue 17): benchmark files, bench evidence, Python agents, collection
  'benchmark.syntax': 'the benchmark file is not valid YAML, or gives a key twice in one mapping',
  'benchmark.invalid':
    'the benchmark file does not match the format (a key, a type or an empty text)',
  'benchmark.version': "the benchmark's version is not one this tool reads (major version 1)",
  'benchmark.duplicate-task': 'two tasks of the benchmark have the same id',
  'benchmark.regex': "a task's regular expression does not compile",
  'benchmark.unknown': 'no bundled benchmark has that name and no such file exists',
  'bench.evidence-format': 'the file is not bench evidence (no or another `schema`)',
  'bench.evidence-version': 'the bench evidence is of a version this build cannot read',
  'bench.evidence-invalid':
    "the bench evidence does not match its schema (the problems are listed), a recorded outcome is not what the task's evaluation gives its recorded output, or collected evidence does not record the runs it planned (a run marked complete missing attempts)",
  'bench.evidence-digest':
    'the benchmark digest does not match its tasks, or a run is of another benchmark',
  'bench.evidence-unknown-task': 'an attempt names a task the benchmark does not have',
  'bench.evidence-duplicate': 'a task, an agent name or one run of a task is recorded twice',
  'agent.python-shim': "the Python worker shim is missing from this package's install",
  'agent.python-interpreter': 'the Python interpreter cannot be started',
  'agent.python-load': 'the Python agent file cannot be imported',
  'agent.python-run-agent': 'the Python agent file has no callable run_agent',
  'bench.not-runnable':
    'a task has no prompt or no evaluation (read from an outcome log), so it cannot be run',
  'bench.settings': 'a bench setting (runs, workers, timeout, rate limit, prompt) is out of range',
  'bench.agent-names': 'no agent was given, or an agent name is empty, too long or given twice',
  'bench.agent-unavailable':
    'an agent answered none of its first calls, so the collection stopped; the bench evidence so far is written',
  // Stateful systems and case runs (issue 16)
  'system.export-type':
    "a stateful system module's reset, snapshot or replay export is not a function",
  'system.version': "the system's version is not a non-empty string of at most 256 characters",
  'system.describe': 'the system worker did not answer the describe message as the protocol says',
  'system.http':
    'a stateful case run was asked of an HTTP agent, which cannot be reset or snapshotted',
  'cases.settings': 'a cases setting (runs, timeout) is out of range',
  'cases.system': 'no system was given for the cases, or more than one',
  'cases.no-cases-file': 'no cases file was given, and the configuration names none',
  'cases.system-unavailable':
    'the system answered none of its first case runs, so the run stopped; the cases evidence so far is written',
  // Stateful cases (issue 16): cases files, agentverity.yml, validity labels, cases evidence
  'cases.empty': 'the cases file holds no case',
  'cases.invalid':
    'a case does not match the cases format (a key, a type, a blank text, a stray byte-order mark)',
  'cases.reserved-id': 'a case id contains `~`, which names derived cases',
  'cases.reserved-key': 'a case holds the key `__proto__`, `constructor` or `prototype`',
  'cases.duplicate-id': 'two cases of the file have the same id',
  'cases.answer-regex':
    'an expected answer an answer criterion matches as a regular expression does not compile',
  'cases.too-long': 'a line of a JSONL cases file is longer than 8 MiB',
  'config.syntax': 'agentverity.yml is not valid YAML, or gives a key twice in one mapping',
  'config.invalid':
    'agentverity.yml does not match its format (a key, a type, a range, a path, a template)',
  'config.duplicate-name': 'two criteria or two transforms of agentverity.yml have the same name',
  'config.unknown-transform':
    'a metamorphic_relation criterion names a transform agentverity.yml does not declare',
  'config.misplaced-key': 'a criterion gives a key of another criterion type or mode',
  'config.approximate':
    'a metamorphic_relation criterion needs cluster-aware intervals, and allow_approximate_methods is not true',
  'labels.invalid':
    'a line of the validity labels file is not a label (case, transform, valid, labeler)',
  'labels.duplicate': 'one labeler labels the same derived case twice',
  'labels.unknown-case': 'a validity label names a case that is not a derived case of the run',
  'cases.evidence-format': 'the file is not cases evidence (no or another `schema`)',
  'cases.evidence-version': 'the cases evidence is of a version this build cannot read',
  'cases.evidence-invalid':
    'the cases evidence does not match its schema or its own config (the problems are listed), or is marked complete without every case on every run',
  'cases.evidence-fingerprint': "a case's fingerprint does not match its input and initial state",
  'cases.evidence-unknown-case':
    'a run, replay, label or derived case names a case or run the file does not hold',
  'cases.evidence-duplicate': 'a case, a criterion, a run, a replay or a label is recorded twice',
  // Collection
  'collect.settings': 'a collection setting is out of range',
  'collect.no-inputs': 'there are no inputs to collect',
  'collect.input': 'an input is not a string',
  'collect.duplicate-inputs': 'the same input is given more than once',
  'collect.meter-off': "a setting that shapes the meter's repeats was given with the meter off",
  'collect.sequential-k': '`k` was given with sequential collection, which plans its own pairs',
  'collect.allocation-seed':
    'random allocation without a seed, or a seed without random allocation',
  'collect.allocation-random':
    'random allocation was combined with k, sequential or parallel repeats',
  'collect.sequential-curtail': 'two stopping rules were given',
  'collect.sequential-parallel': '`parallelRepeats` was given with sequential collection',
  'collect.sequential-targets':
    'the suite declares per-route targets, which sequential collection cannot honour',
  'collect.suite-layer': 'a decision suite was given for a layer other than verdict',
  'collect.route-budget': 'the per-route plan needs more calls than the budget',
  'collect.over-budget':
    'the plan needs more calls than the budget (the budget covers every call: meter, first draws, relations)',
  'collect.curtail-infeasible': 'curtailment could not certify even if every pair agreed',
  'seeds.line': 'a line of a JSON Lines seed file is neither a string nor an input object',
  'seeds.json': 'a JSON seed file is neither a suite nor a list of inputs',
  'seeds.input': 'a seed object has no usable `input`',
  'seeds.empty-input': 'a seed input is empty',
  'seeds.expected': "a seed's `expected` is not a non-empty string",
  'seeds.unknown-key': 'a seed object has a key other than `input` and `expected`',
  'seeds.empty': 'the seed file holds no inputs',
  'relations.missing': 'the relations module does not exist',
  'relations.load': 'the relations module failed to load',
  'relations.export': 'the relations module has no export of the name given',
  'relations.threw': 'the relations function threw',
  'relations.empty': 'the relations module gives no relations',
  'relations.duplicate': 'two relations have the same name',
  // Command line
  'usage.run-suite': '`--suite` is not a decision suite file',
  'init.exists': 'a file `init` would write already exists, so it wrote nothing',
  // The one settings check (src/app/check.ts), in both shells
  'settings.problems': 'several settings have problems (all are listed)',
  'settings.agents': 'more than one agent was given',
  'settings.live-and-recorded': 'a live run and recorded runs were given together',
  'settings.no-agent': 'a live run was asked for without an agent',
  'settings.no-recorded': 'the command needs recorded runs and none were given',
  'settings.nothing-to-assess': 'neither an agent nor recorded runs were given',
  'settings.seeds': 'a live run needs exactly one source of inputs',
  'settings.import-kinds': 'two kinds of import were given at once',
  'settings.promptfoo-suite': 'a promptfoo export was given without a suite',
  'settings.suite-not-given':
    'evidence collected against a decision suite was given without that suite',
  'settings.suite-mismatch':
    'evidence collected against one decision suite was given with a different suite',
  'settings.http-only': 'settings of the HTTP agent were given for another kind of agent',
  'settings.recorded-only': 'a setting for recorded runs was given to a live run',
  'settings.live-only': 'a setting for a live run was given with recorded runs',
  'settings.import-only': 'an import setting was given without an import',
  'settings.compare-only': 'a setting of a comparison was given to a benchmark of one agent',
  'settings.import-kind': 'an import setting was given for a kind of import it does not apply to',
  'settings.empty': 'a setting was given an empty value',
  'settings.meter-off': 'a setting that shapes the meter was given with the meter left out',
  'settings.range': 'a number is outside its range or not a number',
  'settings.k-odd': "an odd number of repeats leaves each input's last repeat unpaired",
  'settings.epsilon-precision': 'both a tolerance and a precision preset were given',
  'settings.choice': 'a setting is not one of its choices',
  'settings.header': 'a header is not `Name: value`',
  'settings.redact-text': 'redaction was asked on the text layer',
  'settings.allocation-k':
    'a setting that shapes per-input repeats was given with random allocation',
  'settings.seed-allocation': 'a seed was given without random allocation',
  'settings.early-rejection-sequential':
    'early rejection and sequential stopping were both asked for',
  'settings.relations-unknown':
    'the `relations` setting names a built-in relation that does not exist',
  'settings.agent-url': 'the agent URL does not start with http:// or https://',
  'settings.shard': 'the shard is not `I/N` with 1 <= I <= N <= 1000',
  'settings.shard-whole-run':
    'a shard was asked for with a setting whose plan or stopping reads every input at once',
  'usage.markdown-form': 'the Markdown form is neither `summary` nor `comment`',
  'usage.glob': 'a file pattern matches no file',
  'usage.shard-report':
    'a report was asked of a shard, which writes its evidence only (the merged shards are assessed)',
  'usage.plan-shards': 'the shard sizing options of `plan` are incomplete or used without a suite',
  'usage.duplicate-source': 'the same file was given twice',
  'usage.format': '`--format` and `--output` do not pair up',
  'usage.plan-source': '`plan` needs exactly one of `--observed` or `--suite`',
  'usage.max-pairs': '`--max-pairs` was given without `--observed`',
  'usage.snapshot-mode': '`snapshot` was not told what to write, or told both',
  'usage.approver': 'no approver is known, or `--approver` was given without `--accept-reference`',
  'usage.output': 'both `--output` and `--baseline-out` were given',
  'output.write': 'a report file cannot be written',
  'output.is-input': "an output file is one of the run's own input files, so nothing was written",
  'snapshot.approved-exists':
    "the candidate's target holds an approved baseline, so nothing was written",
  'run.stopped': 'collection stopped on an error; the evidence collected so far is written',
  'run.agent-unavailable':
    "the agent answered none of the run's first calls, so the run stopped; the evidence collected so far is written",
  // The Action
  'action.input': "an input of the Action's own (`comment`, `fail-on`, …) is not valid",
  'action.gate-only':
    '`mode: promote` or `mode: bench` was given an input that only the gate reads',
  'action.bench-only': 'an input of `mode: bench` was given to another mode',
  'action.cases-only': 'an input of `mode: cases` was given to another mode',
  'action.inputs': "the step's inputs have problems (all are listed)",
  'action.mode': '`mode: gate` was given neither an agent nor recorded runs',
  'action.baseline':
    'the `baseline` input cannot be used (no such file, outside the repository, or none in promote mode)',
  'action.working-directory': 'the `working-directory` does not exist',
  'action.untrusted-code':
    'agent code would be loaded from a fork under `pull_request_target` or `workflow_run`',
  'action.stray-errors':
    'an error escaped outside any call before the verdict was reached, so the step gives none',
  'action.event': 'the event payload is not JSON',
  'action.context': 'the run lacks what promotion needs (the repository, the pull request number)',
  'action.promote-event': "`mode: promote` ran on an event other than a pull request's `labeled`",
  'action.shard-artifacts':
    '`mode: merge` found no artifact of this workflow run matching `artifact-pattern`',
  'action.shard-download':
    '`mode: merge` could not list or download a shard artifact, or it arrived altered',
  'action.shard-evidence':
    '`mode: merge` downloaded a shard artifact that holds no `evidence.json`',
} as const satisfies CodeMeanings;
export type RefusalCode = keyof typeof REFUSAL_CODES;

/**
 * Every code a promotion is refused with (`PromotionRefused`), in the order
 * promotion checks them (docs/baseline-promotion.md).
 */
export const PROMOTION_CODES = {
  // Promotion
  'approval.closed': 'the pull request is closed or merged',
  'approval.not-labeled':
    'the approval label is not on the pull request (never added, or removed since)',
  'approval.bot': 'the label was added by a bot or a GitHub App',
  'approval.role': 'the person who added the label lacks an approver role',
  'approval.self': "the label was added by the pull request's author and self-approval is off",
  'approval.not-listed': 'the person who added the label is not among `approvers`',
  'approval.stale':
    'the label was given on another commit than the head, or before the gate recorded the candidate',
  'promotion.no-record': 'no gate run recorded a candidate for the head commit',
  'promotion.not-admitted':
    'the gate ran on the head commit and recorded that the evidence admits no candidate',
  'promotion.no-candidate': "no artifact of the head commit's runs holds a usable candidate",
  'promotion.digest-mismatch': 'candidates were found, but none with the digest the gate recorded',
  'promotion.records-differ':
    'the head commit has candidate records with differing digests (a re-run recorded another candidate)',
} as const satisfies CodeMeanings;
export type PromotionCode = keyof typeof PROMOTION_CODES;

/**
 * The admission rules' codes (core `ADMISSION_CODES`), listed inside an
 * `admission.refused` refusal and a check's `check.readmission`.
 */
export const ADMISSION_RULE_CODES = {
  // Admission rules
  'admission.incomplete':
    'a call failed or collection stopped early, so the evidence is incomplete',
  'admission.meter-off': 'repeatability was not measured (the meter was off)',
  'admission.route-stochastic': 'a route changes decision above its tolerance',
  'admission.targeted-undecided': 'a route with a stability target is not certified at its target',
  'admission.pooled-not-deterministic': 'the pooled call is not deterministic at the tolerance',
  'admission.meter-inputs': 'the meter did not score every requested input',
  'admission.contract': 'the decision contract is not satisfied',
  'admission.blindness-off': 'the spread of decisions was not measured',
  'admission.blindness-inputs': 'the spread was not measured over every requested input',
  'admission.blind': 'the probes are blind: they reach one decision',
  'admission.missing-observation': 'an input has no completed call to take its decision from',
  'admission.duplicate-inputs': 'an input appears more than once',
  'admission.shared-session': 'the repeats shared one session, so they were not independent',
  'admission.cached-replays':
    "rows served from the tool's cache were left out, and the fresh calls alone do not meet the rules",
  'admission.suite-not-applied':
    'the evidence was judged without the decision suite it was collected against (--without-suite)',
  'admission.not-approved': 'nobody approved the baseline',
} as const satisfies CodeMeanings;

/**
 * Why a check against a baseline could not compare decisions (core
 * `CHECK_CODES`): the reasons of a check whose status is refused.
 */
export const CHECK_REFUSAL_CODES = {
  // Baseline check refusals
  'check.candidate': 'the baseline is a candidate that nobody approved',
  'check.layer': 'the baseline and the evidence compare different layers',
  'check.epsilon': "the evidence was assessed at another tolerance than the baseline's",
  'check.blindness-threshold':
    "the evidence was assessed with another blindness threshold than the baseline's",
  'check.suite':
    'the evidence and the baseline were assessed with different suites (or one without)',
  'check.readmission':
    'the current evidence could not itself be admitted (its failing rules are listed)',
  'check.inputs': "the evidence does not cover exactly the baseline's inputs",
  'check.intended': 'the intended decision (route) of some inputs changed since the baseline',
} as const satisfies CodeMeanings;

/** The four families of codes, each a map from code to meaning. */
export const CODE_REGISTRY: {
  readonly refusal: typeof REFUSAL_CODES;
  readonly promotion: typeof PROMOTION_CODES;
  readonly admission: typeof ADMISSION_RULE_CODES;
  readonly check: typeof CHECK_REFUSAL_CODES;
} = {
  refusal: REFUSAL_CODES,
  promotion: PROMOTION_CODES,
  admission: ADMISSION_RULE_CODES,
  check: CHECK_REFUSAL_CODES,
};

export type CodeFamily = keyof typeof CODE_REGISTRY;

export function isRefusalCode(code: string): code is RefusalCode {
  return Object.hasOwn(REFUSAL_CODES, code);
}

export function isPromotionCode(code: string): code is PromotionCode {
  return Object.hasOwn(PROMOTION_CODES, code);
}

/** The one-line meaning of a code of any family, or null for an unknown code. */
export function meaningOfCode(code: string): string | null {
  for (const family of Object.values(CODE_REGISTRY)) {
    const meanings: CodeMeanings = family;
    if (Object.hasOwn(meanings, code)) return meanings[code] ?? null;
  }
  return null;
}
