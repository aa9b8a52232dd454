import type { EvidenceCase, RecordedObservation } from '../core/assess/model.js';
import type { DecisionSuite } from '../core/contract/types.js';
import { type RefusalDetail } from '../core/errors.js';
import { type Isolation, type Layer, type NoDecisionReason } from '../core/observation/types.js';
import { readFileBytes } from '../evidence/json.js';
import { type ImportKind } from './registry.js';
/** What every importer shares. */
export interface CommonImportOptions {
    /** How independent the repeats were; imports cannot know, so the default is `unknown`. */
    readonly isolation?: Isolation;
}
export declare function pyStrip(text: string): string;
/** Python truthiness of a JSON value: empty strings, lists and objects, 0, false and null are false. */
export declare function pyTruthy(value: unknown): boolean;
/** True when a label is empty once whitespace is stripped (cheap for ordinary labels). */
export declare function isBlankLabel(text: string): boolean;
/**
 * One frozen observation object per distinct (decision, text, tools): a million
 * imported rows of a handful of decisions hold a handful of objects.
 */
export declare class ObservationInterner {
    private readonly labels;
    private readonly others;
    /** On the verdict layer a row's decision is what is compared, so its bound applies even beside text. */
    private readonly verdict;
    constructor(options?: {
        readonly layer?: Layer;
    });
    /**
     * A decision label alone. A label longer than MAX_LABEL_CHARS is not a bounded
     * decision: the row is recorded as a malformed call (a failed observation whose
     * message gives the length and the limit, never the text), as for a live agent.
     */
    label(label: string): RecordedObservation;
    /** Any combination of decision, text, tools and error. */
    of(parts: RecordedObservation): RecordedObservation;
}
/** With the `u` flag only unpaired surrogate halves match. */
/** Why a label holding a lone surrogate is refused: it has no UTF-8 encoding. */
export declare function loneSurrogateProblem(text: string): string;
/** The decision value of one imported row, as the reference's JSONL and evidence files write it. */
export type DecisionValue = {
    readonly kind: 'label';
    readonly label: string;
} | {
    readonly kind: 'tools';
    readonly tools: readonly string[];
} | {
    readonly kind: 'none';
    readonly reason: NoDecisionReason;
};
/**
 * Reads a decision value: a non-empty label, a list of tool names (a tool path), or
 * a typed no-decision. Returns the problem as text when the value is none of these.
 */
export declare function readDecisionValue(value: unknown): DecisionValue | string;
/** A decision that does not fit the layer: the problem, and the setting that would fix it. */
export interface LayerMisfit {
    readonly message: string;
    readonly setting: 'layer' | 'toolsPath';
}
/** Which decision shapes a layer accepts; the problem otherwise. */
export declare function decisionFitsLayer(d: DecisionValue, layer: Layer, hasToolsPath: boolean): LayerMisfit | null;
/** The observations of one input, in production order. */
export interface Series {
    readonly input: string;
    readonly observations: RecordedObservation[];
    /** Runs that failed without an observation. */
    errors: number;
    /** Where the input first appeared (for refusals). */
    readonly where: string;
    /** Zero-based order of first appearance. */
    readonly order: number;
}
/** Groups observations by input in order of first appearance. */
export declare class SeriesBuilder {
    private readonly byInput;
    get size(): number;
    series(input: string, where: string): Series;
    /** Adds an observation; `where` is asked for only when the input is new. */
    add(input: string, obs: RecordedObservation, where: string | (() => string)): void;
    all(): Series[];
    get(input: string): Series | undefined;
}
/** Refuses an import with inputs seen fewer than `min` times, naming the count and the first. */
export declare function requireRepeats(all: readonly Series[], count: (s: Series) => number, min: number, hint: string): void;
/** The suite's intended decision per input, for `expected`. */
export declare function expectedBySuite(suite: DecisionSuite | null | undefined): Map<string, string>;
/** Series → evidence cases, fingerprinting each distinct input once. */
export declare function casesOf(all: readonly Series[], expected: ReadonlyMap<string, string>): EvidenceCase[];
/** The settings a file of recorded runs (or the suite) is given with: an importer's kind (registry.ts), `evidence` or `suite`. */
export type SourceSetting = 'evidence' | 'suite' | ImportKind;
/** A file given with one source setting that another reads: what to say, and which. */
export interface ForeignHint {
    /** A sentence to append to the refusal, naming no flag. */
    readonly text: string;
    /** The setting that reads the file; a refusal carries it as `data.suggestedSetting`. */
    readonly suggestedSetting: SourceSetting;
}
/**
 * A hint when a parsed JSON document is another tool's format than the one
 * asked for, so the refusal can say which setting reads it.
 */
export declare function foreignFormatHint(value: unknown, asked: SourceSetting): ForeignHint | null;
/** The detail of a refusal of a file given with `asked`, and the setting that reads it instead. */
export declare function sourceDetail(asked: SourceSetting, hint: ForeignHint | null): RefusalDetail;
/** True when the bytes start like a zip archive (an Inspect `.eval` log). */
export declare function isZip(bytes: Uint8Array): boolean;
/** Reads a file's bytes; a failure is a refusal naming the file. */
export declare const readBytes: typeof readFileBytes;
/**
 * Reads one JSON document (strict UTF-8, BOM and CRLF fine, last duplicate key
 * wins). A zip archive or a JSON Lines file is refused with the setting that reads it.
 */
export declare function readJsonDocument(path: string, asked: SourceSetting): Promise<unknown>;
