import { describe, expect, it } from 'vitest';
import {
  checkSettings,
  clockFrom,
  describeProblem,
  describeRefusal,
  isoNow,
  nameSettings,
  refuseProblems,
  SETTINGS_CODES,
  SettingsRefusal,
  type Problem,
  type Settings,
  type Wording,
} from '../../src/app/index.js';
import { withoutNulls } from '../../src/app/settings.js';
import { Refusal } from '../../src/core/errors.js';
import { exitCodeOf } from '../../src/errors.js';

const live: Settings = { agent: 'agent.mjs', inputs: 'tickets.txt' };
const codes = (s: Settings, source?: 'live' | 'recorded' | 'either' | 'none') =>
  checkSettings(s, source === undefined ? {} : { source }).map((p) => `${p.code} ${p.setting}`);

/** A shell that names settings loudly, to see every name it is asked for. */
const LOUD: Wording = { nameOf: (k) => `<${k}>`, label: (k) => `[${k}]` };

describe('checkSettings', () => {
  it('accepts a live run, recorded runs, and no source when none is asked for', () => {
    expect(checkSettings(live)).toEqual([]);
    expect(checkSettings({ evidence: ['e.json'], suite: 's.json', epsilon: 0.05 })).toEqual([]);
    expect(checkSettings({ precision: 'strict' }, { source: 'none' })).toEqual([]);
    expect(checkSettings({ agentUrl: 'http://x', suite: 's.json', timeout: null })).toEqual([]);
  });

  it('reads null as not given (settings read from JSON), keeping timeout: null as no timeout', () => {
    const fromJson = JSON.parse(
      '{"agent": "agent.mjs", "inputs": "tickets.txt", "k": null, "budget": null, "epsilon": null, "precision": null, "seed": null, "timeout": null}',
    ) as Settings;
    expect(checkSettings(fromJson)).toEqual([]);
    expect(withoutNulls(fromJson)).toEqual({
      agent: 'agent.mjs',
      inputs: 'tickets.txt',
      timeout: null,
    });
    // A null that names a setting of the wrong source is no setting at all.
    expect(checkSettings({ evidence: ['e.json'], k: null } as unknown as Settings)).toEqual([]);
  });

  it('words the missing source after what the caller accepts', () => {
    expect(codes({}, 'live')).toEqual(['settings.no-agent agent']);
    expect(codes({}, 'recorded')).toEqual(['settings.no-recorded evidence']);
    expect(codes({}, 'either')).toEqual(['settings.nothing-to-assess agent']);
    expect(codes({ evidence: ['e.json'] }, 'live')).toEqual([
      'settings.live-and-recorded evidence',
    ]);
    expect(codes(live, 'recorded')).toEqual(['settings.live-and-recorded agent']);
    expect(codes({}, 'none')).toEqual([]);
  });

  it('counts empty lists as not given and switches only when they leave their default', () => {
    expect(codes({ evidence: [], jsonl: ['r.jsonl'] })).toEqual([]);
    expect(codes({ evidence: ['e.json'], meter: true, reuse: true, sequential: false })).toEqual(
      [],
    );
    expect(codes({ evidence: ['e.json'], meter: false })).toEqual(['settings.live-only meter']);
  });

  it('refuses every meter-shaping setting with the meter off, once each', () => {
    expect(
      codes({ ...live, meter: false, k: 3, budget: 10, curtail: true, parallelRepeats: true }),
    ).toEqual([
      'settings.meter-off k',
      'settings.meter-off budget',
      'settings.meter-off curtail',
      'settings.meter-off parallelRepeats',
    ]);
  });

  it('refuses an odd k with the next even one as data, and k below 2', () => {
    const [odd] = checkSettings({ ...live, k: 5 });
    expect(odd).toMatchObject({ code: 'settings.k-odd', data: { k: 5, suggestedK: 6 } });
    expect(odd?.message).toContain('6');
    expect(codes({ ...live, k: 0 })).toEqual(['settings.range k']);
    expect(codes({ ...live, k: 2.5 })).toEqual(['settings.range k']);
    expect(codes({ ...live, k: 2 })).toEqual([]);
  });

  it('checks ranges and choices a library caller could get wrong', () => {
    expect(
      codes({
        ...live,
        epsilon: Number.NaN,
        blindnessThreshold: 1.5,
        budget: 0,
        maxWorkers: -1,
        httpRetries: 1.5,
        timeout: -5,
        rateLimit: 0,
        costPerCall: -1,
        precision: 'extreme',
        layer: 'words' as never,
        isolation: 'sandbox' as never,
        errorPolicy: 'ignore' as never,
      }),
    ).toEqual([
      'settings.http-only httpRetries',
      'settings.range epsilon',
      'settings.epsilon-precision epsilon',
      // The choices in the settings table's order.
      'settings.choice layer',
      'settings.choice isolation',
      'settings.choice precision',
      'settings.choice errorPolicy',
      'settings.range blindnessThreshold',
      'settings.range budget',
      'settings.range maxWorkers',
      'settings.range httpRetries',
      'settings.range timeout',
      'settings.range rateLimit',
      'settings.range costPerCall',
    ]);
    expect(codes({ ...live, agent: '  ' })).toEqual(['settings.empty agent']);
  });

  it('knows where each import setting applies', () => {
    expect(codes({ inspect: ['l.eval'], score: 'match', decisionPath: 'a' })).toEqual([]);
    expect(codes({ inspect: ['l.eval'], textPath: 't' })).toEqual([
      'settings.import-kind textPath',
    ]);
    expect(codes({ promptfoo: ['p.json'], suite: 's.json', layer: 'text' })).toEqual([
      'settings.import-kind layer',
    ]);
    expect(codes({ evidence: ['e.json'], decisionPath: 'd' })).toEqual([
      'settings.import-only decisionPath',
    ]);
    expect(codes({ agentUrl: 'http://x', inputs: 'i', inputPath: 'p' })).toEqual([
      'settings.recorded-only inputPath',
    ]);
    expect(codes({ evidence: ['e.json'], inputs: 'i.txt' })).toEqual(['settings.live-only inputs']);
  });

  it('refuses withoutSuite on a live run: it applies only to recorded evidence', () => {
    for (const agent of [
      { agent: 'agent.mjs' },
      { agentCommand: 'python w.py' },
      { agentUrl: 'http://x' },
    ]) {
      for (const source of ['live', 'either'] as const) {
        const problems = checkSettings(
          { ...agent, suite: 's.json', withoutSuite: true },
          { source },
        );
        expect(problems.map((p) => `${p.code} ${p.setting}`)).toEqual([
          'settings.recorded-only withoutSuite',
        ]);
        expect(problems[0]?.message).toContain('recorded evidence');
      }
    }
    expect(codes({ ...live, withoutSuite: false })).toEqual([]);
    expect(codes({ evidence: ['e.json'], withoutSuite: true }, 'recorded')).toEqual([]);
  });

  it('never names a flag or an input: other settings appear as keys in backticks', () => {
    const all: Settings = {
      agent: 'a',
      agentCommand: 'c',
      evidence: ['e'],
      promptfoo: ['p'],
      jsonl: ['j'],
      k: 3,
      epsilon: 2,
      precision: 'x',
      redact: true,
      layer: 'text',
    };
    const problems = [
      ...checkSettings(all),
      ...checkSettings({ promptfoo: ['p'] }),
      ...checkSettings({ ...live, header: ['x'], meter: false, k: 4 }),
      ...checkSettings({}, { source: 'recorded' }),
      ...checkSettings({ jsonl: ['j'], provider: 'p', isolation: 'unknown' }),
    ];
    expect(problems.length).toBeGreaterThan(8);
    for (const p of problems) {
      expect(p.message, p.code).not.toMatch(/--[a-z]|input '/);
      expect(SETTINGS_CODES as readonly string[]).toContain(p.code);
    }
  });
});

describe('wording a problem for a shell', () => {
  const problem: Problem = {
    setting: 'decisionPath',
    code: 'settings.http-only',
    message: 'applies with `agentUrl` only, not with `agentCommand`; `notAKey` stays',
  };

  it('labels the setting and names the settings in backticks the shell way', () => {
    expect(describeProblem(problem, LOUD)).toBe(
      '[decisionPath]: applies with <agentUrl> only, not with <agentCommand>; <notAKey> stays',
    );
    expect(describeProblem(problem, { nameOf: (k) => `--${k}` })).toMatch(/^--decisionPath: /);
    expect(nameSettings('no `Upper` and `with space` keys', (k) => `<${k}>`)).toBe(
      'no `Upper` and `with space` keys',
    );
  });

  it('turns a settings refusal into one line per problem, and a setting refusal into one', () => {
    const refusal = new SettingsRefusal([
      problem,
      { ...problem, setting: 'k', code: 'settings.k-odd' as const },
    ]);
    expect(refusal.code).toBe('settings.problems');
    expect(refusal.message.split('\n')).toEqual([
      `decisionPath: ${problem.message}`,
      `k: ${problem.message}`,
    ]);
    expect(describeRefusal(refusal, LOUD)).toHaveLength(2);
    expect(exitCodeOf(refusal)).toBe(2);

    const inner = new Refusal('collect.settings', 'raise `k` to 20', 'plan', { setting: 'k' });
    expect(describeRefusal(inner, LOUD)).toEqual(['[k]: plan: raise <k> to 20']);
    const placed = new Refusal('evidence.json', 'not valid JSON', 'e.json:3');
    expect(describeRefusal(placed, LOUD)).toEqual(['e.json:3: not valid JSON']);
  });

  it('a single problem gives the refusal its code, setting and data', () => {
    const only: Problem = { setting: 'k', code: 'settings.k-odd', message: 'm', data: { k: 3 } };
    expect(() => refuseProblems([only])).toThrow(SettingsRefusal);
    try {
      refuseProblems([only]);
    } catch (error) {
      expect(error).toMatchObject({ code: 'settings.k-odd', setting: 'k', data: { k: 3 } });
    }
    expect(() => refuseProblems([])).not.toThrow();
  });
});

describe('the clock port', () => {
  it('is pinned by SOURCE_DATE_EPOCH (whole seconds) and otherwise the system clock', () => {
    expect(isoNow(clockFrom({ SOURCE_DATE_EPOCH: '1798545600' }))).toBe('2026-12-29T12:00:00.000Z');
    const before = Date.now();
    const now = clockFrom({ SOURCE_DATE_EPOCH: 'soon' }).now();
    expect(now).toBeGreaterThanOrEqual(before);
  });
});
