// Every package the lock file installs runs on every Node major CI tests
// (.github/workflows/ci.yml, job `test`, matrix.node): a locked package whose
// `engines.node` leaves one out is what makes `npm ci` print EBADENGINE there.
//
// `semver` is not a direct dependency of this project, so the range check is a
// minimal one (nodeRangeAdmits below): the comparator grammar of npm's semver ranges
// (docs: https://github.com/npm/node-semver#ranges) — `||` sets of space-separated
// comparators, `<`, `<=`, `>`, `>=`, `=`, bare and x-ranges (`20`, `20.x`, `6.*`), `^`
// and `~` — without prereleases or hyphen ranges (a range it cannot read throws).
// A major counts as supported when its newest release satisfies the range; CI's
// setup-node installs the newest release of each major.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { ROOT } from '../helpers/cli.js';

type Version = readonly [number, number, number];

/** A version far above any real minor and patch: "the newest release of major M". */
const NEWEST = 1_000_000;

function cmp(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d;
  }
  return 0;
}

/** `20`, `20.1`, `20.x`, `6.*`, `0.8.x` -> the numbers given (an x ends them). */
function partial(text: string, range: string): number[] {
  const parts = text.replace(/^v/, '').split('.');
  if (parts.length > 3) throw new Error(`engines.node "${range}": cannot read version "${text}"`);
  const out: number[] = [];
  for (const p of parts) {
    if (p === 'x' || p === 'X' || p === '*') break;
    if (!/^\d+$/.test(p)) throw new Error(`engines.node "${range}": cannot read version "${text}"`);
    out.push(Number(p));
  }
  return out;
}

function floor(p: readonly number[]): Version {
  return [p[0] ?? 0, p[1] ?? 0, p[2] ?? 0];
}

/** The exclusive upper bound of an x-range: `20` -> 21.0.0, `20.1` -> 20.2.0. */
function ceilingOf(p: readonly number[]): Version | null {
  if (p.length === 0) return null;
  if (p.length === 1) return [(p[0] as number) + 1, 0, 0];
  if (p.length === 2) return [p[0] as number, (p[1] as number) + 1, 0];
  return null; // exact
}

function comparatorAdmits(comp: string, v: Version, range: string): boolean {
  const m = /^(<=|>=|<|>|=|\^|~)?(.*)$/.exec(comp);
  const op = m?.[1] ?? '';
  const p = partial(m?.[2] ?? '', range);
  const lo = floor(p);
  switch (op) {
    case '>=':
      return cmp(v, lo) >= 0;
    case '>': {
      const up = ceilingOf(p);
      return up === null ? cmp(v, lo) > 0 : cmp(v, up) >= 0;
    }
    case '<':
      return cmp(v, lo) < 0;
    case '<=': {
      const up = ceilingOf(p);
      return up === null ? cmp(v, lo) <= 0 : cmp(v, up) < 0;
    }
    case '^': {
      // The first non-zero number given may not change (for ^0.0.x: nothing may).
      const [a, b] = lo;
      const up: Version =
        a > 0 || p.length < 2
          ? [a + 1, 0, 0]
          : b > 0 || p.length < 3
            ? [0, b + 1, 0]
            : [0, 0, lo[2] + 1];
      return cmp(v, lo) >= 0 && cmp(v, up) < 0;
    }
    case '~': {
      const up: Version = p.length < 2 ? [lo[0] + 1, 0, 0] : [lo[0], lo[1] + 1, 0];
      return cmp(v, lo) >= 0 && cmp(v, up) < 0;
    }
    default: {
      // Bare or `=`: an x-range, or one exact version.
      const up = ceilingOf(p);
      return up === null ? cmp(v, lo) === 0 : cmp(v, lo) >= 0 && cmp(v, up) < 0;
    }
  }
}

/** Whether the node-semver range admits the version. */
export function nodeRangeAdmits(range: string, version: Version): boolean {
  if (/\s-\s/.test(range)) throw new Error(`engines.node "${range}": hyphen ranges are not read`);
  return range.split('||').some((set) => {
    // `>= 20` is one comparator: join an operator to the version after it.
    const comps = set
      .trim()
      .replace(/(<=|>=|<|>|=|\^|~)\s+/g, '$1')
      .split(/\s+/)
      .filter((c) => c !== '' && c !== '*' && c !== 'x');
    return comps.every((c) => comparatorAdmits(c, version, range));
  });
}

