// The library's public exports: the pure core, the evidence formats and the
// report renderers. `import { assess, readEvidence, renderJson } from 'agentverity-action'`.
export * from './core/index.js';
export {
  buildEvidenceFile,
  digestOf,
  EVIDENCE_FORMAT,
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
  SUPPORTED_EVIDENCE_FORMATS,
  totalPairs,
  writeReferenceEvidence,
  type EvidenceFile,
  type EvidenceFileMeta,
  type EvidencePart,
} from './evidence/index.js';
export { buildJsonReport, renderJson, REPORT_SCHEMA, type ReportMeta } from './render/json.js';
export { renderText } from './render/text.js';
export { TOOL_NAME, VERSION } from './version.js';
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
  commandAgent,
  fromGenerateText,
  functionAgent,
  httpAgent,
  loadModuleAgent,
  observationFromResult,
  type Agent,
  type AgentDiagnostics,
  type AgentResult,
  type FromGenerateTextOptions,
  type GenerateTextLike,
} from './agents/index.js';
export {
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
