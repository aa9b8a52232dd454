// Stateful cases (issue 16) as one use case both shells call: the system loaded
// (a JS module or a command worker; HTTP is refused), every case run on it from a
// fresh reset, the replays its fault_recovery criteria need, the cases evidence
// written before any report, and the report computed once by the core
// (`buildCasesReport`), which every format only renders. A report is also
// recomputable from a cases evidence file alone (`readCases`), without calling
// the system.
import { boundedMatcher } from '../evidence/pattern-match.js';
import { createHash } from 'node:crypto';
import path from 'node:path';
import {
  httpSystemRefusal,
  loadCommandSystem,
  loadModuleSystem,
  type StatefulSystem,
} from '../agents/stateful.js';
import { parseAgentSpec } from '../agents/module.js';
import {
  allCases,
  DEFAULT_CASES_TIMEOUT_MS,
  runCases,
  type SystemDigests,
} from '../collect/cases.js';
import { describeUnanswered } from '../collect/health.js';
import { Refusal } from '../core/errors.js';
import {
  buildCasesReport,
  checkMetamorphic,
  indexModel,
  type CasesConfig,
  type CasesEvidenceModel,
  type CasesReport,
  type ValidityLabel,
} from '../core/stateful/index.js';
import { interrupted, type Interrupted } from '../errors.js';
import { readCasesConfig } from '../evidence/cases-config.js';
import {
  casesEvidenceDigest,
  readCasesEvidence,
  serialiseCasesEvidence,
  type CasesEvidenceMeta,
  type ReadCasesEvidence,
} from '../evidence/cases-evidence.js';
import { readCasesFile } from '../evidence/cases.js';
import { readRegularFileOrNull } from '../evidence/json.js';
import { checkLabels, readValidityLabels } from '../evidence/validity-labels.js';
import { terminalSafe } from '../render/escape.js';
import { canonicalJson } from '../evidence/digest.js';
import { TOOL_NAME, VERSION } from '../version.js';
import { outputPath, refuseOutputsOverInputs } from './files.js';
import { targetOfFailedRun } from './keep-evidence.js';
import { textWithinLimits } from './limited-text.js';
import { scrubberOf, scrubbingSystem, scrubThrown } from './scrub.js';
import { isoNow, type AppIo } from './ports.js';
import {
  guardAgentCalls,
  sealStrayErrors,
  settleStrayErrors,
  strayErrorsSoFar,
} from './process-guard.js';

export const DEFAULT_CASES_EVIDENCE_OUT = 'agentverity-cases-evidence.json';
/** Where replays are cached, relative to the working directory. */
export const DEFAULT_REPLAY_CACHE = '.agentverity/replay-cache';
/** The most runs of every case. */
export const MAX_CASE_RUNS = 1000;

/** The system under test: a JS module (`file[:export]`), a worker command, or (refused) a URL. */
export type CasesSystemSpec =
  { readonly module: string } | { readonly command: string } | { readonly url: string };

export interface ObtainCasesOptions {
  /** agentverity.yml (relative to `io.cwd`), or the configuration itself. */
  readonly config: string | CasesConfig;
  /** The cases file (relative to `io.cwd`); absent: the one agentverity.yml names. */
  readonly cases?: string;
  readonly system: CasesSystemSpec;
  /** Runs of every case (overrides the config's `runs`). */
  readonly runs?: number;
  /** The validity labels file (relative to `io.cwd`); absent: the one the config names. */
  readonly labels?: string;
  /** Per message to the system, in ms (default 120 s); null: none. */
  readonly timeoutMs?: number | null;
  /** The longest wait for the system to load (module) or answer describe (worker), in ms. */
  readonly loadTimeoutMs?: number | null;
  /** Where the cases evidence is written (default `agentverity-cases-evidence.json`), relative to `io.cwd`. */
  readonly evidenceOut?: string;
  /** The replay cache folder (default `.agentverity/replay-cache`), relative to `io.cwd`; null: no cache. */
  readonly replayCache?: string | null;
  /** Aborting it stops the run after the message in flight: the evidence so far is written, nothing assessed. */
  readonly signal?: AbortSignal;
  /**
   * This run owns the process (the CLI, the Action): a module system's
   * process.exit fails its call instead of ending the run, and an error that
   * escapes every call makes the evidence incomplete, as `run` and `bench` do.
   */
  readonly ownsProcess?: boolean;
}

