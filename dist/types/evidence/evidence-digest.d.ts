import type { Evidence } from '../core/assess/model.js';
/**
 * The evidence digest (DESIGN.md §5) of in-memory evidence written as our file
 * with these settings: equal to `evidenceDigest(buildEvidenceFile(evidence, …))`,
 * computed without building the file. The canonical JSON of each distinct
 * observation object is made (and encoded as UTF-8) once, so a million imported
 * rows that share a few observation objects cost a few canonicalisations and a
 * stream of byte copies into the hash's buffer. Keys are written in RFC 8785
 * order (code-point order of the key names).
 */
export declare function digestOfEvidence(evidence: Evidence, settings: Readonly<Record<string, unknown>>, suiteDigest?: string | null): string;
