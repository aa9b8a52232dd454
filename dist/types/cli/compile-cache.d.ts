type EnableCompileCache = (directory?: string) => {
    status: number;
    directory?: string;
};
/**
 * Enable Node's compile cache for this process when the Node running us has it
 * and the user has not chosen (NODE_DISABLE_COMPILE_CACHE, NODE_COMPILE_CACHE).
 * Returns whether it was asked for; a cache that cannot be written is not an error.
 */
export declare function enableCliCompileCache(env?: NodeJS.ProcessEnv, api?: {
    readonly enableCompileCache?: EnableCompileCache;
}): boolean;
export {};
