import type { ValidityLabel } from '../core/stateful/types.js';
/**
 * Validity labels (issue 16): JSON Lines, one person's judgement per line that a
 * transform kept a request's meaning:
 *
 * ```json
 * {"case": "ord-001~injected", "transform": "injected", "valid": true, "labeler": "ana"}
 * ```
 *
 * `case` is a derived case's id and must end in `~<transform>`; `labeler` is
 * optional. One labeler labels a derived case once (a label without a labeler
 * counts as one anonymous labeler). Blank lines are skipped; one leading
 * byte-order mark is dropped. Every refusal names the file and the line.
 * Whether each labelled case is a derived case of the run is checked by the
 * caller, once the cases are derived: `checkLabels`.
 */
export declare const MAX_LABEL_LINE_BYTES: number;
/** Parses a validity labels file's text (JSONL); `file` names it in refusals. */
export declare function parseValidityLabels(text: string, file: string): ValidityLabel[];
/** Reads a validity labels file (strict UTF-8), refusing what `parseValidityLabels` refuses. */
export declare function readValidityLabels(file: string): Promise<ValidityLabel[]>;
/**
 * Refuses (`labels.unknown-case`) the first label that names no derived
 * case of the run: a case id not in `derivedIds` (the `<id>~<transform>` ids the
 * declared transforms derived), named at the line it was read from.
 */
export declare function checkLabels(labels: readonly ValidityLabel[], derivedIds: Iterable<string>): void;