export interface ObtainedCases {
  readonly model: CasesEvidenceModel;
  /** `casesEvidenceDigest(model)`: what the report says it was computed from. */
  readonly digest: string;
  readonly meta: CasesEvidenceMeta;
  /** The cases evidence file written (absolute). */
  readonly evidencePath: string;
  /** Messages that reached the system (case runs and replays; cache hits not counted). */
  readonly calls: number;
  readonly errors: number;
  readonly cacheHits: number;
}

function checkSystemSpec(spec: CasesSystemSpec): void {
  const given = (['module', 'command', 'url'] as const).filter(
    (k) => Object.hasOwn(spec, k) && (spec as Record<string, unknown>)[k] !== undefined,
  );
  if (given.length !== 1) {
    throw new Refusal(
      'cases.system',
      given.length === 0
        ? 'no system was given: a stateful case run needs a JS module or a worker command'
        : `one system is run at a time, and ${given.join(' and ')} were both given`,
    );
  }
  if ('url' in spec) throw httpSystemRefusal(spec.url);
}

function checkRuns(runs: number | undefined): void {
  if (runs === undefined) return;
  if (!Number.isSafeInteger(runs) || runs < 1 || runs > MAX_CASE_RUNS) {
    throw new Refusal(
      'cases.settings',
      `runs must be a whole number from 1 to ${MAX_CASE_RUNS}, got ${String(runs)}`,
      undefined,
      { setting: 'runs' },
    );
  }
}

function checkTimeout(ms: number | null | undefined, setting: string): void {
  if (ms === undefined || ms === null) return;
  if (!Number.isFinite(ms) || ms <= 0) {
    throw new Refusal(
      'cases.settings',
      `the timeout must be a positive number of milliseconds (or none), got ${String(ms)}`,
      undefined,
      { setting },
    );
  }
}

async function loadSystem(
  spec: CasesSystemSpec,
  options: ObtainCasesOptions,
  io: AppIo,
): Promise<StatefulSystem> {
  const loadTimeout =
    options.loadTimeoutMs === undefined ? {} : { loadTimeoutMs: options.loadTimeoutMs };
  if ('module' in spec) return loadModuleSystem(spec.module, { cwd: io.cwd, ...loadTimeout });
  if ('command' in spec) {
    // The worker's own text is scrubbed before it cuts any for a message.
    const scrub = scrubberOf(io.secrets);
    return loadCommandSystem({
      command: spec.command,
      cwd: io.cwd,
      env: io.env,
      ...loadTimeout,
      ...(scrub === null ? {} : { scrub }),
    });
  }
  throw httpSystemRefusal(spec.url);
}

function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** A file's bytes, or null when it is not a readable regular file. */
function fileBytes(file: string): Buffer | null {
  return readRegularFileOrNull(file);
}

/**
 * What decides a replay besides the version: the SHA-256 of the system's code
 * (a module: its file; a command: every word of it that is a readable file,
 * relative to `cwd`, e.g. the script of `node worker.mjs`; none: null, and the
 * replay cache is not used) and of its config (the cases configuration and the
 * system as it was named). Only the entry file is read: a change in a file it
 * imports is not seen, so the declared version still has to change with it.
 */
