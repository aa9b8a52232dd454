// The reader fuzzers' runner: draws inputs with fast-check (a fixed seed, so a run
// is reproducible), writes each to a file, reads it as the CLI would, and holds
// the reader to its contract:
//
//  1. it returns a result or throws a Refusal (isRefusal), nothing else;
//  2. the refusal's code is registered (src/errors.ts);
//  3. the refusal's message starts with the file's name, followed by a place:
//       `file:12` or `file:12:5`          a line (and column),
//       `file:12: results.output`         a line and the path inside that row,
//       `file: cases[3].observations[1]`  a JSON path,
//       `file!samples/1_epoch_1.json…`    an entry of a zip archive (and a path in it),
//       `file` alone                      the whole document ("$"): only for the
//                                         refusals listed in WHOLE_DOCUMENT, or a
//                                         list of problems that each name their path;
//     (a refused setting, code `usage.*`, names the setting instead of the file);
//  4. the message holds no stack trace, no engine phrase (ENGINE_PHRASES: a
//     JavaScript engine's own words are no reason a user can act on) and stays
//     under MAX_MESSAGE characters;
//  5. each input (read, then the pipeline after it) finishes within its bound:
//     BOUND_MS, and PER_MIB_MS more for each MiB of input (boundFor), so the
//     reader is held to linear time, not to a fixed time whatever the size.
//
// Failures do not stop the run: every distinct failure is kept (its input written
// under test-output/fuzz/<reader>/) and the test fails at the end listing them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { isRefusal, type Refusal } from '../../src/core/errors.js';
import { REFUSAL_CODES } from '../../src/errors.js';
import { ROOT } from '../helpers/cli.js';

/** `npm run fuzz` sets this (vitest.fuzz.config.ts); `npm test` runs the CI size. */
export const FULL = process.env['AGENTVERITY_FUZZ'] === 'full';
/** Multiplies every reader's number of inputs (e.g. FUZZ_SCALE=10 for a longer night). */
const SCALE = Number(process.env['FUZZ_SCALE'] ?? '1');
/** The fast-check seed; a fixed default, so CI is deterministic. */
export const SEED = Number(process.env['FUZZ_SEED'] ?? (FULL ? '20260721' : '424242'));
/**
 * The bound on one input, read and pipeline together. The nightly size holds each
 * input to 2 s; the CI size, on shared runners, to a generous 15 s, so a slow
 * machine never fails it.
 */
export const BOUND_MS = FULL ? 2_000 : 15_000;
/**
 * What each MiB of an input may add to the bound: a throughput floor of about 6
 * MB/s (read, decode, parse, limit checks and the refusal's place), measured at
 * 30 MB/s on one idle core and held with a margin for a shared machine. A reader
 * that is superlinear (the YAML library on a 1 MB flow-style document: 53 s)
 * still fails it; a 250 MB document read linearly does not.
 */
export const PER_MIB_MS = FULL ? 160 : 1_000;

/** The bound on one input of `bytes` bytes. */
export function boundFor(bytes: number): number {
  return BOUND_MS + (bytes / 2 ** 20) * PER_MIB_MS;
}
/** A refusal is read by a person: no message longer than this. */
export const MAX_MESSAGE = 16_384;

export const SHARED = process.env['AGENTVERITY_SHARED'] ?? path.resolve(ROOT, '../shared');
export const OUT = path.join(ROOT, 'test-output', 'fuzz');

/** One generated input: its bytes, the file extension it is read under, how it was made. */
export interface Input {
  readonly bytes: Uint8Array;
  readonly ext: string;
  readonly label: string;
  /** The seed file it was made from, when it was. */
  readonly seed?: string;
  /** Reader options drawn with the input (shown in reproducers). */
  readonly options?: unknown;
}

export interface Reader<T> {
  readonly name: string;
  readonly runs: { readonly ci: number; readonly full: number };
  readonly arbitrary: fc.Arbitrary<Input>;
  read(file: string, input: Input): Promise<T>;
  /** What the CLI does next with an accepted result (assess, render); may refuse. */
  after?(result: T, input: Input, file: string): void;
}

export interface Stats {
  reader: string;
  seed: number;
  tried: number;
  accepted: number;
  refused: number;
  /** Accepted by the reader, then refused by the pipeline after it (e.g. assess). */
  refusedLater: number;
  exceptions: number;
  placeProblems: number;
  slow: number;
  longestMs: number;
  longestLabel: string;
  totalMs: number;
  codes: Record<string, number>;
  places: Record<string, number>;
}