/** The Node majors of ci.yml's `test` matrix. */
function ciNodeMajors(): number[] {
  const text = readFileSync(path.join(ROOT, '.github/workflows/ci.yml'), 'utf8');
  const wf = parseDocument(text).toJS() as {
    jobs?: { test?: { strategy?: { matrix?: { node?: unknown } } } };
  };
  const nodes = wf.jobs?.test?.strategy?.matrix?.node;
  if (!Array.isArray(nodes))
    throw new Error('ci.yml: jobs.test.strategy.matrix.node is not a list');
  return nodes.map((n) => {
    if (typeof n !== 'number' || !Number.isInteger(n)) {
      throw new Error(`ci.yml: jobs.test.strategy.matrix.node: ${String(n)} is not a Node major`);
    }
    return n;
  });
}

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
}

describe('the Node majors CI tests', () => {
  const majors = ciNodeMajors();

  it('are 20, 22 and 24, and the engines field admits each', () => {
    expect(majors).toEqual([20, 22, 24]);
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      engines?: { node?: string };
    };
    const own = pkg.engines?.node;
    expect(own).toBeDefined();
    for (const m of majors)
      expect(nodeRangeAdmits(own as string, [m, NEWEST, NEWEST]), `Node ${m}`).toBe(true);
  });

  it('run every locked package (no EBADENGINE on any of them)', () => {
    const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages?: Record<string, LockEntry>;
    };
    const entries = Object.entries(lock.packages ?? {});
    expect(entries.length).toBeGreaterThan(100);
    const excluded: string[] = [];
    let checked = 0;
    for (const [where, entry] of entries) {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (range === undefined || where === '') continue;
      checked++;
      for (const m of majors) {
        if (!nodeRangeAdmits(range, [m, NEWEST, NEWEST])) {
          excluded.push(
            `${where}@${entry.version ?? '?'} engines.node "${range}" excludes Node ${m}`,
          );
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(excluded).toEqual([]);
  });
});

describe('the range check', () => {
  const newest = (m: number): Version => [m, NEWEST, NEWEST];

  it('reads the forms the lock file holds', () => {
    expect(nodeRangeAdmits('>=20', newest(20))).toBe(true);
    expect(nodeRangeAdmits('>= 20', newest(20))).toBe(true);
    expect(nodeRangeAdmits('>=22', newest(20))).toBe(false);
    expect(nodeRangeAdmits('>=22', newest(24))).toBe(true);
    expect(nodeRangeAdmits('^20.19.0 || >=22.12.0', newest(20))).toBe(true);
    expect(nodeRangeAdmits('^20.19.0 || >=22.12.0', [20, 18, 0])).toBe(false);
    expect(nodeRangeAdmits('^18.14.0 || ^20.0.0 || ^22.0.0 || >=24.0.0', newest(22))).toBe(true);
    expect(nodeRangeAdmits('^18.14.0 || ^20.0.0 || ^22.0.0 || >=24.0.0', newest(21))).toBe(false);
    expect(nodeRangeAdmits('20 || >=22', newest(20))).toBe(true);
    expect(nodeRangeAdmits('20 || >=22', newest(21))).toBe(false);
    expect(nodeRangeAdmits('6.* || 8.* || >= 10.*', newest(22))).toBe(true);
    expect(nodeRangeAdmits('6.* || 8.* || >= 10.*', newest(9))).toBe(false);
    expect(nodeRangeAdmits('>=16 || 14 >=14.17', newest(14))).toBe(true);
    expect(nodeRangeAdmits('>=0.6.11 <=0.7.0 || >=0.7.3', newest(24))).toBe(true);
    expect(nodeRangeAdmits('>=0.8.x', newest(20))).toBe(true);
    expect(nodeRangeAdmits('~20.1', newest(20))).toBe(false);
    expect(nodeRangeAdmits('~20.1', [20, 1, 7])).toBe(true);
    expect(nodeRangeAdmits('<22', newest(22))).toBe(false);
    expect(nodeRangeAdmits('<=22', newest(22))).toBe(true);
    expect(nodeRangeAdmits('>22', newest(22))).toBe(false);
    expect(nodeRangeAdmits('*', newest(20))).toBe(true);
  });

  it('throws on a range it cannot read instead of passing it', () => {
    expect(() => nodeRangeAdmits('20 - 22', newest(20))).toThrow(/hyphen/);
    expect(() => nodeRangeAdmits('>=lts', newest(20))).toThrow(/cannot read version "lts"/);
  });
});
