// Recorded runs → one Evidence: our evidence files, the reference's, and other
// tools' output (each importer of src/importers/registry.ts), merged in a fixed order.
import path from 'node:path';
import {
  Refusal,
  serialiseSuite,
  type DecisionSuite,
  type Evidence,
  type Isolation,
} from '../core/index.js';
import {
  digestOf,
  digestOfEvidence,
  hasShards,
  mergeEvidence,
  mergeShards,
  readEvidencePart,
  readSuite,
  type EvidencePart,
} from '../evidence/index.js';
import { importerOf, type ImportSettingKey } from '../importers/registry.js';
import {
  IMPORT_KINDS,
  recordedOf,
  type ImportKind,
  type RecordedKind,
  type Settings,
} from './settings.js';

/** Evidence read from recorded runs, ready for `assess`. */
export interface LoadedEvidence {
  readonly evidence: Evidence;
  /** The files read, as the settings named them (globs expanded), in merge order. */
  readonly sources: readonly string[];
  /** Each file read and how it was read, in merge order. */
  readonly parts: readonly { readonly file: string; readonly kind: RecordedKind }[];
  /** Settings recorded by the tool that collected the evidence (a single file of ours, or shards of one run). */
  readonly collectedSettings: Readonly<Record<string, unknown>>;
  /** The decision suite read from `suite`, or null. */
  readonly suite: DecisionSuite | null;
  /**
   * The digest of the suite the evidence was collected against, when it is
   * assessed without it (`withoutSuite`): every report says so first. Else null.
   */
  readonly suiteNotApplied: string | null;
  /** The digest of the suite the evidence records it was collected against, or null. */
  readonly collectedSuiteDigest: string | null;
  /** SHA-256 over the evidence's canonical JSON (DESIGN.md §5), computed when first read. */
  readonly digest: string;
  /** When the files were shards of one run: its shard count and the shards given. */
  readonly shards: { readonly count: number; readonly present: readonly number[] } | null;
}

/** Expands globs (sorted matches; a pattern matching nothing is refused), keeps plain paths. */
async function expand(
  patterns: readonly string[],
  setting: RecordedKind,
  cwd: string,
): Promise<string[]> {
  const out: string[] = [];
  for (const pattern of patterns) {
    // The glob matcher loads only for a pattern with a glob character in it.
    const globbing = /[*?[\]{}()!+@]/.test(pattern) ? await import('tinyglobby') : null;
    if (globbing === null || !globbing.isDynamicPattern(pattern)) {
      out.push(pattern);
      continue;
    }
    const matches = await globbing.glob(pattern, {
      cwd,
      onlyFiles: true,
      expandDirectories: false,
    });
    if (matches.length === 0) {
      throw new Refusal(
        'usage.glob',
        `no file matches the pattern ${JSON.stringify(pattern)}`,
        undefined,
        { setting },
      );
    }
    out.push(...matches.sort());
  }
  return out;
}

function pick<K extends keyof Settings>(
  settings: Settings,
  keys: readonly K[],
): { [P in K]?: string } {
  const out: { [P in K]?: string } = {};
  for (const key of keys) {
    const value = settings[key];
    if (typeof value === 'string') out[key] = value as never;
  }
  return out;
}

/**
 * Reads every recorded run the settings name and merges them: evidence files
 * first, then the imported files, each in the order given (globs in sorted
 * order). The settings must have passed checkSettings (one import kind, a suite
 * for an importer that requires one).
 */
