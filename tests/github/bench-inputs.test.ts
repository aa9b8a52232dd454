// readSettings for `mode: bench`: the agents and the bench inputs read, the
// gate's inputs that mean nothing to a benchmark refused (and the bench's in the
// other modes), every problem worded with the Action's input names.
import { describe, expect, it } from 'vitest';
import { isSettingsRefusal, type Problem } from '../../src/app/problems.js';
import { envInputReader, readSettings, type ActionSettings } from '../../src/github/inputs.js';

/** Inputs as the runner passes them, with every default of action.yml. */
function reader(inputs: Record<string, string>) {
  const defaults: Record<string, string> = {
    mode: 'gate',
    meter: 'true',
    blindness: 'true',
    reuse: 'true',
    sequential: 'false',
    curtail: 'false',
    'early-rejection': 'true',
    'parallel-repeats': 'false',
    baseline: '.agentverity/baseline.json',
    'approval-label': 'agentverity:approve-baseline',
    'approver-roles': 'admin, maintain, write',
    'allow-self-approval': 'false',
    promote: 'commit',
    comment: 'always',
    'comment-author': 'github-actions[bot]',
    'github-token': 'tok',
    'artifact-name': 'agentverity',
    'artifact-pattern': 'agentverity-shard-*',
    'upload-evidence': 'true',
    redact: 'false',
    'fail-on': '1, 2',
    'working-directory': '.',
    'allow-untrusted-code': 'false',
  };
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries({ ...defaults, ...inputs })) {
    env[`INPUT_${k.toUpperCase().replace(/ /g, '_')}`] = v;
  }
  return envInputReader(env);
}

function bench(inputs: Record<string, string>): ActionSettings['source'] {
  return readSettings(reader({ mode: 'bench', ...inputs })).source;
}

