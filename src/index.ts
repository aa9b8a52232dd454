// The library's public exports: the pure core, the evidence formats and the
// report renderers. `import { assess, readEvidence, renderJson } from 'agentverity-action'`.
export * from './core/index.js';
export {
  buildEvidenceFile,
  digestOf,
  EVIDENCE_FORMAT,
  EVIDENCE_FORMAT_V2,
  evidenceDigest,
  evidenceOfFile,
  mergeEvidence,
  parseEvidenceFile,
  parseJsonText,
  parseReferenceEvidence,
  readEvidence,
  readJsonFile,
  readSuite,
  REFERENCE_EVIDENCE_SCHEMA,
  serialiseEvidenceFile,
  serialiseReferenceEvidence,
  settingsDigest,
  streamEvidenceFile,
  SUPPORTED_EVIDENCE_FORMATS,
  totalPairs,
  writeReferenceEvidence,
  type EvidenceFile,
  type EvidenceFileMeta,
  type EvidenceFileFormat,
  type EvidencePart,
  type EvidenceStream,
} from './evidence/index.js';
export { buildJsonReport, renderJson, REPORT_SCHEMA, type ReportMeta } from './render/json.js';
export { renderText } from './render/text.js';
export {
  TELEMETRY_SCHEMA,
  TELEMETRY_SPAN_NAME,
  telemetryAttributes,
  type TelemetryCommand,
  type TelemetryValue,
} from './render/telemetry.js';
// The telemetry port `checkRepeatable` / `expectRepeatable` take (docs/telemetry.md).
export {
  NO_TELEMETRY,
  openTelemetry,
  type SummarySpan,
  type Telemetry,
  type TelemetryOptions,
} from './app/telemetry.js';
export { TOOL_NAME, VERSION } from './version.js';
export {
  checkRepeatable,
  expectRepeatable,
  RepeatabilityError,
  REPEATABLE_TEST_TIMEOUT_MS,
  testRepeatable,
  type RegisterTest,
  type RepeatableTestOptions,
  type RepeatableOptions,
  type RepeatableResult,
  type TestAgent,
} from './testing/index.js';
export {
  checkSettings,
  describeProblem,
  describeRefusal,
  isSettingsRefusal,
  SETTINGS_CODES,
  SettingsRefusal,
  type NameOf,
  type Problem,
  type Settings,
  type Wording,
} from './app/index.js';
export {
  BASELINE_FORMAT,
  BASELINE_JSON_SCHEMA,
  parseBaseline,
  readBaseline,
  serialiseBaseline,
} from './evidence/index.js';
export {
  AgentCallError,
  aiSdkAgent,
  commandAgent,
  fromGenerateObject,
  fromGenerateText,
  functionAgent,
  httpAgent,
  loadModuleAgent,
  observationFromResult,
  type Agent,
  type AgentDiagnostics,
  type AgentResult,
  type AiSdkAgentOptions,
  type FromGenerateObjectOptions,
  type FromGenerateTextOptions,
  type GenerateObjectLike,
  type GenerateTextLike,
} from './agents/index.js';
export {
  fromAgentsRunResult,
  openAIAgent,
  type AgentsRunObservation,
  type AgentsRunResultLike,
  type FromAgentsRunResultOptions,
  type OpenAIAgentFunction,
  type OpenAIAgentOptions,
  fromLangGraphState,
  langGraphAgent,
  type FromLangGraphStateOptions,
  type LangGraphAgentFunction,
  type LangGraphAgentOptions,
  type LangGraphLike,
  type LangGraphStateLike,
} from './agents/index.js';
export {
  collectEvidence,
  loadRelations,
  planCollection,
  readSeeds,
  type CollectHooks,
  type CollectionPlan,
  type CollectProgress,
  type CollectResult,
  type CollectSettings,
  type CollectStats,
  type SeedCase,
} from './collect/index.js';
export {
  evidenceFromDeepEval,
  evidenceFromInspectLog,
  evidenceFromJsonlLines,
  evidenceFromJsonlText,
  evidenceFromPromptfoo,
  importInspect,
  importJsonl,
  importPromptfoo,
  readInspectLog,
  type DeepEvalOptions,
  type DeepEvalTestCase,
  type InspectLog,
  type InspectOptions,
  type JsonlOptions,
  type PromptfooOptions,
} from './importers/index.js';
export {
  BENCH_IMPORT_FORMATS,
  importBenchRuns,
  importBenchRunsFile,
  type BenchImport,
  type BenchImportFormat,
  type BenchImportOptions,
} from './importers/index.js';
// Benchmarks and comparisons (docs/bench.md): load a benchmark, collect or read
// bench evidence, the report the core decides, and its five formats.
export {
  benchAgentSpec,
  collectBench,
  readBench,
  reportBench,
  runBenchPrompt,
  type BenchAgentInput,
  type BenchAgentSpec,
  type CollectBenchOptions,
  type CollectedBench,
  type ReadBench,
} from './app/bench.js';
export {
  benchEvidenceDigest,
  benchmarkInfo,
  buildBenchEvidence,
  listBenchmarks,
  loadBenchmark,
  parseBenchmark,
  readBenchEvidence,
  writeBenchEvidence,
  type BenchEvidence,
  type BenchmarkInfo,
  type BenchmarkListing,
} from './evidence/index.js';
export { loadPythonAgent, type PythonAgentOptions } from './agents/python.js';
export { renderBench, type BenchReportMeta } from './render/bench/index.js';
// Stateful agents (docs/stateful.md): load a system, run cases on it from a fresh
// reset, the cases evidence, the report the core decides, and its five formats.
export {
  assessCases,
  obtainCases,
  readCases,
  type CasesSystemSpec,
  type ObtainCasesOptions,
  type ObtainedCases,
} from './app/cases.js';
export {
  casesReportOf,
  checkCasesSettings,
  type CasesOutcome,
  type CasesSettings,
} from './app/cases-run.js';
export {
  loadCommandSystem,
  loadModuleSystem,
  type ReplayChange,
  type StatefulSystem,
  type SystemAnswer,
} from './agents/stateful.js';
export { runCases, type RunCasesOptions, type RunCasesResult } from './collect/cases.js';
export {
  parseCases,
  readCasesFile,
  readCasesConfig,
  parseCasesConfig,
  readValidityLabels,
  readCasesEvidence,
  writeCasesEvidence,
  casesEvidenceDigest,
} from './evidence/index.js';
export { renderCases, type CasesReportMeta } from './render/cases/index.js';
