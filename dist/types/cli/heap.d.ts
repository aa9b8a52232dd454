/** The flags the CLI sets, in order. */
export declare const CLI_HEAP_FLAGS: readonly string[];
/** Whether the user named a heap flag of their own (node's arguments or NODE_OPTIONS). */
export declare function userChoseHeap(execArgv: readonly string[], nodeOptions: string | undefined): boolean;
/**
 * Set the CLI's heap policy unless the user chose their own; returns the flags set.
 * `set` is V8's (tests pass a recorder).
 */
export declare function tuneCliHeap(execArgv?: readonly string[], nodeOptions?: string | undefined, set?: (flag: string) => void): readonly string[];
