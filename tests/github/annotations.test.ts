import { describe, expect, it } from 'vitest';
import {
  assess,
  buildBaseline,
  checkBaseline,
  inputFingerprint,
  pairsForDeterministicCall,
  parseSuite,
  type Assessment,
  type Baseline,
  type DecisionSuite,
  type Evidence,
  type RecordedRelation,
} from '../../src/core/index.js';
import {
  ANNOTATION_LIMIT,
  annotationProperties,
  annotationsFor,
  limitAnnotations,
  type Annotation,
} from '../../src/github/annotations.js';
import { alternating, evidenceOf, times, type CaseSpec } from '../helpers/evidence.js';

const EPS = { epsilon: 0.05 };
const AT = '2026-11-29T12:00:00.000Z';

/** A suite as its file would hold it: the parsed suite and its pretty-printed text. */
function suiteOf(
  cases: readonly { input: string; expected: string }[],
  contract: Record<string, unknown> = {},
): { suite: DecisionSuite; text: string } {
  const allowed = [...new Set(cases.map((c) => c.expected))];
  const json = {
    schema: 'agentverity.decision-suite/v1',
    contract: { allowed, required: allowed, critical: [], ...contract },
    cases: cases.map((c) => ({ expected: c.expected, input: c.input })),
  };
  const text = `${JSON.stringify(json, null, 2)}\n`;
  return { suite: parseSuite(JSON.parse(text)), text };
}

function relation(
  name: string,
  outcome: RecordedRelation['outcome'],
  input: string,
): RecordedRelation {
  return {
    name,
    type: 'invariant',
    followupFingerprint: inputFingerprint(`${input}!`),
    changed: outcome !== 'skipped',
    outcome,
    ...(outcome === 'held' || outcome === 'violated' ? { observation: { decision: 'x' } } : {}),
  };
}

const levels = (list: readonly Annotation[]) => list.map((a) => a.level);
const of = (list: readonly Annotation[], level: Annotation['level']) =>
  list.filter((a) => a.level === level);

/** Six routes, one case each, k agreeing repeats. */
function quiet(k: number, label = (i: number) => `r${i}`): (CaseSpec & { expected: string })[] {
  return Array.from({ length: 6 }, (_, i) => ({
    input: `case ${i}`,
    obs: times(label(i), k),
    expected: label(i),
  }));
}