export interface Failure {
  readonly kind: 'exception' | 'place' | 'slow';
  readonly key: string;
  readonly message: string;
  readonly label: string;
  readonly reproducer: string;
  count: number;
  /** The helper fixing it, for a known class (KNOWN). */
  readonly knownOwner?: string;
}

/**
 * Failure classes another helper owns and is fixing: counted and listed, not
 * failed, until the fix lands; delete an entry when its fix is merged and the
 * fuzzer stays green without it. Empty: every class the issue names is a defect,
 * and each is fixed (the last, a benchmark's lone surrogate refused without the
 * file's name, is refused at its line and JSON path by benchmarkOfValue).
 */
export const KNOWN: readonly { readonly match: RegExp; readonly owner: string }[] = [];

/** Refusals that concern the whole document, with no narrower place to name. */
const WHOLE_DOCUMENT: readonly { readonly code: string; readonly reason: RegExp }[] = [
  { code: 'json.empty', reason: /^the file (is empty|holds only whitespace)/ },
  // A document that is itself a string holding a lone surrogate: the place is the root.
  { code: 'json.lone-surrogate', reason: /^expected text that can be written as UTF-8/ },
  { code: 'file.utf8', reason: /\(line \d+\)/ },
  { code: 'file.too-large', reason: /too large/ },
  { code: 'evidence.format', reason: /^expected a JSON object/ },
  { code: 'baseline.format', reason: /^expected a JSON object/ },
  { code: 'evidence.reference', reason: /^expected a JSON object/ },
  { code: 'cases.evidence-format', reason: /^expected a JSON object/ },
  { code: 'bench.evidence-format', reason: /^expected a JSON object/ },
  { code: 'suite.not-an-object', reason: /^expected a decision suite object/ },
  { code: 'import.format', reason: /zip archive/ },
  { code: 'import.jsonl', reason: /zip archive|the file is empty|no rows: every line is blank/ },
  {
    code: 'import.inspect',
    reason:
      /not a zip archive|not a readable zip archive|no header\.json|holds no samples|expected an Inspect eval log/,
  },
  {
    code: 'import.promptfoo',
    // A suite case the whole export holds too few runs of: named by its place in the suite.
    reason:
      /^expected a promptfoo result export|^expected promptfoo result rows|^no "results": expected a promptfoo result export|^suite case \d+ /,
  },
  { code: 'seeds.json', reason: /^expected a decision suite/ },
  // An empty YAML file: there is no line to name.
  { code: 'benchmark.invalid', reason: /^the file is empty/ },
  { code: 'config.invalid', reason: /^the file is empty/ },
  { code: 'seeds.empty', reason: /holds no inputs/ },
];

/**
 * A list of problems under the file's name, each naming its own path, or (the YAML
 * readers: `line: JSON path`) its line and its path.
 */
