/**
 * Escaping of untrusted text (agent outputs, inputs, labels, error messages) for
 * every report format. Each function returns text that can be placed in its
 * format without changing the document's structure or acting on the reader.
 */
/** Cut to `max` code points, marking the cut with an ellipsis; surrogate pairs stay whole. */
export declare function cut(value: string, max: number): string;
/**
 * Make an untrusted string safe to print on a terminal: control characters (ESC
 * starts ANSI sequences), DEL and bidirectional overrides are shown as visible
 * \u escapes instead of acting on the terminal, and nothing in it can act as a
 * workflow command in a CI log. Long strings are cut.
 */
export declare function terminalSafe(value: string, max?: number): string;
/**
 * A multi-line message (a refusal listing its problems) safe for a terminal:
 * each line as `terminalSafe`, the line breaks kept.
 */
export declare function terminalSafeLines(value: string, max?: number): string;
/**
 * Pretty JSON (two-space indent, trailing newline) that cannot act as a workflow
 * command when printed in a CI log: `##[` only occurs inside strings, where
 * `##\u005b` reads back as the same text.
 */
export declare function logSafeJson(value: unknown): string;
/**
 * One line of plain, visible text: controls, bidirectional marks, lone surrogates
 * and the characters XML 1.0 forbids become visible \u escapes; the result is cut
 * to `max` code points (counted before escaping, so a cut never splits an escape).
 * The common first step of the Markdown, XML and HTML escapes.
 */
export declare function plainLine(value: string, max: number): string;
/**
 * As `plainLine`, but cut so that the visible text, its \u escapes included, holds
 * at most `max` code points (a name a reader shows in a fixed width); a cut never
 * splits an escape.
 */
export declare function plainLineWithin(value: string, max: number): string;
/** Text for an HTML text node or a quoted attribute value. */
export declare function htmlText(value: string, max?: number): string;
/** Text for an XML 1.0 text node or a double-quoted attribute value (always one line). */
export declare function xmlText(value: string, max?: number): string;
/** Multi-line text for an XML text node (system-out, failure bodies): as xmlText, keeping line breaks. */
export declare function xmlBlock(value: string, max?: number): string;
/**
 * Text for GitHub-flavoured Markdown, inline (a sentence or a table cell): it can
 * open no HTML tag, comment or `<details>` close, no link or image (brackets are
 * escaped, so parentheses need not be), autolink, code span, emphasis,
 * strikethrough, table cell, heading or math; `@name` and `#123` stop being
 * mentions and references. Line breaks become spaces so a table row stays one row.
 */
export declare function markdownText(value: string, max?: number): string;
/**
 * Text for a Markdown code span (`` `…` ``): shown literally there, so only what
 * could end the span (a backtick, which becomes `'`) or the line is changed.
 */
export declare function markdownCode(value: string, max?: number): string;