describe('annotationsFor: levels follow the exit code', () => {
  it('a deterministic run with quiet undecided routes has notices only, each with the pairs it needs', () => {
    const cases = quiet(30);
    const a = assess(evidenceOf(cases), null, EPS);
    expect(a.status).toBe('deterministic');
    const list = annotationsFor(a, null, { inputsPath: 'inputs.jsonl' });
    expect(levels(list)).toEqual(times('notice', 6));
    const needed = pairsForDeterministicCall(0.05) as number;
    expect(list[0]).toMatchObject({
      title: 'Route r0 needs more pairs',
      file: 'inputs.jsonl',
    });
    expect(list[0]?.startLine).toBeUndefined();
    expect(list[0]?.message).toContain(`Collect ${needed - 15} more agreeing pairs`);
    expect(list[0]?.message).toContain('does not gate');
  });

  it('a targeted flipping route is an error pointing at the line of its first case', () => {
    const cases = [
      { input: 'charge twice', expected: 'duplicate' },
      { input: 'lost card', expected: 'security' },
      { input: 'charged again', expected: 'duplicate' },
    ];
    const { suite, text } = suiteOf(cases, { stability_targets: { duplicate: 0.2 } });
    const e = evidenceOf([
      { ...cases[0]!, obs: alternating('duplicate', 'security', 40) },
      { ...cases[1]!, obs: times('security', 40) },
      { ...cases[2]!, obs: alternating('duplicate', 'security', 40) },
    ]);
    const a = assess(e, suite, EPS);
    expect(a.status).toBe('target-failed');
    const list = annotationsFor(a, null, { suitePath: 'evals/suite.json', suiteText: text });
    const errors = of(list, 'error');
    expect(errors).toHaveLength(1);
    const lineOfFirst =
      text.split('\n').findIndex((l) => l.includes('"duplicate"') && l.includes('"expected"')) + 1;
    expect(errors[0]).toMatchObject({
      title: 'Route duplicate flips on rerun',
      file: 'evals/suite.json',
      startLine: lineOfFirst,
    });
    expect(errors[0]?.message).toMatch(/^40 of 40 pairs flipped .*above its declared target 20%/);
  });

  it('an untargeted flipping route is a notice (exit 0), not an error', () => {
    const e = evidenceOf([
      { input: 'a', obs: alternating('x', 'y', 40), expected: 'x' },
      ...quiet(40).slice(1),
    ]);
    const a = assess(e, null, EPS);
    expect(a.status).toBe('stochastic');
    expect(a.exitCode).toBe(0);
    const list = annotationsFor(a, null, {});
    expect(of(list, 'error')).toEqual([]);
    expect(of(list, 'warning')).toEqual([]);
    expect(list.find((x) => x.title === 'Route x flips on rerun')?.level).toBe('notice');
  });

  it('a targeted route without enough pairs is a warning (exit 2) saying how many more', () => {
    const cases = quiet(40);
    cases[0] = { ...cases[0]!, obs: times('r0', 10) };
    const { suite } = suiteOf(cases, { stability_targets: { r0: 0.05 } });
    const a = assess(evidenceOf(cases), suite, EPS);
    expect(a.status).toBe('undecided');
    const list = annotationsFor(a, null, {});
    const warnings = of(list, 'warning');
    expect(warnings.map((w) => w.title)).toEqual(['Route r0 needs more pairs']);
    const needed = pairsForDeterministicCall(0.05) as number;
    expect(warnings[0]?.message).toContain(`Collect ${needed - 5} more agreeing pairs`);
  });

  it('an undecided pooled figure is a warning with the pairs to collect', () => {
    const a = assess(
      evidenceOf([
        { input: 'a', obs: times('x', 6) },
        { input: 'b', obs: times('y', 6) },
      ]),
      null,
      EPS,
    );
    expect(a.status).toBe('undecided');
    const [w] = annotationsFor(a, null, {});
    expect(w).toMatchObject({ level: 'warning', title: 'Not enough pairs to decide' });
    expect(w?.message).toMatch(/Collect \d+ more pairs: if every new pair agrees, \d+ pairs bound/);
  });

  it('blind probes are one error at the cases file', () => {
    const cases = Array.from({ length: 10 }, (_, i) => ({
      input: `q${i}`,
      obs: times(i === 0 ? 'other' : 'same', 40),
    }));
    const a = assess(evidenceOf(cases), null, EPS);
    expect(a.status).toBe('blind');
    const list = annotationsFor(a, null, { inputsPath: 'probes.jsonl' });
    expect(of(list, 'error')).toEqual([
      expect.objectContaining({ title: 'Probes are blind', file: 'probes.jsonl' }),
    ]);
    expect(list[0]?.message).toContain('"same" is the first answer on 90.0% of 10 inputs');
    expect(list[0]?.message).toContain('at most 8 of 10 inputs');
  });

  it('relations that changed no input are one vacuous error', () => {
    const cases = quiet(40).map((c) => ({
      ...c,
      relations: [relation('identity', 'skipped', c.input)],
    }));
    const a = assess(
      evidenceOf(cases, { relations: [{ name: 'identity', type: 'invariant' }] }),
      null,
      EPS,
    );
    expect(a.status).toBe('vacuous');
    const errors = of(annotationsFor(a, null, {}), 'error');
    expect(errors.map((x) => x.title)).toEqual(['Relations tested nothing']);
    expect(errors[0]?.message).toContain('identity');
  });

  it('a built-in nobody chose that tested nothing gets no notice; a chosen one does', () => {
    const cases = quiet(40).map((c) => ({
      ...c,
      relations: [
        relation('normalisation-invariance', 'skipped', c.input),
        relation('whitespace-invariance', 'held', c.input),
      ],
    }));
    const a = assess(
      evidenceOf(cases, {
        relations: [
          { name: 'normalisation-invariance', type: 'invariant' },
          { name: 'whitespace-invariance', type: 'invariant' },
        ],
      }),
      null,
      EPS,
    );
    expect(a.status).toBe('deterministic');
    const titles = (list: readonly Annotation[]) =>
      list.map((x) => x.title).filter((t) => t.startsWith('Relation'));
    // The default relations: nothing tells the user to drop what they never chose.
    expect(titles(annotationsFor(a, null, {}))).toEqual([]);
    expect(titles(annotationsFor(a, null, { relationsChosen: false }))).toEqual([]);
    const chosen = annotationsFor(a, null, { relationsChosen: true }).filter((x) =>
      x.title.startsWith('Relation'),
    );
    expect(titles(chosen)).toEqual(['Relation normalisation-invariance tested nothing']);
    expect(chosen[0]?.level).toBe('notice');
    expect(chosen[0]?.message).toContain('Leave it out of the relations input');
  });

  it('a violated relation is an error with its counts', () => {
    const cases = quiet(40).map((c, i) => ({
      ...c,
      relations: [relation('case-invariance', i < 2 ? 'violated' : 'held', c.input)],
    }));
    const a = assess(
      evidenceOf(cases, { relations: [{ name: 'case-invariance', type: 'invariant' }] }),
      null,
      EPS,
    );
    expect(a.status).toBe('violations');
    const errors = of(annotationsFor(a, null, {}), 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.title).toBe('Relation case-invariance violated');
    expect(errors[0]?.message).toContain('changed the decision on 2 of 6 changed inputs');
    expect(errors[0]?.message).toContain('held 4, violated 2, skipped 0, errors 0');
  });

  it('a violation beside a flipping route is judged against the flip rate: a notice', () => {
    const cases = quiet(40).map((c, i) => ({
      ...c,
      obs: i === 0 ? alternating('r0', 'zz', 40) : c.obs,
      relations: [relation('case-invariance', i === 3 ? 'violated' : 'held', c.input)],
    }));
    const a = assess(
      evidenceOf(cases, { relations: [{ name: 'case-invariance', type: 'invariant' }] }),
      null,
      EPS,
    );
    expect(a.status).toBe('stochastic');
    const list = annotationsFor(a, null, {});
    expect(list.find((x) => x.title === 'Relation case-invariance violated')?.level).toBe('notice');
    expect(of(list, 'error')).toEqual([]);
  });

  it('incomplete evidence is one warning naming the first failure, control characters made visible', () => {
    const cases = quiet(40);
    cases[2] = { ...cases[2]!, obs: [...times('r2', 39), 'x:timeout\u001b[31m after 30 s'] };
    const a = assess(evidenceOf(cases), null, EPS);
    expect(a.status).toBe('incomplete');
    const warnings = of(annotationsFor(a, null, {}), 'warning');
    expect(warnings[0]?.title).toBe('Evidence incomplete');
    expect(warnings[0]?.message).toContain('1 of 240 calls or checks failed');
    expect(warnings[0]?.message).toContain('case 2 (meter): timeout\\u001b[31m after 30 s');
    expect(warnings[0]?.message).not.toContain('\u001b');
    expect(warnings[0]?.file).toBeUndefined();
  });

  it('a broken contract gives errors at the suite keys, critical ones marked', () => {
    const cases = [
      { input: 'charge twice', expected: 'duplicate' },
      { input: 'lost card', expected: 'security' },
    ];
    const { suite, text } = suiteOf(cases, {
      allowed: ['duplicate', 'security', 'fraud'],
      required: ['duplicate', 'security', 'fraud'],
      critical: ['fraud'],
    });
    const e = evidenceOf([
      { ...cases[0]!, obs: times('duplicate', 40) },
      { ...cases[1]!, obs: times('refund', 40) },
    ]);
    const a = assess(e, suite, EPS);
    expect(a.status).toBe('contract');
    const list = annotationsFor(a, null, { suitePath: 'suite.json', suiteText: text });
    const errors = of(list, 'error');
    const lineOf = (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: 'Contract: required decision has no case (critical)',
          file: 'suite.json',
          startLine: lineOf('"required"'),
        }),
        expect.objectContaining({
          title: 'Contract: undeclared decision returned',
          startLine: lineOf('"allowed"'),
        }),
        expect.objectContaining({ title: 'Contract: required decision never returned (critical)' }),
      ]),
    );
    expect(errors.find((x) => x.title.startsWith('Contract: undeclared'))?.message).toContain(
      'The agent returned refund',
    );
  });

  it('caps and cleans agent-provided labels', () => {
    const long = `evil\u001b]0;title\u0007${'z'.repeat(500)}`;
    const e = evidenceOf([
      { input: 'a', obs: alternating(long, 'y', 40), expected: long },
      ...quiet(40).slice(1),
    ]);
    const [n] = annotationsFor(assess(e, null, EPS), null, {}).filter((x) =>
      x.title.startsWith('Route evil'),
    );
    expect(n).toBeDefined();
    expect([...n!.title].some((ch) => ch.charCodeAt(0) < 0x20)).toBe(false);
    expect(n!.title).toContain('\\u001b');
    expect(Array.from(n!.title).length).toBeLessThan(120);
  });

  it('exit 1 always has an error, exit 2 a warning, exit 0 neither', () => {
    const scenarios: Assessment[] = [
      assess(evidenceOf(quiet(40)), null, EPS),
      assess(evidenceOf(quiet(6)), null, EPS),
      assess(
        evidenceOf([{ input: 'a', obs: alternating('x', 'y', 40) }, ...quiet(40).slice(1)]),
        null,
        EPS,
      ),
      assess(
        evidenceOf(
          quiet(40).map(({ expected: _expected, ...c }) => c),
          { complete: false, stopReason: 'interrupted' },
        ),
        null,
        EPS,
      ),
      // A flipping pooled figure without routes, and violations beyond what the flips
      // explain (every input, most of them stable on rerun): the run says 'violations'.
      assess(
        evidenceOf(
          Array.from({ length: 6 }, (_, i) => ({
            input: `p${i}`,
            obs: i === 0 ? alternating(`a${i}`, `b${i}`, 40) : alternating(`a${i}`, `a${i}`, 40),
            relations: [relation('case-invariance', 'violated', `p${i}`)],
          })),
          { relations: [{ name: 'case-invariance', type: 'invariant' }] },
        ),
        null,
        EPS,
      ),
    ];
    const seen = new Set<number>();
    for (const a of scenarios) {
      seen.add(a.exitCode);
      const list = annotationsFor(a, null, {});
      const errors = of(list, 'error').length;
      const warnings = of(list, 'warning').length;
      if (a.exitCode === 0) expect([a.status, errors, warnings]).toEqual([a.status, 0, 0]);
      if (a.exitCode === 1) expect(errors, a.status).toBeGreaterThan(0);
      if (a.exitCode === 2) expect(warnings, a.status).toBeGreaterThan(0);
    }
    expect(scenarios.map((a) => a.status)).toEqual([
      'deterministic',
      'undecided',
      'stochastic',
      'incomplete',
      'violations',
    ]);
    expect([...seen].sort()).toEqual([0, 1, 2]);
  });
});

