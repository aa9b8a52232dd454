import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  AgentCallError,
  functionAgent,
  loadModuleAgent,
  moduleLoadRefusal,
  parseAgentSpec,
} from '../../src/agents/index.js';
import { collectEvidence } from '../../src/collect/index.js';
import { assess, isRefusal, type Observation } from '../../src/core/index.js';
import { refusalOfAsync } from '../helpers/refusal.js';

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
  it('calls an export that takes an argument, in its worker thread (or here, synchronously, with thread: false)', async () => {
    const agent = await load('constant.mjs');
    const r = agent.call('xy', 1, false);
    expect(typeof (r as PromiseLike<unknown>).then).toBe('function');
    expect(((await r) as Observation).verdict).toBe('allow');
    expect(agent.isolation).toBe('fresh-session'); // the module's `isolation` export
    await agent.close();
    const here = await load('constant.mjs', { thread: false });
    const now = here.call('xy', 1, false);
    expect(typeof (now as PromiseLike<unknown>).then).not.toBe('function');
    expect((now as Observation).verdict).toBe('allow');
    expect(here.isolation).toBe('fresh-session');
  });

  it('reads named exports, async agents and text-only answers', async () => {
    expect((await call(await load('constant.mjs:asyncAgent'), 'bad')).verdict).toBe('block');
    expect((await call(await load('constant.mjs:asText'), 'x')).text).toBe('echo x');
  });

  it('calls the createAgent factory once, or once per call under fresh-instance', async () => {
    const shared = await load('factory.mjs');
    expect(shared.label).toBe('factory.mjs:createAgent');
    expect((await call(shared, 'a')).verdict).toBe('first');
    expect((await call(shared, 'a')).verdict).toBe('later');
    const fresh = await load('factory.mjs', { isolation: 'fresh-instance' });
    expect((await call(fresh, 'a', true)).verdict).toBe('first');
    expect((await call(fresh, 'a', true)).verdict).toBe('first');
    expect((await call(await load('factory-async.mjs'), 'q')).verdict).toBe('obj:q');
    expect((await call(await load('factory.mjs:createAgent'), 'q')).verdict).toBe('first');
  });

  it('never takes an agent for a factory by its parameter count: the ambiguous export is refused', async () => {
    // (input = '') and (...args) have Function.length 0; the old guess called them once with no input.
    for (const spec of ['ambiguous.mjs', 'ambiguous.mjs:rest', 'ambiguous.mjs:none']) {
      const r = await refusalOfAsync(load(spec));
      expect(r.code).toBe('agent.ambiguous');
      expect(r.where).toBe('ambiguous.mjs');
      expect(r.message).toMatch(/declares no parameter/);
      expect(r.message).toMatch(/export function createAgent\(\)/);
    }
    expect((await refusalOfAsync(load('ambiguous.mjs'))).message).toMatch(
      /export default async \(input\) => …/,
    );
    expect((await refusalOfAsync(load('ambiguous.mjs:rest'))).message).toMatch(
      /export const rest = async \(input\) => …/,
    );
    // Declared explicitly, it is the agent.
    const agent = await load('ambiguous.mjs', { factory: false });
    expect((await call(agent, 'x')).verdict).toBe('ok');
  });

  it('refuses a module with both a default agent and a factory unless the export is named', async () => {
    const r = await refusalOfAsync(load('both.mjs'));
    expect(r.code).toBe('agent.ambiguous');
    expect(r.message).toMatch(
      /both\.mjs:default for the agent, or both\.mjs:createAgent for the factory/,
    );
    expect((await call(await load('both.mjs:default'), 'a')).verdict).toBe('agent:a');
    expect((await call(await load('both.mjs:createAgent'), 'a')).verdict).toBe('made:a');
  });

  it("makes an answer without a decision, or with an unbounded one, that call's failure", async () => {
    const failure = async (spec: string, options = {}) => {
      try {
        await call(await load(`shapes.mjs:${spec}`, options), 'in');
      } catch (error) {
        if (error instanceof AgentCallError) return error;
        throw error;
      }
      throw new Error(`${spec} was read as a decision`);
    };
    expect(await failure('route')).toMatchObject({ reason: 'extraction_failed' });
    expect((await failure('route')).message).toMatch(/"route"/);
    expect((await failure('nested')).message).toMatch(/"output", "text"/);
    expect((await failure('nullDecision')).reason).toBe('extraction_failed');
    expect((await failure('empty')).reason).toBe('extraction_failed');
    expect((await failure('emptyDecision')).reason).toBe('malformed_response');
    expect((await failure('long')).message).toMatch(/300 characters, more than the 256/);
    expect((await failure('longText')).reason).toBe('malformed_response');
    // On the text layer the text is compared and needs no decision.
    const onText = await load('shapes.mjs:nested', { layer: 'text' });
    expect((await call(onText, 'in')).text).toBe('ok');
    expect((await call(await load('shapes.mjs:okLong'), 'in')).verdict).toBe('ok');
  });

  it('refuses a missing file, a missing export and an export that is not an agent', async () => {
    await expect(load('nope.mjs')).rejects.toThrow(/no such agent module/);
    await expect(load('constant.mjs:missing')).rejects.toThrow(
      /no export named 'missing'.*exports/,
    );
    await expect(load('misbehaving.mjs:notAFunction')).rejects.toThrow(/is number/);
    await expect(load('misbehaving.mjs:notAFunction')).rejects.toSatisfy(isRefusal);
  });

  it('records {route} answers as failed calls naming the keys: the run is incomplete, not blind', async () => {
    // The old reading recorded the decision (empty) for every call, and called the run blind.
    const agent = await load('shapes.mjs:route');
    const { evidence } = await collectEvidence(
      { cases: [{ input: 'a' }, { input: 'b' }, { input: 'c' }], k: 2 },
      agent,
    );
    // Each series ends at its first failed call; when every first call fails, the
    // run stops as one whose agent cannot answer.
    const observations = evidence.cases.flatMap((c) => c.observations);
    expect(observations).toHaveLength(3);
    for (const o of observations) {
      expect(o.decision).toBeUndefined();
      expect(o.error).toMatch(/^no decision in the answer: .*the key "route"/);
    }
    const a = assess(evidence, null, { epsilon: 0.05 });
    expect(a.status).toBe('incomplete');
  });

  it('says how to run a TypeScript agent when Node cannot strip types', () => {
    const error = Object.assign(new TypeError('Unknown file extension ".ts"'), {
      code: 'ERR_UNKNOWN_FILE_EXTENSION',
    });
    const refusal = moduleLoadRefusal(error, 'agent.ts', {
      entry: '/p/node_modules/.bin/agentverity',
      cwd: '/p',
    });
    expect(refusal.code).toBe('agent.typescript');
    expect(refusal.message).toMatch(/node --import tsx node_modules\/\.bin\/agentverity …/);
    expect(refusal.message).toMatch(/npm install --save-dev tsx/);
    expect(refusal.message).toMatch(/build/);
    // In a checkout: the script as it was started.
    expect(
      moduleLoadRefusal(error, 'agent.ts', { entry: '/repo/dist/cli.js', cwd: '/repo' }).message,
    ).toMatch(/node --import tsx dist\/cli\.js …/);
    expect(moduleLoadRefusal(new SyntaxError('Unexpected token'), 'a.mjs').message).toMatch(
      /failed to load: Unexpected token/,
    );
  });

  it('names a TypeScript command that works, in a project and in a checkout', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const tsx = path.join(root, 'node_modules/tsx');
    if (!existsSync(tsx) || !existsSync(path.join(root, 'dist/cli.js'))) return;
    const dir = mkdtempSync(path.join(tmpdir(), 'agentverity-ts-'));
    // A project that installed agentverity and tsx (linked to this checkout's copies).
    const project = path.join(dir, 'project');
    mkdirSync(path.join(project, 'node_modules/.bin'), { recursive: true });
    symlinkSync(tsx, path.join(project, 'node_modules/tsx'));
    symlinkSync(root, path.join(project, 'node_modules/agentverity'));
    symlinkSync('../agentverity/dist/cli.js', path.join(project, 'node_modules/.bin/agentverity'));
    writeFileSync(path.join(project, 'package.json'), '{"private": true}\n');
    const agent = path.join(dir, 'agent.ts');
    writeFileSync(
      agent,
      "export default (input: string): { decision: string } => ({ decision: input.length > 2 ? 'long' : 'short' });\n",
    );
    const inputs = path.join(dir, 'inputs.txt');
    writeFileSync(inputs, 'a\nbb\nccc\ndddd\n');
    const error = Object.assign(new TypeError('Unknown file extension ".ts"'), {
      code: 'ERR_UNKNOWN_FILE_EXTENSION',
    });
    const runs = [
      // `npx agentverity run …` starts node_modules/.bin/agentverity.
      { cwd: project, entry: path.join(project, 'node_modules/.bin/agentverity') },
      // README's `node dist/cli.js run …` in a checkout.
      { cwd: root, entry: path.join(root, 'dist/cli.js') },
    ];
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    runs.forEach((where, i) => {
      const advice = moduleLoadRefusal(error, 'agent.ts', where).message;
      const script = /node --import tsx (\S+)/.exec(advice)?.[1];
      expect(script).toBeDefined();
      const out = path.join(dir, `evidence-${i}.json`);
      const r = spawnSync(
        process.execPath,
        ['--import', 'tsx', script as string, 'run', '--agent', agent, '--inputs', inputs].concat([
          '--k',
          '2',
          '--quiet',
          '--evidence-out',
          out,
        ]),
        { cwd: where.cwd, encoding: 'utf8' },
      );
      expect(r.stderr).not.toMatch(/Cannot find|ERR_|TypeScript/);
      const evidence = JSON.parse(readFileSync(out, 'utf8')) as {
        cases: { observations: { decision?: string }[] }[];
      };
      expect(evidence.cases.flatMap((c) => c.observations.map((o) => o.decision))).toContain(
        'long',
      );
    });
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
      functionAgent(
        () => {
          throw new Error('no key');
        },
        { factory: true },
      ),
    ).rejects.toThrow(/factory threw before any call: no key/);
  });

  it('refuses a function declaring no parameter unless told whether it is a factory', async () => {
    let calls = 0;
    const r = await refusalOfAsync(
      functionAgent(async (input = '') => {
        calls++;
        return { decision: input };
      }),
    );
    expect(r.code).toBe('agent.ambiguous');
    expect(r.message).toMatch(/pass \{ factory: true \}/);
    expect(calls).toBe(0);
    const agent = await functionAgent(async (input = '') => ({ decision: `got ${input}` }), {
      factory: false,
    });
    expect(((await agent.call('z', 1, false)) as Observation).verdict).toBe('got z');
  });
});
