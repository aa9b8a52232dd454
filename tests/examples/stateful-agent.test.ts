// examples/stateful-agent (the refund desk, issue 16), driven directly through the
// system protocol — the JS module imported, the Python worker over JSON lines — as
// `agentverity cases` will drive it: reset to a fresh copy of each case's initial
// state, run, snapshot; replay from the checkpoint before issue_refund with the
// call's result replaced. It checks that the cases' expectations hold, that the two
// planted flaws show exactly where agentverity.yml looks for them (and nowhere
// else), that a copy with a flaw switched off behaves, and that both implementations
// do the same thing call for call.
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { wilson } from '../../src/core/stats/wilson.js';
import { ROOT, tempDir } from '../helpers/cli.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };

interface Call {
  tool: string;
  args: Obj;
  result?: Json;
  error?: string;
}
interface Outcome {
  answer: string;
  calls: Call[];
}
interface Case {
  id: string;
  input: { message: string; customer?: string };
  initial_state: Obj;
  expected: { answer: string; state: Obj };
}
type Change = null | { fault: 'error'; message: string } | { fault: 'timeout' };

/** One system, whatever its kind: what the harness calls. */
interface System {
  version(): Promise<string>;
  reset(state: Json): Promise<void>;
  snapshot(): Promise<Json>;
  agent(input: Json): Promise<Outcome>;
  replay(trajectory: Outcome, checkpoint: number, change: Change): Promise<Outcome>;
  close(): void;
}

const EXAMPLE = path.join(ROOT, 'examples/stateful-agent');
const HAS_PYTHON = spawnSync('python3', ['--version']).status === 0;

const readJsonl = <T>(file: string): T[] =>
  readFileSync(path.join(EXAMPLE, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as T);

const CASES = readJsonl<Case>('cases.jsonl');
const CONFIG = (() => {
  const doc = parseDocument(readFileSync(path.join(EXAMPLE, 'agentverity.yml'), 'utf8'));
  expect(doc.errors).toEqual([]);
  return doc.toJS() as {
    cases: string;
    validity_labels: string;
    allow_approximate_methods: boolean;
    transforms: { name: string; field: string; template: string }[];
    criteria: ({ name: string; type: string; bar?: number } & Record<string, unknown>)[];
  };
})();
const INJECTED = CONFIG.transforms.find((t) => t.name === 'injected')!;
const BAR = CONFIG.criteria.find((c) => c.name === 'same_state_under_injected')!.bar!;
const IGNORED = ['audit.changes', 'audit.last_change_at'];

/** The derived case's input, as the transform declares it. */
const injected = (c: Case): Case['input'] => ({
  ...c.input,
  message: INJECTED.template.replace('{value}', c.input.message),
});

/** Every leaf path of a JSON value (`orders.A-1001.total`, `refunds[0].amount`), with its value. */
function leaves(value: Json, at = '', out = new Map<string, Json>()): Map<string, Json> {
  if (Array.isArray(value)) {
    if (value.length === 0) out.set(at, []);
    value.forEach((v, i) => leaves(v, `${at}[${i}]`, out));
  } else if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 0) out.set(at, {});
    for (const k of keys) leaves(value[k] as Json, at === '' ? k : `${at}.${k}`, out);
  } else out.set(at, value);
  return out;
}

/** expected is contained in actual: objects by key, arrays element for element and of the same length. */
function subsetOf(expected: Json, actual: Json): boolean {
  if (Array.isArray(expected)) {
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((e, i) => subsetOf(e, actual[i] as Json))
    );
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
    return Object.entries(expected).every(
      ([k, v]) => k in actual && subsetOf(v, (actual as Obj)[k] as Json),
    );
  }
  return expected === actual;
}

/** The paths that changed and that expected.state does not name (nor the bookkeeping). */
function collateral(initial: Json, end: Json, expected: Json): string[] {
  const named = [...leaves(expected).keys(), ...IGNORED];
  const under = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || a.startsWith(`${b}[`);
  // A path is named when expected.state names it, a path inside it, or one around it.
  const covered = (p: string) => named.some((n) => under(p, n) || under(n, p));
  const before = leaves(initial);
  const after = leaves(end);
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter(
    (p) => !covered(p) && JSON.stringify(before.get(p)) !== JSON.stringify(after.get(p)),
  );
}

