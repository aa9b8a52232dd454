import type { Evidence } from '../../core/assess/model.js';
import type { DecisionSuite } from '../../core/contract/types.js';
import type { Layer } from '../../core/observation/types.js';
import { type CommonImportOptions } from '../common.js';
export { DEFAULT_MAX_LINE_BYTES, forEachLine, forEachLineSpan } from './lines.js';
/**
 * Ordered JSON Lines: one JSON object per line, in the order the runs happened.
 * Each line gives an input and a decision (and optionally the text and the tool
 * path) at dotted paths. Runs are grouped by input in order of first appearance
 * and keep file order inside a group, so pairing follows the file. The file is
 * streamed: rows are parsed one at a time and dropped; the evidence keeps one
 * shared observation object per distinct decision.
 */
export interface JsonlOptions extends CommonImportOptions {
    /** Dotted path of the input text (default `input`). */
    readonly inputPath?: string;
    /** Dotted path of the decision (default `decision`; read unless only text or tools paths are given). */
    readonly decisionPath?: string;
    /** Dotted path of the agent's text. */
    readonly textPath?: string;
    /** Dotted path of the tool path (a list of tool names, or of objects with a `name`). */
    readonly toolsPath?: string;
    /** The layer compared (default `verdict`). */
    readonly layer?: Layer;
    /** Gives each input its `expected` decision by exact input match. */
    readonly suite?: DecisionSuite | null;
    /** Longest line accepted, in bytes (default 8 MiB). */
    readonly maxLineBytes?: number;
}
/** Reads rows one line at a time; `finish()` gives the evidence. */
export declare class JsonlImporter {
    private readonly options;
    private readonly file;
    private readonly input;
    private readonly decision;
    private readonly text;
    private readonly tools;
    private readonly layer;
    private readonly interner;
    /** Each input by its UTF-8 bytes, in order of first appearance (the entry index is the series'). */
    private readonly groups;
    /** The line each input first appeared on, by series (its Series is made at the end). */
    private firstLines;
    /** Ids of plain label observations by the UTF-8 bytes of the label (fast path only). */
    private readonly labels;
    /** Each distinct observation object once, by id, and the id of each. */
    private readonly observations;
    private readonly observationIds;
    /** Every row as (series, observation id), in file order; the series' lists are made at the end. */
    private readonly log;
    /** The key bytes of each path's parts for the fast path, when the options allow it. */
    private readonly fast;
    private readonly scanned;
    private rows;
    private lines;
    constructor(options: JsonlOptions, file: string);
    /**
     * One line as UTF-8 bytes b[s, e) (valid UTF-8, without its line feed). A row
     * whose input and decision are strings written without escapes is checked by
     * the validating scanner in place: only a label or an input not seen before is
     * decoded, and no object is built. Every other line (and any line the scanner
     * does not vouch for, or whose values would be refused) is decoded and read in
     * full by `line`, which gives the same result or the precise refusal.
     */
    lineBytes(b: Buffer, s: number, e: number, n: number): void;
    /** The id of the label in b[s, e) (hash h), interned on first sight; -1 when it is blank. */
    private labelId;
    /** The series of the input in b[s, e) (hash h), made on first sight; -1 when it is blank. */
    private seriesIndex;
    /** A new series for `input` (bytes b[s, e), hash h), first seen on line n; returns its index. */
    private newSeries;
    /** The id of an interned observation object. */
    private idOf;
    /** One line of the file, without its line end; `n` is its 1-based number. */
    line(raw: string, n: number): void;
    private syntaxError;
    private row;
    /** The series index of an input, made on first sight. */
    private group;
    /** The common case: a decision label only. */
    private fastDecision;
    private fullObservation;
    private missing;
    /** The evidence, once every line has been given. */
    finish(): Evidence;
}
/** Builds evidence from lines already in memory (tests, conformance, small logs). */
export declare function evidenceFromJsonlLines(lines: Iterable<string>, options?: JsonlOptions, file?: string): Evidence;
/** Builds evidence from JSONL text (a BOM and CRLF line ends are fine). */
export declare function evidenceFromJsonlText(text: string, options?: JsonlOptions, file?: string): Evidence;
/** Streams a JSONL file into evidence (see `JsonlImporter`). */
export declare function importJsonl(path: string, options?: JsonlOptions): Promise<Evidence>;
