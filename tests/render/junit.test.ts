import { describe, expect, it } from 'vitest';
import { assess, parseSuite } from '../../src/core/index.js';
import { renderJunit, type ReportMeta } from '../../src/render/index.js';
import { evidenceOf, times } from '../helpers/evidence.js';

const META: ReportMeta = {
  tool: { name: 'agentverity-action', version: 'test' },
  settings: { epsilon: 0.05 },
  evidenceDigest: null,
};

/** The name of every `<testcase>`, in order, unescaped as far as these tests need. */
function caseNames(xml: string): string[] {
  return [...xml.matchAll(/<testcase name="([^"]*)"/g)].map((m) => m[1] ?? '');
}

function suiteOf(allowed: string[], expected: string[]) {
  return parseSuite({
    schema: 'agentverity.decision-suite/v1',
    contract: { allowed, required: [...new Set(expected)] },
    cases: expected.map((e, i) => ({ input: `case ${i}`, expected: e })),
  });
}

describe('renderJunit', () => {
  it('says in a failing contract case how many cases returned the undeclared decision, of how many', () => {
    // 5 cases; cases 1 and 3 return 'refund', which the contract does not allow.
    const expected = ['escalate', 'escalate', 'deny', 'escalate', 'deny'];
    const evidence = evidenceOf(
      expected.map((e, i) => ({
        input: `case ${i}`,
        expected: e,
        obs: times(i === 1 || i === 3 ? 'refund' : e, 3),
      })),
    );
    const a = assess(evidence, suiteOf(['escalate', 'deny'], expected), { epsilon: 0.05 });
    expect(a.exitCode).toBe(1);
    const xml = renderJunit(a, META);
    const start = xml.indexOf('<testcase name="contract: undeclared decision returned"');
    expect(start).toBeGreaterThan(-1);
    const tc = xml.slice(start, xml.indexOf('</testcase>', start));
    expect(tc).toMatch(/<failure[^>]*message="[^"]*refund \(2 of 5 cases\)/);
    expect(tc).toContain('casesReturned.refund=2');
    expect(tc).toContain('cases=5');
  });

  it('puts the word CAUTION and the figure in the name of a caution on an exit-0 run', () => {
    // Every input flips on every call, no suite: stochastic, a caution, exit 0.
    const evidence = evidenceOf(
      Array.from({ length: 6 }, (_, i) => ({
        input: `input ${i}`,
        obs: Array.from({ length: 10 }, (_, k) => (k % 2 === 0 ? `a${i}` : `b${i}`)),
      })),
    );
    const a = assess(evidence, null, { epsilon: 0.05 });
    expect(a.exitCode).toBe(0);
    const names = caseNames(renderJunit(a, META));
    const cautions = a.findings.filter((f) => f.outcome === 'caution');
    expect(cautions.length).toBeGreaterThan(0);
    const marked = names.filter((n) => n.startsWith('CAUTION: '));
    expect(marked).toHaveLength(cautions.length);
    const meter = marked.find((n) => n.startsWith('CAUTION: pooled repeatability'));
    expect(meter).toBe(
      `CAUTION: pooled repeatability (stochastic, ${a.meter?.flips} of ${a.meter?.pairs} pairs flipped)`,
    );
    // Names of what is not a caution are unchanged.
    expect(names).toContain('evidence complete');
  });

  it('gives the numbers in every failing contract case, the decision contract case included', () => {
    const expected = ['escalate', 'escalate', 'deny', 'escalate', 'deny'];
    const evidence = evidenceOf(
      expected.map((e, i) => ({
        input: `case ${i}`,
        expected: e,
        obs: times(i === 1 || i === 3 ? 'refund' : e, 3),
      })),
    );
    const a = assess(evidence, suiteOf(['escalate', 'deny'], expected), { epsilon: 0.05 });
    const xml = renderJunit(a, META);
    const failures = [
      ...xml.matchAll(
        /<testcase name="([^"]*)" classname="agentverity: contract"[^>]*>\s*<failure[^>]*message="([^"]*)"/g,
      ),
    ];
    expect(failures.map((m) => m[1])).toEqual([
      'decision contract',
      'contract: undeclared decision returned',
    ]);
    for (const m of failures) expect(m[2]).toMatch(/refund\b.*2 of 5 cases/);
  });

  it('gives a required decision no case reached with its numbers (0 of the cases)', () => {
    const expected = ['escalate', 'deny', 'deny'];
    const evidence = evidenceOf(
      expected.map((e, i) => ({ input: `case ${i}`, expected: e, obs: times('deny', 3) })),
    );
    const a = assess(evidence, suiteOf(['escalate', 'deny'], expected), { epsilon: 0.05 });
    expect(a.exitCode).toBe(1);
    const xml = renderJunit(a, META);
    expect(xml).toMatch(
      /<testcase name="decision contract"[^>]*>\s*<failure[^>]*message="[^"]*escalate: returned by 0 of 3 cases/,
    );
  });

  it('names every caution with a figure, also a caution worded without one of its own', () => {
    // An incomplete run whose inputs all land on one decision: blindness is a caution.
    const evidence = evidenceOf(
      Array.from({ length: 5 }, (_, i) => ({ input: `input ${i}`, obs: times('same', 4) })),
    );
    const a = assess({ ...evidence, complete: false }, null, { epsilon: 0.05 });
    const cautions = a.findings.filter((f) => f.outcome === 'caution');
    const names = caseNames(renderJunit(a, META)).filter((n) => n.startsWith('CAUTION: '));
    expect(names).toHaveLength(cautions.length);
    for (const n of names) expect(n).toMatch(/^CAUTION: [^(]+\(.*[0-9]/);
    if (a.findings.some((f) => f.kind === 'blindness' && f.outcome === 'caution'))
      expect(names.some((n) => n.startsWith('CAUTION: probe blindness ('))).toBe(true);
  });
});
