import { describe, expect, it } from 'vitest';
import { isRefusal } from '../../src/core/index.js';
import { envInputReader, parseFailOn, readSettings } from '../../src/github/inputs.js';

/** Inputs as the runner passes them, with action.yml's defaults. */
function reader(inputs: Record<string, string>) {
  const defaults: Record<string, string> = {
    mode: 'gate',
    baseline: '.agentverity/baseline.json',
    comment: 'always',
    'comment-author': 'github-actions[bot]',
    'github-token': 'tok',
    'artifact-name': 'agentverity',
    'upload-evidence': 'true',
    redact: 'false',
    'fail-on': '1, 2',
    'working-directory': '.',
    'allow-untrusted-code': 'false',
  };
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries({ ...defaults, ...inputs })) {
    env[`INPUT_${k.toUpperCase()}`] = v;
  }
  return envInputReader(env);
}

function problems(inputs: Record<string, string>): string {
  try {
    readSettings(reader(inputs));
  } catch (error) {
    if (isRefusal(error)) return error.message;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('readSettings', () => {
  it("reads 'without-suite' as the withoutSuite setting of recorded evidence", () => {
    const on = readSettings(reader({ evidence: 'e.json', 'without-suite': 'true' }));
    if (on.source.kind !== 'import') throw new Error(`read as ${on.source.kind}`);
    expect(on.source.options).toMatchObject({ evidence: ['e.json'], withoutSuite: true });
    const off = readSettings(reader({ evidence: 'e.json', 'without-suite': 'false' }));
    if (off.source.kind !== 'import') throw new Error(`read as ${off.source.kind}`);
    expect(off.source.options).not.toHaveProperty('withoutSuite');
  });

  it("refuses 'without-suite' on a live gate run: it applies only to recorded evidence", () => {
    const message = problems({
      'agent-command': 'python agent.py',
      suite: 'suite.json',
      'without-suite': 'true',
    });
    expect(message).toContain("'without-suite'");
    expect(message).toContain('recorded evidence');
  });

  it('reads a live run with the defaults', () => {
    const s = readSettings(reader({ agent: 'agent.mjs', inputs: 'tickets.txt', k: '6' }));
    expect(s.source.kind).toBe('run');
    if (s.source.kind !== 'run') throw new Error('unreachable');
    expect(s.source.options).toMatchObject({
      agent: 'agent.mjs',
      inputs: 'tickets.txt',
      k: 6,
    });
    expect(s.redact).toBe(false);
    expect(s.comment).toBe('always');
    expect(s.baseline).toEqual({ path: '.agentverity/baseline.json', explicit: false });
    expect([...s.failOn.exitCodes]).toEqual([1, 2]);
    expect(s.uploadEvidence).toBe(true);
    expect(s.artifactName).toBe('agentverity');
  });

  it('reads recorded runs: multi-line lists, comments and blank lines dropped', () => {
    const s = readSettings(
      reader({ evidence: 'a.json\n\n# old\nruns/*.json\n', epsilon: '0.1', baseline: 'b.json' }),
    );
    expect(s.source).toEqual({
      kind: 'import',
      options: { evidence: ['a.json', 'runs/*.json'], epsilon: 0.1 },
    });
    expect(s.baseline).toEqual({ path: 'b.json', explicit: true });
  });

  it('reports every problem at once, naming each input', () => {
    const message = problems({
      agent: 'a.mjs',
      'agent-url': 'http://127.0.0.1:1',
      k: '3',
      timeout: 'soon',
      comment: 'sometimes',
      'upload-evidence': 'yes',
      'fail-on': 'blind, maybe',
      'artifact-name': 'a/b',
    });
    expect(message).toMatch(/8 problems/);
    for (const name of [
      'agent',
      'k',
      'timeout',
      'comment',
      'upload-evidence',
      'fail-on',
      'artifact-name',
      'inputs',
    ]) {
      expect(message).toContain(`input '${name}`);
    }
    expect(message).toContain('even number');
    expect(message).toContain('"soon"');
  });

  it('refuses mixing a live run with imports, and imports with run-only inputs', () => {
    expect(problems({ agent: 'a.mjs', inputs: 't.txt', evidence: 'e.json' })).toContain(
      'either a live run',
    );
    expect(problems({ evidence: 'e.json', k: '4', 'max-workers': '2' })).toMatch(
      /input 'k': applies to a live run[\s\S]*input 'max-workers'/,
    );
    expect(problems({ promptfoo: 'out.json' })).toContain("input 'suite'");
    expect(problems({})).toContain('nothing to assess');
  });

  it('refuses epsilon with precision, and redaction on the text layer', () => {
    expect(problems({ evidence: 'e.json', epsilon: '0.05', precision: 'strict' })).toContain(
      'not both',
    );
    expect(problems({ evidence: 'e.json', redact: 'true', layer: 'text' })).toContain(
      'cannot redact',
    );
  });

  it('turns relations: none into no relations and keeps header lines for masking', () => {
    const s = readSettings(
      reader({
        'agent-url': 'http://127.0.0.1:9/agent',
        inputs: 't.txt',
        relations: 'none',
        headers: 'Authorization: Bearer abc\nX-Team: a',
      }),
    );
    if (s.source.kind !== 'run') throw new Error('unreachable');
    expect(s.source.options.relations).toBe(false);
    expect(s.source.options.header).toEqual(['Authorization: Bearer abc', 'X-Team: a']);
    expect(problems({ 'agent-url': 'http://x', inputs: 't', headers: 'no colon' })).toContain(
      "input 'headers'",
    );
  });
});

describe('baseline, retention and run-only inputs', () => {
  it('baseline none skips the check; retention-days is a number of days', () => {
    const s = readSettings(reader({ evidence: 'e.json', baseline: 'none', 'retention-days': '7' }));
    expect(s.baseline).toBeNull();
    expect(s.retentionDays).toBe(7);
    expect(problems({ evidence: 'e.json', 'retention-days': '0' })).toContain(
      "input 'retention-days'",
    );
    expect(problems({ evidence: 'e.json', 'retention-days': '999' })).toContain('1 to 400');
  });

  it('refuses rate-limit with recorded runs, where nothing would read it', () => {
    expect(problems({ evidence: 'e.json', 'rate-limit': '10/s' })).toContain(
      "input 'rate-limit': applies to a live run",
    );
  });
});

describe('parseFailOn', () => {
  it('takes exit codes, statuses and none', () => {
    const f = parseFailOn('2, stochastic drift');
    expect([...f.exitCodes]).toEqual([2]);
    expect([...f.statuses].sort()).toEqual(['drift', 'stochastic']);
    const none = parseFailOn('none');
    expect(none.exitCodes.size + none.statuses.size).toBe(0);
    expect(() => parseFailOn('none, 1')).toThrow(/none cannot be combined/);
    expect(() => parseFailOn('3')).toThrow(/unknown value "3"/);
  });
});

describe('promotion inputs', () => {
  it('has the documented defaults', () => {
    const s = readSettings(reader({ evidence: 'e.json' }));
    expect(s.mode).toBe('gate');
    expect(s.approval).toEqual({
      label: 'agentverity:approve-baseline',
      roles: ['admin', 'maintain', 'write'],
      approvers: [],
      allowSelfApproval: false,
      promote: 'commit',
    });
  });

  it("reads action.yml's defaults as given by the runner", () => {
    const s = readSettings(
      reader({
        evidence: 'e.json',
        'approval-label': 'agentverity:approve-baseline',
        'approver-roles': 'admin, maintain, write',
        approvers: '',
        'allow-self-approval': 'false',
        promote: 'commit',
      }),
    );
    expect(s.approval.roles).toEqual(['admin', 'maintain', 'write']);
    expect(s.approval.approvers).toEqual([]);
  });

  it('splits roles and approvers on commas and line breaks, lower-casing them', () => {
    const s = readSettings(
      reader({
        evidence: 'e.json',
        'approver-roles': 'Admin,\nMaintain\r\nRelease Manager,,',
        approvers: '@Octo-Cat, alice\n\nACME/Platform-Team\n# a comment\n',
        'allow-self-approval': 'true',
        promote: 'Artifact',
        'approval-label': 'Ship It',
      }),
    );
    expect(s.approval.roles).toEqual(['admin', 'maintain', 'release manager']);
    expect(s.approval.approvers).toEqual(['octo-cat', 'alice', 'acme/platform-team']);
    expect(s.approval.allowSelfApproval).toBe(true);
    expect(s.approval.promote).toBe('artifact');
    expect(s.approval.label).toBe('Ship It');
  });

  it('refuses bad approver entries, naming the input and the entry', () => {
    for (const bad of ['not a login', 'a/b/c', 'org/', '/team', 'x'.repeat(40), 'bad!name']) {
      const message = problems({ evidence: 'e.json', approvers: `alice, ${bad}` });
      expect(message, bad).toContain("input 'approvers'");
      expect(message, bad).toContain(JSON.stringify(bad.toLowerCase()));
    }
  });

  it('refuses bad roles, an empty role list, labels and choices, naming each input', () => {
    expect(problems({ evidence: 'e.json', 'approver-roles': 'write; admin' })).toContain(
      "input 'approver-roles'",
    );
    expect(problems({ evidence: 'e.json', 'approver-roles': ', ,' })).toContain(
      "input 'approver-roles': expected at least one role",
    );
    expect(problems({ evidence: 'e.json', 'approval-label': 'a,b' })).toContain(
      "input 'approval-label'",
    );
    expect(problems({ evidence: 'e.json', 'approval-label': 'x'.repeat(51) })).toContain(
      "input 'approval-label'",
    );
    expect(problems({ evidence: 'e.json', 'allow-self-approval': 'yes' })).toContain(
      "input 'allow-self-approval'",
    );
    expect(problems({ evidence: 'e.json', promote: 'push' })).toContain("input 'promote'");
    expect(problems({ evidence: 'e.json', mode: 'approve' })).toContain("input 'mode'");
  });

  it('promote mode needs no agent and no evidence', () => {
    const s = readSettings(reader({ mode: 'promote' }));
    expect(s.mode).toBe('promote');
    expect(s.source).toEqual({ kind: 'none' });
    expect(s.baseline).toEqual({ path: '.agentverity/baseline.json', explicit: false });
    expect(readSettings(reader({ mode: 'Promote' })).mode).toBe('promote');
  });

  it('promote mode refuses inputs that say what to assess, naming each', () => {
    const message = problems({
      mode: 'promote',
      agent: 'agent.mjs',
      evidence: 'e.json',
      epsilon: '0.1',
      k: '4',
    });
    expect(message).toMatch(/4 problems/);
    for (const name of ['agent', 'evidence', 'epsilon', 'k']) {
      expect(message).toContain(`input '${name}': applies to mode 'gate' only`);
    }
  });

  it('promote mode still checks its own inputs', () => {
    const message = problems({ mode: 'promote', approvers: 'two words', promote: 'push' });
    expect(message).toContain("input 'approvers'");
    expect(message).toContain("input 'promote'");
  });
});
