// `cases` (stateful agents) as one use case both shells call: typed settings and
// their one check, the cases evidence obtained (the system run on the cases, or a
// cases evidence file read back) and written before any report, and the report
// decided once by the core (`buildCasesReport` through `assessCases`).
import type { CasesReport } from '../core/stateful/types.js';
import type { Interrupted } from '../errors.js';
import {
  assessCases,
  DEFAULT_CASES_EVIDENCE_OUT,
  MAX_CASE_RUNS,
  obtainCases,
  readCases,
  type CasesSystemSpec,
} from './cases.js';
import { refuseOutputsOverInputs, type NamedFile } from './files.js';
import type { AppIo } from './ports.js';
import { refuseProblems, type Problem } from './problems.js';
import { scrubberOf, scrubDeep } from './scrub.js';
import { withoutNulls } from './settings.js';
import { CASES_KEYS, CASES_SETTING_TABLE } from './cases-setting-table.js';

/** Where the configuration is looked for when none is named. */
export const DEFAULT_CASES_CONFIG = 'agentverity.yml';

/** The settings of `cases`, keyed as the CLI flags and the Action inputs. */
export interface CasesSettings {
  /** agentverity.yml: criteria, transforms, labels, runs (default `agentverity.yml`). */
  readonly config?: string;
  /** The cases file (default: the one the configuration names). */
  readonly cases?: string;
  /** A JS module system (`file[:export]`): the agent plus reset, snapshot, replay, version. */
  readonly system?: string;
  /** A command starting a worker that speaks the stateful protocol. */
  readonly systemCommand?: string;
  /** Runs of every case (overrides the configuration's `runs`). */
  readonly runs?: number;
  /** The validity labels file (default: the one the configuration names). */
  readonly labels?: string;
  /** Per message to the system, in ms; null for none. */
  readonly timeout?: number | null;
  /** A cases evidence file to recompute the report from, without running the system. */
  readonly evidence?: string;
  readonly evidenceOut?: string;
  /** The replay cache folder; null for none. */
  readonly replayCache?: string | null;
}

/**
 * The settings whose `null` is a value (no timeout, no replay cache); any other
 * `null` is "not given" (settings read from JSON), as for the gate's settings.
 */
const CASES_NULL_VALUES = CASES_KEYS.filter((k) => CASES_SETTING_TABLE[k].nullIsValue);

/** Settings that apply to running the system only. */
const LIVE_ONLY = CASES_KEYS.filter((k) => CASES_SETTING_TABLE[k].scope === 'live');

/** The cases settings with an Action input of `mode: cases` only (github/cases.ts names them). */
export const CASES_OWN_INPUT_KEYS: readonly (keyof CasesSettings)[] = CASES_KEYS.filter(
  (k) => CASES_SETTING_TABLE[k].ownInput,
);

/** Every problem with the settings of `cases`, each keyed by its setting. */
export function checkCasesSettings(given: CasesSettings): Problem[] {
  const s = withoutNulls(given, CASES_NULL_VALUES);
  const problems: Problem[] = [];
  const systems = (['system', 'systemCommand'] as const).filter((k) => s[k] !== undefined);
  if (s.evidence !== undefined) {
    if (systems.length > 0) {
      problems.push({
        setting: 'evidence',
        code: 'settings.live-and-recorded',
        message:
          'give a system to run (`system` or `systemCommand`) or cases evidence to recompute the report from (`evidence`), not both',
      });
    }
    for (const key of LIVE_ONLY) {
      if (s[key] !== undefined) {
        problems.push({
          setting: key,
          code: 'settings.live-only',
          message:
            'applies when the system is run; the cases evidence is assessed as it was recorded',
        });
      }
    }
    return problems;
  }
  if (systems.length === 0) {
    problems.push({
      setting: 'system',
      code: 'settings.no-agent',
      message:
        'give the system under test: `system` (a JS module exporting the agent, reset and snapshot) or `systemCommand` (a worker speaking the stateful protocol), or `evidence` to recompute a report',
    });
  } else if (systems.length > 1) {
    problems.push({
      setting: 'system',
      code: 'settings.agents',
      message: 'give one system: `system` or `systemCommand`, not both',
    });
  }
  if (
    s.runs !== undefined &&
    !(Number.isSafeInteger(s.runs) && s.runs >= 1 && s.runs <= MAX_CASE_RUNS)
  ) {
    problems.push({
      setting: 'runs',
      code: 'settings.range',
      message: `expected a whole number of runs from 1 to ${MAX_CASE_RUNS}`,
    });
  }
  return problems;
}

