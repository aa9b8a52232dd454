import type { Evidence } from '../core/assess/model.js';
/**
 * The reference's own evidence file, `agentverity.evidence/v2`: observations
 * recorded elsewhere, one list per input in production order. Read with the
 * reference's acceptance rules; written back in its normalised form.
 */
export declare const REFERENCE_EVIDENCE_SCHEMA = "agentverity.evidence/v2";
/** Reads an `agentverity.evidence/v2` value (already parsed JSON) into Evidence. */
export declare function parseReferenceEvidence(value: unknown, file?: string): Evidence;
/**
 * The reference's normalised JSON for evidence: keys sorted, `expected` only when
 * present, `errors` only when non-zero, provenance omitted when empty. Failed calls
 * (observations with `error`) have no place in that format and are counted in
 * `errors`. A redacted case (no input) cannot be written and is refused.
 */
export declare function writeReferenceEvidence(evidence: Evidence): Record<string, unknown>;
/** The reference's file text: indent 2, keys sorted, trailing newline. */
export declare function serialiseReferenceEvidence(evidence: Evidence): string;
/** Σ floor(observations / 2) over the cases: the disjoint pairs available. */
export declare function totalPairs(evidence: Evidence): number;
