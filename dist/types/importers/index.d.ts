/** Importers: other tools' outputs in, Evidence out. No model call is made. */
export { evidenceFromJsonlLines, evidenceFromJsonlText, forEachLine, forEachLineSpan, importJsonl, JsonlImporter, DEFAULT_MAX_LINE_BYTES, type JsonlOptions, } from './jsonl/jsonl.js';
export { evidenceFromPromptfoo, evidenceFromPromptfooLines, importPromptfoo, type PromptfooOptions, } from './promptfoo/promptfoo.js';
export { evidenceFromInspectLog, importInspect, readEvalZip, readInspectLog, type InspectLog, type InspectOptions, } from './inspect/inspect.js';
export { evidenceFromDeepEval, type DeepEvalOptions, type DeepEvalTestCase, } from './deepeval/deepeval.js';
export { parseDottedPath, walk, type DottedPath, type Walked } from './paths.js';
export type { CommonImportOptions } from './common.js';
export { importBenchRuns, importBenchRunsFile } from './outcomes/outcomes.js';
export { BENCH_IMPORT_FORMATS, type BenchImport, type BenchImportFormat, type BenchImportOptions, } from './outcomes/shared.js';
export { importDeepEval, isDeepEvalTestRun, type DeepEvalFileOptions } from './deepeval/file.js';
export { evidenceFromTau2, importTau2, type Tau2Options } from './tau2/tau2.js';
export { benchFromTau2 } from './tau2/bench.js';
export { IMPORTERS, IMPORT_KINDS, importerOf, type ImportContext, type ImportKind, type RecordedImporter, } from './registry.js';
