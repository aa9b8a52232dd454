import type { Evidence } from '../core/assess/model.js';
import type { DecisionSuite } from '../core/contract/types.js';
import type { Isolation, Layer } from '../core/observation/types.js';
import type { BenchImportFormat } from './outcomes/shared.js';
/** The settings an importer may read besides its files, isolation and suite (app/settings.ts keys). */
export declare const IMPORT_SETTING_KEYS: readonly ["inputPath", "decisionPath", "textPath", "toolsPath", "score", "provider", "promptId", "layer"];
export type ImportSettingKey = (typeof IMPORT_SETTING_KEYS)[number];
/** What `load` is given besides the file: the settings as checked, the suite as read. */
export interface ImportContext {
    readonly isolation: Isolation;
    /** The layer asked for; absent when not given (each importer has its default). */
    readonly layer?: Layer;
    /** The decision suite, when given: `expected` by exact input (and, for some, the case order). */
    readonly suite: DecisionSuite | null;
    /** The string settings the importer declared (`settings`), as given. */
    readonly options: Readonly<Partial<Record<Exclude<ImportSettingKey, 'layer'>, string>>>;
}
/**
 * One importer of recorded runs. `kind` is its setting key, its CLI flag
 * (`--kind`) and its Action input (`kind`); the table is read by the settings
 * check (where each setting applies), the loader (app/recorded.ts) and both shells.
 */
export interface RecordedImporter<K extends string = string> {
    readonly kind: K;
    /** The format as a reader names it: `a promptfoo export`. */
    readonly title: string;
    /** One line for `--help` and action.yml: what the files are and how they are made. */
    readonly help: string;
    /** The settings it reads besides the files (a setting not listed is refused, not ignored). */
    readonly settings: readonly ImportSettingKey[];
    /** `required`: its rows are matched to the suite's inputs, so it cannot be read without one. */
    readonly suite: 'required' | 'optional';
    /**
     * Present when `bench test|compare` imports outcome logs under this kind (its
     * flag and input): the bench reader's format (src/importers/outcomes) and one
     * line for the bench's `--help`. Absent: the bench refuses the setting.
     */
    readonly bench?: {
        readonly format: Exclude<BenchImportFormat, 'auto'>;
        readonly help: string;
    };
    /**
     * True when a parsed JSON document is this importer's format: a file given as
     * another kind (or as evidence) is refused with a hint naming this one
     * (common.ts `foreignFormatHint`). Optional: without it, no hint.
     */
    readonly detect?: (document: unknown) => boolean;
    /** What such a document is called in that hint (`It looks like …`); default `title`. */
    readonly looksLike?: string;
    /**
     * Reads one file (an absolute path) into Evidence, or throws a Refusal naming
     * the file and the line or JSON path. The module doing the work loads here only.
     */
    readonly load: (file: string, context: ImportContext) => Promise<Evidence>;
}
