// The ports the Action's delivery talks through (DESIGN.md §2: files, artifacts,
// record, summary, comment, outputs). The real implementations over @actions/*
// and Octokit are in actions-ports.ts; tests pass in-memory fakes. Each port does
// one thing and reports failure by throwing (the network ports) or by its result
// (the artifact upload); the orchestration in deliver.ts decides what a failure
// means for the report.
import type { ListedArtifact, UploadOutcome } from './artifact.js';
import type { CommentContent, CommentMode, StickyResult } from './comment.js';
import type { OutputsPort } from './outputs.js';
import type { ResolvedPullRequest } from './pull-request.js';

export type { OutputsPort } from './outputs.js';

/** The report files on the runner. Writes throw a refusal naming the file. */
export interface FilesPort {
  write(file: string, text: string): void;
  copy(from: string, to: string): void;
  /** The files (not folders) directly inside `dir`, as absolute paths. */
  list(dir: string): string[];
}

/** One workflow annotation (levelled by the exit code, see annotations.ts). */
export interface LogAnnotation {
  readonly level: 'error' | 'warning' | 'notice';
  readonly title: string;
  readonly message: string;
  readonly file?: string;
  readonly startLine?: number;
}

/** The step's log: plain lines, annotations and, last, the step's result. */
export interface LogPort {
  info(message: string): void;
  notice(message: string): void;
  warning(message: string): void;
  /** A collapsed group of lines. */
  group(title: string, text: string): void;
  annotate(annotation: LogAnnotation): void;
  /** Fail the step with one message (the toolkit's `setFailed`). */
  fail(message: string): void;
}

/** The step's artifacts; never throws, a failure is in the outcome. */
export interface ArtifactPort {
  /** One zipped artifact named `name` with `files` (absolute paths under `root`). */
  upload(files: readonly string[], root: string, name: string): Promise<UploadOutcome>;
  /**
   * One file as its own artifact, not zipped (the toolkit's `skipArchive`): the
   * artifact is named after the file, so a browser opens it from the run's page.
   */
  uploadFile(file: string): Promise<UploadOutcome>;
}

/**
 * The artifacts of the current workflow run, for `mode: merge` (shards.ts):
 * both throw on a failure.
 */
export interface RunArtifactsPort {
  /** The latest artifact of each name in this workflow run. */
  list(): Promise<ListedArtifact[]>;
  /** Unzip one artifact into `dir` (which exists). */
  download(artifact: ListedArtifact, dir: string): Promise<{ digestMismatch: boolean }>;
}

/** The job summary; never throws (a failure is a warning in the log). */
export interface SummaryPort {
  write(markdown: string): Promise<void>;
}

/** The pull request the run is about, and its labels. */
export interface PullRequestPort {
  /** Throws a GithubApiError when the API fails; null when the run is about no pull request. */
  resolve(): Promise<ResolvedPullRequest | null>;
  removeLabel(issueNumber: number, label: string): Promise<void>;
}

/** The commit status that records the candidate (record.ts says what it holds). */
export interface CandidateStatus {
  readonly sha: string;
  readonly context: string;
  readonly description: string;
  readonly targetUrl?: string;
}

export interface RecordPort {
  write(status: CandidateStatus): Promise<void>;
}

/** The sticky PR comment (comment.ts); throws a GithubApiError when it cannot be written. */
export interface CommentPort {
  upsert(issueNumber: number, content: CommentContent, mode: CommentMode): Promise<StickyResult>;
}

/** The ports that need a token and a repository; null without them. */
export interface GithubPorts {
  readonly pullRequests: PullRequestPort;
  readonly record: RecordPort;
  readonly comment: CommentPort;
}

export interface GatePorts {
  readonly files: FilesPort;
  readonly outputs: OutputsPort;
  readonly log: LogPort;
  readonly artifact: ArtifactPort;
  readonly summary: SummaryPort;
  readonly github: GithubPorts | null;
}

/** `mode: promote`'s reporting: the outputs, the summary, the comment's section, the log. */
export interface PromotionCommentPort {
  /** Replace (or add) the promotion section of the gate's comment; returns the comment's URL. */
  updateSection(
    section: string,
  ): Promise<{ readonly url: string; readonly warnings: readonly string[] }>;
}

export interface PromotePorts {
  readonly outputs: OutputsPort;
  readonly log: LogPort;
  readonly summary: SummaryPort;
  /** Null when `comment: never`. */
  readonly comment: PromotionCommentPort | null;
}