/** The files a cases run reads (config, cases, labels, evidence), each with its flag. */
export function casesInputFilesOf(given: CasesSettings): NamedFile[] {
  const s = withoutNulls(given, CASES_NULL_VALUES);
  const files: NamedFile[] = [];
  if (s.evidence !== undefined) files.push({ flag: '--evidence', given: s.evidence });
  else
    files.push({
      flag: s.config === undefined ? 'the configuration' : '--config',
      given: s.config ?? DEFAULT_CASES_CONFIG,
    });
  if (s.cases !== undefined) files.push({ flag: '--cases', given: s.cases });
  if (s.labels !== undefined) files.push({ flag: '--labels', given: s.labels });
  return files;
}

/** Where a cases run writes its evidence, with the flag that named it. */
export function casesEvidenceOutOf(s: CasesSettings): NamedFile {
  return s.evidenceOut === undefined || s.evidenceOut === null
    ? { flag: 'the cases evidence file', given: DEFAULT_CASES_EVIDENCE_OUT }
    : { flag: '--evidence-out', given: s.evidenceOut };
}

/** A report and the cases evidence it was computed from. */
export interface CasesOutcome {
  readonly report: CasesReport;
  /** The cases evidence file (written by this run, or the one read). */
  readonly evidencePath: string;
  /** Whether the system was run (false: the report was recomputed from evidence). */
  readonly live: boolean;
}

/**
 * `cases` up to the report: the settings checked, the system run (the evidence
 * written before any report or refusal about the run) or the evidence read
 * back, then the report the core decides.
 */
export async function casesReportOf(
  given: CasesSettings,
  io: AppIo,
  hooks: { readonly signal?: AbortSignal; readonly ownsProcess?: boolean } = {},
): Promise<CasesOutcome | Interrupted> {
  const s = withoutNulls(given, CASES_NULL_VALUES);
  refuseProblems(checkCasesSettings(s));
  if (s.evidence !== undefined) {
    const read = await readCases(s.evidence, io.cwd);
    // Recorded strings are untrusted too: scrubbed before the core judges (and cuts) them.
    const scrub = scrubberOf(io.secrets);
    return {
      report: assessCases(scrub === null ? read.model : scrubDeep(read.model, scrub), read.digest),
      evidencePath: s.evidence,
      live: false,
    };
  }
  refuseOutputsOverInputs(io.cwd, [casesEvidenceOutOf(s)], casesInputFilesOf(s));
  const system: CasesSystemSpec =
    s.system !== undefined ? { module: s.system } : { command: s.systemCommand ?? '' };
  const obtained = await obtainCases(
    {
      config: s.config ?? DEFAULT_CASES_CONFIG,
      system,
      ...(s.cases === undefined ? {} : { cases: s.cases }),
      ...(s.runs === undefined ? {} : { runs: s.runs }),
      ...(s.labels === undefined ? {} : { labels: s.labels }),
      ...(s.timeout === undefined ? {} : { timeoutMs: s.timeout }),
      ...(s.evidenceOut === undefined ? {} : { evidenceOut: s.evidenceOut }),
      ...(s.replayCache === undefined ? {} : { replayCache: s.replayCache }),
      ...(hooks.signal === undefined ? {} : { signal: hooks.signal }),
      ...(hooks.ownsProcess === undefined ? {} : { ownsProcess: hooks.ownsProcess }),
    },
    io,
  );
  if ('kind' in obtained && obtained.kind === 'interrupted') return obtained;
  const done = obtained as Exclude<typeof obtained, Interrupted>;
  return {
    report: assessCases(done.model, done.digest),
    evidencePath: done.evidencePath,
    live: true,
  };
}
