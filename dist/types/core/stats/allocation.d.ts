/** The largest seed accepted: seeds are whole numbers 0 … 2⁵³ − 1. */
export declare const MAX_SEED: number;
/** The most inputs random allocation draws from (keeps index·2³² exact in a double). */
export declare const MAX_ALLOCATION_INPUTS: number;
export declare function validateSeed(seed: unknown, where?: string): number;
/**
 * SFC32 (Chris Doty-Humphrey's Small Fast Counting generator) on 32-bit words,
 * from a state of three words with the counter at 1, warmed up for 12 outputs.
 */
export declare class Sfc32 {
    private a;
    private b;
    private c;
    private d;
    constructor(a: number, b: number, c: number);
    /** The next 32-bit output, as an unsigned number. */
    next32(): number;
}
/** A seeded stream of input indices in 0 … inputs − 1. */
export declare class AllocationDraws {
    private readonly words;
    private readonly inputs;
    private readonly limit;
    constructor(seed: number, inputs: number);
    /** The next pair's input index. */
    next(): number;
}
/** The first `pairs` draws for `inputs` inputs from `seed`. */
export declare function allocationDraws(seed: number, inputs: number, pairs: number): number[];
