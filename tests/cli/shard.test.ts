// `run --shard I/N` and the merge of shards by `assess` (docs/sharding.md): the
// merged shards give the report of the unsharded run, and shards that are not of
// one run are refused, naming both files.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkSettings } from '../../src/app/index.js';
import { describePositions, inputFingerprint, shardOfFingerprint } from '../../src/core/index.js';
import { evidenceDigest, parseEvidenceFile } from '../../src/evidence/index.js';
import { envInputReader, readSettings } from '../../src/github/inputs.js';
import { cliWith, ROOT, tempDir } from '../helpers/cli.js';

const ROUTER = path.join(ROOT, 'examples/agents/router.mjs');
const SUITE = path.join(ROOT, 'examples/suites/router.json');
const PAYMENT = path.join(ROOT, 'examples/suites/payment.json');

/** The CLI in-process in `dir`, writing real files there. */
function inDir(dir: string) {
  return (...argv: string[]) =>
    cliWith(
      {
        cwd: dir,
        writeFile: (f, t) => {
          mkdirSync(path.dirname(f), { recursive: true });
          writeFileSync(f, t);
        },
      },
      ...argv,
    );
}

const INPUTS = Array.from(
  { length: 30 },
  (_, i) => `ticket ${i}: my parcel ${i % 3 ? 'is late' : 'never came'}`,
);

/** A deterministic agent that answers asynchronously (so each call records its `ms`). */
const ASYNC_AGENT = `
const agent = async (input) => ({ decision: input.toLowerCase().includes('never') ? 'lost' : 'late', text: 'ok' });
agent.isolation = 'fresh-session';
export default agent;
`;

function setup(): { dir: string; cli: ReturnType<typeof inDir> } {
  const dir = tempDir();
  writeFileSync(path.join(dir, 'inputs.txt'), `${INPUTS.join('\n')}\n`);
  writeFileSync(path.join(dir, 'agent.mjs'), ASYNC_AGENT);
  return { dir, cli: inDir(dir) };
}

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
const json = (text: string) => JSON.parse(text) as Record<string, unknown>;

/** The report without what names the run rather than the evidence: settings, timing. */
function numbers(report: Record<string, unknown>) {
  const { settings: _s, run: _r, ...rest } = report;
  return rest;
}

afterEach(() => vi.restoreAllMocks());

