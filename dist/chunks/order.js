/**
 * Compare two strings by Unicode code point, as Python's sort does. JavaScript's
 * default comparison uses UTF-16 code units, which orders characters above U+FFFF
 * before U+E000–U+FFFF; this does not.
 */
function compareCodePoints(a, b) {
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
        const x = a.charCodeAt(i);
        const y = b.charCodeAt(i);
        if (x === y)
            continue;
        const xs = x >= 0xd800 && x <= 0xdfff;
        const ys = y >= 0xd800 && y <= 0xdfff;
        if (xs === ys)
            return x - y;
        // A surrogate starts an astral code point (U+10000 and above): it sorts after every BMP character.
        return xs ? 1 : -1;
    }
    return a.length - b.length;
}
function sortedByCodePoint(values) {
    return [...values].sort(compareCodePoints);
}

export { compareCodePoints as c, sortedByCodePoint as s };
