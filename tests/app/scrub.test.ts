import { describe, expect, it } from 'vitest';
import { scrubberOf, scrubDeep, scrubbingAgent, secretValuesOf } from '../../src/app/scrub.js';
import type { Agent } from '../../src/agents/index.js';

// Every character the Markdown escaper rewrites, in a key-shaped value.
const SECRET = 'sk_live&<>\\`*_[]|~$#@0123456789';

const agent = (answer: () => unknown): Agent => ({
  kind: 'function',
  label: 'test',
  isolation: null,
  call: () => answer() as never,
  close: async () => undefined,
});

describe('scrubbing at the source', () => {
  it('replaces every occurrence, longest first, and ignores short values', () => {
    const scrub = scrubberOf([SECRET, SECRET.slice(0, 10), 'short'])!;
    expect(scrub(`a ${SECRET} b ${SECRET.slice(0, 10)} short`)).toBe('a *** b *** short');
    expect(scrubberOf(['short'])).toBeNull();
    expect(scrubberOf(undefined)).toBeNull();
  });

  it('keeps clean objects as they are and copies only what held a secret', () => {
    const scrub = scrubberOf([SECRET])!;
    const clean = { cases: [{ observations: [{ decision: 'a', text: 'fine' }] }] };
    expect(scrubDeep(clean, scrub)).toBe(clean);
    const dirty = { cases: [{ observations: [{ decision: 'a', error: `x ${SECRET}` }] }], k: 3 };
    const out = scrubDeep(dirty, scrub);
    expect(out).not.toBe(dirty);
    expect(JSON.stringify(out)).not.toContain(SECRET);
    expect(out.k).toBe(3);
  });

  it('scrubs an answer, a thrown error and a rejected call before anyone sees them', async () => {
    const scrub = scrubberOf([SECRET]);
    const answered = scrubbingAgent(
      agent(() => ({ text: `key ${SECRET}`, verdict: SECRET, tools: [`t_${SECRET}`] })),
      scrub,
    );
    expect(JSON.stringify(await answered.call('x', 0, false))).not.toContain(SECRET);
    const thrown = scrubbingAgent(
      agent(() => {
        throw new Error(`${'long '.repeat(100)}${SECRET}`);
      }),
      scrub,
    );
    expect(() => thrown.call('x', 0, false)).toThrow(/\*\*\*$/);
    const rejected = scrubbingAgent(
      agent(() => Promise.reject(new Error(`bad ${SECRET}`))),
      scrub,
    );
    await expect(rejected.call('x', 0, false)).rejects.toThrow('bad ***');
  });
});

describe('secretValuesOf: the one list of values to scrub', () => {
  it('takes the token, each header value with and without its scheme, and credential-named environment values, longest first', () => {
    expect(
      secretValuesOf({
        token: 'ghs_token_value_1',
        headers: ['Authorization: Bearer abcdefgh12345', 'X-Short: tiny'],
        env: { OPENAI_API_KEY: 'sk-model-key-123456789', HOME: '/home/someone/long' },
      }),
    ).toEqual([
      'sk-model-key-123456789',
      'Bearer abcdefgh12345',
      'ghs_token_value_1',
      'abcdefgh12345',
    ]);
    expect(secretValuesOf({})).toEqual([]);
  });
});
