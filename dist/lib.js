import { r as renderText } from './chunks/format-renderers.js';
export { R as REPORT_SCHEMA, b as buildJsonReport, a as renderJson } from './chunks/format-renderers.js';
import { c as clockFrom, d as diskFiles } from './chunks/telemetry.js';
export { N as NO_TELEMETRY, T as TELEMETRY_SCHEMA, b as TELEMETRY_SPAN_NAME, o as openTelemetry, t as telemetryAttributes } from './chunks/telemetry.js';
import { C as CLI_COMMAND } from './chunks/module-spec.js';
export { T as TOOL_NAME, V as VERSION, d as describeThrown } from './chunks/module-spec.js';
import path from 'node:path';
import { s as seedsOfValues } from './chunks/seeds.js';
export { c as collectEvidence, p as planCollection, r as readSeeds, a as streamEvidenceFile } from './chunks/seeds.js';
import { o as obtainEvidence, a as assessEvidence } from './chunks/obtain.js';
export { C as CHECK_CODES, c as checkBaseline, l as listFingerprints } from './chunks/obtain.js';
import { A as AgentCallError, d as describeKeys, f as functionAgent } from './chunks/module.js';
export { l as loadModuleAgent, o as observationFromResult } from './chunks/module.js';
export { E as EVALUATION_TYPES, a as EXACT_PERMUTATION_CLUSTERS, P as POWER, b as benchAgentSpec, c as benchEvidenceDigest, d as benchVerdict, e as benchmarkInfo, f as buildBenchEvidence, g as buildBenchReport, h as checkEvaluation, i as collectBench, j as compareAgents, k as evaluateOutput, l as exactMinimumDetectable, m as exactPower, n as holm, o as listBenchmarks, p as loadBenchmark, q as loadPythonAgent, r as mcnemar, s as meanPassRate, t as newcombePaired, u as parseBenchmark, v as readBench, w as readBenchEvidence, x as rejectionThresholds, y as renderBench, z as reportBench, A as runBenchPrompt, B as signFlipP, C as smallestAttainableP, D as smallestPossibleP, F as tieGroupsOf, G as unitsToDetect, H as worseOf, I as writeBenchEvidence } from './chunks/bench2.js';
export { A as ABSENT, a as ANSWER_MATCHES, E as ENVIRONMENT_STATE_SCHEMA, F as FAULTS, M as MIN_SOURCE_CASES, R as RELATIONS, S as STATE_MODES, b as assessCases, c as barStatus, d as bucketsOf, e as buildCasesReport, f as canonicalJson, g as caseFingerprint, h as casesEvidenceDigest, i as casesReportOf, j as casesToDecide, k as changedPaths, l as checkCasesSettings, m as checkMetamorphic, n as clusterOf, o as compareState, p as deriveCases, q as derivedOf, r as describeMismatches, s as formatPath, t as getPath, u as indexModel, v as isAbsent, w as isJsonObject, x as isPathUnder, y as jsonEqual, z as judgeCases, B as judgeCriterion, C as judgeResults, D as leafPaths, G as loadCommandSystem, H as loadModuleSystem, I as obtainCases, J as parseCases, K as parseCasesConfig, L as parsePath, N as passHatKOf, O as passRateOf, P as readCases, Q as readCasesConfig, T as readCasesEvidence, U as readCasesFile, V as readValidityLabels, W as renderCases, X as runCases, Y as setPath, Z as shownValue, _ as slicesOf, $ as stateRepeatability, a0 as statesAgree, a1 as wilsonAt, a2 as writeCasesEvidence } from './chunks/cases-run.js';
import { d as describeDecision } from './chunks/check2.js';
export { A as ADMISSION_CODES, a as ADMISSION_RULES, b as AdmissionRefused, B as BASELINE_SCHEMA, c as BASELINE_SCHEMA_PREFIX, e as BUILTIN_RELATIONS, f as BUILTIN_RELATION_NAMES, g as BUILTIN_RELATION_SHORT_NAMES, K as KeyInterner, P as PRECHECK_CODE, S as SeriesSharer, h as admit, i as applyRelation, j as approveCandidate, k as approvedDecision, l as baselineDecisionOfKey, m as baselineEntries, n as buildBaseline, o as builtinRelation, p as builtinRelationNamed, q as checkSettings, r as defineRelation, s as isPythonSpace, t as isRelationType, u as judgeRelation, v as keyOfBaselineDecision, w as loadRelations, x as normaliseText, y as padWhitespaceText, z as precheckSnapshot, C as swapCaseText, D as toolSelectionText, E as toolsEqual, F as underpoweredMessage, G as verdictEqual } from './chunks/check2.js';
export { A as AllocationDraws, M as MAX_ALLOCATION_INPUTS, a as MAX_SEED, R as RELATION_FAILURE_REASONS, S as Sfc32, b as allocationDraws, i as isRelationFailureReason, r as relationCallReasonOf, c as relationFailureReasonOf, v as validateSeed } from './chunks/nearest.js';
export { B as BASELINE_FORMAT, a as BASELINE_JSON_SCHEMA, p as parseBaseline, r as readBaseline, s as serialiseBaseline } from './chunks/baseline.js';
export { B as BENCH_IMPORT_FORMATS } from './chunks/read.js';
export { C as Curtailer, c as canStillCertify, r as replayCurtailment } from './chunks/curtail.js';
import { M as MAX_LABEL_CHARS } from './chunks/types.js';
export { D as DECLARABLE_REASONS, F as FAILED_CALL_REASONS, I as INCOMPLETE_REASONS, a as ISOLATIONS, L as LAYERS, N as NO_DECISION_REASONS, R as Refusal, i as isRefusal } from './chunks/types.js';
import { p as plural } from './chunks/facts.js';
export { D as DEFAULT_ALPHA, a as DEFAULT_METHOD, b as DEFAULT_PRECISION, F as FINDING_NOTES, I as INPUT_EXCERPT_MAX, M as MAX_EXACT_PAIRS, c as MAX_NOISE_PAIRS, d as MAX_PAIRS, e as MAX_PLANNED_PAIRS, f as METHODS, N as NAMED_INPUTS_SHOWN, g as NOISE_LEVEL, P as PRECISIONS, R as RELATION_TYPES, Z as Z95, h as bestCaseAdmission, i as callBy, j as ceilDiv, k as certifiesBy, l as classify, m as clopperPearson, n as decide, o as exactCall, q as exactCertifies, r as exactPairsToCertify, s as exactZeroFlipPairs, t as excerptOf, u as fisherGreater, v as formatPercent, w as formatRate, x as inputName, y as intervalBy, z as isMethod, A as isPrecision, B as judgeAgainstNoise, C as listInputs, E as listing, G as logBinomialAtLeast, H as logBinomialAtMost, J as logBinomialPmf, K as logChoose, L as logFactorial, O as namedInputs, Q as pairsForDeterministicCall, S as pairsNeeded, T as planRepeats, U as resolveEpsilon, V as roundHalfEven, W as snapshotPrecheck, X as stratifiedGreater, Y as validateAlpha, _ as validateEpsilon, $ as validateZ, a0 as violationsCount, a1 as wilson } from './chunks/facts.js';
export { D as DEFAULT_BENCH_OPTIONS, M as MAX_RESAMPLES, a as MIN_RESAMPLES, P as PatternTimeout, b as attemptsByTask, c as bootstrapMeans, d as checkBenchOptions, e as checkK, f as clusterInterval, i as isPatternTimeout, l as latencyOf, g as logGamma, m as meanOverTasks, n as normalQuantile, h as normalUpper, p as passAtK, j as passHatK, q as quantileSorted, r as resolveBenchOptions, s as studentQuantile, k as studentUpper, o as summarizeAgent, t as tOf, u as unboundedMatcher, z as zOf } from './chunks/keep-evidence.js';
export { D as DEFAULT_BLINDNESS_THRESHOLD, a as assess, b as assessDecisionCoverage, c as cachedReplaysOf, d as cachedRowsOf, e as countSeries, f as coverageName, g as describeFailureReasons, h as failureReasonCounts, i as flipPairsOf, j as headlineFor, k as isolationCaveat, n as nextSteps, r as relationCoverageByRoute, s as scoreBlindness, l as scoreBlindnessKeys, m as scoreKeyedSeries, o as scoreSeries, p as stratify, q as summariseOutcomes, t as summariseRelations, v as validateThreshold } from './chunks/assess2.js';
import { o as overlongLabel } from './chunks/observation.js';
export { E as EMPTY_KEY, a as assertScorable, c as comparisonKey, d as decision, i as isIncompleteReason, b as isLayer, e as isNoDecisionKey, f as isNoDecisionReason, g as isScorable, k as keyLabel, h as keyOfLabel, j as keyOfOutcome, l as keyOfReason, m as keyOfTools, n as keyValue, p as noDecision, q as observation, r as outcomeOf, s as reasonOfKey } from './chunks/observation.js';
export { E as EVIDENCE_FORMAT, a as EVIDENCE_FORMAT_V2 } from './chunks/schema.js';
export { E as EarlyRejectionWatch, M as MAX_SEQUENTIAL_LOOKS, a as MAX_SEQUENTIAL_PAIRS, S as SUITE_SCHEMA, b as binomialAtLeast, c as binomialAtMost, d as decideEarlyRejection, e as decideSequentially, f as flipsToReject, i as isLook, l as largestLowerTailAtMost, g as logMixtureRatio, p as parseContract, h as parseSuite, j as planEarlyRejection, k as planSequential, r as rejectionLevel, m as rejects, s as sequentialCallAt, n as serialiseContract, o as serialiseSuite, q as smallestUpperTailAtMost } from './chunks/suite.js';
export { H as HEADLINE_CATEGORIES, R as RUN_STATUSES, S as STATUSES, d as describeFailureGroups, e as exitCodeFor, f as failureGroupsOf, a as failureReasonText } from './chunks/failure-groups.js';
export { L as LONE_SURROGATE, d as digestOf, e as evidenceDigest, i as inputFingerprint, s as settingsDigest } from './chunks/digest.js';
export { M as MAX_SHARDS, S as SETTINGS_CODES, a as SettingsRefusal, b as describePositions, c as describeProblem, e as describeRanges, d as describeRefusal, f as describeShards, i as isSettingsRefusal, m as missingRanges, p as parseShardText, s as shardOfFingerprint } from './chunks/settings.js';
export { R as REFERENCE_EVIDENCE_SCHEMA, S as SUPPORTED_EVIDENCE_FORMATS, e as evidenceOfFile, m as mergeEvidence, p as parseEvidenceFile, a as parseReferenceEvidence, r as readEvidence, b as readSuite, s as serialiseReferenceEvidence, t as totalPairs, w as writeReferenceEvidence } from './chunks/suite2.js';
export { R as REPLAY_ORDER, r as recordedPairs, a as replayCurtailmentOnEvidence } from './chunks/replay.js';
export { V as VOLATILE_PROVENANCE_KEYS, c as compareEvidence } from './chunks/compare.js';
export { b as buildEvidenceFile, s as serialiseEvidenceFile } from './chunks/intern.js';
export { c as commandAgent } from './chunks/headers.js';
export { c as compareCodePoints, s as sortedByCodePoint } from './chunks/order.js';
export { e as evidenceFromDeepEval } from './chunks/deepeval.js';
export { evidenceFromInspectLog, importInspect, readInspectLog } from './chunks/inspect.js';
export { evidenceFromJsonlLines, evidenceFromJsonlText, importJsonl } from './chunks/jsonl.js';
export { evidenceFromPromptfoo, importPromptfoo } from './chunks/promptfoo.js';
import { randomUUID } from 'node:crypto';
export { h as httpAgent } from './chunks/limited-text.js';
export { importBenchRuns, importBenchRunsFile } from './chunks/outcomes.js';
export { p as parseJsonText, r as readJsonFile } from './chunks/json.js';
export { p as planRouteRepeats, t as totalCalls, u as uniformCalls } from './chunks/budget.js';
import './chunks/table.js';
import './chunks/cases-setting-table.js';
import './chunks/errors.js';
import 'node:fs';
import 'node:module';
import 'node:url';
import 'node:perf_hooks';
import './chunks/scrub.js';
import 'node:worker_threads';
import 'node:child_process';
import './chunks/ajv.js';
import './chunks/schema-inline.js';
import './chunks/file-format.js';
import './chunks/registry.js';
import './chunks/common.js';
import './chunks/fflate.js';
import 'module';
import './chunks/paths.js';
import './chunks/lines.js';
import 'node:fs/promises';
import 'node:buffer';

