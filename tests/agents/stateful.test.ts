import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  AgentCallError,
  httpSystemRefusal,
  jsonCopy,
  loadCommandSystem,
  loadModuleSystem,
  systemAnswerOf,
  type StatefulSystem,
} from '../../src/agents/index.js';
import { refusalOfAsync } from '../helpers/refusal.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const EXAMPLE = path.join(ROOT, 'examples/stateful');
const dir = mkdtempSync(path.join(tmpdir(), 'av-stateful-'));
const systems: StatefulSystem[] = [];

const PYTHON = ['python3', 'python'].find(
  (p) => spawnSync(p, ['-c', 'import json'], { stdio: 'ignore' }).status === 0,
);

afterEach(async () => {
  await Promise.all(systems.splice(0).map((s) => s.close()));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const p = path.join(dir, name);
  writeFileSync(p, text);
  return p;
}

async function failureOf(promise: Promise<unknown>): Promise<AgentCallError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (error instanceof AgentCallError) return error;
  throw new Error(`expected an AgentCallError, got ${String(error)}`);
}

const WORLD = { tickets: { 'T-1': { status: 'open' }, 'T-2': { status: 'open' } } };

describe('systemAnswerOf: what an agent returns, checked', () => {
  it('takes a string as an answer with no calls, and an object with answer (or text) and calls', () => {
    expect(systemAnswerOf('done')).toEqual({ answer: 'done', calls: [] });
    expect(
      systemAnswerOf({
        answer: 'ok',
        calls: [
          { tool: 'a', args: { x: 1 }, result: [1] },
          { tool: 'b', args: null, error: 'no' },
        ],
      }),
    ).toEqual({
      answer: 'ok',
      calls: [
        { tool: 'a', args: { x: 1 }, result: [1] },
        { tool: 'b', args: null, error: 'no' },
      ],
    });
    expect(systemAnswerOf({ text: 'from a worker', calls: [] }).answer).toBe('from a worker');
    expect(systemAnswerOf({ answer: null, calls: [] }).answer).toBeNull();
  });

  it.each([
    [42, /is a number; expected a string or an object/],
    [{ answer: 'x', calls: 'lookup' }, /calls must be a list/],
    [{ answer: 'x', calls: ['lookup'] }, /calls\[0\] is a string/],
    [{ answer: 'x', calls: [{ tool: '', args: {} }] }, /calls\[0\]\.tool must be a tool name/],
    [{ answer: 'x', calls: [{ tool: 'a' }] }, /calls\[0\] \(a\) has no args/],
    [{ answer: 'x', calls: [{ tool: 'a', args: { f: () => 1 } }] }, /args\.f is a function/],
    [{ answer: 'x', calls: [{ tool: 'a', args: NaN }] }, /args is NaN/],
    [{ answer: 'x', calls: [{ tool: 'a', args: {}, error: 3 }] }, /error must be a string/],
    [{ answer: 'x', calls: [{ tool: 'a', args: {}, name: 'a' }] }, /unknown keys "name"/],
    [{ answer: 7, calls: [] }, /answer must be a string or null/],
  ])('refuses %j as a malformed answer', (value, message) => {
    let error: unknown;
    try {
      systemAnswerOf(value);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AgentCallError);
    expect((error as AgentCallError).reason).toBe('malformed_response');
    expect((error as Error).message).toMatch(message);
  });

  it('copies: a cycle is refused, a class instance is refused, a later change does not reach the copy', () => {
    const a: Record<string, unknown> = {};
    a.self = a;
    expect(() => jsonCopy(a, 'snapshot()')).toThrow(/snapshot\(\)\.self refers to itself/);
    expect(() => jsonCopy({ when: new Date(0) }, 'snapshot()')).toThrow(/is a Date/);
    const state = { items: [{ n: 1 }] };
    const copy = jsonCopy(state, 's') as { items: { n: number }[] };
    state.items[0]!.n = 2;
    expect(copy.items[0]!.n).toBe(1);
  });
});

