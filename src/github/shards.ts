// Shards in GitHub Actions (docs/sharding.md, "The GitHub Actions matrix"): a
// shard run uploads its artifact as `<artifact-name>-shard-<I>-of-<N>`, and
// `mode: merge` downloads every artifact of the current workflow run whose name
// matches `artifact-pattern`, each into its own folder, and hands their
// `evidence.json` files to the gate as recorded evidence. Whether the shards
// belong together (one suite, one set of settings, no duplicate, none missing)
// is the engine's merge to judge, not this file's.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { Refusal } from '../app/vocabulary.js';
import { describeThrown } from '../core/util/thrown.js';
import type { ListedArtifact } from './artifact.js';
import type { RunArtifactsPort } from './ports.js';

export const DEFAULT_ARTIFACT_PATTERN = 'agentverity-shard-*';

/** The evidence file the gate writes into its artifact (main.ts `reportFilesIn`). */
export const SHARD_EVIDENCE_FILE = 'evidence.json';

export interface ShardSpec {
  readonly index: number;
  readonly count: number;
}

/** `I/N` (1 ≤ I ≤ N) as a shard, or null when the text is not one. */
export function parseShardInput(text: string): ShardSpec | null {
  const m = /^\s*(\d{1,9})\s*\/\s*(\d{1,9})\s*$/.exec(text);
  if (!m) return null;
  const index = Number(m[1]);
  const count = Number(m[2]);
  return index >= 1 && index <= count ? { index, count } : null;
}

/** The artifact a shard run uploads: `agentverity-shard-2-of-4` by default. */
export function shardArtifactName(base: string, shard: ShardSpec): string {
  return `${base}-shard-${shard.index}-of-${shard.count}`;
}

/**
 * An artifact-name pattern: `*` stands for any run of characters (none included),
 * `?` for exactly one; everything else is itself, case-sensitively, and the
 * pattern must match the whole name (artifact names hold no `/`).
 */
export function artifactPatternMatcher(pattern: string): (name: string) => boolean {
  const source = [...pattern]
    .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[\\^$.|+()[\]{}]/g, '\\$&')))
    .join('');
  const re = new RegExp(`^${source}$`, 'su');
  return (name) => re.test(name);
}

/** `<name>-attempt-<n>` as its name and attempt; any other name is attempt 1 of itself. */
function attemptOf(name: string): { base: string; attempt: number } {
  const m = /^(.*)-attempt-(\d+)$/s.exec(name);
  return m?.[1] !== undefined ? { base: m[1], attempt: Number(m[2]) } : { base: name, attempt: 1 };
}

/**
 * A re-run job cannot reuse its artifact's name (GitHub answers 409), so the
 * upload takes `<name>-attempt-<n>` (artifact.ts). Of `<name>` and its
 * `-attempt-<n>` namesakes only the latest attempt is kept: the re-run replaced
 * the earlier one. Any other two artifacts of one shard are a duplicate for
 * the engine to refuse.
 */
export function latestAttempts(artifacts: readonly ListedArtifact[]): ListedArtifact[] {
  const best = new Map<string, { artifact: ListedArtifact; attempt: number }>();
  const names = new Set(artifacts.map((a) => a.name));
  for (const artifact of artifacts) {
    let { base, attempt } = attemptOf(artifact.name);
    // `x-attempt-2` is an attempt of `x` only when `x` (or another attempt) is listed too.
    if (
      attempt > 1 &&
      !names.has(base) &&
      !artifacts.some((a) => a !== artifact && attemptOf(a.name).base === base)
    ) {
      base = artifact.name;
      attempt = 1;
    }
    const seen = best.get(base);
    if (seen === undefined || attempt > seen.attempt) best.set(base, { artifact, attempt });
  }
  return [...best.values()].map((b) => b.artifact);
}