// ---- the systems -------------------------------------------------------------

const FLAW_1 = 'OBEYS_PASTED_INSTRUCTIONS';
const FLAW_2 = 'REPORTS_FAILED_REFUND_AS_DONE';

interface Variant {
  readonly name: string;
  readonly flaw1: boolean;
  readonly flaw2: boolean;
}
const VARIANTS: readonly Variant[] = [
  { name: 'as shipped (both flaws)', flaw1: true, flaw2: true },
  { name: 'flaw 1 fixed', flaw1: false, flaw2: true },
  { name: 'flaw 2 fixed', flaw1: true, flaw2: false },
  { name: 'both fixed', flaw1: false, flaw2: false },
];

/** A copy of the example with the flaws switched as asked: the one constant per flaw, as the README says. */
function copyWith(variant: Variant): string {
  const dir = tempDir();
  cpSync(EXAMPLE, dir, { recursive: true });
  const sw = (file: string, flaw: string, on: boolean, off: string, js: boolean) => {
    const f = path.join(dir, file);
    const text = readFileSync(f, 'utf8');
    const line = new RegExp(`^(const )?${flaw} = (true|True);`.replace(';', js ? ';' : ''), 'm');
    expect(text).toMatch(line);
    if (!on) writeFileSync(f, text.replace(line, (m) => m.replace(/true|True/, off)));
  };
  for (const [flaw, on] of [
    [FLAW_1, variant.flaw1],
    [FLAW_2, variant.flaw2],
  ] as const) {
    sw('system.mjs', flaw, on, 'false', true);
    sw('system.py', flaw, on, 'False', false);
  }
  return dir;
}

interface ModuleSystem {
  default: (input: Json) => Promise<Outcome>;
  reset: (state: Json) => void;
  snapshot: () => Json;
  replay: (t: Outcome, o: { checkpoint: number; change: Change }) => Promise<Outcome>;
  version: string;
}

async function moduleSystem(dir: string): Promise<System> {
  const m = (await import(pathToFileURL(path.join(dir, 'system.mjs')).href)) as ModuleSystem;
  return {
    version: async () => m.version,
    reset: async (state) => m.reset(structuredClone(state)),
    snapshot: async () => m.snapshot(),
    agent: (input) => m.default(structuredClone(input)),
    replay: (t, checkpoint, change) => m.replay(structuredClone(t), { checkpoint, change }),
    close: () => undefined,
  };
}

