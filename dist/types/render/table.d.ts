/**
 * A plain-text table: columns padded to their widest cell (counted in code
 * points), two spaces between, the columns in `rightAligned` (numbers) padded
 * on the left. Cells must already be terminal-safe.
 */
export declare function table(rows: readonly (readonly string[])[], rightAligned: ReadonlySet<number>): string[];
