// One table of settings, run through both shells and the settings check: the CLI
// (in-process, argv built from each setting's flag) and the Action's input reader
// (INPUT_* built from each setting's input) accept or refuse each row alike, with
// the same codes and setting keys, each naming the setting its own way.
import { describe, expect, it } from 'vitest';
import {
  checkSettings,
  describeProblem,
  isSettingsRefusal,
  type Problem,
  type Settings,
} from '../../src/app/index.js';
import { CLI_WORDING, flagOf } from '../../src/cli/settings.js';
import { ACTION_WORDING, inputOf } from '../../src/github/input-names.js';
import { envInputReader, readSettings } from '../../src/github/inputs.js';
import { cli, tempDir } from '../helpers/cli.js';

const AGENT = 'examples/agents/router.mjs';
const TICKETS = 'examples/agents/tickets.txt';
const EVIDENCE = 'tests/fixtures/reports/stable.evidence.json';
const JSONL = 'tests/fixtures/importers/jsonl/normal.jsonl';
const INSPECT = 'tests/fixtures/importers/inspect/routing.eval';
const PROMPTFOO = 'tests/fixtures/importers/promptfoo/normal.json';
const URL = 'http://127.0.0.1:9/agent';

/** The CLI command that carries a row: `run` and `snapshot` may call an agent (with --dry-run). */
type Command = 'run' | 'assess' | 'snapshot';

interface Row {
  readonly name: string;
  readonly settings: Settings;
  readonly cli: Command;
  /** The problems, as [code, setting]; empty when both shells accept the row. */
  readonly refused: readonly (readonly [string, string])[];
}

const live = { agent: AGENT, inputs: TICKETS } as const;

