import { describe, expect, it } from 'vitest';
import type { Evidence } from '../../src/core/assess/model.js';
import { inputFingerprint } from '../../src/core/fingerprint.js';
import { readJsonFile } from '../../src/evidence/json.js';
import {
  buildEvidenceFile,
  serialiseEvidenceFile,
  type EvidenceFile,
  type EvidenceFileMeta,
} from '../../src/evidence/run-evidence-file.js';
import { parseEvidenceFile } from '../../src/evidence/run-evidence-read.js';
import { fixture, refusalOf } from './helpers.js';
import { SAMPLE } from './sample.js';

const fp = inputFingerprint;

const META: EvidenceFileMeta = {
  tool: { name: 'agentverity-action', version: '0.1.0' },
  createdAt: '2026-07-28T14:32:43.436Z',
  settings: { repeats: 3, epsilon: 0.05, agent: { kind: 'command', command: 'node agent.js' } },
  suiteDigest: 'a'.repeat(64),
  allocation: { kind: 'random', seed: 42 },
};

function roundTrip(file: EvidenceFile): ReturnType<typeof parseEvidenceFile> {
  return parseEvidenceFile(JSON.parse(serialiseEvidenceFile(file)), 'round.json');
}

describe('our evidence format', () => {
  it('round-trips: build → serialise → parse gives the same Evidence', () => {
    const file = buildEvidenceFile(SAMPLE, META);
    const back = roundTrip(file);
    expect(back.evidence).toEqual(SAMPLE);
    expect(back.file).toEqual(file);
  });

  it("round-trips a shard: its label and each case's position among the run's inputs", () => {
    // One shard of one: every input falls in it.
    const positions = new Map(SAMPLE.cases.map((c, i) => [c.fingerprint, 10 + i]));
    const file = buildEvidenceFile(SAMPLE, {
      ...META,
      shard: { index: 1, count: 1, inputs: 10 + SAMPLE.cases.length },
      positions,
    });
    expect(file.cases.map((c) => c.position)).toEqual(SAMPLE.cases.map((_, i) => 10 + i));
    const back = roundTrip(file);
    expect(back.evidence).toEqual(SAMPLE);
    expect(back.file).toEqual(file);
    const noPlace = JSON.parse(serialiseEvidenceFile(file)) as { cases: { position?: number }[] };
    delete noPlace.cases[0]?.position;
    expect(refusalOf(() => parseEvidenceFile(noPlace, 'f.json')).message).toContain(
      `cases[0]: a shard case needs its "position" among the run's inputs`,
    );
  });

  it('round-trips minimal evidence with defaults for the metadata', () => {
    const evidence: Evidence = {
      layer: 'tools',
      isolation: 'unknown',
      provenance: {},
      complete: true,
      relations: [],
      cases: [{ input: 'q', fingerprint: fp('q'), observations: [{ tools: [] }] }],
    };
    const file = buildEvidenceFile(evidence, {
      tool: META.tool,
      createdAt: META.createdAt,
      settings: {},
    });
    expect(file.suite).toBeNull();
    expect(file.shard).toBeNull();
    expect(file.allocation).toEqual({ kind: 'per-input' });
    expect(file).not.toHaveProperty('stopReason');
    expect(roundTrip(file).evidence).toEqual(evidence);
  });

  it('serialises with 2-space indent, a trailing newline and a stable key order', () => {
    const file = buildEvidenceFile(SAMPLE, META);
    const text = serialiseEvidenceFile(file);
    expect(text.endsWith('}\n')).toBe(true);
    expect(text).toContain('\n  "tool": {\n    "name": "agentverity-action",');
    expect(Object.keys(JSON.parse(text) as object)).toEqual([
      'schema',
      'tool',
      'createdAt',
      'layer',
      'isolation',
      'provenance',
      'settings',
      'settingsDigest',
      'suite',
      'shard',
      'allocation',
      'complete',
      'stopReason',
      'relations',
      'cases',
    ]);
    // Shuffled insertion order in the objects gives the same text.
    const shuffled = JSON.parse(text) as Record<string, unknown>;
    const reversed = Object.fromEntries(
      Object.entries(shuffled).reverse(),
    ) as unknown as EvidenceFile;
    expect(serialiseEvidenceFile(reversed)).toBe(text);
    const settingsFirst = buildEvidenceFile(SAMPLE, {
      ...META,
      settings: { agent: { command: 'node agent.js', kind: 'command' }, epsilon: 0.05, repeats: 3 },
    });
    expect(serialiseEvidenceFile(settingsFirst)).toBe(text);
  });

  it('reads the committed fixture of our format', async () => {
    const path = fixture('ours-minimal.json');
    const { evidence, file } = parseEvidenceFile(await readJsonFile(path), path);
    expect(file.tool).toEqual({ name: 'agentverity-action', version: '0.1.0' });
    expect(evidence.cases[0]?.observations).toEqual([
      { decision: 'refund_delay', text: 'refund_delay', ms: 12 },
      { decision: { noDecision: 'refused' }, text: 'I cannot help.' },
    ]);
  });

  describe('redaction', () => {
    it('drops inputs, texts and (on the verdict layer) tool names, keeping fingerprints and decisions', () => {
      const file = buildEvidenceFile(SAMPLE, { ...META, redact: true });
      const text = serialiseEvidenceFile(file);
      expect(text).not.toContain('Refund my order');
      expect(text).not.toContain('Route: refund');
      expect(text).not.toContain('I cannot help');
      expect(text).not.toContain('Café');
      expect(text).toContain(fp('Refund my order'));
      expect(text).not.toContain('lookup_order');
      const back = roundTrip(file).evidence;
      expect(back.cases.map((c) => c.input)).toEqual([undefined, undefined]);
      expect(back.cases[0]?.observations).toEqual([
        { decision: 'refund', ms: 120 },
        { decision: { noDecision: 'refused' }, ms: 80.5 },
        { error: 'timeout after 30 s' },
      ]);
      expect(back.cases[0]?.relations?.[1]?.observation).toEqual({ decision: 'refund' });
      expect(back.cases[1]?.observations[0]).toEqual({ decision: 'shipping' });
    });

    it('keeps tool names when they are what the layer compares', () => {
      const tools = serialiseEvidenceFile(
        buildEvidenceFile({ ...SAMPLE, layer: 'tools' }, { ...META, redact: true }),
      );
      expect(tools).toContain('lookup_order');
      expect(tools).not.toContain('Refund my order');
    });

    it('refuses to redact the text layer, whose texts are what it compares', () => {
      const r = refusalOf(() =>
        buildEvidenceFile({ ...SAMPLE, layer: 'text' }, { ...META, redact: true }),
      );
      expect(r.where).toBe('redact');
      expect(r.message).toContain('text layer');
    });

    it('refuses to redact a verdict-layer call that gave only text', () => {
      const evidence: Evidence = {
        ...SAMPLE,
        cases: [
          {
            input: 'q',
            fingerprint: fp('q'),
            observations: [{ decision: 'a' }, { text: 'free text' }],
          },
        ],
      };
      const r = refusalOf(() => buildEvidenceFile(evidence, { ...META, redact: true }));
      expect(r.where).toBe('cases[0].observations[1]');
    });
  });

  describe('refusals', () => {
    const valid = (): Record<string, unknown> =>
      JSON.parse(serialiseEvidenceFile(buildEvidenceFile(SAMPLE, META))) as Record<string, unknown>;
    const firstCase = (v: Record<string, unknown>): Record<string, unknown> =>
      (v['cases'] as Record<string, unknown>[])[0] as Record<string, unknown>;

    it('refuses an unknown major version, naming the version found and the one supported', async () => {
      const path = fixture('ours-v3.json');
      const value = await readJsonFile(path);
      const r = refusalOf(() => parseEvidenceFile(value, path));
      expect(r.code).toBe('evidence.version');
      expect(r.where).toBe(`${path}: schema`);
      expect(r.message).toContain(
        '"agentverity-action/evidence@3" (evidence format version "3") is not supported',
      );
      expect(r.message).toContain('agentverity-action/evidence@1');
      const v = valid();
      v['schema'] = 'agentverity-action/evidence@1.1';
      expect(refusalOf(() => parseEvidenceFile(v, 'f.json')).message).toContain('version "1.1"');
    });

    it('refuses another format by its schema field', () => {
      const r = refusalOf(() => parseEvidenceFile({ schema: 'agentverity.evidence/v2' }, 'x.json'));
      expect(r.code).toBe('evidence.format');
      expect(r.message).toBe(
        'x.json: schema: expected "agentverity-action/evidence@1", found "agentverity.evidence/v2"',
      );
      const r2 = refusalOf(() => parseEvidenceFile([1], 'x.json'));
      expect(r2.message).toContain('x.json: expected a JSON object');
    });

    it('names the JSON path and what was expected for a single problem', () => {
      const v = valid();
      (firstCase(v)['observations'] as Record<string, unknown>[])[1] = {
        decision: { noDecision: 'timeout' },
      };
      const r = refusalOf(() => parseEvidenceFile(v, 'f.json'));
      expect(r.where).toBe('f.json: cases[0].observations[1].decision.noDecision');
      expect(r.message).toContain('expected one of "no_tool_selected", "refused"');
      expect(r.message).toContain('found "timeout"');
    });

    it('names the nearest known field of an unexpected one, at the top and in a case', () => {
      const v = valid();
      v['complet'] = true;
      const top = refusalOf(() => parseEvidenceFile(v, 'e.json'));
      expect(top.code).toBe('evidence.invalid');
      expect(top.message).toContain('e.json: complet: unexpected field');
      expect(top.message).toContain('(did you mean "complete"?)');
      const w = valid();
      firstCase(w)['observatons'] = [];
      const inCase = refusalOf(() => parseEvidenceFile(w, 'e.json'));
      expect(inCase.message).toContain('cases[0].observatons: unexpected field');
      expect(inCase.message).toContain('(did you mean "observations"?)');
      const far = valid();
      far['notes'] = 'x';
      expect(refusalOf(() => parseEvidenceFile(far, 'e.json')).message).not.toContain(
        'did you mean',
      );
    });

    it('lists several problems at once, at most ten', () => {
      const v = valid();
      delete v['tool'];
      v['createdAt'] = 'yesterday';
      v['shard'] = { index: 0, count: 3 };
      v['allocation'] = { kind: 'random' };
      v['extra'] = true;
      v['complete'] = 'yes';
      const c = firstCase(v);
      c['fingerprint'] = 'ABC';
      c['observations'] = [];
      (v['cases'] as Record<string, unknown>[])[1] = {
        fingerprint: fp('x'),
        observations: [{ decision: 7 }, { decision: '' }, { ms: -1 }, { tools: 'a' }],
      };
      const r = refusalOf(() => parseEvidenceFile(v, 'many.json'));
      expect(r.code).toBe('evidence.invalid');
      expect(r.where).toBe('many.json');
      const lines = r.message.split('\n');
      expect(lines[0]).toMatch(
        /^many\.json: not a valid agentverity-action\/evidence@1 file \(1[0-9] problems\):$/,
      );
      expect(lines).toHaveLength(12); // heading, ten problems, "and N more"
      expect(r.message).toContain('  - tool: missing (required)');
      expect(r.message).toContain('  - extra: unexpected field');
      expect(r.message).toContain('  - createdAt: expected an ISO 8601 date-time');
      expect(r.message).toContain('  - shard.index: expected a number >= 1, found 0');
      expect(r.message).toContain('  - allocation.seed: missing (required)');
      expect(r.message).toContain('  - cases[0].fingerprint: expected 64 lowercase hex digits');
      // An empty series is a semantic problem (allowed when the meter is off), checked after the schema.
      expect(r.message).toMatch(/ {2}- … and \d+ more problems?$/);
    });

    it('explains a decision of the wrong type', () => {
      const v = valid();
      (firstCase(v)['observations'] as Record<string, unknown>[])[0] = { decision: 7 };
      const r = refusalOf(() => parseEvidenceFile(v, 'f.json'));
      expect(r.message).toBe(
        'f.json: cases[0].observations[0].decision: expected a decision label or {"noDecision": reason}, found an integer',
      );
    });

    it('refuses a fingerprint that does not match its input', () => {
      const v = valid();
      firstCase(v)['input'] = 'Refund my order!';
      const r = refusalOf(() => parseEvidenceFile(v, 'f.json'));
      expect(r.where).toBe('f.json: cases[0].fingerprint');
      expect(r.message).toContain(
        `does not match the input (its SHA-256 is ${fp('Refund my order!')})`,
      );
    });

    it('refuses settings that do not match their digest', () => {
      const v = valid();
      (v['settings'] as Record<string, unknown>)['repeats'] = 4;
      const r = refusalOf(() => parseEvidenceFile(v, 'f.json'));
      expect(r.where).toBe('f.json: settingsDigest');
    });

    it('refuses a repeated input', () => {
      const v = valid();
      const cases = v['cases'] as unknown[];
      cases.push(cases[1]);
      const r = refusalOf(() => parseEvidenceFile(v, 'f.json'));
      expect(r.where).toBe('f.json: cases[2].fingerprint');
      expect(r.message).toContain('cases[1]');
    });

    it('refuses an empty observation and a shard index past the count', () => {
      const v = valid();
      (firstCase(v)['observations'] as unknown[])[0] = { ms: 3 };
      v['shard'] = { index: 4, count: 3 };
      const r = refusalOf(() => parseEvidenceFile(v, 'f.json'));
      expect(r.message).toContain('  - shard.index: expected a shard index from 1 to 3, found 4');
      expect(r.message).toContain(
        '  - cases[0].observations[0]: an observation needs a decision, text, tools or an error',
      );
    });

    it('checks relations against the catalogue and the skip rule', () => {
      const v = valid();
      const relations = firstCase(v)['relations'] as Record<string, unknown>[];
      relations[0] = { ...relations[0], outcome: 'held' };
      relations[1] = { ...relations[1], name: 'unknown-relation' };
      const r = refusalOf(() => parseEvidenceFile(v, 'f.json'));
      expect(r.message).toContain(
        '  - cases[0].relations[0].outcome: an unchanged input is skipped, never held',
      );
      expect(r.message).toContain(
        '  - cases[0].relations[1].name: relation "unknown-relation" is not in the relations catalogue',
      );
      const v2 = valid();
      const rel2 = firstCase(v2)['relations'] as Record<string, unknown>[];
      rel2[0] = { ...rel2[0], changed: true, outcome: 'held' };
      const r2 = refusalOf(() => parseEvidenceFile(v2, 'f.json'));
      expect(r2.where).toBe('f.json: cases[0].relations[0].changed');
    });

    it('accepts a single observation per case (pairs are the assessment’s business)', () => {
      const v = valid();
      firstCase(v)['observations'] = [{ decision: 'refund' }];
      expect(parseEvidenceFile(v, 'f.json').evidence.cases[0]?.observations).toHaveLength(1);
    });
  });
});
