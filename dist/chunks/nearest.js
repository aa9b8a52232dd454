/**
 * The known key nearest to an unknown one, for "did you mean" hints: the fewest
 * single-character insertions, deletions, substitutions or swaps of two
 * neighbours (optimal string alignment distance), ignoring case. A key further
 * than a third of its length (at least 2) from every known key has no nearest
 * one: a hint that far off misleads more than it helps. Ties go to the earlier
 * known key.
 */
function nearestKey(key, known) {
    const limit = Math.max(2, Math.floor(key.length / 3));
    let best = null;
    let bestDistance = limit + 1;
    const a = key.toLowerCase();
    for (const candidate of known) {
        const d = editDistance(a, candidate.toLowerCase(), bestDistance);
        if (d < bestDistance) {
            best = candidate;
            bestDistance = d;
        }
    }
    return best;
}
/** Optimal string alignment distance between a and b, or `cap` once it is at least `cap`. */
function editDistance(a, b, cap) {
    if (Math.abs(a.length - b.length) >= cap)
        return cap;
    let before = [];
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        let rowMin = i;
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let d = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
                d = Math.min(d, before[j - 2] + 1);
            }
            row.push(d);
            if (d < rowMin)
                rowMin = d;
        }
        if (rowMin >= cap)
            return cap;
        before = previous;
        previous = row;
    }
    return Math.min(previous[b.length], cap);
}
/**
 * What a refusal of an unknown key says: the key, the nearest known key when one
 * is close, and every key the place takes. `quote` writes a key into the message.
 */
function unknownKeyMessage(key, known, quote = (text) => JSON.stringify(text)) {
    const near = nearestKey(key, known);
    const hint = near === null ? '' : ` (did you mean ${quote(near)}?)`;
    // A key of any length is named by its start: a message stays readable.
    const shown = key.length > 120 ? `${key.slice(0, 100)}…` : key;
    return `unknown key ${quote(shown)}${hint}; expected one of ${known.join(', ')}`;
}

export { nearestKey as n, unknownKeyMessage as u };