const TABLE: readonly Row[] = [
  { name: 'a module agent on seed inputs', settings: live, cli: 'run', refused: [] },
  {
    name: 'an HTTP agent with its own settings',
    settings: {
      agentUrl: URL,
      inputs: TICKETS,
      decisionPath: 'result.route',
      header: ['X-Team: a'],
      httpRetries: 0,
      k: 4,
      timeout: 30_000,
    },
    cli: 'run',
    refused: [],
  },
  { name: 'recorded evidence', settings: { evidence: [EVIDENCE] }, cli: 'assess', refused: [] },
  {
    name: 'a JSONL import with its paths',
    settings: { jsonl: [JSONL], inputPath: 'input', decisionPath: 'decision', epsilon: 0.1 },
    cli: 'assess',
    refused: [],
  },
  {
    name: 'two agents',
    settings: { ...live, agentUrl: URL },
    cli: 'run',
    refused: [['settings.agents', 'agentUrl']],
  },
  {
    name: 'no agent and no recorded runs',
    settings: { inputs: TICKETS },
    cli: 'snapshot',
    refused: [['settings.nothing-to-assess', 'agent']],
  },
  {
    name: 'a live run without seeds',
    settings: { agent: AGENT },
    cli: 'run',
    refused: [['settings.seeds', 'inputs']],
  },
  {
    name: 'an HTTP header for a module agent',
    settings: { ...live, header: ['X-Team: a'] },
    cli: 'run',
    refused: [['settings.http-only', 'header']],
  },
  {
    name: 'a decision path for a worker command',
    settings: { agentCommand: 'node worker.mjs', inputs: TICKETS, decisionPath: 'route' },
    cli: 'run',
    refused: [['settings.http-only', 'decisionPath']],
  },
  {
    name: 'an import-only setting with an agent',
    settings: { ...live, score: 'match' },
    cli: 'snapshot',
    refused: [['settings.recorded-only', 'score']],
  },
  {
    name: 'a live-run setting with recorded runs',
    settings: { evidence: [EVIDENCE], k: 4, maxWorkers: 2 },
    cli: 'snapshot',
    refused: [
      ['settings.live-only', 'k'],
      ['settings.live-only', 'maxWorkers'],
    ],
  },
  {
    name: 'a live run and recorded runs together',
    settings: { ...live, evidence: [EVIDENCE] },
    cli: 'snapshot',
    refused: [['settings.live-and-recorded', 'agent']],
  },
  {
    name: 'promptfoo without a suite',
    settings: { promptfoo: [PROMPTFOO] },
    cli: 'assess',
    refused: [['settings.promptfoo-suite', 'suite']],
  },
  {
    name: 'two kinds of import',
    settings: { jsonl: [JSONL], inspect: [INSPECT] },
    cli: 'assess',
    refused: [['settings.import-kinds', 'inspect']],
  },
  {
    name: 'a promptfoo setting on a JSONL import',
    settings: { jsonl: [JSONL], provider: 'openai:gpt' },
    cli: 'assess',
    refused: [['settings.import-kind', 'provider']],
  },
  {
    name: 'an isolation for evidence files',
    settings: { evidence: [EVIDENCE], isolation: 'fresh-session' },
    cli: 'assess',
    refused: [['settings.import-only', 'isolation']],
  },
  {
    name: 'the meter off with a k',
    settings: { ...live, meter: false, k: 4 },
    cli: 'run',
    refused: [['settings.meter-off', 'k']],
  },
  {
    name: 'the meter off with sequential stopping',
    settings: { ...live, meter: false, sequential: true },
    cli: 'run',
    refused: [['settings.meter-off', 'sequential']],
  },
  {
    name: 'redaction on the text layer',
    settings: { ...live, layer: 'text', redact: true },
    cli: 'run',
    refused: [['settings.redact-text', 'redact']],
  },
  { name: 'an odd k', settings: { ...live, k: 3 }, cli: 'run', refused: [['settings.k-odd', 'k']] },
  { name: 'a k of 1', settings: { ...live, k: 1 }, cli: 'run', refused: [['settings.range', 'k']] },
  {
    name: 'an epsilon of 1.5',
    settings: { evidence: [EVIDENCE], epsilon: 1.5 },
    cli: 'assess',
    refused: [['settings.range', 'epsilon']],
  },
  {
    name: 'an epsilon of 0',
    settings: { ...live, epsilon: 0 },
    cli: 'run',
    refused: [['settings.range', 'epsilon']],
  },
  {
    name: 'an epsilon and a precision',
    settings: { evidence: [EVIDENCE], epsilon: 0.1, precision: 'strict' },
    cli: 'assess',
    refused: [['settings.epsilon-precision', 'epsilon']],
  },
  {
    name: 'a blindness threshold of 0',
    settings: { ...live, blindnessThreshold: 0 },
    cli: 'run',
    refused: [['settings.range', 'blindnessThreshold']],
  },
  {
    name: 'a header without a colon',
    settings: { agentUrl: URL, inputs: TICKETS, header: ['no colon'] },
    cli: 'run',
    refused: [['settings.header', 'header']],
  },
  {
    name: 'the exact method on recorded evidence',
    settings: { evidence: [EVIDENCE], method: 'exact' },
    cli: 'assess',
    refused: [],
  },
  {
    name: 'an unknown method',
    settings: { evidence: [EVIDENCE], method: 'bayes' },
    cli: 'assess',
    refused: [['settings.choice', 'method']],
  },
  {
    name: 'random allocation with a seed, without early rejection',
    settings: { ...live, allocation: 'random', seed: 7, earlyRejection: false },
    cli: 'run',
    refused: [],
  },
  {
    name: 'a seed without random allocation',
    settings: { ...live, seed: 7 },
    cli: 'run',
    refused: [['settings.seed-allocation', 'seed']],
  },
  {
    name: 'random allocation with k',
    settings: { ...live, allocation: 'random', k: 4 },
    cli: 'run',
    refused: [['settings.allocation-k', 'k']],
  },
  {
    name: 'several problems at once',
    settings: { ...live, agentCommand: 'node w.mjs', k: 5, layer: 'text', redact: true },
    cli: 'run',
    refused: [
      ['settings.agents', 'agentCommand'],
      ['settings.k-odd', 'k'],
      ['settings.redact-text', 'redact'],
    ],
  },
  { name: 'a shard of a live run', settings: { ...live, shard: '2/4' }, cli: 'run', refused: [] },
  {
    name: 'a shard past the count',
    settings: { ...live, shard: '5/4' },
    cli: 'run',
    refused: [['settings.shard', 'shard']],
  },
  {
    name: 'a shard of a randomly allocated run',
    settings: { ...live, shard: '1/2', allocation: 'random', seed: 3 },
    cli: 'run',
    refused: [['settings.shard-whole-run', 'allocation']],
  },
];