describe('loadModuleSystem', () => {
  it('loads the example: stateful, replayable, versioned; reset, call, snapshot and replay work', async () => {
    const s = await loadModuleSystem(path.join(EXAMPLE, 'system.mjs'), { cwd: ROOT });
    systems.push(s);
    expect(s).toMatchObject({
      kind: 'module',
      source: 'system.mjs:default',
      stateful: true,
      replayable: true,
      version: 'ticket-desk-1',
    });
    await s.reset(structuredClone(WORLD));
    const answer = await s.call('close T-1');
    expect(answer.answer).toBe('T-1 is now closed.');
    expect(answer.calls.map((c) => c.tool)).toEqual(['get_ticket', 'set_status']);
    const end = await s.snapshot();
    expect(end).toEqual({ tickets: { 'T-1': { status: 'closed' }, 'T-2': { status: 'open' } } });

    await s.reset(structuredClone(WORLD));
    const replayed = await s.replay(
      { calls: answer.calls, answer: answer.answer },
      {
        checkpoint: 1,
        change: { fault: 'error', message: 'set_status failed' },
        input: 'close T-1',
      },
    );
    // The agent saw the injected error and handed over.
    expect(replayed.calls[1]).toEqual({
      tool: 'set_status',
      args: { id: 'T-1', status: 'closed' },
      error: 'set_status failed',
    });
    expect(replayed.calls.map((c) => c.tool)).toEqual(['get_ticket', 'set_status', 'escalate']);
    expect(await s.snapshot()).toMatchObject({ tickets: { 'T-1': { status: 'open' } } });
  });

  it('keeps a copy of the snapshot: the system changing its world later does not change it', async () => {
    const f = file(
      'live.mjs',
      `let w = null; export function reset(s) { w = s; } export function snapshot() { return w; }
       export default async function agent(input) { w.n += 1; return 'ok'; }`,
    );
    const s = await loadModuleSystem(f, { cwd: dir });
    await s.reset({ n: 0 });
    await s.call('x');
    const first = await s.snapshot();
    await s.call('x');
    expect(first).toEqual({ n: 1 });
    expect(await s.snapshot()).toEqual({ n: 2 });
  });

  it('a module without snapshot is not stateful; one without replay is not replayable', async () => {
    const a = await loadModuleSystem(
      file('noshot.mjs', `export function reset(s) {} export default (input) => 'ok';`),
      { cwd: dir },
    );
    expect([a.stateful, a.replayable, a.version]).toEqual([false, false, null]);
    const b = await loadModuleSystem(
      file(
        'noreplay.mjs',
        `export function reset(s) {} export function snapshot() { return {}; } export default (input) => 'ok';`,
      ),
      { cwd: dir },
    );
    expect([b.stateful, b.replayable]).toEqual([true, false]);
    await expect(
      b.replay({ calls: [], answer: null }, { checkpoint: 0, change: null, input: '' }),
    ).rejects.toThrow(/no replay export/);
  });

  it('uses a createAgent factory, once', async () => {
    const f = file(
      'factory.mjs',
      `let made = 0; export function createAgent() { made += 1; return async (input) => ({ answer: 'made ' + made, calls: [] }); }`,
    );
    const s = await loadModuleSystem(f, { cwd: dir });
    expect((await s.call('a')).answer).toBe('made 1');
    expect((await s.call('b')).answer).toBe('made 1');
  });

  it('refuses, naming the file: a missing module, an ambiguous agent, a reset that is not a function, a bad version', async () => {
    expect((await refusalOfAsync(loadModuleSystem('nope.mjs', { cwd: dir }))).code).toBe(
      'agent.missing',
    );
    const amb = await refusalOfAsync(
      loadModuleSystem(file('amb.mjs', `export default () => 'x';`), { cwd: dir }),
    );
    expect(amb.code).toBe('agent.ambiguous');
    const reset = await refusalOfAsync(
      loadModuleSystem(file('badreset.mjs', `export const reset = 3; export default (i) => 'x';`), {
        cwd: dir,
      }),
    );
    expect(reset.code).toBe('system.export-type');
    expect(reset.where).toContain('badreset.mjs');
    expect(reset.message).toMatch(/export 'reset' is a number/);
    const version = await refusalOfAsync(
      loadModuleSystem(
        file('badversion.mjs', `export const version = 2; export default (i) => 'x';`),
        {
          cwd: dir,
        },
      ),
    );
    expect(version.code).toBe('system.version');
    const threw = await refusalOfAsync(
      loadModuleSystem(file('throws.mjs', `throw new Error('boom at load');`), { cwd: dir }),
    );
    expect(threw.code).toBe('agent.load');
    expect(threw.message).toContain('boom at load');
  });

  it('a throwing agent or snapshot rejects the call, it does not crash', async () => {
    const s = await loadModuleSystem(
      file(
        'throwing.mjs',
        `export function reset(s) {} export function snapshot() { throw new Error('no snap'); }
         export default async (input) => { throw new Error('agent broke'); };`,
      ),
      { cwd: dir },
    );
    await expect(s.call('x')).rejects.toThrow('agent broke');
    await expect(s.snapshot()).rejects.toThrow('no snap');
  });
});