export function systemDigestsOf(
  spec: CasesSystemSpec,
  config: CasesConfig,
  cwd: string,
): SystemDigests {
  let code: string | null = null;
  if ('module' in spec) {
    const bytes = fileBytes(path.resolve(cwd, parseAgentSpec(spec.module).file));
    code = bytes === null ? null : sha256(bytes);
  } else if ('command' in spec) {
    const files = spec.command
      .split(/\s+/)
      .map((word) => word.replace(/^["']|["']$/g, ''))
      .filter((word) => word.length > 0)
      .flatMap((word) => {
        const bytes = fileBytes(path.resolve(cwd, word));
        return bytes === null ? [] : [{ file: word, sha256: sha256(bytes) }];
      });
    code = files.length === 0 ? null : sha256(canonicalJson(files));
  }
  return { code, config: sha256(canonicalJson({ system: spec, config })) };
}

/**
 * Run the cases on the system and write the cases evidence (always before any
 * report, and before any refusal about the run). Refused before any call: a bad
 * setting, a system that is not one module or one command (HTTP cannot be reset),
 * an unreadable config, cases or labels file, a label of no derived case, a
 * metamorphic relation that cannot be judged (too few source cases, or
 * approximate methods not allowed), an evidence path that cannot be written, a
 * system that does not load. After the calls: a system whose first case runs all
 * failed is refused (`cases.system-unavailable`) once the evidence is written;
 * an aborted `signal` writes the evidence so far and returns `Interrupted`.
 */
export async function obtainCases(
  options: ObtainCasesOptions,
  io: AppIo,
): Promise<ObtainedCases | Interrupted> {
  checkSystemSpec(options.system);
  checkRuns(options.runs);
  checkTimeout(options.timeoutMs, 'timeout');
  checkTimeout(options.loadTimeoutMs, 'loadTimeout');
  const say = (text: string) => {
    if (io.quiet !== true) io.log(text);
  };

  let config: CasesConfig;
  let casesFile: string | null = null;
  let labelsFile: string | null;
  if (typeof options.config === 'string') {
    const loaded = await readCasesConfig(path.resolve(io.cwd, options.config));
    config = loaded.config;
    casesFile = loaded.casesFile;
    labelsFile = loaded.validityLabelsFile;
  } else {
    config = options.config;
    labelsFile =
      config.validityLabels === undefined ? null : path.resolve(io.cwd, config.validityLabels);
  }
  if (options.cases !== undefined) casesFile = path.resolve(io.cwd, options.cases);
  if (options.labels !== undefined) labelsFile = path.resolve(io.cwd, options.labels);
  if (casesFile === null) {
    throw new Refusal(
      'cases.no-cases-file',
      'no cases file was given, and the configuration names none (`cases:` in agentverity.yml)',
      typeof options.config === 'string' ? options.config : undefined,
      { setting: 'cases' },
    );
  }
  // The cases and labels files the configuration names are inputs too: the evidence
  // is never written over them (refused before anything is read or called).
  refuseOutputsOverInputs(
    io.cwd,
    [
      {
        flag: options.evidenceOut === undefined ? 'the cases evidence file' : '--evidence-out',
        given: options.evidenceOut ?? DEFAULT_CASES_EVIDENCE_OUT,
      },
    ],
    [
      { flag: 'the cases file', given: casesFile },
      ...(labelsFile === null ? [] : [{ flag: 'the validity labels file', given: labelsFile }]),
    ],
  );
  const runs = options.runs ?? config.runs;
  checkRuns(runs);
  const cases = await readCasesFile(casesFile);
  const every = allCases(cases, config);
  const labels: ValidityLabel[] = labelsFile === null ? [] : await readValidityLabels(labelsFile);
  checkLabels(
    labels,
    every.filter((c) => c.derived !== undefined).map((c) => c.id),
  );
  // What the core would refuse after the calls (a relation it cannot judge), refused before them.
  checkMetamorphic(
    indexModel({ cases: every, runs: [], replays: [], labels, config, complete: true }),
  );

  const given = options.evidenceOut ?? DEFAULT_CASES_EVIDENCE_OUT;
  io.files.checkWritable(outputPath(io.cwd, given, 'cases evidence'), 'cases evidence');
  const timeoutMs = options.timeoutMs === undefined ? DEFAULT_CASES_TIMEOUT_MS : options.timeoutMs;
  const cacheDir =
    options.replayCache === null
      ? null
      : path.resolve(io.cwd, options.replayCache ?? DEFAULT_REPLAY_CACHE);

  const digests = systemDigestsOf(options.system, config, io.cwd);
  const ownsProcess = options.ownsProcess === true;
  const unguard = ownsProcess ? guardAgentCalls() : () => undefined;
  const escapedBefore = strayErrorsSoFar();
  let system: StatefulSystem;
  const scrub = scrubberOf(io.secrets);
  try {
    // Secrets leave each answer, snapshot and error before it is recorded or judged.
    system = scrubbingSystem(await loadSystem(options.system, options, io), scrub);
  } catch (error) {
    unguard();
    throw scrubThrown(error, scrub);
  }
  let result: Awaited<ReturnType<typeof runCases>>;
  try {
    result = await runCases({
      system,
      cases,
      config,
      runs,
      labels,
      timeoutMs,
      replayCache: cacheDir,
      systemDigests: digests,
      log: say,
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    });
  } finally {
    try {
      await system.close();
    } finally {
      unguard();
    }
  }
  // An error that escaped every call (a timer of the system's, a promise it left
  // unhandled) makes the evidence incomplete before it is written.
  if (ownsProcess) {
    await settleStrayErrors();
    const escaped = strayErrorsSoFar() - escapedBefore;
    sealStrayErrors();
    if (escaped > 0) {
      result = { ...result, model: { ...result.model, complete: false } };
      io.log(
        `agentverity: ${escaped} ${escaped === 1 ? 'error' : 'errors'} escaped outside any call of the system, so the cases evidence is marked incomplete\n`,
      );
    }
  }

  // The evidence first, always.
  const meta: CasesEvidenceMeta = {
    tool: { name: TOOL_NAME, version: VERSION },
    createdAt: isoNow(io.clock),
    system: {
      kind: system.kind,
      source: system.source,
      version: system.version,
      stateful: system.stateful,
      replayable: system.replayable,
      codeDigest: digests.code,
      configDigest: digests.config,
    },
  };
  const { model } = result;
  // A failed run never replaces complete cases evidence at the default path.
  const { out, target } = await targetOfFailedRun(
    io,
    {
      out: given,
      named: options.evidenceOut !== undefined,
      failed: !model.complete || result.unanswered !== undefined || result.interrupted,
    },
    'cases evidence',
    async (file) => (await readCasesEvidence(file)).model.complete,
  );
  io.files.writeText(
    target,
    textWithinLimits(model, target, 'cases evidence', () => serialiseCasesEvidence(model, meta)),
  );
  io.log(
    `agentverity: wrote ${model.complete ? '' : 'incomplete '}cases evidence (${model.cases.length} cases, ${model.runs.length} runs, ${model.replays.length} replays${result.cacheHits > 0 ? `, ${result.cacheHits} from the replay cache of version ${terminalSafe(system.version ?? '', 120)}` : ''}) to ${terminalSafe(out, 500)}\n`,
  );
  const stderr = system.stderr();
  if (stderr.length > 0 && result.errors > 0) {
    say(
      `agentverity: the system's last stderr lines:\n${stderr
        .slice(-5)
        .map((l) => `  ${terminalSafe(l, 300)}`)
        .join('\n')}\n`,
    );
  }
  if (result.unanswered !== undefined) {
    throw new Refusal(
      'cases.system-unavailable',
      `the system ${terminalSafe(system.source, 120)} cannot answer: ${terminalSafe(describeUnanswered(result.unanswered), 800)}. Nothing was assessed; the cases evidence collected so far (marked incomplete) is in ${terminalSafe(out, 500)}`,
      undefined,
      { data: { calls: result.unanswered.calls } },
    );
  }
  if (result.interrupted) return interrupted('abort', target);
  return {
    model,
    digest: casesEvidenceDigest(model),
    meta,
    evidencePath: target,
    calls: result.calls,
    errors: result.errors,
    cacheHits: result.cacheHits,
  };
}

/** Cases evidence read back (relative to `cwd`), for a report recomputed without calling the system. */
export function readCases(file: string, cwd: string): Promise<ReadCasesEvidence> {
  return readCasesEvidence(path.resolve(cwd, file));
}

/** The report, decided once by the core: every format renders it. */
export function assessCases(model: CasesEvidenceModel, digest: string): CasesReport {
  return buildCasesReport(model, { evidenceDigest: digest, matchPattern: boundedMatcher() });
}
