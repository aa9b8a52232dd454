// YAML files of ours (benchmarks, agentverity.yml) read into plain values with
// where each node is, so every refusal names the file, the line and the JSON path:
// the parse (one BOM dropped, repeated keys refused, aliases, depth and size
// bounded), the line of a JSON path, and the wording of a refusal of many problems.
import { Refusal } from '../core/errors.js';
import { findLoneSurrogate } from './json.js';
import { bytesText, LIMITS, measure } from './limits.js';
import { jsonPath, typeName, type PathPart } from './paths.js';
import { jsonOffsetOf, lineAt, parseJsonShapedYaml } from './yaml-json.js';

type YamlModule = typeof import('yaml');
type YamlDocument = ReturnType<YamlModule['parseDocument']>;
type YamlLineCounter = InstanceType<YamlModule['LineCounter']>;

/**
 * A parsed YAML document with what is needed to find the line of a JSON path in
 * it, or (a document written as JSON) its text, scanned when a line is asked for.
 */
export type Located =
  | { readonly doc: YamlDocument; readonly lines: YamlLineCounter; readonly yaml: YamlModule }
  | { readonly json: string };

/** The line (1-based) of the node at `parts`, or of its nearest ancestor present in the file. */
export function lineOf(at: Located, parts: readonly PathPart[], atKey: boolean): number {
  if ('json' in at) return lineAt(at.json, jsonOffsetOf(at.json, parts, atKey));
  const { yaml } = at;
  let node: unknown = at.doc.contents;
  let offset = rangeStart(node) ?? 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const last = i === parts.length - 1;
    if (yaml.isMap(node)) {
      const pair = node.items.find((p) => yaml.isScalar(p.key) && String(p.key.value) === part);
      if (pair === undefined) break;
      const keyStart = rangeStart(pair.key);
      if (last && atKey && keyStart !== null) return at.lines.linePos(keyStart).line;
      node = pair.value;
      const start = rangeStart(node) ?? keyStart;
      if (start !== null) offset = start;
    } else if (yaml.isSeq(node) && typeof part === 'number') {
      node = node.items[part];
      const start = rangeStart(node);
      if (start === null) break;
      offset = start;
    } else break;
  }
  return at.lines.linePos(offset).line;
}

function rangeStart(node: unknown): number | null {
  const range = (node as { range?: unknown } | null | undefined)?.range;
  return Array.isArray(range) && typeof range[0] === 'number' ? range[0] : null;
}

/**
 * What a refusal of a YAML file with its problems says, and where, each at its
 * line and JSON path: one problem is named at its place; several are listed
 * under one heading (`not a valid <what>`), at most ten, then how many more.
 * The caller throws it with the first problem's code.
 */
export function locatedRefusal(
  problems: readonly {
    readonly path: readonly PathPart[];
    readonly atKey?: boolean;
    readonly message: string;
  }[],
  file: string,
  at: Located,
  what: string,
): { readonly message: string; readonly where: string } {
  type P = (typeof problems)[number];
  const place = (p: P): string => {
    const json = jsonPath(p.path);
    return `${file}:${lineOf(at, p.path, p.atKey === true)}${json === '' ? '' : `: ${json}`}`;
  };
  const first = problems[0] as P;
  if (problems.length === 1) return { message: first.message, where: place(first) };
  const shown = problems
    .slice(0, 10)
    .map((p) => `  - ${place(p).slice(file.length + 1)}: ${p.message}`);
  const more = problems.length - shown.length;
  if (more > 0) shown.push(`  - … and ${more} more problem${more === 1 ? '' : 's'}`);
  return {
    message: `not a valid ${what} (${problems.length} problems; line: JSON path):\n${shown.join('\n')}`,
    where: file,
  };
}

const TOO_DEEP = `sequences and mappings nest too deeply to read (the limit is ${LIMITS.depth} levels, docs/limits.md)`;

/** What the YAML library (or the engine under it) threw, in the user's terms, never its words. */
function yamlEngineWords(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof RangeError || /call stack/i.test(message))
    return `${TOO_DEEP}; no file we read needs that`;
  if (/alias/i.test(message)) {
    return `the document uses aliases (*name) more than ${LIMITS.yamlAliases} times, or expands them too far (docs/limits.md); write the values out`;
  }
  return 'the YAML cannot be read as data (it uses a feature this reader does not take: custom tags, merge keys that are not mappings)';
}

