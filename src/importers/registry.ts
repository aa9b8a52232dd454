// The importers of recorded runs, one line each. The use cases (app/settings.ts,
// app/check.ts, app/recorded.ts) and both shells (through app) read this table;
// nothing else names an importer. Cheap to load: each importer's work loads in
// its `load`. A new importer is its own folder (with an `importer.ts` entry)
// and one line here (docs/adr/0009-importer-registry.md).
import type { RecordedImporter } from './contract.js';
import { deepevalImporter } from './deepeval/importer.js';
import { inspectImporter } from './inspect/importer.js';
import { jsonlImporter } from './jsonl/importer.js';
import { promptfooImporter } from './promptfoo/importer.js';
import { tau2Importer } from './tau2/importer.js';

/** Every importer, in the order their settings, flags and inputs are listed. */
export const IMPORTERS = [
  promptfooImporter,
  jsonlImporter,
  inspectImporter,
  deepevalImporter,
  tau2Importer,
] as const;

/** A kind of imported run: the setting key, CLI flag and Action input of its files. */
export type ImportKind = (typeof IMPORTERS)[number]['kind'];

/** The import kinds in table order. */
export const IMPORT_KINDS: readonly ImportKind[] = IMPORTERS.map((i) => i.kind);

/** The importer of a kind. */
export function importerOf(kind: ImportKind): RecordedImporter<ImportKind> {
  const found = IMPORTERS.find((i) => i.kind === kind);
  if (found === undefined) throw new Error(`importerOf: unknown kind ${kind}`);
  return found;
}

export type { ImportContext, ImportSettingKey, RecordedImporter } from './contract.js';
export { IMPORT_SETTING_KEYS } from './contract.js';
