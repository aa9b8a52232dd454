import { Refusal, type RefusalDetail } from '../../core/errors.js';
import { compareCodePoints } from '../../core/util/order.js';
import { isPlainObject, shortJson, typeName } from '../../evidence/paths.js';
import {
  completionOf,
  inputText,
  jsonLogOf,
  servedFromCache,
  type InspectLog,
} from '../inspect/inspect.js';
import {
  BenchCollector,
  clip,
  gradeValue,
  outputText,
  stemOf,
  type BenchImport,
  type BenchImportOptions,
} from './shared.js';

/**
 * Inspect AI eval logs run with `epochs`: one agent per log (its model), one
 * task per sample id, and a sample's epochs as its runs, in epoch order. The
 * chosen scorer's value grades each epoch: `C` passes and `I` fails (Inspect's
 * letters), booleans, pass/fail words and 1/0 as anywhere else, other numbers
 * against a threshold; a sample with an `error` is an ERROR.
 */

const CODE = 'import.bench-inspect' as const;

function refuse(
  where: string,
  message: string,
  detail: RefusalDetail = {},
  code: typeof CODE | 'import.bench-score' | 'import.bench-scorer' = CODE,
): never {
  throw new Refusal(code, message, where, detail);
}

/** Inspect's value letters: correct, incorrect, partial, no answer (as its `value_to_float` reads them). */
const LETTERS: Readonly<Record<string, number>> = { C: 1, I: 0, P: 0.5, N: 0 };

/** Reads an Inspect log's JSON text (already parsed) as the log the importers share. */
export function inspectLogOf(value: unknown, file: string): InspectLog {
  if (!isPlainObject(value) || !isPlainObject(value['eval'])) {
    refuse(
      file,
      `expected an Inspect eval log (a JSON object with "eval" and "samples"), found ${isPlainObject(value) ? 'an object without "eval"' : typeName(value)}`,
    );
  }
  return jsonLogOf(value, file, refuse);
}

interface Epoch {
  readonly id: string;
  readonly numeric: boolean;
  readonly epoch: number;
  readonly sample: Record<string, unknown>;
  readonly where: string;
}