describe('loadCommandSystem', () => {
  it.skipIf(PYTHON === undefined)(
    'runs the Python example worker: describe, reset, call, snapshot, replay with an injected fault',
    async () => {
      const s = await loadCommandSystem({
        command: `${PYTHON} ${path.join(EXAMPLE, 'worker.py')}`,
        cwd: ROOT,
      });
      systems.push(s);
      expect(s).toMatchObject({
        kind: 'command',
        stateful: true,
        replayable: true,
        version: 'ticket-desk-1',
      });
      await s.reset(structuredClone(WORLD));
      const answer = await s.call('close T-1');
      expect(answer).toEqual({
        answer: 'T-1 is now closed.',
        calls: [
          { tool: 'get_ticket', args: { id: 'T-1' }, result: { id: 'T-1', status: 'open' } },
          {
            tool: 'set_status',
            args: { id: 'T-1', status: 'closed' },
            result: { id: 'T-1', status: 'closed' },
          },
        ],
      });
      expect(await s.snapshot()).toEqual({
        tickets: { 'T-1': { status: 'closed' }, 'T-2': { status: 'open' } },
      });
      await s.reset(structuredClone(WORLD));
      const malformed = await s.replay(
        { calls: answer.calls, answer: answer.answer },
        { checkpoint: 0, change: { fault: 'malformed', result: 'garbage' }, input: 'close T-1' },
      );
      expect(malformed.calls).toEqual([
        { tool: 'get_ticket', args: { id: 'T-1' }, result: 'garbage' },
        {
          tool: 'escalate',
          args: { id: 'T-1', reason: 'get_ticket gave an answer I cannot read' },
          result: { escalated: 'T-1' },
        },
      ]);
      expect(await s.snapshot()).toMatchObject({ tickets: { 'T-1': { status: 'open' } } });
    },
  );

  const node = JSON.stringify(process.execPath);

  it('a bad call shape from a worker is that call’s error; the worker goes on', async () => {
    const w = file(
      'badshape.mjs',
      `import readline from 'node:readline';
       const rl = readline.createInterface({ input: process.stdin });
       rl.on('line', (line) => {
         const m = JSON.parse(line);
         let a;
         if (m.type === 'describe') a = { stateful: true, replayable: false, version: null };
         else if (m.type === 'call' && m.input === 'bad') a = { text: 'x', calls: [{ tool: 'a' }] };
         else if (m.type === 'call') a = { text: 'fine', calls: [] };
         else if (m.type === 'snapshot') a = {};
         else a = {};
         process.stdout.write(JSON.stringify({ id: m.id, ...a }) + '\\n');
       });`,
    );
    const s = await loadCommandSystem({ command: `${node} ${w}`, cwd: dir });
    systems.push(s);
    expect([s.stateful, s.replayable, s.version]).toEqual([true, false, null]);
    const bad = await failureOf(s.call('bad'));
    expect(bad.reason).toBe('malformed_response');
    expect(bad.message).toMatch(/calls\[0\] \(a\) has no args/);
    expect((await s.call('good')).answer).toBe('fine');
    await s.reset({});
    expect((await failureOf(s.snapshot())).message).toMatch(/no "state"/);
  });

  it('a worker that dies is that call’s error, and the next message starts a new worker', async () => {
    const w = file(
      'dies.mjs',
      `import readline from 'node:readline';
       const rl = readline.createInterface({ input: process.stdin });
       rl.on('line', (line) => {
         const m = JSON.parse(line);
         if (m.type === 'call' && m.input === 'die') process.exit(3);
         const a = m.type === 'describe' ? { stateful: false } : { text: 'alive ' + process.pid };
         process.stdout.write(JSON.stringify({ id: m.id, ...a }) + '\\n');
       });`,
    );
    const s = await loadCommandSystem({ command: `${node} ${w}`, cwd: dir });
    systems.push(s);
    const died = await failureOf(s.call('die'));
    expect(died.message).toMatch(/exited during the call \(exit code 3\)/);
    expect((await s.call('again')).answer).toMatch(/^alive \d+$/);
    expect((await failureOf(s.reset({}))).message).toMatch(/not stateful/);
  });

  it('a worker restarted after the reset gives no snapshot: its world is not the case’s', async () => {
    const w = file(
      'statefuldies.mjs',
      `import readline from 'node:readline';
       let state = null;
       readline.createInterface({ input: process.stdin }).on('line', (line) => {
         const m = JSON.parse(line);
         if (m.type === 'call' && m.input === 'die') process.exit(5);
         let a = {};
         if (m.type === 'describe') a = { stateful: true, replayable: false, version: 'x' };
         else if (m.type === 'reset') state = m.state;
         else if (m.type === 'snapshot') a = { state };
         else a = { text: 'ok', calls: [] };
         process.stdout.write(JSON.stringify({ id: m.id, ...a }) + '\\n');
       });`,
    );
    const s = await loadCommandSystem({ command: `${node} ${w}`, cwd: dir });
    systems.push(s);
    await s.reset({ n: 1 });
    expect(await s.snapshot()).toEqual({ n: 1 });
    await failureOf(s.call('die'));
    expect((await failureOf(s.snapshot())).message).toMatch(/restarted since the reset/);
    await s.reset({ n: 2 });
    expect((await s.call('fine')).answer).toBe('ok');
    expect(await s.snapshot()).toEqual({ n: 2 });
  });

  it('refuses a worker that does not answer describe, naming the command', async () => {
    const w = file(
      'old.mjs',
      `import readline from 'node:readline';
       readline.createInterface({ input: process.stdin }).on('line', (line) => {
         const m = JSON.parse(line);
         process.stdout.write(JSON.stringify({ id: m.id, decision: 'refund' }) + '\\n');
       });`,
    );
    const r = await refusalOfAsync(loadCommandSystem({ command: `${node} ${w}`, cwd: dir }));
    expect(r.code).toBe('system.describe');
    expect(r.message).toMatch(/no boolean "stateful"/);
    const crash = await refusalOfAsync(
      loadCommandSystem({ command: `${node} -e "process.exit(4)"`, cwd: dir }),
    );
    expect(crash.code).toBe('system.describe');
    expect(crash.message).toMatch(/exit code 4/);
  });
});

describe('HTTP', () => {
  it('is refused for a stateful run, without the credentials of the URL', () => {
    const r = httpSystemRefusal('https://user:secret@example.test/agent?key=1');
    expect(r.code).toBe('system.http');
    expect(r.where).toBe('https://example.test/agent');
    expect(r.message).toMatch(/cannot be reset by us/);
  });
});
