/**
 * A plain-text table: columns padded to their widest cell (counted in code
 * points), two spaces between, the columns in `rightAligned` (numbers) padded
 * on the left. Cells must already be terminal-safe.
 */
function table(rows, rightAligned) {
    const widths = [];
    for (const row of rows)
        row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, [...cell].length)));
    return rows.map((row) => row
        .map((cell, i) => {
        const pad = ' '.repeat((widths[i] ?? 0) - [...cell].length);
        return rightAligned.has(i) ? pad + cell : cell + pad;
    })
        .join('  ')
        .trimEnd());
}

export { table as t };