export async function loadRecorded(settings: Settings, cwd: string): Promise<LoadedEvidence> {
  const kinds = recordedOf(settings).filter((k): k is ImportKind =>
    (IMPORT_KINDS as readonly string[]).includes(k),
  );
  const kind: ImportKind | null = kinds[0] ?? null;

  let suite: DecisionSuite | null = null;
  if (settings.suite !== undefined) suite = await readSuite(path.resolve(cwd, settings.suite));

  const planned: { file: string; kind: RecordedKind }[] = [];
  for (const file of await expand(settings.evidence ?? [], 'evidence', cwd)) {
    planned.push({ file, kind: 'evidence' });
  }
  if (kind !== null) {
    for (const file of await expand(settings[kind] ?? [], kind, cwd)) planned.push({ file, kind });
  }
  const seen = new Map<string, string>();
  for (const p of planned) {
    const abs = path.resolve(cwd, p.file);
    const before = seen.get(abs);
    if (before !== undefined) {
      throw new Refusal(
        'usage.duplicate-source',
        `the file ${p.file} is named twice${before === p.file ? '' : ` (also as ${before})`}; merging it with itself would count its runs twice`,
        undefined,
        { setting: p.kind },
      );
    }
    seen.set(abs, p.file);
  }

  const isolation: Isolation = settings.isolation ?? 'unknown';
  const parts: EvidencePart[] = [];
  for (const p of planned) {
    const abs = path.resolve(cwd, p.file);
    switch (p.kind) {
      case 'evidence': {
        // Read case by case; of the file only its head is kept: its observations are in the evidence.
        const read = await readEvidencePart(abs);
        parts.push({
          evidence: read.evidence,
          ...(read.file ? { file: read.file } : {}),
          name: p.file,
        });
        break;
      }
      default: {
        // Each importer loads only when its kind of file is read (src/importers/registry.ts).
        const importer = importerOf(p.kind);
        parts.push({
          evidence: await importer.load(abs, {
            isolation,
            ...(settings.layer === undefined ? {} : { layer: settings.layer }),
            suite,
            options: pick(
              settings,
              importer.settings.filter(
                (k): k is Exclude<ImportSettingKey, 'layer'> => k !== 'layer',
              ),
            ),
          }),
          name: p.file,
        });
        break;
      }
    }
  }

  if (parts.length === 0) {
    throw new Refusal('settings.no-recorded', 'needs recorded runs', undefined, {
      setting: 'evidence',
    });
  }
  // Shards of one run merge into that run's evidence, with its settings and suite digest.
  const shards = hasShards(parts) ? mergeShards(parts) : null;
  const only = parts.length === 1 ? parts[0] : undefined;
  let evidence =
    shards !== null ? shards.evidence : only !== undefined ? only.evidence : mergeEvidence(parts);
  // With shards (or some of their inputs) missing, the suite's cases are not all there:
  // as for a live run that left cases out, the contract and route table wait for every shard.
  if (
    shards !== null &&
    suite !== null &&
    (shards.shards.present.length < shards.shards.count || shards.shards.positionsMissing > 0)
  ) {
    suite = null;
    evidence = {
      ...evidence,
      stopReason: `${evidence.stopReason ?? 'shards are missing'}; the suite's contract and route table are left out until every shard is given, with all its inputs`,
    };
  }
  const collectedSettings =
    shards !== null ? shards.settings : only?.file ? only.file.settings : {};
  // The digest covers the suite digest the evidence was collected against, as the run's own does.
  const suiteDigest = shards !== null ? shards.suiteDigest : (only?.file?.suite?.digest ?? null);
  const collectedSuiteDigest = suiteDigest ?? recordedSuiteDigest(parts);
  const suiteNotApplied = judgedWithoutSuite(settings, collectedSuiteDigest, planned);
  if (settings.suite !== undefined && suite !== null) {
    sameSuite(collectedSuiteDigest, digestOf(serialiseSuite(suite)), settings.suite, planned);
  }
  // Computed on first use: the text report does not print it.
  let digest: string | undefined;
  return {
    evidence,
    sources: planned.map((p) => p.file),
    parts: planned,
    collectedSettings,
    suite,
    suiteNotApplied,
    collectedSuiteDigest,
    shards: shards === null ? null : shards.shards,
    get digest(): string {
      digest ??= digestOfEvidence(evidence, collectedSettings, suiteDigest);
      return digest;
    },
  };
}

/** The first suite digest any evidence file records (merging refuses two different ones). */
function recordedSuiteDigest(parts: readonly EvidencePart[]): string | null {
  for (const p of parts) {
    const digest = p.file?.suite?.digest;
    if (typeof digest === 'string') return digest;
  }
  return null;
}

/**
 * Evidence is judged against what it was collected for. Evidence that records
 * the suite it was collected against, read without a suite, would pass as if
 * there were no contract: it is refused, unless `withoutSuite` says the contract
 * is not to be applied (then the digest is returned, for every report to say so
 * first). `withoutSuite` beside `suite`, or on evidence that records no suite,
 * asks for something that cannot be, and is refused too.
 */
function judgedWithoutSuite(
  settings: Settings,
  collected: string | null,
  planned: readonly { readonly file: string }[],
): string | null {
  const without = settings.withoutSuite === true;
  const where = planned.map((p) => p.file).join(' + ') || undefined;
  if (without && settings.suite !== undefined) {
    throw new Refusal(
      'settings.suite-not-given',
      'give either `suite` (apply its contract) or `withoutSuite` (do not), not both',
      undefined,
      { setting: 'withoutSuite' },
    );
  }
  if (settings.suite !== undefined || collected === null) {
    if (without) {
      throw new Refusal(
        'settings.suite-not-given',
        'the evidence records no decision suite, so there is no contract to leave out: drop `withoutSuite`',
        where,
        { setting: 'withoutSuite' },
      );
    }
    return null;
  }
  if (without) return collected;
  throw new Refusal(
    'settings.suite-not-given',
    `the evidence was collected against the decision suite with digest ${collected}, but no suite was given, so its contract (required decisions, targets) would not be applied: give that suite with \`suite\`, or \`withoutSuite\` to assess without its contract (every report then says so)`,
    where,
    { setting: 'suite' },
  );
}

/**
 * Evidence collected against one suite is not judged against another: its cases,
 * routes and contract are the ones it was collected for. A given suite whose digest
 * differs from the one the evidence records is refused, naming both.
 */
function sameSuite(
  collected: string | null,
  given: string,
  suiteFile: string,
  planned: readonly { readonly file: string }[],
): void {
  if (collected === null || collected === given) return;
  const where = planned.map((p) => p.file).join(' + ') || undefined;
  throw new Refusal(
    'settings.suite-mismatch',
    `the evidence was collected against the decision suite with digest ${collected}, but the suite given (${suiteFile}) has digest ${given}, so its contract and routes are not the ones the evidence was collected for: collect the evidence again with this suite, or give the suite it was collected against`,
    where,
    { setting: 'suite', data: { recordedDigest: collected, givenDigest: given } },
  );
}
