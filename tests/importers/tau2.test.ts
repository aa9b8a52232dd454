import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadRecorded } from '../../src/app/recorded.js';
import { checkSettings } from '../../src/app/check.js';
import { assess } from '../../src/core/assess/index.js';
import { summarizeAgent } from '../../src/core/bench/summary.js';
import type { DecisionSuite } from '../../src/core/contract/types.js';
import type { Refusal } from '../../src/core/errors.js';
import { importBenchRuns, importInspect, importPromptfoo } from '../../src/importers/index.js';
import { evidenceFromTau2 } from '../../src/importers/tau2/tau2.js';

// A real τ²-bench results file cut to four tasks (tests/fixtures/tau2/README.md).
const FILE = fileURLToPath(new URL('../fixtures/tau2/telecom-gpt-4o-4tasks.json', import.meta.url));
const text = readFileSync(FILE, 'utf8');
const real = JSON.parse(text) as {
  simulations: { task_id: string; trial: number; reward_info: { reward: number } }[];
};
const TASKS = [
  '[mobile_data_issue]bad_network_preference[PERSONA:Hard]',
  '[service_issue]airplane_mode_on[PERSONA:None]',
  '[service_issue]unseat_sim_card[PERSONA:Easy]',
  '[service_issue]lock_sim_card_pin[PERSONA:Hard]',
];
const OPTIONS = { confidence: 0.95, seed: 1, resamples: 200, epsilon: 0.05 };

/**
 * The real file with every simulation run a second time (trial 1), as
 * `--num-trials 2` writes it; the second trial of bad_network_preference fails.
 * Derived here, in the test: no such file is in the repository.
 */
function twoTrials(): unknown {
  const second = real.simulations.map((s) => ({
    ...s,
    trial: 1,
    reward_info: s.task_id === TASKS[0] ? { ...s.reward_info, reward: 0 } : { ...s.reward_info },
  }));
  return { ...real, simulations: [...second, ...real.simulations] };
}

describe('τ²-bench importer: bench', () => {
  it('reads the real file: one trial per task, rewards 1, 1, 1, 0, so pass^1 is 3/4', () => {
    const imported = importBenchRuns(text, FILE);
    expect(imported.benchmark.name).toBe('tau2-telecom');
    expect(imported.benchmark.tasks.map((t) => t.id)).toEqual(TASKS);
    const [run] = imported.runs;
    expect(run?.agent.name).toBe('gpt-4o');
    expect(run?.attempts.map((a) => [a.task, a.run, a.outcome])).toEqual([
      [TASKS[0], 1, 'pass'],
      [TASKS[1], 1, 'pass'],
      [TASKS[2], 1, 'pass'],
      [TASKS[3], 1, 'fail'],
    ]);
    const summary = summarizeAgent(imported.benchmark, run!, OPTIONS);
    // By hand: mean over tasks of C(c,1)/C(1,1) = (1 + 1 + 1 + 0) / 4.
    expect(summary.passHatK[0]).toMatchObject({ k: 1, value: 0.75 });
    expect(summary.k).toBe(1);
  });

  it('pass^k over trials in trial order: by hand 0.625 at k=1 and 0.5 at k=2', () => {
    const imported = importBenchRuns(JSON.stringify(twoTrials()), FILE, { format: 'tau2' });
    const run = imported.runs[0]!;
    // Trial 0 before trial 1 although the file lists trial 1 first.
    expect(run.attempts.filter((a) => a.task === TASKS[0]).map((a) => a.outcome)).toEqual([
      'pass',
      'fail',
    ]);
    const summary = summarizeAgent(imported.benchmark, run, OPTIONS);
    // Passes per task out of 2: 1, 2, 2, 0. pass^1 = (1/2 + 1 + 1 + 0)/4; pass^2 = C(c,2)/C(2,2): (0 + 1 + 1 + 0)/4.
    expect(summary.passHatK.map((p) => [p.k, p.value])).toEqual([
      [1, 0.625],
      [2, 0.5],
    ]);
    for (const p of summary.passHatK) {
      expect(p.low).toBeLessThanOrEqual(p.value);
      expect(p.high).toBeGreaterThanOrEqual(p.value);
    }
  });

  it('an errored or unevaluated simulation is an error attempt, never a pass', () => {
    const doc = twoTrials() as { simulations: Record<string, unknown>[] };
    doc.simulations[1] = { ...doc.simulations[1], termination_reason: 'infrastructure_error' };
    doc.simulations[2] = { ...doc.simulations[2], reward_info: null };
    const run = importBenchRuns(JSON.stringify(doc), FILE).runs[0]!;
    expect(run.attempts.filter((a) => a.outcome === 'error').map((a) => a.error)).toEqual([
      'the simulation ended in infrastructure_error',
      'the simulation was not evaluated',
    ]);
  });

  it('refuses a trial given twice, naming both places', () => {
    const doc = { ...real, simulations: [real.simulations[0], real.simulations[0]] };
    expect(() => importBenchRuns(JSON.stringify(doc), FILE)).toThrow(
      /simulations\[1\]: task .* has trial 0 twice \(also at simulations\[0\]\)/,
    );
  });
});

