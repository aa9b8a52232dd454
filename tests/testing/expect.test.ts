// expectRepeatable / checkRepeatable: `run` with the agent and inputs given as
// values, through the same engine (plan, calls, evidence file, assessment) and
// the same verdict; a failed check throws with the brief report as its message.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Refusal } from '../../src/core/index.js';
import { checkRepeatable, expectRepeatable, RepeatabilityError } from '../../src/testing/index.js';
import { cli, ROOT, tempDir } from '../helpers/cli.js';

const TICKETS = [
  'I was charged twice for my order, I want a refund',
  'Someone changed my password and I think my account was hacked',
  'My parcel has not arrived and the tracking page is blank',
  "Please send me a copy of last month's invoice",
  'Can I change the email address on my account?',
];

function route(input: string): string {
  const t = input.toLowerCase();
  if (t.includes('refund')) return 'refund';
  if (t.includes('password')) return 'security';
  if (t.includes('parcel')) return 'shipping';
  if (t.includes('invoice')) return 'billing';
  return 'general';
}

/** A deterministic router declaring fresh-session isolation. */
const router = Object.assign((input: string) => ({ decision: route(input) }), {
  isolation: 'fresh-session' as const,
});

/** Flips between two routes on every other call of every input: plainly stochastic. */
function flipper() {
  let calls = 0;
  return Object.assign(
    (input: string) => ({ decision: calls++ % 2 === 0 ? route(input) : 'escalate' }),
    { isolation: 'fresh-session' as const },
  );
}

