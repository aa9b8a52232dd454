import type { Evidence } from '../../core/assess/model.js';
import type { DecisionSuite } from '../../core/contract/types.js';
import type { Layer } from '../../core/observation/types.js';
import { type CommonImportOptions } from '../common.js';
/**
 * Inspect AI eval logs run with `epochs`: the JSON log (`--log-format json`) and
 * the default `.eval` file (a zip holding `header.json` or `_journal/start.json`,
 * and one `samples/<id>_epoch_<n>.json` per sample and epoch). The epochs of one
 * sample id form that input's series, in epoch order.
 */
export interface InspectOptions extends CommonImportOptions {
    /** Name of a score whose `answer` is the decision (e.g. `match`). */
    readonly score?: string;
    /**
     * Dotted path of the decision inside each sample (e.g. `output.completion`,
     * `metadata.route`, `scores.route.value`); a JSON string met on the way is parsed.
     * Without `score` or `decisionPath`, the trimmed completion text is the decision.
     */
    readonly decisionPath?: string;
    /** The layer compared (default `verdict`). */
    readonly layer?: Layer;
    /** Gives each input its `expected` decision, and the case order, by exact input match. */
    readonly suite?: DecisionSuite | null;
}
/** The parts of an Inspect log the importer reads. */
export interface InspectLog {
    readonly header: Record<string, unknown>;
    readonly samples: readonly {
        readonly sample: unknown;
        readonly where: string;
    }[];
}
export declare function inputText(input: unknown, where: string): string;
/** The completion text: `output.completion`, else the first choice's message content. */
export declare function completionOf(sample: Record<string, unknown>): string | null;
/**
 * Whether a sample's answer came from Inspect's model cache: one of its model
 * events says `cache: "read"` (Inspect records "read" or "write" there when
 * the cache is on). Such an epoch replays an earlier call.
 */
export declare function servedFromCache(sample: Record<string, unknown>): boolean;
/** Builds evidence from an Inspect log already read (see `readInspectLog`). */
export declare function evidenceFromInspectLog(log: InspectLog, options?: InspectOptions, file?: string): Evidence;
/**
 * An Inspect JSON log whose header was checked: its samples, each with its
 * place in the file (`refuse` names the importer's own code).
 */
export declare function jsonLogOf(value: Record<string, unknown>, file: string, refuse: (where: string, message: string) => never): InspectLog;
/** Reads an Inspect log: the zip-based `.eval` file or the JSON log. */
export declare function readInspectLog(path: string): Promise<InspectLog>;
/** Reads the `.eval` zip: the header (or the journal's start record) and each sample file. */
export declare function readEvalZip(bytes: Uint8Array, path: string): InspectLog;
/** Reads an Inspect log file into evidence. */
export declare function importInspect(path: string, options?: InspectOptions): Promise<Evidence>;
