import path from 'node:path';
import { Option, type Command } from 'commander';
import { glob, isDynamicPattern } from 'tinyglobby';
import type { Evidence } from '../core/index.js';
import {
  ISOLATIONS,
  LAYERS,
  Refusal,
  type DecisionSuite,
  type Isolation,
  type Layer,
} from '../core/index.js';
import {
  digestOfEvidence,
  mergeEvidence,
  readEvidence,
  readSuite,
  type EvidenceFile,
} from '../evidence/index.js';
import { importInspect, importJsonl, importPromptfoo } from '../importers/index.js';
import type { CliIo } from './io.js';

/** Where a command reads recorded runs from: evidence files or another tool's output. */
export interface SourceOptions {
  readonly evidence?: readonly string[];
  readonly promptfoo?: readonly string[];
  readonly jsonl?: readonly string[];
  readonly inspect?: readonly string[];
  readonly inputPath?: string;
  readonly decisionPath?: string;
  readonly textPath?: string;
  readonly toolsPath?: string;
  readonly score?: string;
  readonly provider?: string;
  readonly promptId?: string;
  readonly layer?: string;
  readonly isolation?: string;
  /** The decision suite: required by --promptfoo, gives `expected` to --jsonl and --inspect. */
  readonly suite?: string;
}

export type SourceKind = 'evidence' | 'promptfoo' | 'jsonl' | 'inspect';
const IMPORT_KINDS = ['promptfoo', 'jsonl', 'inspect'] as const;
type ImportKind = (typeof IMPORT_KINDS)[number];

/** Evidence loaded from the command line, ready for `assess`. */
export interface LoadedEvidence {
  readonly evidence: Evidence;
  /** The files read, as the user named them (globs expanded), in merge order. */
  readonly sources: readonly string[];
  /** Each file read and how it was read, in merge order. */
  readonly parts: readonly { readonly file: string; readonly kind: SourceKind }[];
  /** Settings recorded by the tool that collected the evidence (ours only). */
  readonly collectedSettings: Readonly<Record<string, unknown>>;
  /** SHA-256 over the evidence's canonical JSON (DESIGN.md §5), computed when first read. */
  readonly digest: string;
}

/**
 * Flags that shape an import, and the import kinds each applies to. A flag given
 * without a source it applies to is refused, not ignored.
 */
const IMPORT_FLAGS: readonly {
  readonly key: keyof SourceOptions;
  readonly flag: string;
  readonly kinds: readonly ImportKind[];
}[] = [
  { key: 'inputPath', flag: '--input-path', kinds: ['promptfoo', 'jsonl'] },
  { key: 'decisionPath', flag: '--decision-path', kinds: ['promptfoo', 'jsonl', 'inspect'] },
  { key: 'textPath', flag: '--text-path', kinds: ['jsonl'] },
  { key: 'toolsPath', flag: '--tools-path', kinds: ['jsonl'] },
  { key: 'score', flag: '--score', kinds: ['inspect'] },
  { key: 'provider', flag: '--provider', kinds: ['promptfoo'] },
  { key: 'promptId', flag: '--prompt-id', kinds: ['promptfoo'] },
  { key: 'layer', flag: '--layer', kinds: ['jsonl', 'inspect'] },
  { key: 'isolation', flag: '--isolation', kinds: ['promptfoo', 'jsonl', 'inspect'] },
];

export function addSourceOptions(command: Command): Command {
  return command
    .option(
      '--evidence <files...>',
      'evidence files (ours or agentverity.evidence/v2) or globs; several are merged in order',
    )
    .option(
      '--promptfoo <files...>',
      'promptfoo result exports (promptfoo eval --repeat N --output FILE); needs --suite',
    )
    .option(
      '--jsonl <files...>',
      'JSON Lines logs, one run per line in the order the runs happened',
    )
    .option('--inspect <files...>', 'Inspect AI eval logs run with epochs (.eval or .json)')
    .option(
      '--input-path <path>',
      'dotted path of the input in each row (promptfoo default prompt.raw, jsonl default input)',
    )
    .option(
      '--decision-path <path>',
      'dotted path of the decision: in structured promptfoo output, in a JSONL row (default decision) or in an Inspect sample',
    )
    .option('--text-path <path>', "dotted path of the agent's text in a JSONL row")
    .option(
      '--tools-path <path>',
      'dotted path of the tool path (list of tool names) in a JSONL row',
    )
    .option('--score <name>', 'Inspect: the score whose answer is the decision')
    .option('--provider <id>', 'promptfoo: read only this provider (id or label)')
    .option('--prompt-id <id>', 'promptfoo: read only this prompt (id or index)')
    .addOption(
      new Option(
        '--layer <layer>',
        'what is compared for imports: verdict (default), text or tools',
      ).choices([...LAYERS]),
    )
    .addOption(
      new Option(
        '--isolation <isolation>',
        'how independent the imported repeats were (default unknown; evidence files record their own)',
      ).choices([...ISOLATIONS]),
    );
}

/** True when the options name at least one source. */
export function hasSource(options: SourceOptions): boolean {
  return (['evidence', ...IMPORT_KINDS] as const).some((k) => (options[k] ?? []).length > 0);
}

/** Refuses a command line that names no source of recorded runs. */
export function requireSource(options: SourceOptions, command = 'assess'): void {
  if (!hasSource(options)) {
    throw new Refusal(
      'usage.assess-source',
      `${command} needs recorded runs: give --evidence FILE, or import them with --promptfoo FILE --suite SUITE, --jsonl FILE or --inspect FILE`,
    );
  }
}

