// readSettings for `mode: cases`: the system and the cases inputs read, the
// gate's inputs that mean nothing to stateful cases refused (action.gate-only),
// the cases inputs refused in the other modes (action.cases-only), `runs` read by
// bench and cases only, every problem worded with the Action's input names.
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

function cases(inputs: Record<string, string>): ActionSettings['source'] {
  return readSettings(reader({ mode: 'cases', ...inputs })).source;
}

/** The setting key a problem carries: the camelCase of its input. */
const keyOf = (input: string): string => input.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

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

describe('mode: cases reads', () => {
  it('a JS module system alone (the configuration defaults in the engine)', () => {
    expect(cases({ system: 'system.mjs' })).toEqual({
      kind: 'cases',
      options: { system: 'system.mjs' },
    });
  });

  it('every cases input, parsed, with the gate inputs that mean the same', () => {
    expect(
      cases({
        config: 'desk/agentverity.yml',
        cases: 'desk/cases.jsonl',
        'system-command': 'python3 system.py',
        labels: 'desk/labels.jsonl',
        'replay-cache': '.cache/replays',
        runs: '3',
        timeout: '30s',
      }),
    ).toEqual({
      kind: 'cases',
      options: {
        config: 'desk/agentverity.yml',
        cases: 'desk/cases.jsonl',
        systemCommand: 'python3 system.py',
        labels: 'desk/labels.jsonl',
        replayCache: '.cache/replays',
        runs: 3,
        timeout: 30_000,
      },
    });
  });

  it("replay-cache 'none' makes every replay afresh", () => {
    expect(cases({ system: 's.mjs', 'replay-cache': 'none' })).toEqual({
      kind: 'cases',
      options: { system: 's.mjs', replayCache: null },
    });
    expect(cases({ system: 's.mjs', 'replay-cache': 'NONE' })).toMatchObject({
      options: { replayCache: null },
    });
  });

  it('one cases evidence file to recompute the report from', () => {
    expect(cases({ evidence: 'cases-evidence.json' })).toEqual({
      kind: 'cases',
      options: { evidence: 'cases-evidence.json' },
    });
    expect(refused({ mode: 'cases', evidence: 'a.json\nb.json' }).message).toMatch(
      /input 'evidence': mode 'cases' reads one cases evidence file/,
    );
  });

  it('the cases comment key stays unset (the step defaults it to cases)', () => {
    const s = readSettings(reader({ mode: 'cases', system: 's.mjs' }));
    expect(s.commentKey).toBe('');
    expect(s.mode).toBe('cases');
  });
});

