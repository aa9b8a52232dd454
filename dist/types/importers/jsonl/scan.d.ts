/** Where the values of the two keys are, after a successful scan (-1 when absent). */
export interface ScanResult {
    aStart: number;
    aEnd: number;
    /** The value is a string written with at least one escape. */
    aEscaped: boolean;
    /** `hashBytes` of the bytes between the quotes, when the value is a string without escapes. */
    aHash: number;
    bStart: number;
    bEnd: number;
    bEscaped: boolean;
    bHash: number;
}
export declare function newScanResult(): ScanResult;
/** FNV-1a over b[s, e), four bytes at a time: the hash `scanLine` gives string values. */
export declare function hashBytes(b: Uint8Array, s: number, e: number): number;
/**
 * Scans b[s, e) as one JSON object. True when the whole line is valid JSON, an
 * object, with no escaped key; `out` then holds the last value span of key `a`
 * and of key `b` (as raw UTF-8 key bytes, which must differ and need no escaping).
 */
export declare function scanLine(b: Uint8Array, s: number, e: number, keyA: Uint8Array, keyB: Uint8Array, out: ScanResult): boolean;
/**
 * As `scanLine`, for two paths of object keys (`req.text` is `["req", "text"]`,
 * each part as raw UTF-8 bytes needing no escaping; the paths must differ).
 * `out` holds the span of the value each path leads to, as `walk` would find it
 * on the object JSON.parse builds: a key met again replaces what the earlier
 * occurrence held (JSON.parse keeps the last), so a span is cleared each time a
 * key on its path starts a new value. It says no (the caller parses the line in
 * full) when an object on either path has an escaped key, or when a path goes
 * through an array (an index part is left to `walk`).
 */
export declare function scanLinePaths(b: Uint8Array, s: number, e: number, pathA: readonly Uint8Array[], pathB: readonly Uint8Array[], out: ScanResult): boolean;
/**
 * An open-addressing table from byte strings to values. Keys are copied into one
 * growing buffer on insert and compared four bytes at a time. A probe reads the
 * slot (entry and hash side by side), then the key's place, then its bytes: few
 * cache lines, as a large table is probed once or twice a line.
 */
export declare class ByteTable<T> {
    /** Pairs (entry index + 1, hash); 0 marks an empty slot. */
    private slots;
    /** Pairs (start in the arena, length) per entry. */
    private places;
    private arena;
    private arenaView;
    private used;
    readonly values: T[];
    get size(): number;
    /** The entry index of key b[s, e), whose `hashBytes` is h, or -1. */
    find(b: Uint8Array, s: number, e: number, h: number): number;
    /** The value of key b[s, e), whose `hashBytes` is h. */
    get(b: Uint8Array, s: number, e: number, h: number): T | undefined;
    private same;
    /** Inserts a key known to be absent; returns its entry index. */
    set(b: Uint8Array, s: number, e: number, h: number, value: T): number;
    private place;
    private grow;
}