describe('expectRepeatable', () => {
  it('resolves for an agent whose decisions repeat, and writes the evidence like run', async () => {
    const cwd = tempDir();
    const result = await expectRepeatable(router, TICKETS, { cwd, epsilon: 0.1 });
    expect(result.pass).toBe(true);
    expect(result.assessment.status).toBe('deterministic');
    expect(result.assessment.meter?.call).toBe('deterministic');
    expect(result.assessment.blindness?.blind).toBe(false);
    // The evidence file is named after the current test, under agentverity-evidence/.
    expect(result.evidencePath).toBe(
      path.join(
        cwd,
        'agentverity-evidence',
        'expectrepeatable-resolves-for-an-agent-whose-decisions-repeat-and-writes-the-evidence-like-run.json',
      ),
    );
    const evidence = JSON.parse(readFileSync(result.evidencePath, 'utf8')) as {
      schema: string;
      cases: unknown[];
      settings: Record<string, unknown>;
    };
    expect(evidence.schema).toBe('agentverity-action/evidence@1');
    expect(evidence.cases).toHaveLength(TICKETS.length);
    expect(evidence.settings).toMatchObject({ command: 'run', agent: 'function', seeds: 'inline' });
    // No relations unless asked for: meter and blindness only.
    expect(evidence.settings['relations']).toEqual([]);
    // The CLI assesses the same evidence to the same verdict, without calling the agent.
    const again = await cli(
      'assess',
      '--evidence',
      result.evidencePath,
      '--epsilon',
      '0.1',
      '--format',
      'json',
    );
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ status: 'deterministic' });
  });

  it('throws a RepeatabilityError with the headline and the route table when decisions flip', async () => {
    const cwd = tempDir();
    const cases = TICKETS.map((input) => ({ input, expected: route(input) }));
    const thrown = await expectRepeatable(flipper(), cases, { cwd, epsilon: 0.1 }).catch(
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(RepeatabilityError);
    const error = thrown as RepeatabilityError;
    expect(error.result.assessment.status).toBe('stochastic');
    const lines = error.message.split('\n');
    // First line: the headline, as every report starts.
    expect(lines[0]).toBe(
      `${error.result.assessment.headline.category}: ${error.result.assessment.headline.text}`,
    );
    expect(error.message).toContain('Stability by route');
    for (const r of ['refund', 'security', 'shipping', 'billing', 'general'])
      expect(error.message).toContain(r);
    expect(error.message).toContain(`Evidence: ${error.result.evidencePath}`);
    expect(error.message).toContain('agentverity assess --evidence');
    expect(existsSync(error.result.evidencePath)).toBe(true);
    // It fails the test, so it says so in the test's words: never `exit 0`, never
    // that it "does not fail the run".
    expect(error.result.assessment.exitCode).toBe(0);
    expect(error.message).not.toMatch(/exit \d/);
    expect(error.message).not.toMatch(/does not (?:fail|gate) the run/);
    expect(error.message).toContain('fails this test');
    expect(error.message).toContain('allowStochastic is not set');
    // Early rejection stopped the run as soon as "stochastic" was conclusive.
    expect(error.result.assessment.calls.total).toBeLessThan(TICKETS.length * 38);
  });

  it('reads null settings (options read from JSON) as not given: k: null plans k', async () => {
    const cwd = tempDir();
    const options = JSON.parse(
      '{"epsilon": 0.1, "k": null, "budget": null, "settings": {"k": null, "seed": null}}',
    ) as Parameters<typeof checkRepeatable>[2];
    const result = await checkRepeatable(router, TICKETS, { ...options, cwd, name: 'nulls' });
    expect(result.pass).toBe(true);
    expect(result.assessment.status).toBe('deterministic');
  });

  it('allowStochastic passes a measured-stochastic agent; blindness still fails', async () => {
    const cwd = tempDir();
    const ok = await expectRepeatable(flipper(), TICKETS, {
      cwd,
      epsilon: 0.1,
      allowStochastic: true,
      name: 'stochastic allowed',
    });
    expect(ok.assessment.status).toBe('stochastic');
    expect(ok.evidencePath).toBe(path.join(cwd, 'agentverity-evidence', 'stochastic-allowed.json'));

    const blind = Object.assign(() => ({ decision: 'general' }), {
      isolation: 'fresh-session' as const,
    });
    const result = await checkRepeatable(blind, TICKETS, { cwd, epsilon: 0.1, name: 'blind' });
    expect(result.pass).toBe(false);
    expect(result.assessment.status).toBe('blind');
    expect(result.assessment.exitCode).toBe(1);
    expect(result.message).toContain('status blind (fails this test)');
    expect(result.message).toContain('What fails this test (1)');
    expect(result.message).not.toMatch(/exit \d/);
    await expect(
      expectRepeatable(blind, TICKETS, { cwd, epsilon: 0.1, name: 'blind' }),
    ).rejects.toThrow(/^NOT TRUSTWORTHY: /);
  });

  it('an agent that cannot answer stops early, as run does', async () => {
    const cwd = tempDir();
    let calls = 0;
    const down = (input: string): { decision: string } => {
      calls += 1;
      throw new Error(`model endpoint down for ${input.length}`);
    };
    const thrown = await expectRepeatable(down, TICKETS, { cwd, epsilon: 0.1 }).catch(
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Refusal);
    expect((thrown as Refusal).code).toBe('run.agent-unavailable');
    expect(calls).toBeLessThan(20);
  });

  it('refuses bad inputs by their index, and inputs given twice', async () => {
    const cwd = tempDir();
    const empty = await checkRepeatable(router, ['a ticket', ''], { cwd }).catch((e: unknown) => e);
    expect(empty).toMatchObject({ code: 'seeds.empty-input', where: 'inputs[1]' });
    const wrong = await checkRepeatable(router, ['a ticket', 42 as unknown as string], {
      cwd,
    }).catch((e: unknown) => e);
    expect(wrong).toMatchObject({ code: 'seeds.line', where: 'inputs[1]' });
    const twice = await checkRepeatable(router, ['same', 'other', 'same'], { cwd }).catch(
      (e: unknown) => e,
    );
    expect(twice).toMatchObject({ code: 'collect.duplicate-inputs', where: 'inputs[2]' });
    const none = await checkRepeatable(router, [], { cwd }).catch((e: unknown) => e);
    expect(none).toMatchObject({ code: 'seeds.empty' });
    const both = await checkRepeatable(router, TICKETS, {
      cwd,
      settings: { inputs: 'tickets.txt' },
    }).catch((e: unknown) => e);
    expect(both).toBeInstanceOf(Refusal);
    expect(String((both as Error).message)).toMatch(/given as values/);
    const agentToo = await checkRepeatable(router, TICKETS, {
      cwd,
      settings: { agentUrl: 'http://127.0.0.1:9/' },
    }).catch((e: unknown) => e);
    expect(agentToo).toBeInstanceOf(Refusal);
    expect(String((agentToo as Error).message)).toMatch(/one agent/);
  });

  it('reads a seed file or a decision suite by path, relative to cwd', async () => {
    const result = await checkRepeatable(router, 'examples/agents/tickets.txt', {
      cwd: ROOT,
      epsilon: 0.1,
      evidenceOut: path.join(tempDir(), 'e.json'),
    });
    expect(result.assessment.inputFingerprints.length).toBeGreaterThan(5);
    expect(result.pass).toBe(true);
  });
});