describe('run --shard and the merge of shards', () => {
  it('three shards of a suite merged give the report of the unsharded run, digest included', async () => {
    const { dir, cli } = setup();
    const base = ['--agent', ROUTER, '--suite', SUITE, '--no-early-rejection', '--quiet'];
    const whole = await cli('run', ...base, '--evidence-out', 'whole.json', '--format', 'json');
    expect(whole.code).toBe(1); // the example router does not meet the suite's contract
    const shardsRun = [];
    for (const i of [1, 2, 3]) {
      const r = await cli(
        'run',
        ...base,
        '--shard',
        `${i}/3`,
        '--evidence-out',
        `shards/s${i}.json`,
      );
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(new RegExp(`^shard ${i} of 3: \\d+ of the run's 12 inputs`));
      expect(r.stdout).toContain("assess --evidence 'shards/*.json'");
      shardsRun.push(parseEvidenceFile(json(read(dir, `shards/s${i}.json`))).file);
    }
    // Each shard is labelled, with the suite digest and the same settings digest as the whole run.
    const wholeFile = parseEvidenceFile(json(read(dir, 'whole.json'))).file;
    for (const [i, f] of shardsRun.entries()) {
      expect(f.shard).toEqual({ index: i + 1, count: 3, inputs: 12 });
      expect(f.suite).toEqual(wholeFile.suite);
      expect(f.settingsDigest).toBe(wholeFile.settingsDigest);
    }
    expect(shardsRun.reduce((n, f) => n + f.cases.length, 0)).toBe(12);

    const merged = await cli(
      'assess',
      '--evidence',
      'shards/*.json',
      '--suite',
      SUITE,
      '--format',
      'json',
    );
    const alone = await cli(
      'assess',
      '--evidence',
      'whole.json',
      '--suite',
      SUITE,
      '--format',
      'json',
    );
    expect(merged.code).toBe(whole.code);
    const m = json(merged.stdout);
    const w = json(whole.stdout);
    // Same status, findings, meter, routes, contract, relations, fingerprints (in the run's order) and digest.
    expect(numbers(m)).toEqual(numbers(w));
    expect(m.evidenceDigest).toBe(evidenceDigest(wholeFile));
    expect(numbers(json(alone.stdout))).toEqual(numbers(m));
    // What differs is only what names the source: the files assessed.
    expect((m.settings as Record<string, unknown>).evidence).toEqual([
      's1.json',
      's2.json',
      's3.json',
    ]);
  });

  it.each([
    ['the exact decision rule', ['--method', 'exact', '--k', '6']],
    ['the blindness check left out', ['--no-blindness', '--k', '6']],
    ['the meter left out', ['--no-meter']],
  ])(
    'shards collected with %s merge into the report of the unsharded run',
    async (_what, design) => {
      const { cli } = setup();
      // A clock that stands still, so that the runs' timings (and so their digests) agree.
      vi.spyOn(performance, 'now').mockReturnValue(1000);
      const base = ['--agent', 'agent.mjs', '--inputs', 'inputs.txt', '--no-early-rejection'];
      const args = [...base, ...design, '--quiet'];
      await cli('run', ...args, '--evidence-out', 'whole.json');
      for (const i of [1, 2]) {
        const r = await cli('run', ...args, '--shard', `${i}/2`, '--evidence-out', `s${i}.json`);
        expect(r.code, r.stderr).toBe(0);
      }
      const whole = await cli('assess', '--evidence', 'whole.json', '--format', 'json');
      const merged = await cli('assess', '--evidence', 's*.json', '--format', 'json');
      expect(merged.stderr).toBe('');
      expect(merged.code).toBe(whole.code);
      const m = json(merged.stdout);
      const w = json(whole.stdout);
      expect(numbers(m)).toEqual(numbers(w));
      expect(m.evidenceDigest).toBe(w.evidenceDigest);
    },
  );

  it('refuses to merge parts collected with different designs, naming both', async () => {
    const { cli } = setup();
    const base = ['--agent', 'agent.mjs', '--inputs', 'inputs.txt', '--no-early-rejection'];
    await cli('run', ...base, '--k', '6', '--quiet', '--evidence-out', 'a.json');
    await cli(
      'run',
      ...base,
      '--k',
      '6',
      '--method',
      'exact',
      '--quiet',
      '--evidence-out',
      'b.json',
    );
    const r = await cli('assess', '--evidence', 'a.json', '--evidence', 'b.json');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'cannot merge evidence collected with different designs: a.json has the decision rule wilson, b.json has it exact',
    );
  });

  it('with an agent that records timings, the digests agree once the timings do', async () => {
    const { dir, cli } = setup();
    // A clock that stands still: every call takes 0 ms, in the whole run and in each shard.
    vi.spyOn(performance, 'now').mockReturnValue(1000);
    const base = [
      '--agent',
      'agent.mjs',
      '--inputs',
      'inputs.txt',
      '--no-early-rejection',
      '--k',
      '6',
      '--quiet',
    ];
    const whole = await cli('run', ...base, '--evidence-out', 'whole.json', '--format', 'json');
    expect(whole.code).toBe(0);
    for (const i of [1, 2, 3, 4]) {
      expect(
        (await cli('run', ...base, '--shard', `${i}/4`, '--evidence-out', `shards/${i}.json`)).code,
      ).toBe(0);
    }
    expect(read(dir, 'whole.json')).toContain('"ms": 0');
    const merged = await cli('assess', '--evidence', 'shards/*.json', '--format', 'json');
    expect(numbers(json(merged.stdout))).toEqual(numbers(json(whole.stdout)));
    expect(json(merged.stdout).evidenceDigest).toBe(json(whole.stdout).evidenceDigest);
  });

  it('missing shards make the merged evidence incomplete, naming them (exit 2)', async () => {
    const { cli } = setup();
    const base = ['--agent', 'agent.mjs', '--inputs', 'inputs.txt', '--k', '4', '--quiet'];
    for (const i of [1, 2]) {
      await cli('run', ...base, '--shard', `${i}/4`, '--evidence-out', `shards/${i}.json`);
    }
    const r = await cli('assess', '--evidence', 'shards/*.json', '--format', 'json');
    expect(r.code).toBe(2);
    const report = json(r.stdout);
    expect(report.status).toBe('incomplete');
    expect(JSON.stringify(report.caveats)).toContain('shards 3 and 4 of 4 are missing');
    const text = await cli('assess', '--evidence', 'shards/1.json');
    expect(text.code).toBe(2);
    expect(text.stdout).toContain('shards 2, 3 and 4 of 4 are missing');
  });

  it('with a suite and a shard missing, the contract waits for every shard', async () => {
    const { cli } = setup();
    const base = ['--agent', ROUTER, '--suite', SUITE, '--quiet'];
    for (const i of [1, 2])
      await cli('run', ...base, '--shard', `${i}/3`, '--evidence-out', `s/${i}.json`);
    const r = await cli('assess', '--evidence', 's/*.json', '--suite', SUITE);
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('shard 3 of 3 is missing');
    expect(r.stdout).toContain(
      "the suite's contract and route table are left out until every shard is given",
    );
  });

  it('a shard file with its cases deleted leaves its positions out: incomplete, naming them (exit 2)', async () => {
    const { dir, cli } = setup();
    const base = ['--agent', 'agent.mjs', '--inputs', 'inputs.txt', '--k', '6', '--quiet'];
    for (const i of [1, 2]) {
      await cli('run', ...base, '--shard', `${i}/2`, '--evidence-out', `s/${i}.json`);
    }
    const whole = await cli('assess', '--evidence', 's/*.json', '--format', 'json');
    expect(whole.code).toBe(0);
    // Every case of shard 2 deleted: what is left is a valid file that says it is complete.
    const kept = read(dir, 's/2.json');
    const two = json(kept);
    const positions = (two.cases as { position: number }[]).map((c) => c.position);
    two.cases = [];
    writeFileSync(path.join(dir, 's/2.json'), JSON.stringify(two));
    const r = await cli('assess', '--evidence', 's/*.json', '--format', 'json');
    expect(r.code).toBe(2);
    const report = json(r.stdout);
    expect(report.status).toBe('incomplete');
    expect(JSON.stringify(report.caveats)).toContain(
      `${describePositions(positions)} of the run's 30 inputs are in no shard`,
    );
    // One case deleted: that one position is named.
    writeFileSync(path.join(dir, 's/2.json'), kept);
    const one = json(read(dir, 's/1.json'));
    const dropped = (one.cases as { position: number }[]).splice(0, 1)[0]!;
    writeFileSync(path.join(dir, 's/1.json'), JSON.stringify(one));
    const text = await cli('assess', '--evidence', 's/1.json', '--evidence', 's/2.json');
    expect(text.code).toBe(2);
    expect(text.stdout).toContain(`position ${dropped.position} of the run's 30 inputs`);
  });

  it('with a suite, a deleted case keeps the contract out until every input is there', async () => {
    const { dir, cli } = setup();
    const base = ['--agent', ROUTER, '--suite', SUITE, '--quiet'];
    for (const i of [1, 2])
      await cli('run', ...base, '--shard', `${i}/2`, '--evidence-out', `s/${i}.json`);
    const one = json(read(dir, 's/1.json'));
    (one.cases as unknown[]).pop();
    writeFileSync(path.join(dir, 's/1.json'), JSON.stringify(one));
    const r = await cli('assess', '--evidence', 's/*.json', '--suite', SUITE);
    expect(r.code).toBe(2);
    expect(r.stdout).toContain("of the run's 12 inputs is in no shard");
    expect(r.stdout).toContain("the suite's contract and route table are left out");
  });

  it('refuses positions held by two shards, naming the files and the positions as ranges', async () => {
    const { dir, cli } = setup();
    const base = ['--agent', 'agent.mjs', '--inputs', 'inputs.txt', '--k', '4', '--quiet'];
    for (const i of [1, 2]) {
      await cli('run', ...base, '--shard', `${i}/2`, '--evidence-out', `s/${i}.json`);
    }
    const one = json(read(dir, 's/1.json'));
    const two = json(read(dir, 's/2.json'));
    const taken = (one.cases as { position: number }[]).map((c) => c.position);
    // Shard 2's first two cases moved onto shard 1's first two positions.
    const moved = (two.cases as { position: number }[]).slice(0, 2);
    moved.forEach((c, i) => (c.position = taken[i]!));
    writeFileSync(path.join(dir, 's/2.json'), JSON.stringify(two));
    const r = await cli('assess', '--evidence', 's/*.json');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      `s/1.json and s/2.json both have an input at ${describePositions(taken.slice(0, 2))} of the run`,
    );
  });

  it('refuses shards collected from different agents with the same settings, naming both', async () => {
    const { dir, cli } = setup();
    writeFileSync(path.join(dir, 'other.mjs'), ASYNC_AGENT);
    const base = ['--inputs', 'inputs.txt', '--k', '4', '--quiet'];
    await cli(
      'run',
      '--agent',
      'agent.mjs',
      ...base,
      '--shard',
      '1/2',
      '--evidence-out',
      's/1.json',
    );
    await cli(
      'run',
      '--agent',
      'other.mjs',
      ...base,
      '--shard',
      '2/2',
      '--evidence-out',
      's/2.json',
    );
    const files = ['s/1.json', 's/2.json'].map((f) => parseEvidenceFile(json(read(dir, f))).file);
    expect(files[0]?.settingsDigest).toBe(files[1]?.settingsDigest);
    const r = await cli('assess', '--evidence', 's/*.json');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      's/1.json and s/2.json were collected from different agents or runs',
    );
    expect(r.stderr).toContain('agent.mjs');
    expect(r.stderr).toContain('other.mjs');
  });

  it('refuses a duplicate shard, naming both files', async () => {
    const { dir, cli } = setup();
    const base = ['--agent', 'agent.mjs', '--inputs', 'inputs.txt', '--k', '4', '--quiet'];
    await cli('run', ...base, '--shard', '1/2', '--evidence-out', 'shards/a.json');
    copyFileSync(path.join(dir, 'shards/a.json'), path.join(dir, 'shards/b.json'));
    const r = await cli('assess', '--evidence', 'shards/*.json');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('shards/a.json and shards/b.json are both shard 1 of 2');
  });

  it('refuses shards of another suite, naming both files and digests', async () => {
    const { cli } = setup();
    await cli(
      'run',
      '--agent',
      ROUTER,
      '--suite',
      SUITE,
      '--quiet',
      '--shard',
      '1/2',
      '--evidence-out',
      's/1.json',
    );
    await cli(
      'run',
      '--agent',
      ROUTER,
      '--suite',
      PAYMENT,
      '--quiet',
      '--shard',
      '2/2',
      '--evidence-out',
      's/2.json',
    );
    const r = await cli('assess', '--evidence', 's/1.json', '--evidence', 's/2.json');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /s\/1\.json was collected against suite [0-9a-f]{12} and s\/2\.json against suite [0-9a-f]{12}/,
    );
  });

  it('refuses shards collected with other settings, naming the files and the settings', async () => {
    const { cli } = setup();
    const base = ['--agent', 'agent.mjs', '--inputs', 'inputs.txt', '--k', '4', '--quiet'];
    await cli('run', ...base, '--shard', '1/2', '--evidence-out', 's/1.json');
    await cli('run', ...base, '--shard', '2/2', '--max-workers', '3', '--evidence-out', 's/2.json');
    const r = await cli('assess', '--evidence', 's/*.json');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      's/1.json and s/2.json were collected with different settings: maxWorkers (1 in s/1.json, 3 in s/2.json)',
    );
  });

  it('refuses shards of different counts, and a shard with evidence that is not one', async () => {
    const { cli } = setup();
    const base = ['--agent', 'agent.mjs', '--inputs', 'inputs.txt', '--k', '4', '--quiet'];
    await cli('run', ...base, '--shard', '1/3', '--evidence-out', 'a.json');
    await cli('run', ...base, '--shard', '2/4', '--evidence-out', 'b.json');
    await cli('run', ...base, '--evidence-out', 'whole.json');
    const counts = await cli('assess', '--evidence', 'a.json', '--evidence', 'b.json');
    expect(counts.code).toBe(2);
    expect(counts.stderr).toContain('a.json is shard 1 of 3 and b.json is shard 2 of 4');
    const mixed = await cli('assess', '--evidence', 'a.json', '--evidence', 'whole.json');
    expect(mixed.code).toBe(2);
    expect(mixed.stderr).toContain('whole.json is not a shard, but a.json is shard 1 of 3');
  });

  it('an empty shard writes valid evidence saying so, and counts in the merge', async () => {
    const dir = tempDir();
    const cli = inDir(dir);
    const input = 'my parcel never came';
    writeFileSync(path.join(dir, 'one.txt'), `${input}\n`);
    const mine = shardOfFingerprint(inputFingerprint(input), 2);
    const other = 3 - mine;
    const base = ['--agent', ROUTER, '--inputs', 'one.txt', '--k', '4', '--quiet'];
    const empty = await cli(
      'run',
      ...base,
      '--shard',
      `${other}/2`,
      '--evidence-out',
      `s/${other}.json`,
    );
    expect(empty.code).toBe(0);
    expect(empty.stdout).toContain(
      `shard ${other} of 2: 0 of the run's 1 inputs (none fall in this shard, so no call was made)`,
    );
    const { file } = parseEvidenceFile(json(read(dir, `s/${other}.json`)));
    expect(file.cases).toEqual([]);
    expect(file.complete).toBe(true);
    expect(file.shard).toEqual({ index: other, count: 2, inputs: 1 });
    await cli('run', ...base, '--shard', `${mine}/2`, '--evidence-out', `s/${mine}.json`);
    const r = await cli('assess', '--evidence', 's/*.json', '--format', 'json');
    expect(json(r.stdout).complete).toBe(true);
    expect((json(r.stdout).meter as { inputs: number }).inputs).toBe(1);
  });

  it('refuses a shard file whose inputs do not fall in it', async () => {
    const { dir, cli } = setup();
    const base = ['--agent', 'agent.mjs', '--inputs', 'inputs.txt', '--k', '4', '--quiet'];
    await cli('run', ...base, '--shard', '1/2', '--evidence-out', '1.json');
    await cli('run', ...base, '--shard', '2/2', '--evidence-out', '2.json');
    const one = json(read(dir, '1.json'));
    const two = json(read(dir, '2.json'));
    (one.cases as unknown[]).push((two.cases as unknown[])[0]);
    writeFileSync(path.join(dir, '1.json'), JSON.stringify(one));
    const r = await cli('assess', '--evidence', '1.json', '--evidence', '2.json');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/this input falls in shard 2 of 2, not in shard 1/);
  });

  it('a pattern matching nothing is refused, naming it', async () => {
    const { cli } = setup();
    const r = await cli('assess', '--evidence', 'shards/*.json');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('no file matches the pattern "shards/*.json"');
  });

  it('a shard makes no report, and snapshot takes no shard', async () => {
    const { cli } = setup();
    const base = [
      '--agent',
      'agent.mjs',
      '--inputs',
      'inputs.txt',
      '--k',
      '4',
      '--quiet',
      '--shard',
      '1/2',
    ];
    const r = await cli('run', ...base, '--format', 'json');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--shard writes the evidence of one shard only');
    const s = await cli('snapshot', ...base);
    expect(s.code).toBe(2);
    expect(s.stderr).toContain("unknown option '--shard'");
  });
});