/** How a setting's value is written on the command line or in an input. */
function textOf(key: keyof Settings, value: unknown): string {
  if (key === 'timeout') return value === null ? 'none' : `${String(value)}ms`;
  return String(value);
}

/** The command line for a row: each setting as its flag. */
function argvOf(row: Row, dir: string): string[] {
  const argv: string[] = [row.cli];
  for (const [key, value] of Object.entries(row.settings) as [keyof Settings, unknown][]) {
    const flag = flagOf(key);
    if (typeof value === 'boolean') {
      // The switches: `--sequential`, `--redact`; `--no-meter` for meter false.
      argv.push(flag);
    } else if (key === 'relations' && value === false) {
      argv.push('--no-relations');
    } else if (key === 'header') {
      for (const h of value as string[]) argv.push(flag, h);
    } else if (Array.isArray(value)) {
      argv.push(flag, ...(value as string[]));
    } else {
      argv.push(flag, textOf(key, value));
    }
  }
  if (row.cli !== 'assess') argv.push('--dry-run');
  if (row.cli === 'snapshot') argv.push('--candidate', '--output', `${dir}/baseline.json`);
  return argv;
}

/** The step's inputs for a row, as the runner passes them. */
function envOf(row: Row): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { 'INPUT_GITHUB-TOKEN': 'tok' };
  for (const [key, value] of Object.entries(row.settings) as [keyof Settings, unknown][]) {
    const name = `INPUT_${inputOf(key).toUpperCase()}`;
    if (key === 'relations' && value === false) env[name] = 'none';
    else if (Array.isArray(value)) env[name] = (value as string[]).join('\n');
    else env[name] = textOf(key, value);
  }
  return env;
}

function pairs(problems: readonly Problem[]): [string, string][] {
  return problems.map((p) => [p.code, p.setting]);
}

describe('the settings table: the CLI and the Action accept and refuse alike', () => {
  it.each(TABLE.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    // The one check decides.
    const problems = checkSettings(row.settings);
    expect(pairs(problems)).toEqual(row.refused);

    // The CLI: one line per problem, each naming the setting as its flag.
    const run = await cli(...argvOf(row, tempDir()));
    // The Action: one refusal carrying the same problems, each naming the setting as its input.
    let refusal: unknown = null;
    try {
      readSettings(envInputReader(envOf(row)));
    } catch (error) {
      refusal = error;
    }

    if (row.refused.length === 0) {
      // Accepted: no refusal on stderr (the assessment's own exit code may still be 2).
      expect(run.stderr).toBe('');
      expect(run.stdout).not.toBe('');
      expect(refusal).toBeNull();
      return;
    }
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      problems.map((p) => `agentverity: ${describeProblem(p, CLI_WORDING)}\n`).join(''),
    );
    for (const p of problems) expect(run.stderr).toContain(`${flagOf(p.setting)}: `);

    expect(isSettingsRefusal(refusal)).toBe(true);
    if (!isSettingsRefusal(refusal)) return;
    expect(pairs(refusal.problems)).toEqual(row.refused);
    for (const p of problems) {
      const line = describeProblem(p, ACTION_WORDING);
      expect(line.startsWith(`input '${inputOf(p.setting)}': `)).toBe(true);
      expect(refusal.message).toContain(`  - ${line}`);
    }
    // No flag in the Action's words, no input label in the CLI's.
    expect(refusal.message).not.toMatch(/(^|\s)--[a-z]/);
    expect(run.stderr).not.toContain("input '");
  });

  it('suggests an even k as data, in both shells alike', async () => {
    const [problem] = checkSettings({ ...live, k: 7 });
    expect(problem).toMatchObject({
      code: 'settings.k-odd',
      setting: 'k',
      data: { k: 7, suggestedK: 8 },
    });
    const run = await cli('run', '--agent', AGENT, '--inputs', TICKETS, '--k', '7', '--dry-run');
    expect(run.stderr).toMatch(/^agentverity: --k: .*such as 8\n$/);
    let refusal: unknown;
    try {
      readSettings(envInputReader({ INPUT_AGENT: AGENT, INPUT_INPUTS: TICKETS, INPUT_K: '7' }));
    } catch (error) {
      refusal = error;
    }
    expect(isSettingsRefusal(refusal) && refusal.data).toEqual({ k: 7, suggestedK: 8 });
  });
});
