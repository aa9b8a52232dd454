import { describe, expect, it } from 'vitest';
import {
  scrubberOf,
  scrubDeep,
  scrubbingAgent,
  scrubbingSystem,
  scrubThrown,
  secretValuesOf,
} from '../../src/app/scrub.js';
import type { Agent } from '../../src/agents/index.js';
import { httpAgent } from '../../src/agents/http.js';
import type { StatefulSystem } from '../../src/agents/system-answer.js';
import { Refusal } from '../../src/core/errors.js';
import { scrubbedLogText } from '../../src/importers/outcomes/outcomes.js';

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

describe('scrubbing where other untrusted text enters', () => {
  it('a refusal thrown while loading keeps its class and code, with the secret gone from its reason and place', () => {
    const thrown = scrubThrown(
      new Refusal('agent.load', `cannot load: ${SECRET}`, `/x/${SECRET}`),
      scrubberOf([SECRET]),
    ) as Refusal;
    expect(thrown).toBeInstanceOf(Refusal);
    expect(thrown.code).toBe('agent.load');
    expect(`${thrown.message} ${thrown.reason} ${thrown.where ?? ''}`).not.toContain(SECRET);
    expect(thrown.reason).toBe('cannot load: ***');
  });

  it('a stateful system: answers, tool calls, snapshots, failures and stderr come back scrubbed', async () => {
    const system: StatefulSystem = {
      kind: 'module',
      source: 'system.mjs',
      version: '1',
      stateful: true,
      replayable: true,
      call: async () => ({
        answer: `done ${SECRET}`,
        calls: [{ tool: `t_${SECRET}`, args: { key: SECRET } }],
      }),
      reset: async () => undefined,
      snapshot: async () => ({ token: SECRET }),
      replay: () => Promise.reject(new Error(`replay failed with ${SECRET}`)),
      abort: () => undefined,
      close: async () => undefined,
      stderr: () => [`auth ${SECRET}`],
    };
    const clean = scrubbingSystem(system, scrubberOf([SECRET]));
    expect(JSON.stringify(await clean.call('x'))).not.toContain(
      JSON.stringify(SECRET).slice(1, -1),
    );
    expect(await clean.snapshot()).toEqual({ token: '***' });
    await expect(
      clean.replay({ calls: [], answer: null } as never, {
        checkpoint: 0,
        change: null,
        input: 'x',
      }),
    ).rejects.toThrow('replay failed with ***');
    expect(clean.stderr()).toEqual(['auth ***']);
    expect(scrubbingSystem(system, null)).toBe(system);
  });

  it('an outcome log: each JSON value scrubbed before a reader cuts it; clean lines kept, line numbers too', () => {
    const scrub = scrubberOf([SECRET])!;
    const lines = [
      JSON.stringify({ task: 'a', outcome: 'pass' }),
      '',
      JSON.stringify({ task: 'b', error: `${'x'.repeat(495)}${SECRET}` }),
      'not json ' + SECRET,
    ];
    const out = scrubbedLogText(lines.join('\n'), scrub).split('\n');
    expect(out).toHaveLength(4);
    expect(out[0]).toBe(lines[0]);
    expect(JSON.parse(out[2]!)).toEqual({ task: 'b', error: `${'x'.repeat(495)}***` });
    expect(out[3]).toBe('not json ***');
    const doc = JSON.stringify({ samples: [{ error: SECRET }] });
    expect(JSON.parse(scrubbedLogText(doc, scrub))).toEqual({ samples: [{ error: '***' }] });
    const clean = JSON.stringify({ samples: [] });
    expect(scrubbedLogText(clean, scrub)).toBe(clean);
  });
});

describe('an agent cuts its own text only after the scrub', () => {
  it('an HTTP error status quotes 200 characters of the body: never a prefix of a secret', async () => {
    const scrub = scrubberOf([SECRET])!;
    // The body echoes the key, raw and as JSON escapes it, where the 200-character cut falls.
    const body = `${'x'.repeat(195)}${SECRET} and ${JSON.stringify({ key: SECRET })}`;
    const agent = scrubbingAgent(
      httpAgent({
        url: 'http://127.0.0.1:9/agent',
        retries: 0,
        scrub,
        fetch: (async () => new Response(body, { status: 500 })) as typeof fetch,
      }),
      scrub,
    );
    const error = await Promise.resolve(agent.call('x', 0, false)).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(error).not.toBeNull();
    expect(error!.message).toContain('HTTP 500: xxxx');
    expect(error!.message).not.toContain(SECRET.slice(0, 5));
  });

  it('the scrubber replaces a secret as JSON text writes it, too', () => {
    const scrub = scrubberOf(['tok"en\\value_1234'])!;
    expect(scrub(JSON.stringify({ a: 'tok"en\\value_1234' }))).toBe('{"a":"***"}');
  });
});