describe('mode: cases refuses', () => {
  it.each([
    [
      'agent',
      'agent.mjs',
      /input 'agent': mode 'cases' takes the system under test from input 'system'/,
    ],
    ['agent-command', 'node w.mjs', /input 'agent-command': mode 'cases' takes the system/],
    ['agent-url', 'http://127.0.0.1:1/', /input 'agent-url': mode 'cases' takes the system/],
    ['suite', 'suite.json', /input 'suite': does not apply to mode 'cases'/],
    ['k', '6', /input 'k': does not apply to mode 'cases'/],
    ['inputs', 'inputs.txt', /input 'inputs': does not apply to mode 'cases'/],
    ['meter', 'false', /input 'meter': does not apply to mode 'cases'/],
    ['jsonl', 'x.jsonl', /input 'jsonl': does not apply to mode 'cases'/],
  ])('the gate-only input %s (action.gate-only)', (input, value, message) => {
    const r = refused({ mode: 'cases', system: 's.mjs', [input]: value });
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toMatchObject({ code: 'action.gate-only', setting: keyOf(input) });
    expect(r.message).toMatch(message);
  });

  it.each([
    ['agents', 'a.mjs'],
    ['benchmark', 'general'],
    ['confidence', '0.9'],
    ['pass-k', '2'],
    ['fail-if-worse', 'head'],
  ])('the bench-only input %s (action.bench-only)', (input, value) => {
    const r = refused({ mode: 'cases', system: 's.mjs', [input]: value });
    expect(r.problems).toEqual([
      expect.objectContaining({ setting: keyOf(input), code: 'action.bench-only' }),
    ]);
    expect(r.message).toContain(`input '${input}': applies to mode 'bench' only`);
  });

  it('system and system-command together', () => {
    const r = refused({ mode: 'cases', system: 's.mjs', 'system-command': 'python3 s.py' });
    expect(r.problems.map((p) => [p.setting, p.code])).toEqual([['system', 'settings.agents']]);
    expect(r.message).toContain(
      "input 'system': give one system: system or system-command, not both",
    );
  });

  it('no system and no evidence', () => {
    const r = refused({ mode: 'cases' });
    expect(r.problems.map((p) => [p.setting, p.code])).toEqual([['system', 'settings.no-agent']]);
    expect(r.message).toMatch(/input 'system': give the system under test/);
  });

  it('evidence with a system, and with the inputs of a live run', () => {
    expect(refused({ mode: 'cases', evidence: 'e.json', system: 's.mjs' }).message).toMatch(
      /input 'evidence': give a system to run/,
    );
    const r = refused({ mode: 'cases', evidence: 'e.json', runs: '2', config: 'a.yml' });
    expect(r.problems.map((p) => [p.setting, p.code]).sort()).toEqual([
      ['config', 'settings.live-only'],
      ['runs', 'settings.live-only'],
    ]);
    expect(r.message).toMatch(/input 'runs': applies when the system is run/);
  });

  it.each([
    ['runs', 'x', /input 'runs': expected a whole number/],
    ['runs', '0', /input 'runs': expected a whole number/],
    ['timeout', 'soon', /input 'timeout': /],
  ])('a bad %s, worded with the input name', (input, value, message) => {
    const r = refused({ mode: 'cases', system: 's.mjs', [input]: value });
    expect(r.message).toMatch(message);
    expect(r.message).not.toMatch(/--|systemCommand|replayCache/);
  });

  it('lists every problem at once, never a flag or a setting key', () => {
    const r = refused({ mode: 'cases', 'system-command': 'x', agent: 'a.mjs', k: '3', runs: 'x' });
    expect(r.problems.map((p) => p.setting).sort()).toEqual(['agent', 'k', 'runs']);
    expect(r.message).toMatch(/^3 problems with the step's inputs/);
    expect(r.message).not.toMatch(/--|agentCommand|systemCommand/);
  });
});

describe('the other modes refuse the cases inputs (action.cases-only)', () => {
  const INPUTS: [string, string][] = [
    ['config', 'agentverity.yml'],
    ['cases', 'cases.jsonl'],
    ['system', 'system.mjs'],
    ['system-command', 'python3 system.py'],
    ['labels', 'labels.jsonl'],
    ['replay-cache', 'none'],
  ];

  it.each(INPUTS)('gate with %s', (input, value) => {
    const r = refused({ agent: 'a.mjs', inputs: 'i.txt', [input]: value });
    expect(r.problems).toEqual([
      expect.objectContaining({
        setting: keyOf(input),
        code: 'action.cases-only',
        message: "applies to mode 'cases' only",
      }),
    ]);
    expect(r.message).toContain(`input '${input}': applies to mode 'cases' only`);
  });

  it.each(INPUTS)('bench with %s', (input, value) => {
    const r = refused({ mode: 'bench', agents: 'a.mjs', [input]: value });
    expect(r.problems.map((p) => [p.setting, p.code])).toEqual([
      [keyOf(input), 'action.cases-only'],
    ]);
  });

  it.each(['promote', 'merge'])('%s with a system', (mode) => {
    const r = refused({ mode, system: 's.mjs' });
    expect(r.problems.map((p) => [p.setting, p.code])).toContainEqual([
      'system',
      'action.cases-only',
    ]);
  });
});

describe('runs: read by bench and cases only', () => {
  it('bench and cases read it', () => {
    expect(
      readSettings(reader({ mode: 'bench', agents: 'a.mjs', runs: '4' })).source,
    ).toMatchObject({ kind: 'bench', options: { runs: 4 } });
    expect(cases({ system: 's.mjs', runs: '4' })).toMatchObject({ options: { runs: 4 } });
  });

  it.each(['gate', 'promote', 'merge'])('%s refuses it, naming both modes that read it', (mode) => {
    const r = refused({ mode, agent: 'a.mjs', inputs: 'i.txt', runs: '2' });
    const problem = r.problems.find((p) => p.setting === 'runs');
    expect(problem).toMatchObject({ code: 'action.bench-only' });
    expect(r.message).toContain("input 'runs': applies to modes 'bench' and 'cases' only");
  });
});
