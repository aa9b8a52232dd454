// The use cases both shells call (DESIGN.md §3): typed settings and their one
// check, obtaining evidence (a live run or recorded runs), assessing, checking a
// baseline, snapshots and candidates, report files; the ports they use.
export {
  AGENT_KEYS,
  agentsOf,
  DEFAULT_BASELINE_PATH,
  DEFAULT_BLINDNESS_THRESHOLD,
  DEFAULT_EARLY_REJECTION,
  ALLOCATIONS,
  METHOD_NAMES,
  DEFAULT_EVIDENCE_OUT,
  DEFAULT_TIMEOUT_MS,
  ERROR_POLICIES,
  IMPORT_KINDS,
  inputFilesOf,
  isLive,
  kebab,
  PRECISIONS,
  RECORDED_KINDS,
  recordedOf,
  SETTING_KEYS,
  type AgentKey,
  type ImportKind,
  type Precision,
  type RecordedKind,
  type SettingKey,
  type Settings,
} from './settings.js';
export { checkSettings, SETTINGS_CODES, type CheckOptions, type SourceUse } from './check.js';
export {
  describeProblem,
  describeRefusal,
  isSettingsRefusal,
  nameSettings,
  refuseProblems,
  SettingsRefusal,
  type NameOf,
  type Problem,
  type ProblemCode,
  type SettingsCode,
  type Wording,
} from './problems.js';
export { parseCost, parseDuration, parseNumber, parseRate, parseWhole } from './parse.js';
export {
  clockFrom,
  diskFiles,
  isoNow,
  type AppIo,
  type Clock,
  type BaselineStorePort,
  type StoreFailure,
  type Env,
  type Files,
} from './ports.js';
export {
  checkWritable,
  outputPath,
  refuseOutputsOverInputs,
  refusingWrites,
  writeRefusal,
  writeTextFile,
  type NamedFile,
} from './files.js';
export { readRegularFileOrNull } from '../evidence/index.js';
export {
  AgentExitError,
  exitNow,
  exitWhenFlushed,
  guardAgentCalls,
  guardUnfinished,
  watchStrayErrors,
  type StrayErrorWatch,
} from './process-guard.js';
export {
  INIT_AGENT,
  INIT_GATE,
  INIT_HTTP_PORT,
  INIT_KINDS,
  INIT_PROMOTE,
  INIT_SUITE,
  initFiles,
  initRunCommands,
  writeInit,
  type InitFile,
  type InitKind,
  type InitResult,
} from './init.js';
export { loadRecorded, type LoadedEvidence } from './recorded.js';
export {
  knownRelationNames,
  relationsChoiceOf,
  relationsFor,
  relationsModuleOf,
  type RelationsChoice,
} from './relations.js';
export {
  collectLive,
  describePlan,
  planLive,
  type CollectedRun,
  type LivePlan,
  type LiveRunOptions,
  type PlannedRun,
} from './live.js';
export {
  assessEvidence,
  assessObtained,
  checkAgainstBaseline,
  obtainEvidence,
  recordedRunSettings,
  casesFileOf,
  reportMetaOf,
  suiteDigestOf,
  TOOL,
  writeRecordedEvidence,
  type AssessIo,
  type MetaOptions,
  type ObtainOptions,
  type Obtained,
} from './obtain.js';
export {
  baselineOf,
  candidateOf,
  refuseCandidateOverApproved,
  snapshotPrecheck,
  writeSnapshot,
} from './snapshot.js';
export {
  renderReports,
  writeReportFiles,
  type RenderedReport,
  type ReportOptions,
  type ReportTarget,
} from './reports.js';
export {
  assessmentSpan,
  loadOtelApi,
  NO_TELEMETRY,
  openTelemetry,
  telemetryDisabled,
  type OtelApi,
  type SummarySpan,
  type Telemetry,
  type TelemetryOptions,
} from './telemetry.js';
export {
  bindRecord,
  PROMOTION_CODES,
  PromotionRefused,
  readTrustedRecord,
  type CommentRecord,
  type PromotionCode,
  type RecordedCandidate,
  type RecordPort,
  type StatusRecord,
  type TrustedRecord,
} from './promotion-record.js';
export {
  checkCompareSettings,
  compareRecorded,
  type Comparison,
  type CompareSettings,
} from './compare.js';
export {
  DEFAULT_MAX_PAIRS,
  PLAN_MAX_SHARDS,
  planEpsilon,
  planFromObserved,
  planFromSuite,
  type PlanSettings,
  type SuitePlanResult,
} from './plan.js';
export {
  candidateMismatch,
  promoteApproved,
  type ApprovedPromotionRequest,
  type PromotedBaseline,
  type PromotionPorts,
} from './promote-approved.js';
export {
  failsUnder,
  readGateBaseline,
  runGate,
  type FailOnRule,
  type GateBaseline,
  type GateRequest,
  type GateResult,
} from './gate.js';
export {
  approvedBaseline,
  candidateFindings,
  gateVerdict,
  replayCurtailment,
  type GateBaselineState,
  type GateVerdict,
} from './verdict.js';
export {
  baselineCommitMessage,
  writeApprovedBaseline,
  type BaselineWrite,
  type BaselineWritten,
} from './promote.js';
export {
  baselineArtifactName,
  htmlArtifactName,
  isHtmlReportArtifact,
  mayHoldCandidate,
} from './artifact-names.js';
export {
  promotionFindings,
  promotionResult,
  type PromotionEnd,
  type PromotionFinding,
  type PromotionFindingOutcome,
  type PromotionResult,
  type PromotionStatus,
} from './promotion-result.js';
export {
  CANDIDATE_FILE,
  candidateOfZip,
  MAX_ARTIFACT_BYTES,
  MAX_CANDIDATE_BYTES,
  searchCandidate,
  type ArtifactPort,
  type CandidateFound,
  type CandidateSearch,
  type Examined,
  type ListedArtifact,
  type ListedRun,
} from './candidate.js';
export {
  isBot,
  judgeApprover,
  judgeBinding,
  judgeNotBot,
  latestLabelEvent,
  sameLabel,
  type ApprovalSettings as ApprovalRules,
  type ApproverFacts,
  type IssueEvent,
  type LabelApproval,
} from './approval.js';
export {
  judgeApproval,
  type ApprovalPort,
  type JudgedApproval,
  type PullRequestFacts,
} from './approve.js';
export {
  MIN_SECRET_LENGTH,
  SECRET_NAME,
  scrubberOf,
  scrubDeep,
  scrubbingAgent,
  secretValuesOf,
  type Scrub,
  type SecretSources,
} from './scrub.js';
export * from './door.js';
export {
  codeFilesOf,
  entryFilesOf,
  importsOf,
  MAX_CODE_FILES,
  type CodeEntry,
  type CodeFile,
} from './code-files.js';