function isProblemList(reason: string): boolean {
  const lines = reason.split('\n').slice(1);
  return (
    lines.length >= 2 &&
    lines.every((l) =>
      /^ {2}- (\d+: )?(\(top level\)|[A-Za-z_$[][^:]*|… and \d+ more problems?)(:|$)/.test(l),
    )
  );
}

/** How a refusal names its place in `file`, or what is wrong with it. */
export function placeKind(refusal: Refusal, file: string): { kind: string } | { problem: string } {
  const where = refusal.where ?? '';
  if (!refusal.message.startsWith(file)) {
    return {
      problem: `the message does not start with the file name (where: ${JSON.stringify(where.slice(0, 120))})`,
    };
  }
  if (!where.startsWith(file)) return { problem: 'the place does not start with the file name' };
  const rest = where.slice(file.length);
  if (rest === '') {
    if (isProblemList(refusal.reason)) return { kind: 'problem list' };
    const listed = WHOLE_DOCUMENT.some(
      (d) => d.code === refusal.code && d.reason.test(refusal.reason),
    );
    return listed
      ? { kind: 'document' }
      : { problem: `names only the file, not a line or JSON path (${refusal.code})` };
  }
  if (/^:\d+(:\d+)?$/.test(rest)) return { kind: 'line' };
  if (/^:\d+(:\d+)?: \S/.test(rest)) return { kind: 'line + path' };
  if (/^: (\[|[A-Za-z_$])/.test(rest)) return { kind: 'path' };
  if (/^![^\s!]+/.test(rest)) return { kind: 'zip entry' };
  return {
    problem: `an unrecognised place after the file name: ${JSON.stringify(rest.slice(0, 80))}`,
  };
}

/**
 * A refused setting (a malformed dotted path, paths that do not fit the layer):
 * about the options the fuzzer drew, not the file, so it names the setting instead.
 */
const SETTING_CODES = /^usage\./;

/**
 * Words of the JavaScript engine or of a value printed without care: a message
 * holding one passed an internal error (or an unprinted value) on as the reason.
 * `undefined` is matched as a word, so "undefined behaviour" in prose would count
 * too; no refusal of ours says it.
 */
export const ENGINE_PHRASES: readonly RegExp[] = [
  /Maximum call stack/i,
  /Invalid string length/i,
  /Unexpected token/i,
  /\bundefined\b/,
  /\[object Object\]/,
];

/** The engine phrase a message holds, or null. */
export function enginePhrase(message: string): string | null {
  for (const phrase of ENGINE_PHRASES) {
    const found = phrase.exec(message);
    if (found !== null) return found[0];
  }
  return null;
}

/** The refusal contract (2–4 above); null when it holds. */
export function refusalProblem(error: Refusal, file: string): string | null {
  if (!Object.hasOwn(REFUSAL_CODES, error.code)) return `unregistered refusal code ${error.code}`;
  if (/\n\s+at .+:\d+:\d+\)?$/m.test(error.message)) return 'the message holds a stack trace';
  const engine = enginePhrase(error.message);
  if (engine !== null) return `the message holds the engine phrase "${engine}" (${error.code})`;
  if (SETTING_CODES.test(error.code)) {
    return error.setting === undefined
      ? `a refused setting that names no setting (${error.code})`
      : null;
  }
  if (error.message.length > MAX_MESSAGE) {
    return `the message is ${error.message.length} characters long (${error.code})`;
  }
  const place = placeKind(error, file);
  return 'problem' in place ? place.problem : null;
}

/** A class of failure: the error's kind and its first line with numbers and quotes blurred, and where it came from. */
function failureKey(error: unknown): string {
  if (!(error instanceof Error)) return `non-error ${typeof error}`;
  const first = (error.message.split('\n')[0] ?? '')
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\d+/g, 'N')
    .slice(0, 120);
  const frame =
    (error.stack ?? '')
      .split('\n')
      .find((l) => l.includes('/src/'))
      ?.replace(/^.*\/src\//, 'src/')
      .replace(/:\d+\)?$/, '') ?? '';
  return `${error.name}: ${first} @ ${frame}`;
}

function safeName(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 60);
}