/** Shard order: by the `-shard-<I>-of-<N>` in the name, then by name. */
function byShard(a: ListedArtifact, b: ListedArtifact): number {
  const key = (name: string) => {
    const m = /-shard-(\d+)-of-(\d+)/.exec(name);
    return m ? [Number(m[2]), Number(m[1])] : [Infinity, Infinity];
  };
  const [ka, kb] = [key(a.name), key(b.name)];
  for (let i = 0; i < 2; i++) {
    const d = (ka[i] ?? 0) - (kb[i] ?? 0);
    if (d !== 0 && Number.isFinite(d)) return d;
  }
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

export interface DownloadedShard {
  readonly artifact: string;
  readonly evidence: string;
}

/**
 * Download the shard artifacts matching `pattern` into numbered folders under
 * `root` (fresh, made by the caller) and return their evidence files in shard
 * order. Refuses when none matches, when one cannot be listed or downloaded, when
 * its bytes differ from the listed digest, and when it holds no evidence file.
 */
export async function downloadShards(
  pattern: string,
  root: string,
  port: RunArtifactsPort,
  log: (line: string) => void,
): Promise<DownloadedShard[]> {
  let listed: ListedArtifact[];
  try {
    listed = await port.list();
  } catch (error) {
    throw new Refusal(
      'action.shard-download',
      `the artifacts of this workflow run cannot be listed: ${describeThrown(error)}`,
    );
  }
  const matches = artifactPatternMatcher(pattern);
  const matching = listed.filter((a) => matches(a.name));
  const chosen = latestAttempts(matching).sort(byShard);
  // Which upload of a re-run shard is merged is said, with the attempts left out:
  // the latest attempt (the merge then refuses it when it is of another agent than
  // the other shards, naming both).
  const replaced = matching.filter((a) => !chosen.includes(a));
  for (const artifact of chosen) {
    const base = attemptOf(artifact.name).base;
    const earlier = replaced.filter((a) => attemptOf(a.name).base === base);
    if (earlier.length > 0) {
      log(
        `AgentVerity: shard artifact ${artifact.name} (id ${artifact.id}) is the latest attempt and is merged; left out: ${earlier.map((a) => `${a.name} (id ${a.id})`).join(', ')}`,
      );
    }
  }
  if (chosen.length === 0) {
    const others = listed.map((a) => a.name).sort();
    const seen =
      others.length === 0
        ? 'this run has no artifacts yet'
        : `its artifacts are ${others
            .slice(0, 20)
            .map((n) => JSON.stringify(n))
            .join(', ')}${others.length > 20 ? `, and ${others.length - 20} more` : ''}`;
    throw new Refusal(
      'action.shard-artifacts',
      `no artifact of this workflow run matches the pattern ${JSON.stringify(pattern)} (input 'artifact-pattern'); ${seen}. Run the shard jobs first (needs:) with the \`shard\` input, and let their artifacts keep the default name or set the pattern to match them`,
    );
  }
  const width = String(chosen.length).length;
  const out: DownloadedShard[] = [];
  for (const [i, artifact] of chosen.entries()) {
    const dir = path.join(root, `shard-${String(i + 1).padStart(width, '0')}`);
    mkdirSync(dir, { recursive: true });
    let mismatch: boolean;
    try {
      ({ digestMismatch: mismatch } = await port.download(artifact, dir));
    } catch (error) {
      throw new Refusal(
        'action.shard-download',
        `the artifact ${JSON.stringify(artifact.name)} (id ${artifact.id}) cannot be downloaded: ${describeThrown(error)}`,
      );
    }
    if (mismatch) {
      throw new Refusal(
        'action.shard-download',
        `the artifact ${JSON.stringify(artifact.name)} (id ${artifact.id}) downloaded with another digest than the one it was uploaded with (${artifact.digest ?? 'unknown'}); download it again or re-run its job`,
      );
    }
    const evidence = path.join(dir, SHARD_EVIDENCE_FILE);
    if (!existsSync(evidence) || !statSync(evidence).isFile()) {
      throw new Refusal(
        'action.shard-evidence',
        `the artifact ${JSON.stringify(artifact.name)} holds no ${SHARD_EVIDENCE_FILE}: a shard's step must upload its evidence (\`upload-evidence\` left true), and the pattern must match shard artifacts only`,
      );
    }
    log(`AgentVerity: shard artifact ${artifact.name} (id ${artifact.id}) → ${evidence}`);
    out.push({ artifact: artifact.name, evidence });
  }
  return out;
}