describe('annotationsFor: baseline check', () => {
  function checkCases(
    over: Partial<Record<string, string>> = {},
    names = ['approve', 'deny', 'review'],
  ) {
    return names.map((label) => ({
      input: `${label} me`,
      obs: times(over[label] ?? label, 50),
      expected: label,
    }));
  }
  function baselineOf(e: Evidence, approved = true): Baseline {
    return buildBaseline({
      assessment: assess(e, null, EPS),
      evidence: e,
      evidenceDigest: 'b'.repeat(64),
      tool: { name: 't', version: '0' },
      createdAt: AT,
      approval: approved ? { how: 'cli-flag', approver: 'r', approvedAt: AT } : null,
    });
  }
  function checked(b: Baseline, e: Evidence) {
    const a = assess(e, null, EPS);
    return { a, r: checkBaseline(b, a, e, { suiteDigest: null }) };
  }

  it('one error per changed decision group, at the baseline file', () => {
    const baseline = baselineOf(evidenceOf(checkCases()));
    const { a, r } = checked(baseline, evidenceOf(checkCases({ review: 'deny' })));
    expect(r.status).toBe('drift');
    const errors = of(
      annotationsFor(a, r, { baselinePath: '.agentverity/baseline.json' }),
      'error',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      title: 'Baseline drift on route review',
      file: '.agentverity/baseline.json',
    });
    expect(errors[0]?.message).toContain(
      '1 input of 3 now answers "deny" instead of the approved "review"',
    );
    expect(errors[0]?.message).toContain(inputFingerprint('review me').slice(0, 12));
  });

  it('many different changes become one summary error', () => {
    const names = Array.from({ length: 8 }, (_, i) => `route${i}`);
    const baseline = baselineOf(evidenceOf(checkCases({}, names)));
    const changed = Object.fromEntries(names.map((n, i) => [n, `route${(i + 1) % 8}`]));
    const { a, r } = checked(baseline, evidenceOf(checkCases(changed, names)));
    expect(r.changes).toHaveLength(8);
    const errors = of(annotationsFor(a, r, {}), 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.title).toBe('Baseline drift');
    expect(errors[0]?.message).toMatch(
      /^8 of 8 approved decisions changed, in 8 different ways: .* and 5 more/,
    );
  });

  it('a refused check is a warning per reason', () => {
    const original = evidenceOf(checkCases());
    const { a, r } = checked(baselineOf(original, false), original);
    expect(r.status).toBe('refused');
    const warnings = of(annotationsFor(a, r, { baselinePath: 'b.json' }), 'warning');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ title: 'Baseline not compared', file: 'b.json' });
    expect(warnings[0]?.message).toContain('candidate baseline');
  });

  it('a clean check adds nothing, a weaker isolation a notice', () => {
    const original = evidenceOf(checkCases());
    const { a, r } = checked(baselineOf(original), original);
    expect(annotationsFor(a, r, {})).toEqual(annotationsFor(a, null, {}));
    const shared = evidenceOf(checkCases(), { isolation: 'unknown' });
    const weak = checked(baselineOf(original), shared);
    expect(weak.r.isolation.weakened).toBe(true);
    const notes = annotationsFor(weak.a, weak.r, {}).filter((x) => x.title.includes('isolation'));
    expect(notes.map((x) => x.level)).toEqual(['notice']);
  });
});

