import { Refusal, type RefusalDetail } from '../../core/errors.js';
import {
  deepNestingOffset,
  lineAndColumn,
  locateSyntaxError,
  MAX_JSON_DEPTH,
} from '../../evidence/json.js';
import { isBlank, isPlainObject, shortJson, typeName } from '../../evidence/paths.js';
import { pyTruthy } from '../common.js';
import { DEFAULT_MAX_LINE_BYTES } from '../jsonl/jsonl.js';
import { parseDottedPath, walk, type DottedPath, type Walked } from '../paths.js';
import {
  BenchCollector,
  clip,
  gradeValue,
  latencyOf,
  outputText,
  stemOf,
  taskIdOf,
  type BenchImport,
  type BenchImportOptions,
} from './shared.js';

/**
 * Outcome logs as JSON Lines, in collection order: one attempt per line, with
 * the task at one dotted path and its pass/fail (or score) at another. A
 * task's run numbers are the order its lines appear in.
 */

const CODE = 'import.bench-jsonl' as const;
const BOM = '\uFEFF';

type PathSetting =
  'taskPath' | 'outcomePath' | 'errorPath' | 'outputPath' | 'latencyPath' | 'promptPath';

const PATH_NAMES: Readonly<Record<PathSetting, string>> = {
  taskPath: 'the task path',
  outcomePath: 'the outcome path',
  errorPath: 'the error path',
  outputPath: 'the output path',
  latencyPath: 'the latency path',
  promptPath: 'the prompt path',
};

function refuseAt(
  file: string,
  line: number,
  message: string,
  detail: RefusalDetail = {},
  code: typeof CODE | 'import.bench-score' | 'json.depth' = CODE,
): never {
  throw new Refusal(code, message, `${file}:${line}`, detail);
}

function optionalPath(text: string | undefined, setting: PathSetting): DottedPath | null {
  return text === undefined ? null : parseDottedPath(text, setting);
}