/** The refusal's problems and its message, which the step prints. */
function refused(inputs: Record<string, string>): { problems: Problem[]; message: string } {
  try {
    readSettings(reader(inputs));
  } catch (error) {
    if (isSettingsRefusal(error)) return { problems: [...error.problems], message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('mode: bench reads', () => {
  it('the agents, one a line, with comments and blank lines dropped', () => {
    expect(
      bench({
        agents: 'base=agents/base.mjs\n\n# the head\nhead=agents/head.py\n  cmd:node w.mjs \n',
      }),
    ).toEqual({
      kind: 'bench',
      options: { agents: ['base=agents/base.mjs', 'head=agents/head.py', 'cmd:node w.mjs'] },
    });
  });

  it('the tau2 input: τ²-bench results files to import, one a line (never ignored)', () => {
    expect(bench({ tau2: 'results/a.json\nresults/b.json\n' })).toEqual({
      kind: 'bench',
      options: { tau2: ['results/a.json', 'results/b.json'] },
    });
  });

  it('every bench input, parsed, with the gate inputs that mean the same', () => {
    expect(
      bench({
        agents: 'base=a.mjs\nhead=b.mjs',
        benchmark: 'benchmarks/mine.yaml',
        runs: '5',
        'fail-if-worse': 'head',
        confidence: '0.9',
        'pass-k': '2',
        resamples: '500',
        difference: '0.1',
        seed: '7',
        epsilon: '0.1',
        'max-workers': '2',
        timeout: '30s',
        'rate-limit': '10/s',
      }),
    ).toEqual({
      kind: 'bench',
      options: {
        agents: ['base=a.mjs', 'head=b.mjs'],
        benchmark: 'benchmarks/mine.yaml',
        runs: 5,
        failIfWorse: 'head',
        confidence: 0.9,
        passK: 2,
        resamples: 500,
        difference: 0.1,
        seed: 7,
        epsilon: 0.1,
        maxWorkers: 2,
        timeout: 30_000,
        rateLimit: expect.anything(),
      },
    });
  });

  it('an import with its paths', () => {
    expect(
      bench({
        jsonl: 'logs/a.jsonl\nlogs/b.jsonl',
        'task-path': 'input',
        'outcome-path': 'decision',
        'error-path': 'err',
        'output-path': 'out',
        'latency-path': 'ms',
        'prompt-path': 'q',
        threshold: '0.5',
        'benchmark-name': 'tau',
      }),
    ).toEqual({
      kind: 'bench',
      options: {
        jsonl: ['logs/a.jsonl', 'logs/b.jsonl'],
        taskPath: 'input',
        outcomePath: 'decision',
        errorPath: 'err',
        outputPath: 'out',
        latencyPath: 'ms',
        promptPath: 'q',
        threshold: 0.5,
        benchmarkName: 'tau',
      },
    });
  });

  it('one bench evidence file, and fail-if-worse with recorded outcomes (checked once read)', () => {
    expect(bench({ evidence: 'bench.json', 'fail-if-worse': 'head' })).toEqual({
      kind: 'bench',
      options: { evidence: 'bench.json', failIfWorse: 'head' },
    });
    expect(refused({ mode: 'bench', evidence: 'a.json\nb.json' }).message).toMatch(
      /input 'evidence': mode 'bench' reads one bench evidence file/,
    );
  });

  it('the bench comment key stays unset (the step defaults it to bench)', () => {
    const s = readSettings(reader({ mode: 'bench', agents: 'a.mjs' }));
    expect(s.commentKey).toBe('');
    expect(s.mode).toBe('bench');
  });
});

describe('mode: bench refuses', () => {
  it.each([
    ['agent', 'agent.mjs', /input 'agent': mode 'bench' takes its agents from input 'agents'/],
    ['agent-command', 'node w.mjs', /input 'agent-command': mode 'bench' takes its agents/],
    ['agent-url', 'http://127.0.0.1:1/', /input 'agent-url': mode 'bench' takes its agents/],
    ['suite', 'suite.json', /input 'suite': does not apply to mode 'bench'/],
    ['k', '6', /input 'k': does not apply to mode 'bench'/],
    ['inputs', 'inputs.txt', /input 'inputs': does not apply to mode 'bench'/],
    ['decision-path', 'x', /input 'decision-path': does not apply to mode 'bench'/],
    ['meter', 'false', /input 'meter': does not apply to mode 'bench'/],
  ])('the gate-only input %s (action.gate-only)', (input, value, message) => {
    const r = refused({ mode: 'bench', agents: 'a.mjs', [input]: value });
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toMatchObject({ code: 'action.gate-only' });
    expect(r.message).toMatch(message);
  });

  it.each([
    ['runs', 'x', /input 'runs': expected a whole number/],
    ['runs', '0', /input 'runs': expected a whole number of runs from 1 to 10000/],
    ['confidence', '7', /input 'confidence': expected a confidence strictly between 0 and 1/],
    ['pass-k', '4', /input 'pass-k': .*but runs is 3 \(the default\)/],
    ['fail-if-worse', 'a', /input 'fail-if-worse': applies to a comparison of two or more agents/],
  ])('a bad %s, worded with the input name', (input, value, message) => {
    const r = refused({ mode: 'bench', agents: 'a.mjs', [input]: value });
    expect(r.message).toMatch(message);
    // No flag and no setting key.
    expect(r.message).not.toMatch(/--|passK|failIfWorse/);
  });

  it('fail-if-worse naming none of the agents, and two agents of one name', () => {
    expect(
      refused({ mode: 'bench', agents: 'base=a.mjs\nhead=b.mjs', 'fail-if-worse': 'main' }).message,
    ).toMatch(/input 'fail-if-worse': "main" is not one of the agents compared \("base", "head"\)/);
    expect(refused({ mode: 'bench', agents: 'x=a.mjs\nx=b.mjs' }).message).toMatch(
      /input 'agents': two agents are named "x"/,
    );
  });

  it('no agents and nothing recorded', () => {
    const r = refused({ mode: 'bench' });
    expect(r.problems.map((p) => [p.setting, p.code])).toEqual([
      ['agents', 'settings.nothing-to-assess'],
    ]);
    expect(r.message).toMatch(/input 'agents': give the agent/);
  });

  it('agents and an import together', () => {
    expect(refused({ mode: 'bench', agents: 'a.mjs', jsonl: 'x.jsonl' }).message).toMatch(
      /input 'agents': give agents to run, a bench evidence file \(evidence\), or outcome logs/,
    );
  });

  it('live-only inputs with recorded outcomes, import-only ones with agents', () => {
    expect(refused({ mode: 'bench', evidence: 'e.json', runs: '3' }).message).toMatch(
      /input 'runs': applies when agents are run/,
    );
    expect(refused({ mode: 'bench', agents: 'a.mjs', 'task-path': 'input' }).message).toMatch(
      /input 'task-path': applies to outcome logs \(promptfoo, jsonl, inspect, tau2\) only/,
    );
  });

  it('lists every problem at once', () => {
    const r = refused({ mode: 'bench', agents: 'a.mjs', k: '6', runs: 'x', suite: 's.json' });
    expect(r.problems.map((p) => p.setting).sort()).toEqual(['k', 'runs', 'suite']);
    expect(r.message).toMatch(/^3 problems with the step's inputs/);
  });
});

describe('the other modes refuse the bench inputs (action.bench-only)', () => {
  it.each([
    ['agents', 'a.mjs'],
    ['benchmark', 'general'],
    ['runs', '3'],
    ['fail-if-worse', 'head'],
    ['confidence', '0.9'],
    ['pass-k', '2'],
    ['resamples', '100'],
    ['difference', '0.1'],
    ['task-path', 'input'],
    ['outcome-path', 'decision'],
    ['benchmark-name', 'x'],
  ])('gate with %s', (input, value) => {
    const r = refused({ agent: 'a.mjs', inputs: 'i.txt', [input]: value });
    // runs is read by mode 'cases' too.
    const only = input === 'runs' ? "modes 'bench' and 'cases'" : "mode 'bench'";
    expect(r.problems).toEqual([
      expect.objectContaining({
        code: 'action.bench-only',
        message: `applies to ${only} only`,
      }),
    ]);
    expect(r.message).toContain(`input '${input}': applies to ${only} only`);
  });

  it.each(['promote', 'merge'])('%s with agents', (mode) => {
    const r = refused({ mode, agents: 'a.mjs' });
    expect(r.problems.map((p) => [p.setting, p.code])).toContainEqual([
      'agents',
      'action.bench-only',
    ]);
  });
});