/** Runs one reader's fuzzer; returns its figures and every distinct failure. */
export async function fuzz<T>(reader: Reader<T>): Promise<{ stats: Stats; failures: Failure[] }> {
  const numRuns = Math.max(1, Math.round((FULL ? reader.runs.full : reader.runs.ci) * SCALE));
  const dir = mkdtempSync(path.join(tmpdir(), `agentverity-fuzz-${reader.name}-`));
  const outDir = path.join(OUT, reader.name);
  rmSync(outDir, { recursive: true, force: true });
  const stats: Stats = {
    reader: reader.name,
    seed: SEED,
    tried: 0,
    accepted: 0,
    refused: 0,
    refusedLater: 0,
    exceptions: 0,
    placeProblems: 0,
    slow: 0,
    longestMs: 0,
    longestLabel: '',
    totalMs: 0,
    codes: {},
    places: {},
  };
  const failures = new Map<string, Failure>();
  let longest = null as Input | null;
  const fail = (kind: Failure['kind'], key: string, message: string, input: Input): void => {
    const seen = failures.get(`${kind} ${key}`);
    if (seen !== undefined) {
      seen.count++;
      return;
    }
    const owner = KNOWN.find((k) => k.match.test(`${kind} ${key}\n${message}`))?.owner;
    mkdirSync(outDir, { recursive: true });
    const base = path.join(outDir, `${kind}-${failures.size + 1}-${safeName(key)}`);
    writeFileSync(`${base}${input.ext}`, input.bytes);
    writeFileSync(
      `${base}.meta.json`,
      `${JSON.stringify({ reader: reader.name, kind, key, message, label: input.label, options: input.options ?? null }, null, 2)}\n`,
    );
    failures.set(`${kind} ${key}`, {
      kind,
      key,
      message: message.slice(0, 2_000),
      label: input.label,
      reproducer: `${base}${input.ext}`,
      count: 1,
      ...(owner === undefined ? {} : { knownOwner: owner }),
    });
  };

  try {
    await fc.assert(
      fc.asyncProperty(reader.arbitrary, async (input) => {
        const file = path.join(dir, `input${input.ext}`);
        writeFileSync(file, input.bytes);
        stats.tried++;
        const started = performance.now();
        try {
          const result = await reader.read(file, input);
          stats.accepted++;
          try {
            reader.after?.(result, input, file);
          } catch (error) {
            if (isRefusal(error)) {
              stats.refusedLater++;
              stats.codes[`(after) ${error.code}`] =
                (stats.codes[`(after) ${error.code}`] ?? 0) + 1;
            } else {
              stats.exceptions++;
              fail('exception', `after: ${failureKey(error)}`, errorText(error), input);
            }
          }
        } catch (error) {
          if (isRefusal(error)) {
            stats.refused++;
            stats.codes[error.code] = (stats.codes[error.code] ?? 0) + 1;
            const place = SETTING_CODES.test(error.code)
              ? { kind: 'setting' }
              : placeKind(error, file);
            if ('kind' in place) stats.places[place.kind] = (stats.places[place.kind] ?? 0) + 1;
            const problem = refusalProblem(error, file);
            if (problem !== null) {
              stats.placeProblems++;
              fail(
                'place',
                `${error.code}: ${problem.replace(/\d+/g, 'N').slice(0, 100)}`,
                `${problem}\n${error.message.slice(0, 1_000)}`,
                input,
              );
            }
          } else {
            stats.exceptions++;
            fail('exception', failureKey(error), errorText(error), input);
          }
        }
        const ms = performance.now() - started;
        stats.totalMs += ms;
        if (ms > stats.longestMs) {
          stats.longestMs = ms;
          stats.longestLabel = input.label;
          longest = input;
        }
        const bound = boundFor(input.bytes.length);
        if (ms > bound) {
          stats.slow++;
          fail(
            'slow',
            `over the bound (${BOUND_MS} ms + ${PER_MIB_MS} ms per MiB)`,
            `${Math.round(ms)} ms for ${input.bytes.length} bytes (bound ${Math.round(bound)} ms)`,
            input,
          );
        }
        return true;
      }),
      { numRuns, seed: SEED, endOnFailure: true },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  mkdirSync(outDir, { recursive: true });
  // The slowest input, to see what the bound is measured on.
  if (longest !== null) writeFileSync(path.join(outDir, `longest${longest.ext}`), longest.bytes);
  writeFileSync(
    path.join(OUT, `${reader.name}.json`),
    `${JSON.stringify({ stats, failures: [...failures.values()] }, null, 2)}\n`,
  );
  if (FULL || process.env['FUZZ_VERBOSE'] === '1') console.log(summaryLine(stats));
  return { stats, failures: [...failures.values()] };
}

function errorText(error: unknown): string {
  return error instanceof Error
    ? `${error.name}: ${error.message}\n${error.stack ?? ''}`
    : String(error);
}

export function summaryLine(s: Stats): string {
  return `${s.reader.padEnd(18)} tried ${String(s.tried).padStart(7)}  accepted ${String(s.accepted).padStart(6)}  refused ${String(s.refused).padStart(7)}  refused later ${String(s.refusedLater).padStart(5)}  exceptions ${s.exceptions}  place problems ${s.placeProblems}  longest ${s.longestMs.toFixed(0)} ms  mean ${(s.totalMs / Math.max(1, s.tried)).toFixed(1)} ms`;
}

/** A readable list of the failures not owned by another helper, for the assertion message. */
export function failureReport(failures: readonly Failure[]): string {
  const known = failures.filter((f) => f.knownOwner !== undefined);
  if (known.length > 0 && (FULL || process.env['FUZZ_VERBOSE'] === '1')) {
    console.log(`known (owned elsewhere):\n${format(known)}`);
  }
  return format(failures.filter((f) => f.knownOwner === undefined));
}

function format(failures: readonly Failure[]): string {
  return failures
    .map(
      (f) =>
        `${f.kind} ×${f.count}: ${f.key}\n  ${f.message.split('\n').slice(0, 3).join('\n  ')}\n  made by: ${f.label.slice(0, 300)}\n  reproducer: ${f.reproducer}${f.knownOwner === undefined ? '' : `\n  owned by: ${f.knownOwner}`}`,
    )
    .join('\n\n');
}