/** The baseline check as a finding: drift says no (exit 1), a refused comparison is unusable (exit 2). */
function baselineFinding(check) {
    const drift = check.status === 'drift';
    const refused = check.status === 'refused';
    return {
        id: 'baseline',
        kind: 'baseline',
        subject: '',
        outcome: drift ? 'failed' : refused ? 'error' : 'passed',
        gates: check.exitCode !== 0,
        exitCode: check.exitCode,
        status: drift ? 'drift' : refused ? 'baseline-refused' : null,
        needs: null,
        figures: {
            status: check.status,
            checked: check.checked,
            changed: check.changes.length,
            unstable: check.instability !== null,
            refusals: check.refusals.length,
            isolationWeakened: check.isolation.weakened,
        },
    };
}
function verdictOf(a, check) {
    if (check === null)
        return { status: a.status, exitCode: a.exitCode, findings: a.findings };
    const status = a.exitCode !== 0 || check.status === 'clean'
        ? a.status
        : check.status === 'drift'
            ? 'drift'
            : 'baseline-refused';
    // The status's exit code: when the assessment already gates, its status names
    // the run (the baseline's finding still gates beside it).
    const exitCode = a.exitCode !== 0 ? a.exitCode : check.exitCode;
    return { status, exitCode, findings: [...a.findings, baselineFinding(check)] };
}
/** The headline of a run that only the baseline check keeps from passing. */
function baselineHeadline(check) {
    if (check.status === 'refused') {
        const why = check.refusals[0]?.reason ?? 'no comparison was possible';
        return {
            category: 'BASELINE NOT COMPARED',
            text: `the evidence could not be compared with the approved baseline: ${why}`,
        };
    }
    const parts = [];
    if (check.changes.length > 0) {
        const first = check.changes[0];
        parts.push(`${plural(check.changes.length, 'input')} of ${check.checked} changed decision since the approved baseline (first: ${describeDecision(first.baseline)} became ${describeDecision(first.current)})`);
    }
    if (check.instability !== null)
        parts.push(check.instability.reason);
    return {
        category: 'DRIFTED FROM BASELINE',
        text: `${parts.join('; ')}; fix the agent, or review the change and approve a new baseline.`,
    };
}
/**
 * The assessment with the baseline check applied: its status, exit code,
 * findings and headline are the run's verdict (`verdictOf`), so every report
 * rendered from it says what the exit code says. Without a check, or when the
 * check is clean, the findings gain the baseline's and nothing else changes.
 */
