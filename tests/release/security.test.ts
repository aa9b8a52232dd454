// SECURITY.md's checkable claims, against action.yml and the code: which inputs load
// workspace code, under which events a fork's code is refused, which events promote
// acts on and that promotion imports nothing that runs code, and the defaults it
// quotes. Each list is read from between its markers in SECURITY.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import {
  judgeWorkspace,
  PRIVILEGED_EVENTS,
  PULL_REQUEST_EVENTS,
  pullRequestAction,
  type RunContext,
} from '../../src/github/context.js';
import { loadsWorkspaceCode } from '../../src/github/inputs.js';
import { envInputReader, readSettings } from '../../src/github/inputs.js';
import { Refusal } from '../../src/core/index.js';
import { ROOT } from '../helpers/cli.js';

const SECURITY = readFileSync(path.join(ROOT, 'SECURITY.md'), 'utf8');

/** The text between `<!-- NAME:start -->` and `<!-- NAME:end -->`. */
function section(name: string): string {
  const start = SECURITY.indexOf(`<!-- ${name}:start -->`);
  const end = SECURITY.indexOf(`<!-- ${name}:end -->`);
  if (start < 0 || end < start) throw new Error(`SECURITY.md: no ${name} section`);
  return SECURITY.slice(start, end);
}

/** The first backticked word of each `- ` item of a section. */
function listed(name: string): string[] {
  return [...section(name).matchAll(/^- `([^`]+)`/gm)].map((m) => m[1] as string);
}

interface ActionYml {
  inputs: Record<string, { default?: string }>;
  runs: { using: string };
}
const ACTION = parseDocument(
  readFileSync(path.join(ROOT, 'action.yml'), 'utf8'),
).toJS() as ActionYml;

/** Settings from these inputs, with action.yml's defaults as the runner passes them. */
function settingsOf(inputs: Record<string, string>) {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, spec] of Object.entries(ACTION.inputs)) {
    if (spec.default !== undefined) {
      env[`INPUT_${name.toUpperCase()}`] = spec.default.includes('${{') ? 'tok' : spec.default;
    }
  }
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  return readSettings(envInputReader(env));
}

const HEAD = 'a'.repeat(40);
const OWN = 'b'.repeat(40);
function ctx(eventName: string, payload: Record<string, unknown>): RunContext {
  return {
    eventName,
    payload,
    repo: { owner: 'o', repo: 'r' },
    sha: OWN,
    runId: '1',
    runAttempt: 1,
    job: 'gate',
    serverUrl: 'https://github.com',
    workspace: '/w',
    runnerTemp: null,
  };
}
/** A payload about a fork's code, for a pull-request event and for workflow_run. */
function forkPayload(eventName: string): Record<string, unknown> {
  if (eventName === 'workflow_run') {
    return {
      repository: { full_name: 'o/r' },
      workflow_run: {
        head_sha: HEAD,
        head_repository: { full_name: 'fork/r' },
        event: 'pull_request',
      },
    };
  }
  return {
    action: 'labeled',
    number: 7,
    repository: { full_name: 'o/r' },
    pull_request: {
      number: 7,
      head: { sha: HEAD, repo: { full_name: 'fork/r' } },
      base: { repo: { full_name: 'o/r' } },
    },
  };
}

describe('SECURITY.md against the code', () => {
  it('names exactly the inputs that make the gate load workspace code', () => {
    // One way to give each source input; the agent-url run is the base for the rest.
    const url = { 'agent-url': 'http://127.0.0.1:9/decide' };
    const seeds = { inputs: 'inputs.txt' };
    const candidates: [string, Record<string, string>][] = [
      ['agent', { agent: 'agent.mjs', ...seeds }],
      ['agent-command', { 'agent-command': 'python3 agent.py', ...seeds }],
      ['agent-url', { ...url, ...seeds }],
      ['relations', { ...url, ...seeds, relations: 'relations.mjs' }],
      ['suite', { ...url, suite: 'suite.json' }],
      ['inputs', { ...url, ...seeds }],
      ['evidence', { evidence: 'evidence.json' }],
      ['jsonl', { jsonl: 'runs.jsonl' }],
      ['inspect', { inspect: 'log.eval' }],
      ['promptfoo', { promptfoo: 'out.json', suite: 'suite.json' }],
    ];
    const loading = candidates
      .filter(([, inputs]) => loadsWorkspaceCode(settingsOf(inputs)))
      .map(([name]) => name);
    expect(listed('workspace-code-inputs').sort()).toEqual(loading.sort());
    // Built-in relations are names, not code.
    expect(
      loadsWorkspaceCode(settingsOf({ ...url, ...seeds, relations: 'case, whitespace' })),
    ).toBe(false);
    for (const name of listed('workspace-code-inputs')) expect(ACTION.inputs).toHaveProperty(name);
  });

  it('names exactly the events under which a fork checkout is refused, and the opt-out', () => {
    const events = listed('privileged-events');
    expect([...events].sort()).toEqual([...PRIVILEGED_EVENTS].sort());
    for (const e of events) {
      // At the fork's head, and at a commit that is neither the fork's nor the workflow's.
      expect(judgeWorkspace(ctx(e, forkPayload(e)), HEAD).untrusted, e).toBe(true);
      expect(judgeWorkspace(ctx(e, forkPayload(e)), 'c'.repeat(40)).untrusted, e).toBe(true);
      expect(judgeWorkspace(ctx(e, forkPayload(e)), null).untrusted, e).toBe(true);
      expect(judgeWorkspace(ctx(e, forkPayload(e)), OWN).untrusted, e).toBe(false);
    }
    // Every other event runs what the workspace holds, as SECURITY.md says.
    for (const e of ['pull_request', 'push', 'schedule', 'workflow_dispatch', 'issue_comment']) {
      expect(judgeWorkspace(ctx(e, forkPayload('pull_request')), HEAD).untrusted, e).toBe(false);
    }
    expect(ACTION.inputs['allow-untrusted-code']?.default).toBe('false');
    expect(settingsOf({ agent: 'a.mjs', inputs: 'i.txt' }).allowUntrustedCode).toBe(false);
    expect(SECURITY).toContain('`action.untrusted-code`');
  });

  it('names exactly the events promote acts on', () => {
    const events = listed('promote-events');
    expect([...events].sort()).toEqual([...PULL_REQUEST_EVENTS].sort());
    for (const e of [...events, 'workflow_run', 'push', 'issue_comment', 'pull_request_review']) {
      const acts = pullRequestAction(ctx(e, forkPayload('pull_request'))) === 'labeled';
      expect(acts, e).toBe(events.includes(e));
    }
    expect(SECURITY).toContain('`action.promote-event`');
  });

  it('promote mode refuses every input that loads code, and so loads none', () => {
    for (const name of listed('workspace-code-inputs')) {
      const value = name === 'relations' ? 'relations.mjs' : 'agent.mjs';
      let refusal: unknown = null;
      try {
        settingsOf({ mode: 'promote', [name]: value });
      } catch (error) {
        refusal = error;
      }
      expect(refusal, name).toBeInstanceOf(Refusal);
      expect(String((refusal as Refusal).message), name).toContain(`input '${name}'`);
      expect(JSON.stringify(refusal), name).toContain('action.gate-only');
    }
    const promote = settingsOf({ mode: 'promote' });
    expect(promote.source.kind).toBe('none');
    expect(loadsWorkspaceCode(promote)).toBe(false);
    expect(SECURITY).toContain('`action.gate-only`');
  });

  it('quotes the defaults action.yml declares', () => {
    const rows = [...section('security-inputs').matchAll(/^\| `([^`]+)` +\| `([^`]*)` +\|$/gm)];
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const [, name, value] of rows) {
      expect(ACTION.inputs[name as string]?.default, name).toBe(value);
    }
  });

  it('says which Node the Action runs on', () => {
    expect(SECURITY).toContain(`\`runs.using: ${ACTION.runs.using}\``);
  });
});
