// Node's on-disk cache of compiled modules (Node 22.1+, `module.enableCompileCache`):
// the second and later runs of the CLI skip compiling the ~1 MB of JavaScript a
// command loads. Each command's work is a chunk imported when the command runs,
// so enabling the cache before that import covers nearly all of it. Node keeps the
// cache in its own folder under the system's temporary directory, keyed by file
// content and Node version; NODE_DISABLE_COMPILE_CACHE=1 turns it off, and a
// NODE_COMPILE_CACHE folder the user set is theirs (Node has then enabled it).
// On Node 20, which has no such API, this does nothing.
import nodeModule from 'node:module';

type EnableCompileCache = (directory?: string) => { status: number; directory?: string };

/**
 * Enable Node's compile cache for this process when the Node running us has it
 * and the user has not chosen (NODE_DISABLE_COMPILE_CACHE, NODE_COMPILE_CACHE).
 * Returns whether it was asked for; a cache that cannot be written is not an error.
 */
export function enableCliCompileCache(
  env: NodeJS.ProcessEnv = process.env,
  api: { readonly enableCompileCache?: EnableCompileCache } = nodeModule as {
    readonly enableCompileCache?: EnableCompileCache;
  },
): boolean {
  if (env['NODE_DISABLE_COMPILE_CACHE'] !== undefined || env['NODE_COMPILE_CACHE'] !== undefined)
    return false;
  const enable = api.enableCompileCache;
  if (typeof enable !== 'function') return false;
  try {
    enable();
    return true;
  } catch {
    // A cache folder that cannot be made or written only costs the speed-up.
    return false;
  }
}