describe('the shard setting', () => {
  const live = { agent: 'a.mjs', inputs: 'in.txt' } as const;
  const codes = (shard: string, more: object = {}) =>
    checkSettings({ ...live, shard, ...more }, { source: 'live' }).map((p) => [p.code, p.setting]);

  it('is I/N with 1 <= I <= N <= 1000', () => {
    expect(codes('1/1')).toEqual([]);
    expect(codes('1000/1000')).toEqual([]);
    for (const bad of ['0/4', '5/4', '1/1001', '1/0', 'two/4', '1-4', '1/4/2']) {
      expect(codes(bad)).toEqual([['settings.shard', 'shard']]);
    }
    expect(checkSettings({ ...live, shard: '5/4' })[0]?.message).toBe(
      'expected a shard from 1 to 4, got 5',
    );
  });

  it('refuses what reads every input at once, with its reason', () => {
    expect(codes('1/2', { allocation: 'random', seed: 1 })).toEqual([
      ['settings.shard-whole-run', 'allocation'],
    ]);
    expect(codes('1/2', { sequential: true })).toEqual([
      ['settings.shard-whole-run', 'sequential'],
    ]);
    expect(codes('1/2', { curtail: true })).toEqual([['settings.shard-whole-run', 'curtail']]);
    const er = checkSettings({ ...live, shard: '1/2', earlyRejection: true });
    expect(er.map((p) => p.code)).toEqual(['settings.shard-whole-run']);
    expect(er[0]?.message).toContain('early rejection stops on the pairs of every input');
    // A budget is the whole run's: the plan splits it, so it shards faithfully.
    expect(codes('1/2', { budget: 500 })).toEqual([]);
  });

  it('is for a live run only', () => {
    expect(
      checkSettings({ evidence: ['e.json'], shard: '1/2' }, { source: 'recorded' }).map(
        (p) => p.code,
      ),
    ).toEqual(['settings.live-only']);
  });

  it("is the Action's `shard` input", () => {
    const s = readSettings(
      envInputReader({ INPUT_AGENT: 'a.mjs', INPUT_INPUTS: 'in.txt', INPUT_SHARD: '3/8' }),
    );
    expect(s.source.kind === 'run' && s.source.options.shard).toBe('3/8');
  });
});