describe('τ²-bench importer: the meter on tool calls', () => {
  it('refuses the real file for assess: one trial per task cannot form a pair (exit 2, not a pass)', async () => {
    const settings = { tau2: [FILE] };
    expect(checkSettings(settings, { source: 'recorded' })).toEqual([]);
    await expect(loadRecorded(settings, process.cwd())).rejects.toThrow(
      /4 of 4 input\(s\) have fewer than 2 runs.*--num-trials 2/,
    );
  });

  it('compares each trial’s tool path on the tools layer', () => {
    const e = evidenceFromTau2(twoTrials(), {}, FILE);
    expect(e.layer).toBe('tools');
    expect(e.provenance).toEqual({
      harness: 'tau2-bench',
      harness_commit: '40f46d3540dc95aca145ddecb0464fdd9a1e8c15',
    });
    expect(e.cases.map((c) => [c.input, c.observations.map((o) => o.tools)])).toEqual([
      [
        TASKS[0],
        [0, 1].map(() => ['get_customer_by_phone', 'get_details_by_id', 'get_details_by_id']),
      ],
      [TASKS[1], [0, 1].map(() => ['get_customer_by_phone', 'get_details_by_id'])],
      [
        TASKS[2],
        [0, 1].map(() => ['get_customer_by_phone', 'get_details_by_id', 'get_details_by_id']),
      ],
      [TASKS[3], [[], []]],
    ]);
    const a = assess(e, null, { epsilon: 0.05 });
    expect(a.meter?.flips).toBe(0);
    expect(a.meter?.pairs).toBe(4);
  });

  it('a changed tool path is a flip; a failed run makes the evidence incomplete', () => {
    const doc = twoTrials() as { simulations: Record<string, unknown>[] };
    doc.simulations[1] = { ...doc.simulations[1], messages: [] };
    let a = assess(evidenceFromTau2(doc, {}, FILE), null, { epsilon: 0.05 });
    expect(a.meter?.flips).toBe(1);
    doc.simulations[0] = { ...doc.simulations[0], termination_reason: 'agent_error' };
    doc.simulations.push({ ...doc.simulations[0], trial: 2, termination_reason: 'user_stop' });
    a = assess(evidenceFromTau2(doc, {}, FILE), null, { epsilon: 0.05 });
    expect(a.status).toBe('incomplete');
  });

  it('reads the tools layer only, and is refused a layer it cannot give', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tau2-'));
    const file = path.join(dir, 'results.json');
    writeFileSync(file, JSON.stringify(twoTrials()));
    await expect(loadRecorded({ tau2: [file], layer: 'verdict' }, dir)).rejects.toThrow(
      /tools layer; the verdict layer is not read/,
    );
    const loaded = await loadRecorded({ tau2: [file] }, dir);
    expect(loaded.evidence.cases).toHaveLength(4);
    // Settings no τ²-bench file reads are refused, not ignored.
    expect(
      checkSettings({ tau2: [file], decisionPath: 'x' }, { source: 'recorded' }).map((p) => [
        p.setting,
        p.code,
      ]),
    ).toEqual([['decisionPath', 'settings.import-kind']]);
  });

  it('is named by the refusal of a τ²-bench file given as an Inspect log or a promptfoo export', async () => {
    const suite = { contract: { routes: [] }, cases: [] } as unknown as DecisionSuite;
    const refusals = await Promise.all(
      [importInspect(FILE, {}), importPromptfoo(FILE, suite, {})].map((p) =>
        p.then(
          () => null,
          (e: unknown) => e as Refusal,
        ),
      ),
    );
    for (const refused of refusals) {
      expect(refused?.message).toContain('It looks like τ²-bench results: import it as one.');
      expect(refused?.data).toEqual({ suggestedSetting: 'tau2' });
    }
  });
});