/** Reads an outcome log given as JSONL text (a BOM and CRLF line ends are fine). */
export function benchFromOutcomeJsonl(
  text: string,
  file: string,
  options: BenchImportOptions = {},
): BenchImport {
  const task = parseDottedPath(options.taskPath ?? 'task', 'taskPath');
  const outcome = parseDottedPath(options.outcomePath ?? 'outcome', 'outcomePath');
  const error = optionalPath(options.errorPath, 'errorPath');
  const output = optionalPath(options.outputPath, 'outputPath');
  const latency = optionalPath(options.latencyPath, 'latencyPath');
  const prompt = optionalPath(options.promptPath, 'promptPath');
  const maxBytes = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
  const agent = options.agentName ?? stemOf(file);
  const collector = new BenchCollector(CODE);

  function missing(path: DottedPath, setting: PathSetting, at: Walked, n: number): never {
    const where = at.found ? path.text : `${at.at}: ${at.reason}`;
    refuseAt(
      file,
      n,
      `nothing at "${path.text}" (${where}); set ${PATH_NAMES[setting]} to where it is`,
      { setting },
    );
  }

  const lines = text.split('\n');
  let rows = 0;
  for (let i = 0; i < lines.length; i++) {
    const n = i + 1;
    let line = lines[i] as string;
    if (line.length > 0 && line.charCodeAt(line.length - 1) === 13) line = line.slice(0, -1);
    if (n === 1 && line.startsWith(BOM)) line = line.slice(1);
    // A UTF-16 code unit is at most 3 UTF-8 bytes: count bytes only when it could matter.
    if (line.length * 3 > maxBytes && Buffer.byteLength(line, 'utf8') > maxBytes) {
      refuseAt(
        file,
        n,
        `the line is longer than ${maxBytes.toLocaleString('en')} bytes (${Buffer.byteLength(line, 'utf8').toLocaleString('en')}); expected one JSON object per line`,
      );
    }
    if (line.length === 0 || isBlank(line)) continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (e) {
      const spot = locateSyntaxError(line);
      const trimmed = line.trim();
      const document =
        n <= 2 && (trimmed === '{' || trimmed === '[' || /^"[^"]*"\s*:/.test(trimmed))
          ? '. It looks like one JSON document written over several lines, not JSON Lines: import a promptfoo export or an Inspect log as what it is'
          : '';
      refuseAt(
        file,
        n,
        (spot === null
          ? `not valid JSON (${e instanceof Error ? e.message : String(e)})`
          : `not valid JSON: expected ${spot.expected} at column ${lineAndColumn(line, spot.offset).column}`) +
          document,
        document === '' ? {} : { setting: 'format' },
      );
    }
    const deep = deepNestingOffset(line, MAX_JSON_DEPTH);
    if (deep >= 0) {
      refuseAt(
        file,
        n,
        `arrays and objects nest more than ${MAX_JSON_DEPTH} levels deep at column ${lineAndColumn(line, deep).column}; no outcome line needs that`,
        {},
        'json.depth',
      );
    }
    if (!isPlainObject(value)) {
      refuseAt(file, n, `expected one JSON object per line, found ${typeName(value)}`);
    }
    rows++;

    const taskAt = walk(value, task);
    if (!taskAt.found) {
      const hint = ['response', 'success', 'provider'].every((k) => Object.hasOwn(value, k))
        ? ". This looks like a row of promptfoo's JSON Lines export: import it as a promptfoo export"
        : options.taskPath === undefined && Object.hasOwn(value, 'input')
          ? ' (this line has an "input": is it the task? then set the task path to "input")'
          : '';
      refuseAt(
        file,
        n,
        `no task at "${task.text}" (${taskAt.at}: ${taskAt.reason}); set the task path to where the task id is${hint}`,
        { setting: 'taskPath' },
      );
    }
    const id = taskIdOf(taskAt.value);
    if (typeof id === 'string') refuseAt(file, n, `${task.text}: ${id}`);

    let promptText: string | null = null;
    if (prompt !== null) {
      const at = walk(value, prompt);
      if (!at.found) missing(prompt, 'promptPath', at, n);
      if (typeof at.value !== 'string') {
        refuseAt(
          file,
          n,
          `${prompt.text}: expected the task's prompt (a string), found ${typeName(at.value)}`,
        );
      }
      promptText = at.value;
    }
    collector.task(id.id, `${file}:${n}`, { numeric: id.numeric, prompt: promptText });

    let ms: number | undefined;
    if (latency !== null) {
      const at = walk(value, latency);
      if (at.found && at.value !== null) {
        const v = latencyOf(at.value);
        if (typeof v === 'string') refuseAt(file, n, `${latency.text}: ${v}`);
        ms = v;
      }
    }

    // An error recorded on the line makes the attempt an ERROR, whatever its outcome says.
    if (error !== null) {
      const at = walk(value, error);
      if (at.found && pyTruthy(at.value)) {
        const message = typeof at.value === 'string' ? at.value : shortJson(at.value, 200);
        collector.attempt(agent, id.id, 'error', { error: clip(message, 500), ms });
        continue;
      }
    }
    const at = walk(value, outcome);
    if (!at.found) {
      const hint =
        options.outcomePath === undefined && Object.hasOwn(value, 'decision')
          ? ' (this line has a "decision": is it the outcome? then set the outcome path to "decision")'
          : '';
      refuseAt(
        file,
        n,
        `no outcome at "${outcome.text}" (${at.at}: ${at.reason}); set the outcome path to where the pass/fail or score is${hint}`,
        { setting: 'outcomePath' },
      );
    }
    const graded = gradeValue(at.value, options.threshold);
    if ('problem' in graded) {
      refuseAt(
        file,
        n,
        `${outcome.text}: ${graded.problem}`,
        graded.code === undefined ? {} : { setting: 'threshold' },
        graded.code ?? CODE,
      );
    }
    if (graded.outcome === 'error') {
      collector.attempt(agent, id.id, 'error', { error: graded.error, ms });
      continue;
    }
    let out: string | undefined;
    if (output !== null) {
      const o = walk(value, output);
      if (o.found) out = outputText(o.value);
    }
    collector.attempt(agent, id.id, graded.outcome, { output: out, ms });
  }
  if (rows === 0) {
    throw new Refusal(
      CODE,
      text.replace(BOM, '').length === 0
        ? 'the file is empty; expected one JSON object per line, each with a task and an outcome'
        : 'no rows: every line is blank; expected one JSON object per line, each with a task and an outcome',
      file,
    );
  }
  return collector.finish(options.benchmarkName ?? stemOf(file), file);
}