/** Expands globs (sorted matches; a pattern matching nothing is refused), keeps plain paths. */
async function expand(patterns: readonly string[], flag: string, cwd: string): Promise<string[]> {
  const out: string[] = [];
  for (const pattern of patterns) {
    if (!isDynamicPattern(pattern)) {
      out.push(pattern);
      continue;
    }
    const matches = await glob(pattern, { cwd, onlyFiles: true, expandDirectories: false });
    if (matches.length === 0) {
      throw new Refusal(
        'usage.glob',
        `no file matches the pattern ${JSON.stringify(pattern)}`,
        flag,
      );
    }
    out.push(...matches.sort());
  }
  return out;
}

function checkFlags(options: SourceOptions, kind: ImportKind | null): void {
  for (const { key, flag, kinds } of IMPORT_FLAGS) {
    if (options[key] === undefined) continue;
    if (kind === null) {
      throw new Refusal(
        'usage.source-flag',
        key === 'isolation'
          ? 'an evidence file records its own isolation; --isolation applies only to imported runs (--promptfoo, --jsonl, --inspect)'
          : `${flag} applies only to imported runs (${kinds.map((k) => `--${k}`).join(', ')})`,
        flag,
      );
    }
    if (!kinds.includes(kind)) {
      throw new Refusal(
        'usage.source-flag',
        `${flag} does not apply to --${kind}; it applies to ${kinds.map((k) => `--${k}`).join(', ')}`,
        flag,
      );
    }
  }
}

/**
 * Reads every source named on the command line and merges them: `--evidence`
 * files first, then the imported files, each in command-line order (globs in
 * sorted order). One import kind per command; evidence files may join it when
 * their layer and isolation agree.
 */
export async function loadEvidence(options: SourceOptions, io: CliIo): Promise<LoadedEvidence> {
  requireSource(options);
  const kinds = IMPORT_KINDS.filter((k) => (options[k] ?? []).length > 0);
  if (kinds.length > 1) {
    throw new Refusal(
      'usage.source-kinds',
      `import one kind of run at a time: ${kinds.map((k) => `--${k}`).join(' and ')} were both given (evidence files may be added with --evidence)`,
    );
  }
  const kind: ImportKind | null = kinds[0] ?? null;
  checkFlags(options, kind);

  let suite: DecisionSuite | null = null;
  if (options.suite !== undefined) suite = await readSuite(path.resolve(io.cwd, options.suite));
  if (kind === 'promptfoo' && suite === null) {
    throw new Refusal(
      'usage.promptfoo-suite',
      'a promptfoo export is read against the reviewed cases: give --suite SUITE (rows are matched to its inputs)',
      '--promptfoo',
    );
  }

  const planned: { file: string; kind: SourceKind }[] = [];
  for (const file of await expand(options.evidence ?? [], '--evidence', io.cwd)) {
    planned.push({ file, kind: 'evidence' });
  }
  if (kind !== null) {
    for (const file of await expand(options[kind] ?? [], `--${kind}`, io.cwd)) {
      planned.push({ file, kind });
    }
  }
  const seen = new Map<string, string>();
  for (const p of planned) {
    const abs = path.resolve(io.cwd, p.file);
    const before = seen.get(abs);
    if (before !== undefined) {
      throw new Refusal(
        'usage.duplicate-source',
        `the file ${p.file} is named twice${before === p.file ? '' : ` (also as ${before})`}; merging it with itself would count its runs twice`,
      );
    }
    seen.set(abs, p.file);
  }

  const isolation = (options.isolation ?? 'unknown') as Isolation;
  const layer = (options.layer ?? 'verdict') as Layer;
  const parts: { evidence: Evidence; file?: EvidenceFile; name: string }[] = [];
  for (const p of planned) {
    const abs = path.resolve(io.cwd, p.file);
    switch (p.kind) {
      case 'evidence': {
        const read = await readEvidence(abs);
        parts.push({
          evidence: read.evidence,
          ...(read.file ? { file: read.file } : {}),
          name: p.file,
        });
        break;
      }
      case 'promptfoo':
        parts.push({
          evidence: await importPromptfoo(abs, suite as DecisionSuite, {
            isolation,
            ...pick(options, ['inputPath', 'decisionPath', 'provider', 'promptId']),
          }),
          name: p.file,
        });
        break;
      case 'jsonl':
        parts.push({
          evidence: await importJsonl(abs, {
            isolation,
            layer,
            suite,
            ...pick(options, ['inputPath', 'decisionPath', 'textPath', 'toolsPath']),
          }),
          name: p.file,
        });
        break;
      case 'inspect':
        parts.push({
          evidence: await importInspect(abs, {
            isolation,
            layer,
            suite,
            ...pick(options, ['decisionPath', 'score']),
          }),
          name: p.file,
        });
        break;
    }
  }

  const evidence =
    parts.length === 1 ? (parts[0] as (typeof parts)[number]).evidence : mergeEvidence(parts);
  const only = parts.length === 1 ? parts[0] : undefined;
  const collectedSettings = only?.file ? only.file.settings : {};
  // Computed on first use: the text report does not print it.
  let digest: string | undefined;
  return {
    evidence,
    sources: planned.map((p) => p.file),
    parts: planned,
    collectedSettings,
    get digest(): string {
      digest ??= digestOfEvidence(evidence, collectedSettings);
      return digest;
    },
  };
}

function pick<K extends keyof SourceOptions>(
  options: SourceOptions,
  keys: readonly K[],
): { [P in K]?: string } {
  const out: { [P in K]?: string } = {};
  for (const key of keys) {
    const value = options[key];
    if (typeof value === 'string') out[key] = value as never;
  }
  return out;
}
