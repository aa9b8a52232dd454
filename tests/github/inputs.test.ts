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
  it('reads a live run with the defaults', () => {
    const s = readSettings(reader({ agent: 'agent.mjs', inputs: 'tickets.txt', k: '6' }));
    expect(s.source.kind).toBe('run');
    if (s.source.kind !== 'run') throw new Error('unreachable');
    expect(s.source.options).toMatchObject({
      agent: 'agent.mjs',
      inputs: 'tickets.txt',
      k: 6,
      redact: false,
    });
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
      'either run an agent or read recorded runs',
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