/** The codes and words a YAML format of ours refuses a document with. */
export interface YamlFormat {
  readonly syntax: 'benchmark.syntax' | 'config.syntax';
  readonly invalid: 'benchmark.invalid' | 'config.invalid';
  /** What the file should hold, after "expected" ("a benchmark (version, name, tasks)"). */
  readonly what: string;
  /** The top-level mapping, after "expected" ("a mapping with version, name and tasks"). */
  readonly mapping: string;
}

/**
 * Parses YAML text (one leading BOM dropped; a repeated key refused) into a plain
 * value that is a mapping, keeping where each node is for line-numbered refusals.
 * The `yaml` package is loaded only here, when a YAML file is read.
 */
export async function parseYamlText(
  text: string,
  file: string,
  format: YamlFormat,
): Promise<{ value: Record<string, unknown>; at: Located }> {
  const yaml = await import('yaml');
  const lines = new yaml.LineCounter();
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (body.length > LIMITS.yamlBytes) {
    throw new Refusal(
      'file.too-large',
      `the file is too large: ${body.length.toLocaleString('en')} characters, over the limit of ${bytesText(LIMITS.yamlBytes)} for a YAML file (docs/limits.md)`,
      file,
    );
  }
  // Written as JSON: read as JSON (linear and fast; the same value YAML gives).
  const asJson = parseJsonShapedYaml(body);
  if (asJson !== null) return boundedMapping(asJson, { json: body }, file, format);
  let doc: YamlDocument;
  try {
    doc = yaml.parseDocument(body, {
      lineCounter: lines,
      prettyErrors: false,
      uniqueKeys: true,
    });
  } catch (error) {
    throw new Refusal(format.syntax, yamlEngineWords(error), `${file}:1`);
  }
  const at: Located = { doc, lines, yaml };
  const syntax = doc.errors[0];
  if (syntax !== undefined) {
    const pos = lines.linePos(syntax.pos[0]);
    const message = syntax.message.split('\n')[0] ?? syntax.message;
    throw new Refusal(
      format.syntax,
      syntax.code === 'DUPLICATE_KEY'
        ? `a key is given twice in one mapping (${message.slice(0, 200)}); give each key once`
        : syntax.code === 'RESOURCE_EXHAUSTION' || /call stack/i.test(message)
          ? `${TOO_DEEP}; no file we read needs that`
          : `not valid YAML: ${message.slice(0, 300)}`,
      `${file}:${pos.line}:${pos.col}`,
    );
  }
  if (body.trim() === '') {
    throw new Refusal(format.invalid, `the file is empty; expected ${format.what}`, file);
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: LIMITS.yamlAliases });
  } catch (error) {
    throw new Refusal(format.syntax, yamlEngineWords(error), `${file}:1`);
  }
  return boundedMapping(value, at, file, format);
}

/** The parsed value, held to the limits, as the top-level mapping of the format. */
function boundedMapping(
  value: unknown,
  at: Located,
  file: string,
  format: YamlFormat,
): { value: Record<string, unknown>; at: Located } {
  // Bounded before anything else looks at it: a cyclic alias (`tasks: &t [*t]`),
  // nesting deeper than the limit, a string too long or too many values.
  const breach = measure(value);
  if (breach !== null) {
    const json = jsonPath(breach.path);
    throw new Refusal(
      breach.limit === 'cycle' ? format.syntax : 'file.limit',
      breach.limit === 'cycle'
        ? 'an alias (*name) refers to a node that holds it, so the value would contain itself; write the value out instead of the alias'
        : breach.message,
      `${file}:${lineOf(at, breach.path, false)}${json === '' ? '' : `: ${json}`}`,
    );
  }
  // A lone surrogate has no UTF-8 form (no digest, no evidence can hold it): refused at its place.
  const lone = findLoneSurrogate(value);
  if (lone !== null) {
    const json = jsonPath(lone.path);
    throw new Refusal(
      'json.lone-surrogate',
      `expected text that can be written as UTF-8, found a lone surrogate U+${lone.unit.toString(16).toUpperCase()} (an unpaired \\u escape)${lone.inKey ? ' in this key' : ''}`,
      `${file}:${lineOf(at, lone.path, lone.inKey)}${json === '' ? '' : `: ${json}`}`,
    );
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Refusal(
      format.invalid,
      `expected ${format.mapping}, found ${typeName(value)}`,
      `${file}:1`,
    );
  }
  return { value: value as Record<string, unknown>, at };
}
