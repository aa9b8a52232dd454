export { decodeUtf8, parseJsonText, readJsonFile, readTextFile } from './json.js';
export {
  parseReferenceEvidence,
  REFERENCE_EVIDENCE_SCHEMA,
  serialiseReferenceEvidence,
  totalPairs,
  writeReferenceEvidence,
} from './reference.js';
export {
  buildEvidenceFile,
  evidenceOfFile,
  parseEvidenceFile,
  serialiseEvidenceFile,
  type Allocation,
  type EvidenceFile,
  type EvidenceFileMeta,
  type FileCase,
  type FileDecision,
  type FileObservation,
  type FileRelation,
  type Shard,
} from './ours.js';
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
  SUPPORTED_EVIDENCE_FORMATS,
  type EvidenceFormat,
  type ReadEvidence,
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
