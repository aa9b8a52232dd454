import { describe, expect, it } from 'vitest';
import { cli } from '../helpers/cli.js';

describe('agentverity plan (baselines)', () => {
  it('the seed numbers: 0/36 bounds 9.6%, 73 pairs certify 5%, 4/73 with max 201 is not reachable', async () => {
    const quiet = await cli('plan', '--observed', '0/36');
    expect(quiet.stdout).toMatch(/95% CI \[0\.000, 0\.096\], undecided at 5%/);
    expect(quiet.stdout).toMatch(/at 73 pairs \(37 more\)/);
    const certified = await cli('plan', '--observed', '0/73');
    expect(certified.stdout).toMatch(/deterministic at 5%/);
    expect(certified.stdout).toMatch(/already certified/);
    const capped = await cli(
      'plan',
      '--observed',
      '4/73',
      '--max-pairs',
      '201',
      '--format',
      'json',
    );
    expect(JSON.parse(capped.stdout).bestCase).toEqual({
      totalPairs: 202,
      additionalPairs: 129,
      reachable: false,
    });
  });

  it('--method exact: 72 quiet pairs certify 5%, and 36 need 36 more', async () => {
    const certified = await cli('plan', '--observed', '0/72', '--method', 'exact');
    expect(certified.stdout).toMatch(/deterministic at 5%/);
    const wilson = await cli('plan', '--observed', '0/72');
    expect(wilson.stdout).toMatch(/undecided at 5%/);
    const quiet = await cli('plan', '--observed', '0/36', '--method', 'exact');
    expect(quiet.stdout).toMatch(/at 72 pairs \(36 more\)/);
    const bad = await cli('plan', '--observed', '0/36', '--method', 'bayes');
    expect(bad.code).toBe(2);
  });

  it('--observed prices the extra calls with --cost-per-call', async () => {
    const r = await cli('plan', '--observed', '0/36', '--cost-per-call', '0.01');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('collecting them takes 74 calls, about 0.74 at 0.01 per call');
    expect(r.stdout).toMatch(/Decide the maximum before collecting/);
    const json = JSON.parse(
      (await cli('plan', '--observed', '0/36', '--cost-per-call', '0.01', '--format', 'json'))
        .stdout,
    );
    expect(json).toMatchObject({
      schema: 'agentverity-action/plan@1',
      costPerCall: 0.01,
      additionalCalls: { bestCase: 74 },
    });
    expect(json.additionalCost.bestCase).toBeCloseTo(0.74, 10);
  });

  it('--observed with flips says what the observed rate would need', async () => {
    const r = await cli('plan', '--observed', '1/32', '--epsilon', '0.1');
    expect(r.stdout).toMatch(/persists, about 69 pairs are needed \(37 more, 74 calls\)/);
  });

  it('--suite plans each route at its own target and prices it', async () => {
    const r = await cli(
      'plan',
      '--suite',
      'examples/suites/route-targets.json',
      '--cost-per-call',
      '0.002',
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/deny\s+1\s+1%\s+381\s+762\s+762\s+1\.52/);
    expect(r.stdout).toMatch(/approve\s+1\s+5% \(run\)\s+73\s+146\s+146\s+0\.29/);
    expect(r.stdout).toMatch(/total\s+3\s+1054\s+2\.11/);
    expect(r.stdout).toContain('saves 1232 (about 2.46 of 4.57).');
    const json = JSON.parse(
      (
        await cli(
          'plan',
          '--suite',
          'examples/suites/route-targets.json',
          '--cost-per-call',
          '0.002',
          '--format',
          'json',
        )
      ).stdout,
    );
    expect(json.routes.map((x: { targeted: boolean }) => x.targeted)).toEqual([false, true, false]);
    expect(json.totalCost).toBeCloseTo(2.108, 10);
    expect(json.savedCost).toBeCloseTo(2.464, 10);
  });

  it('refuses a negative or non-numeric cost (exit 2)', async () => {
    expect((await cli('plan', '--observed', '0/36', '--cost-per-call', '-1')).code).toBe(2);
    expect((await cli('plan', '--observed', '0/36', '--cost-per-call', 'cheap')).code).toBe(2);
  });
});

describe('assess --replay-curtailment', () => {
  it('prints a labelled counterfactual on stderr and leaves the report and exit code alone', async () => {
    const plain = await cli(
      'assess',
      '--evidence',
      'tests/fixtures/baselines/imported_evidence.json',
      '--format',
      'json',
    );
    const r = await cli(
      'assess',
      '--evidence',
      'tests/fixtures/baselines/imported_evidence.json',
      '--format',
      'json',
      '--replay-curtailment',
    );
    expect(r.code).toBe(plain.code);
    expect(r.stdout).toBe(plain.stdout);
    expect(r.stderr).toMatch(/Curtailment replay \(counterfactual\)/);
    expect(r.stderr).toMatch(/input order, then repeat order/);
    // 9 pairs cannot certify 5% even without a flip: the rule would not have started.
    expect(r.stderr).toMatch(/stopped before the first call/);
  });
});
