import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { assess, buildBaseline, type Baseline } from '../../src/core/index.js';
import {
  BASELINE_JSON_SCHEMA,
  parseBaseline,
  readBaseline,
  serialiseBaseline,
} from '../../src/evidence/index.js';
import { tempDir } from '../helpers/cli.js';
import { evidenceOf, times } from '../helpers/evidence.js';

const AT = '2026-11-29T12:00:00.000Z';
const SCHEMA_FILE = path.resolve(import.meta.dirname, '../../schemas/baseline.schema.json');

function sample(
  approval: Baseline['approval'] = { how: 'cli-flag', approver: 'r', approvedAt: AT },
): Baseline {
  const e = evidenceOf([
    { input: 'approve me', obs: times('approve', 146), expected: 'approve' },
    { input: 'deny me', obs: [...times('deny', 145), '!refused'], expected: 'deny' },
    { input: 'hold me', obs: times('!refused', 146), expected: 'hold' },
  ]);
  return buildBaseline({
    assessment: assess(e, null, { epsilon: 0.05 }),
    evidence: e,
    evidenceDigest: 'e'.repeat(64),
    tool: { name: 'agentverity-action', version: '0.1.0' },
    createdAt: AT,
    approval,
  });
}

function mutate(change: (b: Record<string, unknown>) => void): unknown {
  const value = JSON.parse(serialiseBaseline(sample())) as Record<string, unknown>;
  change(value);
  return value;
}

describe('schemas/baseline.schema.json', () => {
  it('is the schema the reader uses', () => {
    expect(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8'))).toEqual(
      JSON.parse(JSON.stringify(BASELINE_JSON_SCHEMA)),
    );
  });

  it('accepts a written baseline, a candidate and a label approval', () => {
    const validate = new Ajv({ strict: false, allowUnionTypes: true }).compile(
      JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as object,
    );
    const label = {
      how: 'pr-label' as const,
      approver: 'octocat',
      approvedAt: AT,
      label: 'agentverity:approve-baseline',
      role: 'write',
      headSha: '0123456789abcdef0123456789abcdef01234567',
      pullRequest: 7,
      repository: 'acme/router',
    };
    for (const b of [sample(), sample(null), sample(label)]) {
      expect(validate(JSON.parse(serialiseBaseline(b)))).toBe(true);
    }
  });
});

describe('reading and writing baselines', () => {
  it('round-trips through the file and the schema unchanged', async () => {
    const b = sample();
    const dir = tempDir();
    const file = path.join(dir, 'baseline.json');
    writeFileSync(file, serialiseBaseline(b));
    const back = await readBaseline(file);
    expect(back).toEqual(JSON.parse(JSON.stringify(b)));
    expect(serialiseBaseline(back)).toBe(serialiseBaseline(b));
    expect(back.entries[2]?.decision).toEqual({ noDecision: 'refused' });
  });

  it('refuses an unknown major version clearly', () => {
    expect(() =>
      parseBaseline(
        mutate((b) => (b.schema = 'agentverity-action/baseline@2')),
        'b.json',
      ),
    ).toThrow(
      /b\.json: schema: "agentverity-action\/baseline@2" \(baseline format version "2"\) is not supported; this build reads agentverity-action\/baseline@1 \(a newer/,
    );
  });

  it("explains that the reference's snapshot is not converted", () => {
    expect(() => parseBaseline({ schema: 'agentverity.snapshot/v4' }, 'snap.json')).toThrow(
      /snapshot of the Python agentverity.*admit a new baseline/,
    );
  });

  it('refuses an unexpected field naming the nearest known one', () => {
    expect(() =>
      parseBaseline(
        mutate((b) => (b.evidenceDigst = b.evidenceDigest)),
        'b.json',
      ),
    ).toThrow(/b\.json: evidenceDigst: unexpected field.*\(did you mean "evidenceDigest"\?\)/);
    expect(() =>
      parseBaseline(
        mutate((b) => (b.notes = 'x')),
        'b.json',
      ),
    ).toThrow(/b\.json: notes: unexpected field; [^(]*$/);
  });

  it('names the JSON path of what is wrong', () => {
    expect(() =>
      parseBaseline(
        mutate((b) => ((b.approval as Record<string, unknown>).how = 'email')),
        'b.json',
      ),
    ).toThrow(/b\.json: approval: expected null \(a candidate\) or an approval/);
    expect(() =>
      parseBaseline(
        mutate(
          (b) =>
            ((b.entries as Record<string, unknown>[])[1]!.decision = {
              noDecision: 'runtime_error',
            }),
        ),
        'b.json',
      ),
    ).toThrow(/entries\[1\]\.decision: expected a label/);
    expect(() =>
      parseBaseline(
        mutate((b) => (b.isolation = 'shared-session')),
        'b.json',
      ),
    ).toThrow(/isolation: expected one of/);
    expect(() =>
      parseBaseline(
        mutate((b) => delete b.evidenceDigest),
        'b.json',
      ),
    ).toThrow(/evidenceDigest: missing/);
  });

  it('refuses what a schema cannot say: duplicates, impossible counts, a bound over the tolerance', () => {
    expect(() =>
      parseBaseline(
        mutate((b) => {
          const entries = b.entries as unknown[];
          entries.push(entries[0]);
        }),
        'b.json',
      ),
    ).toThrow(/entries\[3\]\.fingerprint: the same input as entries\[0\]/);
    expect(() =>
      parseBaseline(
        mutate((b) => ((b.entries as Record<string, unknown>[])[0]!.count = 999)),
        'b.json',
      ),
    ).toThrow(/999 calls cannot come from 146 observations/);
    expect(() =>
      parseBaseline(
        mutate((b) => ((b.admission as Record<string, unknown>).ciHigh = 0.2)),
        'b.json',
      ),
    ).toThrow(/upper bound is below its tolerance/);
  });

  it('refuses a baseline edited by hand: its content no longer matches its digest', () => {
    for (const edit of [
      (b: Record<string, unknown>) =>
        ((b.entries as Record<string, unknown>[])[0]!.decision = 'something else'),
      (b: Record<string, unknown>) => (b.epsilon = 0.5),
      (b: Record<string, unknown>) => (b.entries as unknown[]).pop(),
    ]) {
      let refusal: unknown;
      try {
        parseBaseline(mutate(edit), 'b.json');
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toMatchObject({ code: 'baseline.edited', where: 'b.json: contentDigest' });
      expect((refusal as Error).message).toMatch(/edited by hand or damaged/);
    }
    expect(() =>
      parseBaseline(
        mutate((b) => delete b.contentDigest),
        'b.json',
      ),
    ).toThrow(/contentDigest: missing/);
  });

  it('lets the approval be filled in without a new digest (how a candidate is approved)', () => {
    const candidate = JSON.parse(serialiseBaseline(sample(null))) as Record<string, unknown>;
    candidate.approval = { how: 'cli-flag', approver: 'reviewer', approvedAt: AT };
    expect(parseBaseline(candidate, 'b.json').approval?.approver).toBe('reviewer');
  });

  it('lists several problems at once', () => {
    expect(() =>
      parseBaseline(
        mutate((b) => {
          b.epsilon = 2;
          b.layer = 'vibes';
        }),
        'b.json',
      ),
    ).toThrow(/2 problems/);
  });

  it('refuses broken JSON with file, line and column', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'b.json');
    writeFileSync(file, '{\n  "schema": \n}');
    await expect(readBaseline(file)).rejects.toThrow(/b\.json:3:1/);
  });
});