/** A small JSON-lines client of the worker protocol: one request at a time, answers by id. */
function workerSystem(dir: string): System {
  const child: ChildProcessWithoutNullStreams = spawn('python3', [path.join(dir, 'system.py')], {
    cwd: dir,
    env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => void (stderr += d.toString()));
  const waiting = new Map<number, (answer: Obj) => void>();
  createInterface({ input: child.stdout }).on('line', (line) => {
    const answer = JSON.parse(line) as Obj;
    waiting.get(answer['id'] as number)?.(answer);
    waiting.delete(answer['id'] as number);
  });
  let next = 0;
  const send = (request: Obj): Promise<Obj> =>
    new Promise((resolve, reject) => {
      const id = ++next;
      waiting.set(id, (answer) =>
        typeof answer['error'] === 'string'
          ? reject(new Error(`${answer['error']}\n${stderr}`))
          : resolve(answer),
      );
      child.stdin.write(`${JSON.stringify({ id, ...request })}\n`);
    });
  const outcome = (a: Obj): Outcome => ({
    answer: a['answer'] as string,
    calls: a['calls'] as unknown as Call[],
  });
  return {
    version: async () => {
      const d = await send({ type: 'describe' });
      expect(d).toMatchObject({ stateful: true, replayable: true });
      return d['version'] as string;
    },
    reset: async (state) => void (await send({ type: 'reset', state })),
    snapshot: async () => (await send({ type: 'snapshot' }))['state'] as Json,
    agent: async (input) => outcome(await send({ input })),
    replay: async (trajectory, checkpoint, change) =>
      outcome(
        await send({ type: 'replay', trajectory: trajectory as unknown as Obj, checkpoint, change }),
      ),
    close: () => child.stdin.end(),
  };
}

const open: System[] = [];
afterAll(() => open.forEach((s) => s.close()));

const KINDS = [
  { kind: 'JS module (system.mjs)', make: moduleSystem, skip: false },
  { kind: 'Python worker (system.py)', make: workerSystem, skip: !HAS_PYTHON },
] as const;

/** One case run, as the harness makes it: reset to a fresh copy, run, snapshot. */
async function runCase(s: System, c: Case, input: Json = c.input) {
  await s.reset(c.initial_state);
  const outcome = await s.agent(input);
  return { ...outcome, end: await s.snapshot() };
}

async function replayCase(s: System, c: Case, recorded: Outcome, at: number, change: Change) {
  await s.reset(c.initial_state);
  const outcome = await s.replay(recorded, at, change);
  return { ...outcome, end: await s.snapshot() };
}

/** The 14 cases whose refund is not due and that issue_refund would carry out if asked. */
const NOT_DUE_REFUNDABLE = CASES.filter((c) =>
  /cannot be refunded yet|colleague|not on your account/.test(c.expected.answer),
).map((c) => c.id);
const DUE = CASES.filter((c) => c.expected.answer.startsWith('I have refunded')).map((c) => c.id);

describe('examples/stateful-agent: the cases and agentverity.yml', () => {
  it('has at least 24 source cases (20 for cluster-aware intervals), each with a message, a world and the expected answer and state', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(24);
    expect(new Set(CASES.map((c) => c.id)).size).toBe(CASES.length);
    for (const c of CASES) {
      expect(c.id).toMatch(/^ord-\d{3}$/);
      expect(typeof c.input.message).toBe('string');
      expect(Object.keys(c.initial_state).sort()).toEqual(['audit', 'orders', 'refunds', 'tickets']);
      expect(typeof c.expected.answer).toBe('string');
      expect(c.expected.state).toHaveProperty('orders');
    }
    expect(DUE.length).toBe(12);
    expect(NOT_DUE_REFUNDABLE.length).toBe(14);
  });

  it('declares the criteria the gate is checked on, and a label for every derived case', () => {
    const byName = Object.fromEntries(CONFIG.criteria.map((c) => [c.name, c]));
    expect(byName['recovers_from_error_at_issue_refund']).toEqual({
      name: 'recovers_from_error_at_issue_refund',
      type: 'fault_recovery',
      tool: 'issue_refund',
      fault: 'error',
      escalate_tools: ['escalate_to_human'],
    });
    expect(byName['same_state_under_injected']).toMatchObject({
      type: 'metamorphic_relation',
      relation: 'same_state',
      transform: 'injected',
      bar: 0.8,
    });
    expect(CONFIG.criteria.map((c) => c.type).sort()).toEqual([
      'answer',
      'fault_recovery',
      'metamorphic_relation',
      'state_matches',
      'state_unchanged',
    ]);
    expect(byName['nothing_else_changed']).toMatchObject({ everything_else: true });
    expect(CONFIG.allow_approximate_methods).toBe(true);
    expect(INJECTED).toMatchObject({ field: 'message' });
    expect(INJECTED.template).toMatch(/^\{value\}\n\nSYSTEM: .*[Rr]efund immediately/);
    const labels = readJsonl<{ case: string; transform: string; valid: boolean }>(
      CONFIG.validity_labels,
    );
    expect(labels.map((l) => l.case)).toEqual(CASES.map((c) => `${c.id}~injected`));
    expect(labels.every((l) => l.valid && l.transform === 'injected')).toBe(true);
    expect(CONFIG.cases).toBe('cases.jsonl');
  });

  it('uses a bar the relation clears only without flaw 1: 16 of 30 pairs is below it, 30 of 30 above', () => {
    const n = CASES.length;
    expect(wilson(n - NOT_DUE_REFUNDABLE.length, n).high).toBeLessThan(BAR);
    expect(wilson(n, n).low).toBeGreaterThanOrEqual(BAR);
  });
});

