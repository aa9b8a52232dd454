/**
 * The known key nearest to an unknown one, for "did you mean" hints: the fewest
 * single-character insertions, deletions, substitutions or swaps of two
 * neighbours (optimal string alignment distance), ignoring case. A key further
 * than a third of its length (at least 2) from every known key has no nearest
 * one: a hint that far off misleads more than it helps. Ties go to the earlier
 * known key.
 */
export declare function nearestKey(key: string, known: readonly string[]): string | null;
/**
 * What a refusal of an unknown key says: the key, the nearest known key when one
 * is close, and every key the place takes. `quote` writes a key into the message.
 */
export declare function unknownKeyMessage(key: string, known: readonly string[], quote?: (text: string) => string): string;
