// The CLI asks Node for its compile cache where Node has one, unless the user
// chose (NODE_DISABLE_COMPILE_CACHE, NODE_COMPILE_CACHE); a failure costs nothing.
import { describe, expect, it } from 'vitest';
import { enableCliCompileCache } from '../../src/cli/compile-cache.js';

function recorder(behaviour: 'ok' | 'throws' = 'ok') {
  const calls: (string | undefined)[] = [];
  return {
    calls,
    api: {
      enableCompileCache: (directory?: string) => {
        calls.push(directory);
        if (behaviour === 'throws') throw new Error('EACCES');
        return { status: 1 };
      },
    },
  };
}

describe('enableCliCompileCache', () => {
  it('enables the cache in Node’s own folder when Node has it', () => {
    const r = recorder();
    expect(enableCliCompileCache({}, r.api)).toBe(true);
    expect(r.calls).toEqual([undefined]);
  });

  it('leaves it to the user who disabled it or named a folder', () => {
    for (const env of [{ NODE_DISABLE_COMPILE_CACHE: '1' }, { NODE_COMPILE_CACHE: '/tmp/c' }]) {
      const r = recorder();
      expect(enableCliCompileCache(env, r.api)).toBe(false);
      expect(r.calls).toEqual([]);
    }
  });

  it('does nothing on a Node without it (Node 20) and survives a cache that cannot be written', () => {
    expect(enableCliCompileCache({}, {})).toBe(false);
    const r = recorder('throws');
    expect(enableCliCompileCache({}, r.api)).toBe(false);
    expect(r.calls).toHaveLength(1);
  });
});
