export * from './core/index.js';
export { buildEvidenceFile, digestOf, EVIDENCE_FORMAT, evidenceDigest, evidenceOfFile, mergeEvidence, parseEvidenceFile, parseJsonText, parseReferenceEvidence, readEvidence, readJsonFile, readSuite, REFERENCE_EVIDENCE_SCHEMA, serialiseEvidenceFile, serialiseReferenceEvidence, settingsDigest, SUPPORTED_EVIDENCE_FORMATS, totalPairs, writeReferenceEvidence, type EvidenceFile, type EvidenceFileMeta, type EvidencePart, } from './evidence/index.js';
export { buildJsonReport, renderJson, REPORT_SCHEMA, type ReportMeta } from './render/json.js';
export { renderText } from './render/text.js';
export { TOOL_NAME, VERSION } from './version.js';
