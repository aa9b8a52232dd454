import { type DecisionSuite, type Evidence } from '../core/index.js';
import { type RecordedKind, type Settings } from './settings.js';
/** Evidence read from recorded runs, ready for `assess`. */
export interface LoadedEvidence {
    readonly evidence: Evidence;
    /** The files read, as the settings named them (globs expanded), in merge order. */
    readonly sources: readonly string[];
    /** Each file read and how it was read, in merge order. */
    readonly parts: readonly {
        readonly file: string;
        readonly kind: RecordedKind;
    }[];
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
    readonly shards: {
        readonly count: number;
        readonly present: readonly number[];
    } | null;
}
/**
 * Reads every recorded run the settings name and merges them: evidence files
 * first, then the imported files, each in the order given (globs in sorted
 * order). The settings must have passed checkSettings (one import kind, a suite
 * for an importer that requires one).
 */
export declare function loadRecorded(settings: Settings, cwd: string): Promise<LoadedEvidence>;
