import type { RecordedImporter } from './contract.js';
/** Every importer, in the order their settings, flags and inputs are listed. */
export declare const IMPORTERS: readonly [RecordedImporter<"promptfoo">, RecordedImporter<"jsonl">, RecordedImporter<"inspect">, RecordedImporter<"deepeval">, RecordedImporter<"tau2">];
/** A kind of imported run: the setting key, CLI flag and Action input of its files. */
export type ImportKind = (typeof IMPORTERS)[number]['kind'];
/** The import kinds in table order. */
export declare const IMPORT_KINDS: readonly ImportKind[];
/** The importer of a kind. */
export declare function importerOf(kind: ImportKind): RecordedImporter<ImportKind>;
export type { ImportContext, ImportSettingKey, RecordedImporter } from './contract.js';
export { IMPORT_SETTING_KEYS } from './contract.js';