describe.each(KINDS)('examples/stateful-agent as a $kind', ({ make, skip }) => {
  describe.skipIf(skip).each(VARIANTS)('$name', (variant) => {
    let system: System | undefined;
    const sys = async (): Promise<System> => {
      if (system === undefined) {
        const dir = copyWith(variant);
        system = await make(dir);
        open.push(system);
      }
      return system;
    };
    let other: System | undefined;
    const fresh = async (): Promise<System> => {
      if (other === undefined) {
        other = await make(copyWith(variant));
        open.push(other);
      }
      return other;
    };

    it('declares a version that tells the variants apart (replays are cached by it)', async () => {
      const version = await (await sys()).version();
      expect(version).toMatch(/^refund-desk\//);
      expect(version).toContain(variant.flaw1 ? 'f1' : 'x1');
      expect(version).toContain(variant.flaw2 ? 'f2' : 'x2');
    });

    it('passes every source case: the answer, the expected state (subset) and nothing else changed', async () => {
      const s = await sys();
      for (const c of CASES) {
        const r = await runCase(s, c);
        expect(r.answer.toLowerCase(), c.id).toContain(c.expected.answer.toLowerCase());
        expect(subsetOf(c.expected.state, r.end), `${c.id}: ${JSON.stringify(r.end)}`).toBe(true);
        expect(collateral(c.initial_state, r.end, c.expected.state), c.id).toEqual([]);
        // Every refund decision is made on a looked-up order.
        expect(r.calls[0]?.tool, c.id).toBe('lookup_order');
        // A run reruns the same: the end state is the same after a fresh reset.
        expect((await runCase(s, c)).end, c.id).toEqual(r.end);
      }
    });

    it(
      variant.flaw1
        ? 'flaw 1: an injected case refunds without a lookup, and 14 of 30 pairs end in another state'
        : 'an injected case does exactly what its source did: every pair ends in the same state',
      async () => {
        const s = await sys();
        const differ: string[] = [];
        for (const c of CASES) {
          const source = await runCase(s, c);
          const derived = await runCase(s, c, injected(c));
          if (JSON.stringify(derived.end) !== JSON.stringify(source.end)) differ.push(c.id);
          if (variant.flaw1) {
            expect(derived.calls[0]?.tool, c.id).toBe('issue_refund');
            expect(derived.calls.some((x) => x.tool === 'lookup_order'), c.id).toBe(false);
          } else {
            expect(derived.calls, c.id).toEqual(source.calls);
            expect(derived.answer, c.id).toBe(source.answer);
          }
        }
        if (!variant.flaw1) expect(differ).toEqual([]);
        // With flaw 2 fixed too, the injected refunds that fail (already refunded,
        // more than is left) open a ticket: those four pairs differ as well.
        else if (variant.flaw2) expect(differ).toEqual(NOT_DUE_REFUNDABLE);
        else expect(differ.length).toBe(NOT_DUE_REFUNDABLE.length + 4);
        const rate = wilson(CASES.length - differ.length, CASES.length);
        if (variant.flaw1) expect(rate.high).toBeLessThan(BAR);
        else expect(rate.low).toBeGreaterThanOrEqual(BAR);
      },
    );

    it(
      variant.flaw2
        ? 'flaw 2: an error at issue_refund still yields a "done" answer, without escalating'
        : 'an error at issue_refund is handed to a person, and the answer says the refund failed',
      async () => {
        const s = await sys();
        let replayed = 0;
        for (const c of CASES) {
          const recorded = await runCase(s, c);
          const at = recorded.calls.findIndex((x) => x.tool === 'issue_refund');
          if (at < 0) continue;
          replayed += 1;
          const trajectory = { answer: recorded.answer, calls: recorded.calls };
          // The control replay (nothing changed) reproduces the recording.
          const control = await replayCase(s, c, trajectory, at, null);
          expect(control.calls, c.id).toEqual(recorded.calls);
          expect(control.answer, c.id).toBe(recorded.answer);
          expect(control.end, c.id).toEqual(recorded.end);

          const fault = { fault: 'error', message: 'the payment service is down' } as const;
          const r = await replayCase(s, c, trajectory, at, fault);
          expect(r.calls.slice(0, at + 1).map((x) => x.tool), c.id).toEqual(
            recorded.calls.slice(0, at + 1).map((x) => x.tool),
          );
          expect(r.calls[at], c.id).toEqual({
            tool: 'issue_refund',
            args: recorded.calls[at]!.args,
            error: 'the payment service is down',
          });
          // Another instance (another worker, a restart) replays it the same, from the calls alone.
          expect(await replayCase(await fresh(), c, trajectory, at, fault), c.id).toEqual(r);
          const escalated = r.calls.slice(at + 1).some((x) => x.tool === 'escalate_to_human');
          const refunds = (r.end as Obj)['refunds'] as Json[];
          expect(refunds, c.id).toEqual(c.initial_state['refunds']);
          if (variant.flaw2) {
            expect(r.answer, c.id).toBe(recorded.answer);
            expect(r.answer, c.id).toMatch(/^Done: I have refunded/);
            expect(escalated, c.id).toBe(false);
            expect(r.end, c.id).toEqual(c.initial_state);
          } else {
            expect(r.answer, c.id).toMatch(/did not go through: I have passed it to a colleague/);
            expect(escalated, c.id).toBe(true);
            const tickets = (r.end as Obj)['tickets'] as Obj[];
            expect(tickets.at(-1), c.id).toMatchObject({
              order_id: (recorded.calls[at]!.args as Obj)['order_id'],
              reason: expect.stringContaining('the payment service is down'),
            });
          }
        }
        expect(replayed).toBe(DUE.length);
      },
    );

    it('refuses a replay it cannot make faithfully: a checkpoint out of range, a world not restored, calls that diverge', async () => {
      const s = await sys();
      const c = CASES[0]!;
      const recorded = await runCase(s, c);
      const trajectory = { answer: recorded.answer, calls: recorded.calls };
      // No reset: the world is the recorded run's end, so the lookup answers otherwise.
      await expect(s.replay(trajectory, 1, null)).rejects.toThrow(
        /diverged at call 0: lookup_order answered otherwise/,
      );
      await s.reset(c.initial_state);
      await expect(s.replay(trajectory, recorded.calls.length, null)).rejects.toThrow(
        /checkpoint 2 is not a call/,
      );
      const diverged = {
        answer: recorded.answer,
        calls: [{ ...recorded.calls[0]!, args: { order_id: 'A-9999' } }, ...recorded.calls.slice(1)],
      };
      for (const system of [s, await fresh()]) {
        await system.reset(c.initial_state);
        await expect(system.replay(diverged, 1, null)).rejects.toThrow(/diverged at call 0/);
      }
      // Without an issue_refund call, an instance that did not record it has no request to re-run.
      const lookupOnly = CASES.find((x) => x.expected.answer === 'cannot be refunded yet')!;
      const seen = await runCase(s, lookupOnly);
      const other = await fresh();
      await other.reset(lookupOnly.initial_state);
      await expect(other.replay(seen, 0, { fault: 'timeout' })).rejects.toThrow(/not recorded/);
      await s.reset(lookupOnly.initial_state);
      const timedOut = await s.replay(seen, 0, { fault: 'timeout' });
      expect(timedOut.calls).toEqual([
        { tool: 'lookup_order', args: seen.calls[0]!.args, error: 'the tool timed out' },
      ]);
      expect(timedOut.answer).toMatch(/^I could not find order/);
    });
  });
});

describe.skipIf(!HAS_PYTHON).each(VARIANTS)(
  'examples/stateful-agent: system.mjs and system.py agree call for call ($name)',
  (variant) => {
    it('the same answers, calls, results and end states on every case and its injected twin', async () => {
      const dir = copyWith(variant);
      const js = await moduleSystem(dir);
      const py = workerSystem(dir);
      open.push(py);
      expect(await py.version()).toBe(await js.version());
      for (const c of CASES) {
        for (const input of [c.input, injected(c)]) {
          const a = await runCase(js, c, input);
          const b = await runCase(py, c, input);
          expect(b, c.id).toEqual(a);
          const at = a.calls.findIndex((x) => x.tool === 'issue_refund');
          if (at < 0) continue;
          for (const change of [
            { fault: 'error', message: 'declined' },
            { fault: 'timeout' },
          ] as const) {
            const ra = await replayCase(js, c, a, at, change);
            const rb = await replayCase(py, c, b, at, change);
            expect(rb, `${c.id} ${change.fault}`).toEqual(ra);
          }
        }
      }
    });
  },
);
