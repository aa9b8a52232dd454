export {
  decodeUtf8,
  parseJsonText,
  readJsonFile,
  readRegularFileOrNull,
  readTextFile,
  regularFile,
} from './json.js';
export { LIMITS, measure, refuseOverLimits, type LimitBreach } from './limits.js';
export {
  parseReferenceEvidence,
  REFERENCE_EVIDENCE_SCHEMA,
  serialiseReferenceEvidence,
  totalPairs,
  writeReferenceEvidence,
} from './reference.js';
export {
  buildEvidenceFile,
  serialiseEvidenceFile,
  type Allocation,
  type EvidenceFile,
  type EvidenceFileMeta,
  type FileCase,
  type FileDecision,
  type FileObservation,
  type FileRelation,
  type Shard,
} from './run-evidence-file.js';
export { evidenceOfFile, parseEvidenceFile } from './run-evidence-read.js';
export {
  EVIDENCE_FORMAT,
  EVIDENCE_FORMAT_V2,
  EVIDENCE_JSON_SCHEMA,
  EVIDENCE_V2_JSON_SCHEMA,
} from './schema.js';
export { digestOf, evidenceDigest, settingsDigest, type DigestedParts } from './digest.js';
export { digestOfEvidence } from './evidence-digest.js';
export {
  chooseEvidenceFormat,
  streamEvidenceFile,
  TABLES_FROM_OBSERVATIONS,
  type EvidenceFileFormat,
  type EvidenceFileHead,
  type EvidenceStream,
} from './write.js';
export {
  hasShards,
  mergeEvidence,
  mergeShards,
  partFileOf,
  type EvidencePart,
  type EvidencePartFile,
  type MergedShards,
} from './merge.js';
export {
  evidenceFromJson,
  readEvidence,
  readEvidencePart,
  SUPPORTED_EVIDENCE_FORMATS,
  type EvidenceFormat,
  type ReadEvidence,
  type ReadEvidencePart,
} from './read.js';
export { readSuite } from './suite.js';
export {
  BASELINE_FORMAT,
  BASELINE_JSON_SCHEMA,
  baselineContentDigest,
  parseBaseline,
  readBaseline,
  serialiseBaseline,
} from './baseline.js';
export {
  BENCHMARK_JSON_SCHEMA,
  BENCHMARK_MAJOR,
  benchmarkDigest,
  benchmarkInfo,
  bundledBenchmarksDir,
  listBenchmarks,
  loadBenchmark,
  parseBenchmark,
  resolveBenchmark,
  type BenchmarkInfo,
  type BenchmarkListing,
} from './benchmark.js';
export {
  BENCH_EVIDENCE_FORMAT,
  BENCH_EVIDENCE_JSON_SCHEMA,
  benchEvidenceDigest,
  benchmarkOfEvidence,
  buildBenchEvidence,
  parseBenchEvidence,
  readBenchEvidence,
  serialiseBenchEvidence,
  writeBenchEvidence,
  type BenchEvidence,
  type BenchEvidenceMeta,
} from './bench-evidence.js';
export {
  CASES_JSON_SCHEMA,
  MAX_CASE_LINE_BYTES,
  RESERVED_KEYS,
  caseFingerprint,
  findReservedKey,
  parseCases,
  readCasesFile,
} from './cases.js';
export {
  CASES_CONFIG_JSON_SCHEMA,
  CRITERION_TYPES,
  MAX_RUNS,
  checkCasesAgainstConfig,
  parseCasesConfig,
  readCasesConfig,
  statePathProblem,
  type LoadedCasesConfig,
} from './cases-config.js';
export {
  MAX_LABEL_LINE_BYTES,
  checkLabels,
  parseValidityLabels,
  readValidityLabels,
} from './validity-labels.js';
export {
  CASES_EVIDENCE_FORMAT,
  CASES_EVIDENCE_JSON_SCHEMA,
  casesEvidenceDigest,
  parseCasesEvidence,
  readCasesEvidence,
  serialiseCasesEvidence,
  writeCasesEvidence,
  type CasesEvidenceMeta,
  type ReadCasesEvidence,
} from './cases-evidence.js';
