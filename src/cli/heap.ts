// The CLI's V8 heap policy, set from inside the process before the work starts
// (issue 18: peak memory of `run` and `assess --jsonl`). Node starts V8 with a
// young generation that grows to two 16 MiB semi-spaces and an old generation
// that may grow to several times what is live before it is collected; for a
// harness whose live data is a few tens of MiB that doubles the peak RSS. Two of
// V8's policy flags are read each time V8 decides to grow, so setting them here
// (at start-up, before the engine is loaded) takes effect for the whole run:
//
//   --semi-space-growth-factor=1  the young generation keeps its starting size
//                                 (1 MiB semi-spaces) instead of doubling to 16;
//   --heap-growing-percent=20     the old generation is collected again once it
//                                 has grown 20% over what was live at the last
//                                 collection (V8's own factor is up to 4×).
//
// They change when memory is reclaimed, never what a program computes. Flags
// fixed when the heap is created (--max-semi-space-size, --max-old-space-size)
// cannot be changed here; a user who names a young-generation or heap-growing
// flag of their own (in NODE_OPTIONS or on node's command line) keeps theirs and
// we set neither. The library (src/index.ts) never does this: only the CLI
// process, which owns its heap.
import v8 from 'node:v8';

/** The flags the CLI sets, in order. */
export const CLI_HEAP_FLAGS: readonly string[] = [
  '--semi-space-growth-factor=1',
  '--heap-growing-percent=20',
];

/** Flags of the user's that mean they chose the heap's shape themselves. */
const THEIRS =
  /--(?:max[-_]semi[-_]space|min[-_]semi[-_]space|semi[-_]space[-_]growth|heap[-_]growing|optimize[-_]for[-_]size)/;

/** Whether the user named a heap flag of their own (node's arguments or NODE_OPTIONS). */
export function userChoseHeap(
  execArgv: readonly string[],
  nodeOptions: string | undefined,
): boolean {
  return execArgv.some((a) => THEIRS.test(a)) || THEIRS.test(nodeOptions ?? '');
}

/**
 * Set the CLI's heap policy unless the user chose their own; returns the flags set.
 * `set` is V8's (tests pass a recorder).
 */
export function tuneCliHeap(
  execArgv: readonly string[] = process.execArgv,
  nodeOptions: string | undefined = process.env['NODE_OPTIONS'],
  set: (flag: string) => void = (flag) => v8.setFlagsFromString(flag),
): readonly string[] {
  if (userChoseHeap(execArgv, nodeOptions)) return [];
  for (const flag of CLI_HEAP_FLAGS) set(flag);
  return CLI_HEAP_FLAGS;
}