function withBaseline(a, check) {
    if (check === null)
        return a;
    const verdict = verdictOf(a, check);
    const baselineDecides = verdict.status === 'drift' || verdict.status === 'baseline-refused';
    return {
        ...a,
        status: verdict.status,
        exitCode: verdict.exitCode,
        findings: verdict.findings,
        ...(baselineDecides ? { headline: baselineHeadline(check) } : {}),
    };
}

// What every framework adapter reads the same way: the keys a structured
// decision is looked for in, a value as a decision label, and how a value is
// named in a call's error. One rule for the Vercel AI SDK, the OpenAI Agents SDK
// and LangGraph, so a structured decision fails the same way whichever wrote it.
/** The keys a structured decision is looked for in, in order, when no key is named. */
const DEFAULT_DECISION_KEYS = Object.freeze([
    'decision',
    'verdict',
    'route',
    'classification',
]);
function isRecord(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
/** A value's kind in words, for a message: `null`, `a list`, `an object`, `number`. */
function kindOf(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    return typeof value === 'object' ? 'an object' : typeof value;
}
/** The first of `keys` whose value in `object` is set (not undefined, null or ''). */
function firstSetKey(object, keys) {
    return keys.find((k) => {
        const v = object[k];
        return v !== undefined && v !== null && v !== '';
    });
}
/**
 * A value as a decision: a string, number, boolean or bigint is a label (`String`
 * of it); `{noDecision: reason}` is a typed no-decision. A blank string or a
 * missing value is that call's `extraction_failed` (no decision was given); an
 * object, a list or a label over `MAX_LABEL_CHARS` is its `malformed_response`.
 * `what` names the value in the message (`the state key "route"`).
 */
function decisionLabel(value, what) {
    if (value === undefined || value === null) {
        throw new AgentCallError(`no decision: ${what} is ${String(value)}`, 'extraction_failed');
    }
    if (isRecord(value) && typeof value['noDecision'] === 'string') {
        return { noDecision: value['noDecision'] };
    }
    let label;
    if (typeof value === 'string')
        label = value;
    else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
        label = String(value);
    else {
        throw new AgentCallError(`${what} is ${kindOf(value)}; a decision is a label (a string, number or boolean) or a typed no-decision {"noDecision": reason}`, 'malformed_response');
    }
    if (label.trim() === '') {
        throw new AgentCallError(`no decision: ${what} is ${label === '' ? 'an empty string' : 'only whitespace'}; a decision is a non-empty label`, 'extraction_failed');
    }
    const chars = overlongLabel(label);
    if (chars !== null) {
        throw new AgentCallError(`${what} has ${chars} characters, more than the ${MAX_LABEL_CHARS} a decision label may have: a decision is a short categorical label (keep the prose in the text, or compare it on the text layer)`, 'malformed_response');
    }
    return label;
}

const MAX_QUOTED = 200;
function quoted(value) {
    return JSON.stringify(value.length > MAX_QUOTED ? `${value.slice(0, MAX_QUOTED)}…` : value);
}
/** Every step's tool calls in order, each with the error its step recorded for it. */
function toolCallsOf$2(result) {
    const steps = Array.isArray(result.steps) && result.steps.length > 0
        ? result.steps
        : [{ toolCalls: result.toolCalls ?? [], content: result.content ?? [] }];
    const seen = [];
    for (const step of steps) {
        const content = step.content ?? [];
        const calls = step.toolCalls ??
            content.filter((p) => p.type === 'tool-call');
        for (const call of calls) {
            const failure = content.find((p) => p.type === 'tool-error' &&
                call.toolCallId !== undefined &&
                p.toolCallId === call.toolCallId);
            seen.push({ call, error: failure?.error, failed: failure !== undefined });
        }
    }
    return seen;
}
/** The final step's text, as the SDK's `result.text` is. */
function textOf$1(result) {
    if (typeof result.text === 'string')
        return result.text;
    const last = Array.isArray(result.steps) ? result.steps[result.steps.length - 1] : undefined;
    return typeof last?.text === 'string' ? last.text : '';
}
/**
 * The structured output, or undefined when there is none. The SDK's `output` is a
 * getter that throws NoOutputGeneratedError when the final step gave no output
 * (it ended with tool calls), which here means: none.
 */
function outputOf(result) {
    for (const key of ['output', 'experimental_output']) {
        let value;
        try {
            value = result[key];
        }
        catch {
            continue;
        }
        if (value !== undefined && value !== null)
            return value;
    }
    return undefined;
}
/** A structured output the call asked for: an object, or a choice (a string that is not the text). */
function isStructured$1(output, text) {
    return isRecord(output) || (typeof output === 'string' && output !== text);
}
function extraction(message) {
    return new AgentCallError(`no decision in the answer: ${message}`, 'extraction_failed');
}
/** The decision a structured object holds, by the `decisionKey` rule; throws that call's error. */
function structuredDecision(object, options, what) {
    const rule = options.decisionKey;
    let value;
    let field;
    if (typeof rule === 'function') {
        value = rule(object);
        field = 'the decisionKey function';
        if (isRecord(value) && typeof value.noDecision === 'string') {
            return { noDecision: value.noDecision };
        }
    }
    else if (typeof object === 'string' && rule === undefined) {
        value = object;
        field = what;
    }
    else if (!isRecord(object)) {
        throw extraction(`${what} is ${kindOf(object)}, not an object with ${rule === undefined
            ? `a ${DEFAULT_DECISION_KEYS.map((k) => `"${k}"`).join(', ')} key`
            : `the key ${quoted(rule)}`}; pass decisionKey as a function of it`);
    }
    else {
        const key = rule ?? DEFAULT_DECISION_KEYS.find((k) => object[k] !== undefined);
        if (key === undefined || object[key] === undefined) {
            const lookedFor = key === undefined
                ? `none of the keys ${DEFAULT_DECISION_KEYS.map((k) => `"${k}"`).join(', ')}`
                : `no key ${quoted(key)}`;
            throw extraction(`${what} has ${lookedFor} (${describeKeys(Object.keys(object))}); name the key with decisionKey`);
        }
        value = object[key];
        field = `${what}'s key ${quoted(key)}`;
    }
    return decisionLabel(value, field);
}
/** The text of a structured object: its `textKey` value, or the object as JSON. */
function structuredText(object, options) {
    let value = object;
    if (options.textKey !== undefined)
        value = isRecord(object) ? object[options.textKey] : undefined;
    if (value === undefined || value === null)
        return '';
    if (typeof value === 'string')
        return value;
    return JSON.stringify(value) ?? '';
}
function toolErrorMessage(error) {
    if (error instanceof Error)
        return error.message;
    if (typeof error === 'string')
        return error;
    return JSON.stringify(error) ?? String(error);
}
/**
 * A run that stopped for tool approvals (a tool with `needsApproval`: ai 6's
 * `tool-approval-request` content parts) is that call's failure (`interrupted`):
 * the tool did not run, and nobody approves during a measurement.
 */
function refuseApprovals(result) {
    const parts = [];
    const steps = Array.isArray(result.steps) ? result.steps : [];
    for (const step of steps)
        if (Array.isArray(step.content))
            parts.push(...step.content);
    if (steps.length === 0 && Array.isArray(result.content))
        parts.push(...result.content);
    const pending = parts.filter((p) => isRecord(p) && p.type === 'tool-approval-request');
    if (pending.length === 0)
        return;
    const names = [
        ...new Set(pending.map((p) => {
            const call = p.toolCall;
            return typeof call?.toolName === 'string' ? quoted(call.toolName) : 'a tool';
        })),
    ];
    throw new AgentCallError(`the run stopped for ${pending.length} tool approval${pending.length === 1 ? '' : 's'} (${names.join(', ')}, needsApproval): nobody approves during a measurement; measure the agent without needsApproval, or answer the approval inside the agent before returning`, 'interrupted');
}
/** A `generateText` result as an agent result (see the options for the decision). */
function fromGenerateText(result, options = {}) {
    refuseApprovals(result);
    const seen = toolCallsOf$2(result);
    if (options.toolErrors === 'fail') {
        const i = seen.findIndex((s) => s.failed);
        const bad = seen[i];
        if (bad !== undefined) {
            throw new AgentCallError(`the tool ${quoted(bad.call.toolName)} (tool call ${i + 1} of ${seen.length}) failed: ${quoted(toolErrorMessage(bad.error))}`, 'runtime_error');
        }
    }
    const names = seen.map((s) => s.call.toolName);
    let text = textOf$1(result);
    const rule = options.decision;
    let decision;
    if (typeof rule === 'function')
        decision = rule(result);
    else if (rule === 'text')
        decision = text.trim() === '' ? null : text.trim();
    else if (rule === 'first-tool' || rule === 'last-tool') {
        const pick = rule === 'first-tool' ? names[0] : names[names.length - 1];
        decision = pick === undefined ? { noDecision: 'no_tool_selected' } : pick;
    }
    else {
        const output = outputOf(result);
        if (rule === 'output-key' || isStructured$1(output, text)) {
            if (output === undefined) {
                throw extraction('the result has no structured output (ask for one with output: Output.object(…); the final step must end with the answer, not with tool calls)');
            }
            decision = structuredDecision(output, options, 'the structured output');
            if (options.textKey !== undefined)
                text = structuredText(output, options);
        }
        else {
            decision = names[0] === undefined ? { noDecision: 'no_tool_selected' } : names[0];
        }
    }
    const tools = options.keepArgs
        ? seen.map((s) => s.failed
            ? { name: s.call.toolName, args: s.call.input ?? s.call.args, failed: true }
            : { name: s.call.toolName, args: s.call.input ?? s.call.args })
        : names;
    return { decision, text, tools };
}
/**
 * A `generateObject` result as an agent result: the decision is a key of
 * `result.object` (see `decisionKey`), the text the object as JSON (or its
 * `textKey`), and the tool path empty.
 */
function fromGenerateObject(result, options = {}) {
    const decision = structuredDecision(result.object, options, 'the object');
    return { decision, text: structuredText(result.object, options), tools: [] };
}
const NO_OBJECT_MARKER = Symbol.for('vercel.ai.error.AI_NoObjectGeneratedError');
/** The SDK's NoObjectGeneratedError, recognised by its marker (as the SDK's own `isInstance`). */
function isNoObjectGenerated(error) {
    if (error === null || typeof error !== 'object')
        return false;
    return (error[NO_OBJECT_MARKER] === true ||
        error.name === 'AI_NoObjectGeneratedError');
}
function isThenable(value) {
    return (value !== null &&
        (typeof value === 'object' || typeof value === 'function') &&
        typeof value.then === 'function');
}
/**
 * An agent from a function that calls the SDK: `(input) => generateText(…)` or
 * `generateObject(…)`. Its result is read by its shape (one with `object` by
 * `fromGenerateObject`, any other by `fromGenerateText`, with these options). An
 * error the SDK throws is the call's error (a failed call, `runtime_error`),
 * except NoObjectGeneratedError (the model answered, but not with the object the
 * schema asks for, or not as JSON), which is the call's `malformed_response`.
 */
function aiSdkAgent(call, options = {}) {
    const { isolation = 'fresh-session', ...read } = options;
    const agent = async (input) => {
        let result;
        try {
            result = await call(input);
        }
        catch (error) {
            if (isNoObjectGenerated(error)) {
                const message = error instanceof Error ? error.message : 'No object generated.';
                throw new AgentCallError(`the model's answer is not the object the schema asks for (NoObjectGeneratedError: ${message})`, 'malformed_response');
            }
            throw error;
        }
        if (!isRecord(result)) {
            throw new AgentCallError(`the call returned ${kindOf(result)}; it must return the result of generateText or generateObject`, 'malformed_response');
        }
        if ('object' in result)
            return fromGenerateObject({ object: result.object }, read);
        if (isThenable(result.text)) {
            throw new AgentCallError('the call returned a streamText result (its text is a promise); return await generateText(…) instead', 'malformed_response');
        }
        return fromGenerateText(result, read);
    };
    return Object.assign(agent, { isolation });
}

/** A tool call's name: its `name`, else its kind (`computer_call` → `computer`). */
function callName(raw) {
    if (raw === undefined || raw === null)
        return null;
    if (typeof raw.name === 'string' && raw.name !== '')
        return raw.name;
    return typeof raw.type === 'string' && raw.type !== '' ? raw.type.replace(/_call$/, '') : null;
}
function argsOf(raw) {
    const args = raw?.arguments;
    if (typeof args !== 'string')
        return args;
    try {
        return JSON.parse(args);
    }
    catch {
        return args;
    }
}
const MODEL_TOOL_CALL_TYPES = new Set(['function_call', 'hosted_tool_call']);
function toolCallsOf$1(result, handoffs) {
    const calls = [];
    if (Array.isArray(result.newItems)) {
        for (const item of result.newItems) {
            if (item?.type !== 'tool_call_item' && !(handoffs && item?.type === 'handoff_call_item')) {
                continue;
            }
            const name = callName(item.rawItem);
            if (name !== null)
                calls.push({ name, args: argsOf(item.rawItem) });
        }
        return calls;
    }
    // A plain result (no run items): the model items, where a hand-off is a function call too.
    const items = Array.isArray(result.output)
        ? result.output
        : Array.isArray(result.history)
            ? result.history
            : [];
    for (const raw of items) {
        if (!isRecord(raw) || !MODEL_TOOL_CALL_TYPES.has(raw.type))
            continue;
        const name = callName(raw);
        if (name !== null)
            calls.push({ name, args: argsOf(raw) });
    }
    return calls;
}
function extractionFailed(message) {
    return new AgentCallError(`no decision in the run result: ${message}`, 'extraction_failed');
}
function isStructured(result) {
    if (isRecord(result.finalOutput))
        return true;
    const declared = result.lastAgent?.outputType;
    return declared !== undefined && declared !== null && declared !== 'text';
}
function outputKeyDecision(result, keys) {
    const output = result.finalOutput;
    if (!isRecord(output)) {
        const got = output === undefined
            ? 'the run has no final output'
            : `the final output is ${typeof output === 'string' ? 'text' : Array.isArray(output) ? 'a list' : typeof output}, not a structured object`;
        throw extractionFailed(`${got}; give the agent an outputType (a zod object with a decision key), or choose another decision rule`);
    }
    const key = firstSetKey(output, keys);
    if (key !== undefined) {
        return decisionLabel(output[key], `the structured output's ${JSON.stringify(key)}`);
    }
    const where = keys.length === 1
        ? `key ${JSON.stringify(keys[0])}`
        : `keys ${keys.map((k) => JSON.stringify(k)).join(', ')}`;
    throw extractionFailed(`the structured final output has no ${where} holding a value (${describeKeys(Object.keys(output))}); name the key with decisionKey`);
}
function handoffDecision(result) {
    if (!Array.isArray(result.newItems)) {
        throw extractionFailed('it has no newItems, where the hand-offs are; pass the RunResult itself, not a copy of its output');
    }
    for (const item of result.newItems) {
        if (item?.type !== 'handoff_output_item')
            continue;
        const name = item.targetAgent?.name;
        if (typeof name === 'string' && name !== '')
            return name;
    }
    return { noDecision: 'no_tool_selected' };
}
/**
 * One run result of the Agents SDK (`await run(agent, input)`) as an agent result:
 * `{decision, text, tools}`. Throws the call's `AgentCallError` when the decision
 * rule finds nothing (`extraction_failed`), or when the run stopped for tool
 * approvals (`interrupted`: nobody is there to approve).
 */
function fromAgentsRunResult(result, options = {}) {
    if (!isRecord(result)) {
        throw new AgentCallError(`expected an Agents SDK run result, got ${result === null ? 'null' : typeof result}`, 'malformed_response');
    }
    const pending = Array.isArray(result.interruptions) ? result.interruptions.length : 0;
    // A paused run has no final output (and reading it makes the SDK warn).
    if (pending > 0) {
        const names = result.interruptions
            .map((i) => callName(i?.rawItem))
            .filter((n) => n !== null);
        throw new AgentCallError(`the run stopped for ${pending} tool approval${pending === 1 ? '' : 's'}` +
            (names.length > 0 ? ` (${names.slice(0, 5).join(', ')})` : '') +
            ': nobody approves during a measurement; approve in the agent (needsApproval: false, or a run that resolves interruptions) before returning', 'interrupted');
    }
    const calls = toolCallsOf$1(result, options.handoffsInTools === true);
    const names = calls.map((c) => c.name);
    const output = result.finalOutput;
    const text = typeof output === 'string'
        ? output
        : output === undefined || output === null
            ? ''
            : (JSON.stringify(output) ?? '');
    let rule = options.decision ?? 'auto';
    if (rule === 'auto')
        rule = isStructured(result) ? 'output-key' : 'first-tool';
    let decision;
    if (typeof rule === 'function') {
        decision = rule(result);
        if (decision === null || decision === undefined) {
            throw extractionFailed('the decision function returned null');
        }
    }
    else if (rule === 'none')
        decision = null;
    else if (rule === 'text') {
        if (typeof output !== 'string') {
            throw extractionFailed(output === undefined || output === null
                ? 'the run has no final output'
                : 'the final output is structured, not text; use the output-key rule');
        }
        if (output.trim() === '')
            throw extractionFailed('the final output text is empty');
        decision = output.trim();
    }
    else if (rule === 'output-key') {
        const given = options.decisionKey;
        const keys = given === undefined ? DEFAULT_DECISION_KEYS : typeof given === 'string' ? [given] : given;
        decision = outputKeyDecision(result, keys);
    }
    else if (rule === 'handoff')
        decision = handoffDecision(result);
    else if (rule === 'last-agent') {
        const name = result.lastAgent?.name;
        if (typeof name !== 'string' || name === '') {
            throw extractionFailed('it names no lastAgent (or that agent has no name)');
        }
        decision = name;
    }
    else {
        const pick = rule === 'first-tool' ? names[0] : names[names.length - 1];
        decision = pick === undefined ? { noDecision: 'no_tool_selected' } : pick;
    }
    const tools = options.keepArgs ? calls.map((c) => ({ name: c.name, args: c.args })) : names;
    return { decision, text, tools };
}
let sdkRun;
/**
 * The packages `run` is imported from, in order. The names are not literal
 * `import()` specifiers on purpose: a bundler must leave them to the user's
 * installation (`@openai/agents-core` is not a declared peer of ours, so a literal
 * would be bundled).
 */
const SDK_PACKAGES = ['@openai/agents', '@openai/agents-core'];
async function importRun() {
    const failures = [];
    for (const name of SDK_PACKAGES) {
        try {
            const sdk = (await import(name));
            if (typeof sdk.run === 'function')
                return sdk.run;
            failures.push(`${name} has no run export`);
        }
        catch (error) {
            failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
        }
    }
    throw new AgentCallError(`the OpenAI Agents SDK could not be loaded (npm install @openai/agents; 0.14.x is the last line that runs on Node 20), or pass openAIAgent(agent, { run }): ${failures.join('; ')}`, 'runtime_error');
}
function loadRun() {
    if (sdkRun === undefined) {
        sdkRun = importRun();
        // A failed import is tried again on the next call (the package may be installed meanwhile).
        sdkRun.catch(() => {
            sdkRun = undefined;
        });
    }
    return sdkRun;
}
const SHARED_KEYS = ['session', 'conversationId', 'previousResponseId'];
/**
 * An Agents SDK `Agent` as an agent function: each call is one `run(agent, input)`,
 * read by `fromAgentsRunResult`. Without a session each run starts from the input
 * alone (`fresh-session`); with a `session`, `conversationId` or
 * `previousResponseId` in `runOptions` the runs share one (`shared-session`). An
 * error the SDK throws (`MaxTurnsExceededError`, a model error, a guardrail
 * tripwire) is the call's error: it is recorded as a failed call.
 */
function openAIAgent(agent, options = {}) {
    if (agent === null || (typeof agent !== 'object' && typeof agent !== 'function')) {
        throw new TypeError(`openAIAgent needs an Agents SDK Agent (new Agent({ name, instructions, … })), got ${agent === null ? 'null' : typeof agent}`);
    }
    const runOptions = options.runOptions ?? {};
    const shared = SHARED_KEYS.some((k) => runOptions[k] !== undefined && runOptions[k] !== null);
    const isolation = options.isolation ?? (shared ? 'shared-session' : 'fresh-session');
    const runner = options.runner;
    const given = options.run ??
        (runner !== undefined
            ? (a, input, o) => runner.run(a, input, o)
            : undefined);
    const call = async (input) => {
        const run = given ?? (await loadRun());
        const result = await run(agent, input, { ...runOptions, stream: false });
        return fromAgentsRunResult(result, options);
    };
    return Object.assign(call, { isolation });
}

/**
 * LangGraph.js (`@langchain/langgraph`) graphs as agents, without importing
 * LangGraph or LangChain: the final state is read structurally, so LangChain
 * message class instances (`AIMessage`, `ToolMessage`, …), plain message objects
 * (`{role: 'assistant', content, tool_calls}`) and LangChain's serialised form
 * (`{lc: 1, type: 'constructor', id: [..., 'AIMessage'], kwargs}`) all fit.
 *
 *   import { langGraphAgent } from 'agentverity-action';
 *   export default langGraphAgent(graph);                     // a compiled StateGraph
 *
 * - text: the last AI message whose text is not blank (string content, or the text
 *   parts of a content-block list);
 * - tools: the names of the `tool_calls` of every AI message, in order;
 * - decision: a state key (by default the first non-empty of `decision`, `verdict`,
 *   `route`, `classification`), or the first / last tool, the text, or a function.
 *
 * `langGraphAgent` gives every call a fresh `configurable.thread_id`, so a graph
 * compiled with a checkpointer starts each call from an empty thread
 * (`fresh-session`); a thread pinned in the config is shared by every call
 * (`shared-session`, which never admits a baseline).
 */
/** The key LangGraph puts in the result of a run that stopped at `interrupt()`. */
const INTERRUPT_KEY = '__interrupt__';
function malformed(message) {
    return new AgentCallError(message, 'malformed_response');
}
/** A message in LangChain's serialised form, unwrapped to its fields (`kwargs`) and class name. */
function unwrap(m) {
    if (m.lc === 1 && m.type === 'constructor' && Array.isArray(m.id) && isRecord(m.kwargs)) {
        const last = m.id[m.id.length - 1];
        return typeof last === 'string' ? { fields: m.kwargs, cls: last } : { fields: m.kwargs };
    }
    return { fields: m };
}
function callType(m, name) {
    const fn = m[name];
    if (typeof fn !== 'function')
        return undefined;
    try {
        return fn.call(m);
    }
    catch {
        return undefined;
    }
}
/** Whether a message is the model's (an AI message), however it is written. */
function isAiMessage(m) {
    const { fields, cls } = unwrap(m);
    if (cls !== undefined)
        return cls === 'AIMessage' || cls === 'AIMessageChunk';
    const type = callType(m, 'getType') ?? callType(m, '_getType') ?? fields.type;
    if (type === 'ai' || type === 'AIMessageChunk')
        return true;
    if (type !== undefined)
        return false;
    return fields.role === 'assistant' || fields.role === 'ai';
}
/** The text of a message: string content, or the `text` parts of a content-block list. */
function textOf(fields) {
    const content = fields.content;
    if (typeof content === 'string')
        return content;
    if (!Array.isArray(content))
        return '';
    const parts = [];
    for (const block of content) {
        if (typeof block === 'string')
            parts.push(block);
        else if (isRecord(block) && typeof block.text === 'string') {
            if (block.type === undefined || block.type === 'text')
                parts.push(block.text);
        }
    }
    return parts.join('');
}
function toolCallsOf(fields) {
    if (Array.isArray(fields.tool_calls))
        return fields.tool_calls;
    // The OpenAI wire form, kept by older integrations in additional_kwargs only.
    const extra = fields.additional_kwargs;
    if (isRecord(extra) && Array.isArray(extra.tool_calls))
        return extra.tool_calls;
    return [];
}
function namedCall(call, where) {
    if (isRecord(call)) {
        if (typeof call.name === 'string' && call.name !== '')
            return { name: call.name, args: call.args };
        const fn = call.function;
        if (isRecord(fn) && typeof fn.name === 'string' && fn.name !== '') {
            let args = fn.arguments;
            if (typeof args === 'string') {
                try {
                    args = JSON.parse(args);
                }
                catch {
                    /* keep the string as it was sent */
                }
            }
            return { name: fn.name, args };
        }
    }
    throw malformed(`${where} has no tool name (a string "name" or "function.name")`);
}
function messagesOf(state, key) {
    const messages = state[key];
    if (messages === undefined || messages === null)
        return null;
    if (!Array.isArray(messages)) {
        throw malformed(`the state key ${JSON.stringify(key)} must be a list of messages, got ${kindOf(messages)}`);
    }
    return messages;
}
/**
 * The text and tool calls of the AI messages from index `from` on (the messages
 * this call added to its thread; 0 for the whole state).
 */
function readMessages(state, key, from = 0) {
    const messages = messagesOf(state, key);
    if (messages === null)
        return { text: '', calls: [], sawMessages: false };
    let text = '';
    const calls = [];
    for (let i = from; i < messages.length; i++) {
        const m = messages[i];
        if (!isRecord(m) || !isAiMessage(m))
            continue;
        const { fields } = unwrap(m);
        const said = textOf(fields);
        if (said.trim() !== '')
            text = said;
        const own = toolCallsOf(fields);
        for (let j = 0; j < own.length; j++) {
            calls.push(namedCall(own[j], `${key}[${i}].tool_calls[${j}]`));
        }
    }
    return { text, calls, sawMessages: true };
}
function keyName(path) {
    return path.map((p) => JSON.stringify(p)).join(' → ');
}
function valueAt(state, path) {
    let at = state;
    for (const key of path) {
        if (!isRecord(at))
            return undefined;
        at = at[key];
    }
    return at;
}
function stateKeys(state) {
    const keys = Object.keys(state);
    if (keys.length === 0)
        return 'the final state has no keys';
    const shown = keys
        .slice(0, 10)
        .map((k) => JSON.stringify(k.length > 40 ? `${k.slice(0, 40)}…` : k));
    return `the final state has ${shown.join(', ')}${keys.length > 10 ? ` and ${keys.length - 10} more` : ''}`;
}
function decisionOf(state, read, text, options) {
    const rule = options.decision ?? 'state';
    if (typeof rule === 'function') {
        const decided = rule(state);
        if (decided === undefined || decided === null) {
            throw new AgentCallError(`no decision in the final state: the decision function returned ${decided === null ? 'null' : 'undefined'} (${stateKeys(state)})`, 'extraction_failed');
        }
        return typeof decided === 'string'
            ? decisionLabel(decided, 'the label the decision function returned')
            : decided;
    }
    if (rule === 'text') {
        if (text.trim() === '') {
            throw new AgentCallError(`no decision in the final state: the decision is the text, and ${read.sawMessages ? 'no AI message has any' : 'the state has no messages'} (${stateKeys(state)})`, 'extraction_failed');
        }
        return decisionLabel(text.trim(), 'the text (of the last AI message)');
    }
    if (rule === 'first-tool' || rule === 'last-tool') {
        const pick = rule === 'first-tool' ? read.calls[0] : read.calls[read.calls.length - 1];
        return pick === undefined ? { noDecision: 'no_tool_selected' } : pick.name;
    }
    if (options.decisionKey !== undefined) {
        const path = typeof options.decisionKey === 'string' ? [options.decisionKey] : options.decisionKey;
        const value = valueAt(state, path);
        if (value === undefined || value === null) {
            throw new AgentCallError(`no decision in the final state: the key ${keyName(path)} is ${value === null ? 'null' : 'missing'} (${stateKeys(state)}); set it in a node (return {${JSON.stringify(path[0] ?? '')}: label}) or read the decision another way (decision: 'first-tool', 'last-tool', 'text' or a function)`, 'extraction_failed');
        }
        return decisionLabel(value, `the state key ${keyName(path)}`);
    }
    const key = firstSetKey(state, DEFAULT_DECISION_KEYS);
    if (key !== undefined)
        return decisionLabel(state[key], `the state key ${JSON.stringify(key)}`);
    // Nothing asked for and nothing found: no decision (the text and tools layers need none).
    return undefined;
}
/** The interrupts a final state says the graph stopped at (`__interrupt__`), if any. */
function interruptsOf(state) {
    const pending = state[INTERRUPT_KEY];
    if (Array.isArray(pending))
        return pending.length;
    return pending === undefined || pending === null ? 0 : 1;
}
/** A graph that stopped at an interrupt: that call's failure (`interrupted`), never a decision. */
function refuseInterrupt(state) {
    const n = interruptsOf(state);
    if (n === 0)
        return;
    throw new AgentCallError(`the graph stopped at ${n === 1 ? 'an interrupt' : `${n} interrupts`} (${INTERRUPT_KEY} in its final state): it waits for a human to resume it, and nobody resumes a graph during a measurement; measure a graph that runs to its end (answer the interrupt inside the agent, or leave out the node that calls interrupt())`, 'interrupted');
}
/**
 * One LangGraph final state as an agent result: `{decision, text, tools}`. A
 * state that stopped at an interrupt (`__interrupt__`) is that call's failure
 * (`interrupted`). `from` (internal) is the index of the first message of this
 * call, when the state is a thread shared with earlier calls.
 */
function fromLangGraphState(state, options = {}, from = 0) {
    if (!isRecord(state)) {
        throw malformed(`the graph returned ${kindOf(state)}; a LangGraph final state is an object of channels`);
    }
    refuseInterrupt(state);
    const read = readMessages(state, options.messagesKey ?? 'messages', from);
    let text = read.text;
    if (options.textKey !== undefined) {
        const given = state[options.textKey];
        text =
            typeof given === 'string'
                ? given
                : given === undefined || given === null
                    ? ''
                    : String(given);
    }
    const decision = decisionOf(state, read, text, options);
    const tools = options.keepArgs
        ? read.calls.map((c) => ({ name: c.name, args: c.args }))
        : read.calls.map((c) => c.name);
    return decision === undefined ? { text, tools } : { decision, text, tools };
}
function messageId(m) {
    if (!isRecord(m))
        return undefined;
    const { fields } = unwrap(m);
    const id = fields.id ?? m.id;
    return typeof id === 'string' && id !== '' ? id : undefined;
}
/** The thread's messages before this call, read with the graph's `getState`. */
async function threadMessages(graph, config, key) {
    if (typeof graph.getState !== 'function') {
        throw new AgentCallError("the thread is pinned (configurable.thread_id) and the input is built by inputState, so this call's messages can only be told from the thread's earlier ones with the graph's getState(config), and this graph has none; pass a compiled graph, or leave the thread unpinned", 'runtime_error');
    }
    let snapshot;
    try {
        snapshot = await graph.getState(config);
    }
    catch (error) {
        // Without a checkpointer nothing is kept between calls: the thread is empty.
        if (error instanceof Error && /checkpointer/i.test(error.message))
            return { ids: new Set(), count: 0 };
        throw error;
    }
    const values = isRecord(snapshot) ? snapshot.values : undefined;
    const messages = isRecord(values) ? values[key] : undefined;
    const list = Array.isArray(messages) ? messages : [];
    const ids = new Set();
    for (const m of list) {
        const id = messageId(m);
        if (id !== undefined)
            ids.add(id);
    }
    return { ids, count: list.length };
}
/**
 * The index of this call's first message in a shared thread's final state: after
 * our input message (found by its id), else after the messages the thread had
 * before the call. A thread whose messages cannot be told apart is that call's
 * failure, never the thread's tool calls counted as this call's.
 */
function firstOwn(state, key, inputId, before) {
    const messages = messagesOf(state, key);
    if (messages === null)
        return 0;
    if (before === null) {
        const at = messages.findIndex((m) => messageId(m) === inputId);
        if (at >= 0)
            return at + 1;
    }
    else {
        // Messages the thread already had come first (a reducer appends); ours follow.
        let i = 0;
        while (i < messages.length && i < before.count) {
            const id = messageId(messages[i]);
            if (id === undefined ? false : !before.ids.has(id))
                break;
            i++;
        }
        const rest = messages.slice(i);
        if (rest.every((m) => {
            const id = messageId(m);
            return id === undefined || !before.ids.has(id);
        }))
            return i;
    }
    throw new AgentCallError(`the thread is pinned (configurable.thread_id), and this call's messages cannot be told from the thread's earlier ones (${before === null ? 'the input message is not in the final state' : 'messages the thread had before the call come after new ones'}); the tool calls of the whole thread are not this call's`, 'extraction_failed');
}
function pinnedThread(config) {
    const id = config?.configurable?.thread_id;
    if (id === undefined || id === null || id === '')
        return undefined;
    return String(id);
}
/**
 * A compiled LangGraph graph as an agent: each call invokes the graph with the
 * input state and a config with its own `thread_id` (`agentverity-<uuid>`), unless
 * the config pins one. An error the graph throws (a node failing, a
 * `GraphRecursionError`) is that call's error, recorded as a failed call.
 */
function langGraphAgent(graph, options = {}) {
    if (graph === null || typeof graph !== 'object' || typeof graph.invoke !== 'function') {
        throw new TypeError(`langGraphAgent needs a compiled graph (an object with invoke(input, config)), got ${kindOf(graph)}; call .compile() on a StateGraph`);
    }
    const inputKey = options.inputKey ?? 'messages';
    const given = options.config ?? {};
    const base = { ...given };
    const configurable = { ...(given.configurable ?? {}) };
    const threadId = pinnedThread(given);
    const messagesKey = options.messagesKey ?? 'messages';
    // The default input message carries an id of ours: the messages after it in the
    // final state are the ones this call added, however long the thread already was.
    const marked = options.inputState === undefined && inputKey === 'messages';
    const inputState = options.inputState ??
        ((input, id) => inputKey === 'messages'
            ? { messages: [{ role: 'user', content: input, id }] }
            : { [inputKey]: input });
    const agent = async (input) => {
        const id = `agentverity-${randomUUID()}`;
        const config = {
            ...base,
            configurable: threadId === undefined ? { ...configurable, thread_id: id } : { ...configurable },
        };
        // A fresh thread holds only this call; a pinned one holds the earlier calls too.
        const before = threadId === undefined || marked ? null : await threadMessages(graph, config, messagesKey);
        const state = (await graph.invoke(inputState(input, id), config));
        if (threadId === undefined || !isRecord(state))
            return fromLangGraphState(state, options);
        refuseInterrupt(state);
        return fromLangGraphState(state, options, firstOwn(state, messagesKey, id, before));
    };
    const isolation = threadId === undefined ? 'fresh-session' : 'shared-session';
    return Object.assign(agent, threadId === undefined ? { isolation } : { isolation, threadId });
}

// The test-runner shell: keep an agent's repeatability check beside the other
// tests (Vitest, Jest, node:test, anything that fails a test on a thrown error).
//
//   import { expectRepeatable } from 'agentverity-action';
//   test('the router repeats its decisions', async () => {
//     await expectRepeatable(router, ['Refund order 1234', 'Where is my parcel?'], { epsilon: 0.1 });
//   });
//
// It is `agentverity run` with the agent and the inputs given as values: the same
// engine plans, calls, writes the evidence file and assesses (meter and blindness;
// relations when asked), and the same core decides the verdict. A test fails with
// the headline, what gates and the route table as its message.
/** The error a failed check throws: its message is the brief report. */
class RepeatabilityError extends Error {
    name = 'RepeatabilityError';
    result;
    constructor(result) {
        super(result.message);
        this.result = result;
    }
}
function isAgent(value) {
    return (value !== null &&
        typeof value === 'object' &&
        typeof value.call === 'function' &&
        typeof value.close === 'function' &&
        typeof value.kind === 'string');
}
/**
 * The current test's name, from the matcher state Vitest and Jest both keep
 * under `Symbol.for('$$jest-matchers-object')` (and that `expect.getState()`
 * reads), when a test is running.
 */
function currentTestName() {
    try {
        const g = globalThis;
        const shared = g[Symbol.for('$$jest-matchers-object')];
        const viaGlobal = g['expect']?.getState?.();
        const name = shared?.state?.currentTestName ?? viaGlobal?.currentTestName;
        return typeof name === 'string' && name.trim() !== '' ? name : undefined;
    }
    catch {
        return undefined;
    }
}
/** A file name from a test name: letters, digits, dots and dashes only. */
function slug(name) {
    const s = name
        .normalize('NFKD')
        .replace(/[^A-Za-z0-9.]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .toLowerCase()
        .slice(0, 100);
    return s === '' ? 'agent' : s;
}
async function agentOf(agent, layer, isolation) {
    if (isAgent(agent))
        return agent;
    return functionAgent(agent, {
        factory: false,
        layer,
        label: typeof agent === 'function' && agent.name !== '' ? agent.name : 'function',
        ...(isolation === undefined ? {} : { isolation }),
    });
}
/**
 * Run the meter and blindness on the agent over the inputs, write the evidence
 * and return what was found, without throwing on a failed check (bad inputs or
 * settings are still thrown, as a `Refusal` naming the setting by its key and
 * the input by its index).
 * `inputs` is a list (strings, or `{input, expected}` with the intended
 * decision) or the path of a seed file or decision suite.
 */
async function checkRepeatable(agent, inputs, options = {}) {
    const cwd = options.cwd ?? process.cwd();
    const name = options.name ?? currentTestName() ?? 'expect-repeatable';
    const evidenceOut = options.evidenceOut ?? path.join('agentverity-evidence', `${slug(name)}.json`);
    const layer = options.layer ?? options.settings?.layer ?? 'verdict';
    const settings = {
        relations: options.relations ?? false,
        ...options.settings,
        layer,
        evidenceOut,
        ...(typeof inputs === 'string' ? { inputs } : {}),
        ...(options.epsilon === undefined ? {} : { epsilon: options.epsilon }),
        ...(options.precision === undefined ? {} : { precision: options.precision }),
        ...(options.k === undefined ? {} : { k: options.k }),
        ...(options.budget === undefined ? {} : { budget: options.budget }),
        ...(options.isolation === undefined ? {} : { isolation: options.isolation }),
    };
    const io = {
        cwd,
        env: process.env,
        files: diskFiles(),
        clock: clockFrom(process.env),
        log: options.log ?? (() => undefined),
        liveProgress: false,
        quiet: options.log === undefined,
        ...(options.telemetry === undefined ? {} : { telemetry: options.telemetry }),
    };
    const seeds = typeof inputs === 'string' ? undefined : seedsOfValues(inputs);
    const made = await agentOf(agent, layer, options.isolation);
    const obtained = await obtainEvidence(settings, io, {
        source: 'live',
        agent: made,
        ...(seeds === undefined ? {} : { seeds }),
    });
    // No dry run is asked for and no signal is listened to: evidence is all it can be.
    if (obtained.kind !== 'evidence')
        throw new Error(`unexpected ${obtained.kind} run`);
    const assessment = assessEvidence(obtained, io, 'test');
    // The summary span is sent now, as the CLI does before it exits (flush never throws).
    if (options.telemetry !== undefined)
        await options.telemetry.flush();
    const evidencePath = path.resolve(cwd, evidenceOut);
    const pass = assessment.exitCode === 0 &&
        (assessment.status !== 'stochastic' || options.allowStochastic === true);
    const why = pass
        ? undefined
        : assessment.exitCode === 0
            ? `the decisions were measured to vary (${assessment.status}) and allowStochastic is not set`
            : undefined;
    const report = renderText(assessment, null, {
        brief: true,
        test: { fails: !pass, ...(why === undefined ? {} : { why }) },
    }).trimEnd();
    const message = [
        report,
        '',
        `Evidence: ${evidencePath}`,
        `Assess it again without calling the agent: ${CLI_COMMAND} assess --evidence ${JSON.stringify(evidencePath)}`,
    ].join('\n');
    return { pass, assessment, evidencePath, message };
}
/**
 * As `checkRepeatable`, and throw a `RepeatabilityError` whose message is the
 * brief report when the check does not pass: the evidence says no (exit 1), is
 * not enough to decide (exit 2), or the decisions were measured to vary
 * (`stochastic`, unless `allowStochastic`). Resolves to the result otherwise.
 */
async function expectRepeatable(agent, inputs, options = {}) {
    const result = await checkRepeatable(agent, inputs, options);
    if (!result.pass)
        throw new RepeatabilityError(result);
    return result;
}
/**
 * How long a test registered by `testRepeatable` may run by default: 10 minutes.
 * A measurement makes tens to hundreds of agent calls, so the runner's own default
 * (5 s in Vitest and Jest) is too short for any real agent.
 */
const REPEATABLE_TEST_TIMEOUT_MS = 600_000;
/**
 * Register a test that runs `expectRepeatable(agent, inputs, options)`, with a
 * timeout of its own (`testTimeout`, default 10 minutes) passed to the runner as
 * the test's third argument, so it runs under the runner's default configuration:
 *
 *   import { test } from 'vitest';            // or Jest's global `test`
 *   testRepeatable(test, 'the router repeats', router, ['Refund order 1234'], { epsilon: 0.1 });
 *
 * The evidence file is named after the test. `expectRepeatable` inside a test of
 * your own runs under that test's timeout instead (give the test one).
 */
function testRepeatable(test, name, agent, inputs, options = {}) {
    if (typeof test !== 'function') {
        throw new TypeError(`testRepeatable needs the runner's test function first (import { test } from 'vitest', or Jest's global test), got ${test === null ? 'null' : typeof test}`);
    }
    const { testTimeout = REPEATABLE_TEST_TIMEOUT_MS, ...rest } = options;
    if (!Number.isFinite(testTimeout) || testTimeout <= 0) {
        throw new RangeError(`testTimeout must be a positive number of ms, got ${String(testTimeout)}`);
    }
    test(name, async () => {
        await expectRepeatable(agent, inputs, { name, ...rest });
    }, testTimeout);
}

export { AgentCallError, MAX_LABEL_CHARS, REPEATABLE_TEST_TIMEOUT_MS, RepeatabilityError, aiSdkAgent, baselineFinding, checkRepeatable, describeDecision, expectRepeatable, fromAgentsRunResult, fromGenerateObject, fromGenerateText, fromLangGraphState, functionAgent, langGraphAgent, openAIAgent, overlongLabel, plural, renderText, testRepeatable, verdictOf, withBaseline };