describe('limitAnnotations', () => {
  const make = (level: Annotation['level'], n: number): Annotation[] =>
    Array.from({ length: n }, (_, i) => ({ level, title: `${level} ${i}`, message: 'm' }));

  it('25 failing routes: 10 errors shown and the rest counted in the last notice', () => {
    const names = Array.from({ length: 25 }, (_, i) => `route${String(i).padStart(2, '0')}`);
    const cases = names.map((n) => ({ input: `in ${n}`, expected: n }));
    const { suite, text } = suiteOf(cases, {
      stability_targets: Object.fromEntries(names.map((n) => [n, 0.2])),
    });
    const e = evidenceOf(cases.map((c) => ({ ...c, obs: alternating(c.expected, 'other', 40) })));
    const a = assess(e, suite, EPS);
    expect(a.status).toBe('contract'); // 'other' is not allowed
    const all = annotationsFor(a, null, { suitePath: 'suite.json', suiteText: text });
    const routeErrors = all.filter((x) => x.title.endsWith('flips on rerun'));
    expect(routeErrors).toHaveLength(25);
    expect(routeErrors.every((x) => x.level === 'error')).toBe(true);
    const textLines = text.split('\n');
    for (const x of routeErrors) {
      const route = /^Route (\S+) /.exec(x.title)?.[1] as string;
      expect(textLines[(x.startLine as number) - 1]).toBe(`      "expected": "${route}",`);
    }
    const errors = of(all, 'error').length;
    const shown = limitAnnotations(all);
    expect(of(shown, 'error')).toHaveLength(ANNOTATION_LIMIT);
    const last = shown[shown.length - 1]!;
    expect(last.level).toBe('notice');
    expect(last.message).toBe(`… and ${errors - ANNOTATION_LIMIT} more (see the job summary)`);
    // The contract error comes before the routes, so it is among those shown.
    expect(shown[0]?.title).toMatch(/^Contract/);
  });

  it('orders errors, warnings, notices and keeps everything when within the limits', () => {
    const list = [...make('notice', 2), ...make('warning', 3), ...make('error', 1)];
    expect(levels(limitAnnotations(list))).toEqual([
      'error',
      'warning',
      'warning',
      'warning',
      'notice',
      'notice',
    ]);
  });

  it('ten notices and nothing left out need no summary', () => {
    const shown = limitAnnotations(make('notice', 10));
    expect(shown).toHaveLength(10);
    expect(shown.every((x) => x.message === 'm')).toBe(true);
  });

  it('counts left-out errors, warnings and notices in one summary, within 10 notices', () => {
    const list = [...make('error', 12), ...make('warning', 11), ...make('notice', 15)];
    const shown = limitAnnotations(list);
    expect(of(shown, 'error')).toHaveLength(10);
    expect(of(shown, 'warning')).toHaveLength(10);
    expect(of(shown, 'notice')).toHaveLength(10);
    // 2 errors + 1 warning + 6 notices (9 of 15 shown, the tenth slot is the summary).
    expect(shown[shown.length - 1]?.message).toBe('… and 9 more (see the job summary)');
    expect(shown.slice(0, 10).map((x) => x.title)).toEqual(make('error', 10).map((x) => x.title));
  });
});

describe('annotationProperties', () => {
  it('passes title, file and line, and nothing undefined', () => {
    expect(
      annotationProperties({ level: 'error', title: 't', message: 'm', file: 'f', startLine: 3 }),
    ).toEqual({ title: 't', file: 'f', startLine: 3 });
    expect(annotationProperties({ level: 'notice', title: 't', message: 'm' })).toEqual({
      title: 't',
    });
  });
});
