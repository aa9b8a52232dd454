import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  functionAgent,
  loadModuleAgent,
  moduleLoadRefusal,
  parseAgentSpec,
} from '../../src/agents/index.js';
import { isRefusal, type Observation } from '../../src/core/index.js';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/agents');
const load = (spec: string, extra = {}) => loadModuleAgent(spec, { cwd: FIXTURES, ...extra });
const call = async (agent: Awaited<ReturnType<typeof load>>, input: string, fresh = false) =>
  (await agent.call(input, 1, fresh)) as Observation;

describe('parseAgentSpec', () => {
  it('splits at the last colon before an export name, not at a drive letter', () => {
    expect(parseAgentSpec('a/b.mjs')).toEqual({ file: 'a/b.mjs', exportName: 'default' });
    expect(parseAgentSpec('a/b.mjs:makeAgent')).toEqual({
      file: 'a/b.mjs',
      exportName: 'makeAgent',
    });
    expect(parseAgentSpec('C:agent.mjs').exportName).toBe('default');
  });
});

describe('loadModuleAgent', () => {
  it('calls an export that takes an argument directly, synchronously', async () => {
    const agent = await load('constant.mjs');
    const r = agent.call('xy', 1, false);
    expect(typeof (r as PromiseLike<unknown>).then).not.toBe('function');
    expect((r as Observation).verdict).toBe('allow');
    expect(agent.isolation).toBe('fresh-session'); // the module's `isolation` export
  });

  it('reads named exports, async agents and text-only answers', async () => {
    expect((await call(await load('constant.mjs:asyncAgent'), 'bad')).verdict).toBe('block');
    expect((await call(await load('constant.mjs:asText'), 'x')).text).toBe('echo x');
  });

  it('calls a factory once, or once per call under fresh-instance', async () => {
    const shared = await load('factory.mjs');
    expect((await call(shared, 'a')).verdict).toBe('first');
    expect((await call(shared, 'a')).verdict).toBe('later');
    const fresh = await load('factory.mjs', { isolation: 'fresh-instance' });
    expect((await call(fresh, 'a', true)).verdict).toBe('first');
    expect((await call(fresh, 'a', true)).verdict).toBe('first');
    expect((await call(await load('factory.mjs:asyncFactory'), 'q')).verdict).toBe('obj:q');
  });

  it('refuses a missing file, a missing export and an export that is not an agent', async () => {
    await expect(load('nope.mjs')).rejects.toThrow(/no such agent module/);
    await expect(load('constant.mjs:missing')).rejects.toThrow(
      /no export named 'missing'.*exports/,
    );
    await expect(load('misbehaving.mjs:notAFunction')).rejects.toThrow(/is number/);
    await expect(load('misbehaving.mjs:notAFunction')).rejects.toSatisfy(isRefusal);
  });

  it('says how to run a TypeScript agent when Node cannot strip types', () => {
    const error = Object.assign(new TypeError('Unknown file extension ".ts"'), {
      code: 'ERR_UNKNOWN_FILE_EXTENSION',
    });
    const refusal = moduleLoadRefusal(error, 'agent.ts');
    expect(refusal.message).toMatch(/node --import tsx/);
    expect(refusal.message).toMatch(/build/);
    expect(moduleLoadRefusal(new SyntaxError('Unexpected token'), 'a.mjs').message).toMatch(
      /failed to load: Unexpected token/,
    );
  });
});

describe('functionAgent', () => {
  it('wraps an in-process function and its declared isolation', async () => {
    const fn = Object.assign((input: string) => ({ decision: input }), {
      isolation: 'fresh-session',
    });
    const agent = await functionAgent(fn);
    expect(agent.isolation).toBe('fresh-session');
    expect(((await agent.call('z', 1, false)) as Observation).verdict).toBe('z');
  });

  it('turns a factory that throws into a refusal before any call', async () => {
    await expect(
      functionAgent(() => {
        throw new Error('no key');
      }),
    ).rejects.toThrow(/factory threw before any call: no key/);
  });
});