describe('plan: how many shards a suite needs', () => {
  it('sizes the shards from the latency, the rate limit and the wall time', async () => {
    const { cli } = setup();
    const args = [
      'plan',
      '--suite',
      SUITE,
      '--latency',
      '2s',
      '--rate-limit',
      '10/s',
      '--wall-time',
      '5m',
    ];
    const text = await cli(...args);
    expect(text.code).toBe(0);
    const j = json((await cli(...args, '--format', 'json')).stdout);
    const shards = j.shards as Record<string, number>;
    const calls = (j.run as { calls: { total: number } }).calls.total;
    // 2 s a call with one worker (the rate limit of 10/s does not bind): calls × 2 s on one machine.
    expect(shards.msPerCall).toBe(2000);
    expect(shards.totalCalls).toBe(calls);
    expect(shards.unshardedMs).toBe(calls * 2000);
    expect(shards.largestShardCalls! * 2000).toBeLessThanOrEqual(300_000);
    expect(shards.shards).toBeGreaterThanOrEqual(Math.ceil((calls * 2000) / 300_000));
    expect(text.stdout).toContain(
      `To finish within 5 min 00 s: ${shards.shards} shards (run --shard 1/${shards.shards} … ${shards.shards}/${shards.shards})`,
    );
    // The same suite run as those shards makes those calls.
    const r = await cli('run', '--agent', ROUTER, '--suite', SUITE, '--dry-run');
    expect(r.stdout).toContain(`= at most ${calls} total`);
  });

  it('says when no number of shards fits, and refuses sizing without what it needs', async () => {
    const { cli } = setup();
    const none = await cli('plan', '--suite', SUITE, '--latency', '60s', '--wall-time', '1m');
    expect(none.code).toBe(0);
    expect(none.stdout).toMatch(
      /No number of shards up to 1000 finishes within 1 min 00 s \(one input's \d+ calls alone take/,
    );
    const noSuite = await cli('plan', '--observed', '0/10', '--latency', '2s', '--wall-time', '1m');
    expect(noSuite.code).toBe(2);
    expect(noSuite.stderr).toContain("size the shards of a suite's run: give --suite FILE");
    const noWall = await cli('plan', '--suite', SUITE, '--latency', '2s');
    expect(noWall.code).toBe(2);
    expect(noWall.stderr).toContain('give --latency and --wall-time');
  });
});