/** Reads an Inspect log into bench runs (one agent). */
export function benchFromInspect(
  log: InspectLog,
  file: string,
  options: BenchImportOptions = {},
): BenchImport {
  if (log.samples.length === 0) {
    refuse(
      file,
      'the log holds no samples (was it written with header only, or did the run end before any sample?)',
    );
  }
  const epochs: Epoch[] = log.samples.map(({ sample, where }) => {
    if (!isPlainObject(sample))
      refuse(where, `expected a sample object, found ${typeName(sample)}`);
    const id = sample['id'];
    if (
      !(typeof id === 'string'
        ? id.trim() !== ''
        : typeof id === 'number' && Number.isSafeInteger(id))
    ) {
      refuse(
        `${where}.id`,
        `expected the sample id (a non-empty string or a whole number), found ${typeof id === 'string' ? 'an empty string' : shortJson(id)}`,
      );
    }
    const epoch = sample['epoch'];
    if (typeof epoch !== 'number' || !Number.isSafeInteger(epoch) || epoch < 1) {
      refuse(
        `${where}.epoch`,
        `expected the epoch (a whole number from 1), found ${shortJson(epoch)}`,
      );
    }
    return { id: String(id), numeric: typeof id === 'number', epoch, sample, where };
  });

  // The scorer: the one named, or the only one the log has.
  const names = new Set<string>();
  for (const e of epochs) {
    const scores = e.sample['scores'];
    if (isPlainObject(scores)) for (const n of Object.keys(scores)) names.add(n);
  }
  const listed = [...names].map((n) => JSON.stringify(n)).join(', ');
  let scorer = options.scorer;
  if (scorer !== undefined && !names.has(scorer)) {
    refuse(
      file,
      `no scorer named ${JSON.stringify(scorer)}; ${names.size > 0 ? `the log's samples are scored by ${listed}` : 'the samples have no scores'}`,
      { setting: 'scorer' },
      'import.bench-scorer',
    );
  }
  if (scorer === undefined && names.size > 1) {
    refuse(
      file,
      `the samples are scored by ${names.size} scorers (${listed}); name the scorer whose value is the pass/fail`,
      { setting: 'scorer' },
      'import.bench-scorer',
    );
  }
  scorer ??= [...names][0];

  // Tasks ordered by sample id (numbers first), attempts in epoch order.
  epochs.sort((a, b) => {
    if (a.epoch !== b.epoch) return a.epoch - b.epoch;
    return compareIds(a, b);
  });
  const seen = new Map<string, Epoch>();
  const collector = new BenchCollector(CODE);
  const model = isPlainObject(log.header['eval']) ? log.header['eval']['model'] : undefined;
  const agent =
    options.agentName ?? (typeof model === 'string' && model !== '' ? model : stemOf(file));
  for (const e of epochs) {
    const key = `${e.id}\u0000${e.epoch}`;
    const twice = seen.get(key);
    if (twice !== undefined && twice.numeric === e.numeric) {
      refuse(
        e.where,
        `sample ${JSON.stringify(e.id)} has epoch ${e.epoch} twice (also at ${twice.where})`,
      );
    }
    seen.set(key, e);
    const prompt = inputText(e.sample['input'], e.where);
    collector.task(e.id, e.where, { numeric: e.numeric, prompt });
    const place = `${e.where} (sample ${JSON.stringify(e.id)}, epoch ${e.epoch})`;
    const time = e.sample['total_time'];
    const ms =
      typeof time === 'number' && Number.isFinite(time) && time >= 0 ? time * 1000 : undefined;
    // An epoch served from Inspect's model cache replays an earlier call:
    // never a repeat (the collector leaves it out, or keeps it as the task's one run).
    const cached = servedFromCache(e.sample);
    const error = e.sample['error'];
    if (error !== undefined && error !== null) {
      const message =
        isPlainObject(error) && typeof error['message'] === 'string'
          ? error['message']
          : shortJson(error, 200);
      collector.attempt(agent, e.id, 'error', {
        error: clip(`the sample failed: ${message}`, 500),
        ms,
        cached,
      });
      continue;
    }
    const scores = e.sample['scores'];
    const score = scorer === undefined || !isPlainObject(scores) ? undefined : scores[scorer];
    if (!isPlainObject(score) || !Object.hasOwn(score, 'value')) {
      refuse(
        place,
        scorer === undefined
          ? 'the sample has no scores and no error; expected a scored sample'
          : `no value of the scorer ${JSON.stringify(scorer)}; expected scores.${scorer}.value`,
        { setting: 'scorer' },
      );
    }
    const raw = score['value'];
    const value = typeof raw === 'string' && Object.hasOwn(LETTERS, raw) ? LETTERS[raw] : raw;
    const graded = gradeValue(value, options.threshold);
    if ('problem' in graded) {
      refuse(
        `${e.where}.scores.${scorer}.value`,
        `${graded.problem}${typeof raw === 'string' && Object.hasOwn(LETTERS, raw) ? ` (the letter ${raw} reads as ${String(value)})` : ''}${isPlainObject(raw) ? '; a scorer with several values cannot be one pass/fail' : ''}`,
        graded.code === undefined ? {} : { setting: 'threshold' },
        graded.code ?? CODE,
      );
    }
    if (graded.outcome === 'error') {
      collector.attempt(agent, e.id, 'error', { error: graded.error, ms, cached });
      continue;
    }
    collector.attempt(agent, e.id, graded.outcome, {
      output: outputText(completionOf(e.sample)),
      ms,
      cached,
    });
  }

  const numeric = new Set(epochs.filter((e) => e.numeric).map((e) => e.id));
  const header = log.header;
  const evalSpec = isPlainObject(header['eval']) ? header['eval'] : {};
  const task = evalSpec['task'];
  const status = header['status'];
  const finished = status === undefined || status === 'success';
  const stopReason = finished
    ? undefined
    : `the Inspect run ended with status ${shortJson(status)}${
        isPlainObject(header['error']) && typeof header['error']['message'] === 'string'
          ? `: ${clip(header['error']['message'], 200)}`
          : ''
      }`;
  return collector.finish(
    options.benchmarkName ?? (typeof task === 'string' && task !== '' ? task : stemOf(file)),
    file,
    {
      order: (a, b) => {
        const na = numeric.has(a.id);
        const nb = numeric.has(b.id);
        if (na && nb) return Number(a.id) - Number(b.id);
        if (na !== nb) return na ? -1 : 1;
        return compareCodePoints(a.id, b.id);
      },
      stopReason,
    },
  );
}

function compareIds(a: Epoch, b: Epoch): number {
  if (a.numeric && b.numeric) return Number(a.id) - Number(b.id);
  if (a.numeric !== b.numeric) return a.numeric ? -1 : 1;
  return compareCodePoints(a.id, b.id);
}
