// One artifact per step with every report file, through the real
// `@actions/artifact` client. A name already used in this workflow run (a re-run,
// or two jobs with the same `artifact-name`) gets a suffix instead of failing.
import path from 'node:path';
import {
  DefaultArtifactClient,
  type ArtifactClient,
  type UploadArtifactOptions,
} from '@actions/artifact';
import { describeThrown } from '../core/util/thrown.js';
import { FORBIDDEN_IN_ARTIFACT_NAME } from './inputs-delivery.js';

export interface UploadedArtifact {
  readonly id: number;
  readonly name: string;
  readonly size: number;
}

export type UploadOutcome =
  | { readonly ok: true; readonly artifact: UploadedArtifact; readonly renamedFrom?: string }
  | { readonly ok: false; readonly reason: string; readonly skipped: boolean };

/** The names to try, in order: the one asked for, then ones that cannot clash with it. */
export function candidateNames(name: string, attempt: number, job: string | null): string[] {
  const names = [name];
  if (attempt > 1) names.push(`${name}-attempt-${attempt}`);
  if (job !== null) names.push(`${name}-${job}${attempt > 1 ? `-attempt-${attempt}` : ''}`);
  for (let i = 2; i <= 5; i++) names.push(`${name}-${i}`);
  return [...new Set(names.map((n) => n.replace(FORBIDDEN_IN_ARTIFACT_NAME, '-')))];
}

function isNameClash(error: unknown): boolean {
  const message = describeThrown(error);
  return /\(409\)|already exists/i.test(message);
}

/**
 * Upload `files` (absolute paths under `root`) as one artifact. Never throws: a
 * failure is returned with its reason, for the caller to report.
 */
export async function uploadReports(
  files: readonly string[],
  root: string,
  name: string,
  run: {
    readonly attempt: number;
    readonly job: string | null;
    readonly env: NodeJS.ProcessEnv;
    readonly retentionDays?: number;
  },
): Promise<UploadOutcome> {
  if (!run.env['ACTIONS_RUNTIME_TOKEN'] || !run.env['ACTIONS_RESULTS_URL']) {
    return {
      ok: false,
      skipped: true,
      reason:
        'no artifact service in this environment (ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL are not set), so nothing was uploaded',
    };
  }
  const client = new DefaultArtifactClient();
  let lastClash = '';
  for (const candidate of candidateNames(name, run.attempt, run.job)) {
    try {
      const result = await client.uploadArtifact(
        candidate,
        [...files],
        root,
        run.retentionDays === undefined ? {} : { retentionDays: run.retentionDays },
      );
      if (result.id === undefined) {
        return {
          ok: false,
          skipped: false,
          reason: 'the artifact service returned no artifact id',
        };
      }
      return {
        ok: true,
        artifact: { id: result.id, name: candidate, size: result.size ?? 0 },
        ...(candidate === name ? {} : { renamedFrom: name }),
      };
    } catch (error) {
      if (isNameClash(error)) {
        lastClash = describeThrown(error);
        continue;
      }
      return { ok: false, skipped: false, reason: describeThrown(error) };
    }
  }
  return {
    ok: false,
    skipped: false,
    reason: `every artifact name tried is already used in this workflow run (${lastClash}); set a distinct artifact-name`,
  };
}

/**
 * Upload one file as its own artifact, not zipped (`skipArchive`, @actions/artifact
 * 6.x): the service names the artifact after the file, so the caller picks a file
 * name that is unique in the run. Never throws, like `uploadReports`.
 */
export async function uploadSingleFile(
  file: string,
  run: { readonly env: NodeJS.ProcessEnv; readonly retentionDays?: number },
  client: Pick<ArtifactClient, 'uploadArtifact'> = new DefaultArtifactClient(),
): Promise<UploadOutcome> {
  if (artifactServiceMissing(run.env)) {
    return { ok: false, skipped: true, reason: 'no artifact service in this environment' };
  }
  const options: UploadArtifactOptions = {
    skipArchive: true,
    ...(run.retentionDays === undefined ? {} : { retentionDays: run.retentionDays }),
  };
  const name = path.basename(file);
  try {
    const result = await client.uploadArtifact(name, [file], path.dirname(file), options);
    if (result.id === undefined) {
      return { ok: false, skipped: false, reason: 'the artifact service returned no artifact id' };
    }
    return { ok: true, artifact: { id: result.id, name, size: result.size ?? 0 } };
  } catch (error) {
    return { ok: false, skipped: false, reason: describeThrown(error) };
  }
}

/** One artifact of this workflow run, as the results service lists it. */
export interface ListedArtifact {
  readonly id: number;
  readonly name: string;
  readonly size: number;
  readonly createdAt?: Date;
  /** `sha256:<hex>` of the uploaded zip, when the service knows it. */
  readonly digest?: string;
}

/** No artifact service in the environment: listing and downloading cannot work. */
export function artifactServiceMissing(env: NodeJS.ProcessEnv): boolean {
  return !env['ACTIONS_RUNTIME_TOKEN'] || !env['ACTIONS_RESULTS_URL'];
}

/**
 * The artifacts of the current workflow run, the latest of each name (a re-run
 * can leave older ones), through the real client. Throws on a failure.
 */
export async function listRunArtifacts(): Promise<ListedArtifact[]> {
  const { artifacts } = await new DefaultArtifactClient().listArtifacts({ latest: true });
  return artifacts.map((a) => ({
    id: a.id,
    name: a.name,
    size: a.size,
    ...(a.createdAt === undefined ? {} : { createdAt: a.createdAt }),
    ...(a.digest === undefined ? {} : { digest: a.digest }),
  }));
}

/**
 * Download one artifact of the current run and unzip it into `dir`; throws on a
 * failure. With the listed digest, says whether the bytes downloaded differ from it.
 */
export async function downloadRunArtifact(
  artifact: ListedArtifact,
  dir: string,
): Promise<{ digestMismatch: boolean }> {
  const result = await new DefaultArtifactClient().downloadArtifact(artifact.id, {
    path: dir,
    ...(artifact.digest === undefined ? {} : { expectedHash: artifact.digest }),
  });
  return { digestMismatch: result.digestMismatch === true };
}
