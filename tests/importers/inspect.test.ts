import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assess } from '../../src/core/assess/index.js';
import { parseSuite } from '../../src/core/contract/suite.js';
import type { Evidence } from '../../src/core/assess/model.js';
import {
  evidenceFromInspectLog,
  importInspect,
  readInspectLog,
} from '../../src/importers/index.js';
import { readEvalZip } from '../../src/importers/inspect/inspect.js';
import { asyncRefusalOf, refusalOf } from '../evidence/helpers.js';

const fixture = (name: string): string =>
  fileURLToPath(new URL(`../fixtures/importers/inspect/${name}`, import.meta.url));

const decisions = (e: Evidence): unknown[][] =>
  e.cases.map((c) => c.observations.map((o) => o.decision));

const ROUTES = [
  ['duplicate_charge', 'duplicate_charge', 'duplicate_charge', 'duplicate_charge'],
  ['card_security', 'merchant_dispute', 'card_security', 'card_security'],
  ['refund_delay', 'refund_delay', 'refund_delay', 'refund_delay'],
];

describe('Inspect AI importer', () => {
  it('reads the JSON log: one series per sample id, in epoch order, decision from a score', async () => {
    const e = await importInspect(fixture('routing.json'), { score: 'match' });
    expect(e.cases.map((c) => c.input)).toEqual([
      'My card was charged twice for the same order.',
      'I do not recognise this card purchase.',
      'The shop promised a refund but it has not arrived.',
    ]);
    expect(decisions(e)).toEqual(ROUTES);
    expect(e.complete).toBe(true);
    expect(e.isolation).toBe('unknown');
    expect(e.provenance).toMatchObject({
      harness: 'inspect',
      harness_version: '0.3.120',
      task: 'payment_router',
      model: 'openai/gpt-4o-mini',
      epochs: 4,
      score: 'match',
    });
    // The tool path and the completion are kept with each decision.
    expect(e.cases[0]?.observations[0]).toMatchObject({
      text: 'ANSWER: duplicate_charge',
      tools: ['lookup_account'],
    });
  });

  it('epochs served from the model cache (a model event with cache "read") are not repeats', () => {
    const log = JSON.parse(readFileSync(fixture('routing.json'), 'utf8')) as {
      samples: Record<string, unknown>[];
    };
    const header = { ...log, samples: undefined };
    const asLog = (samples: Record<string, unknown>[]) => ({
      header,
      samples: samples.map((sample, i) => ({ sample, where: `samples[${i}]` })),
    });
    const replay = (s: Record<string, unknown>) => ({
      ...s,
      events: [{ event: 'model', cache: 'read' }],
    });
    const fresh = evidenceFromInspectLog(asLog(log.samples), { score: 'match' });
    expect(fresh.cases.some((c) => c.cached !== undefined)).toBe(false);
    // One epoch replayed from the cache: left out of its series, kept apart in its case.
    const one = evidenceFromInspectLog(
      asLog(log.samples.map((s, i) => (i === 0 ? replay(s) : s))),
      { score: 'match' },
    );
    expect(one.cases.flatMap((c) => c.cached ?? [])).toEqual([
      expect.objectContaining({ cached: true }),
    ]);
    expect(one.provenance['cached_replays']).toBeUndefined();
    const total = (e: Evidence) => e.cases.reduce((n, c) => n + c.observations.length, 0);
    expect(total(one)).toBe(total(fresh) - 1);
    // A warm rerun: every epoch replayed, so no pair, and the refusal says why.
    const refused = refusalOf(() =>
      evidenceFromInspectLog(asLog(log.samples.map(replay)), { score: 'match' }),
    );
    expect(refused.message).toMatch(/served from the model cache/);
    // A cache write is a fresh call.
    const written = evidenceFromInspectLog(
      asLog(log.samples.map((s) => ({ ...s, events: [{ event: 'model', cache: 'write' }] }))),
      { score: 'match' },
    );
    expect(decisions(written)).toEqual(decisions(fresh));
  });

  it('reads the zip-based .eval file the same way, whatever the order of its entries', async () => {
    const fromJson = await importInspect(fixture('routing.json'), { score: 'match' });
    const fromZip = await importInspect(fixture('routing.eval'), { score: 'match' });
    expect(fromZip.cases).toEqual(fromJson.cases);
    expect(fromZip.provenance).toEqual(fromJson.provenance);
  });

  it('takes the decision from a dotted path, parsing JSON text on the way', async () => {
    const e = await importInspect(fixture('routing.json'), { decisionPath: 'metadata.queue_hint' });
    expect(decisions(e)).toEqual(ROUTES);
    const log = await readInspectLog(fixture('routing.json'));
    const structured = {
      ...log,
      samples: log.samples.map(({ sample, where }) => {
        const s = structuredClone(sample) as { output: { completion: string } };
        s.output.completion = JSON.stringify({
          route: s.output.completion.replace('ANSWER: ', ''),
        });
        return { sample: s, where };
      }),
    };
    expect(
      decisions(evidenceFromInspectLog(structured, { decisionPath: 'output.completion.route' })),
    ).toEqual(ROUTES);
  });

  it('uses the trimmed completion when no score or path is named', async () => {
    const e = await importInspect(fixture('routing.json'));
    expect(e.cases[1]?.observations[1]?.decision).toBe('ANSWER: merchant_dispute');
  });

  it('orders cases by the suite when one is given, and assesses them against it', async () => {
    const suite = parseSuite({
      schema: 'agentverity.decision-suite/v1',
      cases: [
        { input: 'The shop promised a refund but it has not arrived.', expected: 'refund_delay' },
        { input: 'I do not recognise this card purchase.', expected: 'card_security' },
        { input: 'My card was charged twice for the same order.', expected: 'duplicate_charge' },
      ],
      contract: {
        allowed: ['refund_delay', 'card_security', 'duplicate_charge', 'merchant_dispute'],
      },
    });
    const e = await importInspect(fixture('routing.eval'), { score: 'match', suite });
    expect(e.cases.map((c) => c.expected)).toEqual([
      'refund_delay',
      'card_security',
      'duplicate_charge',
    ]);
    const a = assess(e, suite, { epsilon: 0.05 });
    expect(a.routes?.flipPairs).toEqual([
      { decisions: ['card_security', 'merchant_dispute'], count: 1 },
    ]);
  });

  it('makes the evidence incomplete when a sample failed or the run did not finish', async () => {
    const failed = await importInspect(fixture('sample-error.json'), { score: 'match' });
    const obs = failed.cases.flatMap((c) => c.observations).filter((o) => o.error !== undefined);
    expect(obs).toHaveLength(1);
    expect(obs[0]?.error).toContain('429 Too Many Requests');
    expect(assess(failed, null, { epsilon: 0.05 }).status).toBe('incomplete');

    const cancelled = await importInspect(fixture('cancelled.eval'), { score: 'match' });
    expect(cancelled.complete).toBe(false);
    expect(cancelled.stopReason).toContain('"started"');
  });

  it('refuses a sample with one epoch and a missing score, naming the sample', async () => {
    const one = await asyncRefusalOf(() =>
      importInspect(fixture('one-epoch.json'), { score: 'match' }),
    );
    expect(one.message).toContain('epochs=2');
    const missing = await asyncRefusalOf(() =>
      importInspect(fixture('routing.json'), { score: 'exact' }),
    );
    expect(missing.message).toContain('no score named "exact"; the sample has "match"');
    expect(missing.where).toContain('samples[0] (sample 1, epoch 1)');
    expect(missing.setting).toBe('score');
    const both = refusalOf(() =>
      evidenceFromInspectLog({ header: {}, samples: [] }, { score: 'a', decisionPath: 'b' }),
    );
    expect(both).toMatchObject({
      code: 'usage.inspect',
      setting: 'score',
      message: 'give either a score or a decision path, not both',
    });
  });

  it('accepts a BOM, CRLF line ends and duplicate keys (the last wins)', async () => {
    const normal = await importInspect(fixture('routing.json'), { score: 'match' });
    for (const name of ['bom.json', 'crlf.json', 'duplicate-keys.json']) {
      expect((await importInspect(fixture(name), { score: 'match' })).cases, name).toEqual(
        normal.cases,
      );
    }
  });

  it.each([
    ['empty.json', 'the file is empty'],
    ['truncated.json', 'not valid JSON'],
    ['truncated.eval', 'not a readable zip archive'],
    ['wrong-types.json', 'expected the epoch (a whole number from 1), found "first"'],
    ['invalid-utf8.json', 'not valid UTF-8'],
    ['other-format.json', 'has none. It looks like an evidence file: give it as evidence.'],
  ])('refuses %s, naming the file', async (name, message) => {
    const r = await asyncRefusalOf(() => importInspect(fixture(name), { score: 'match' }));
    expect(r.where?.startsWith(fixture(name))).toBe(true);
    expect(r.message).toContain(message);
    expect(r.message).not.toMatch(/--[a-z]/);
  });

  it('names the setting that reads a file of another format as data, not as a flag', async () => {
    const r = await asyncRefusalOf(() =>
      importInspect(fixture('other-format.json'), { score: 'match' }),
    );
    expect(r).toMatchObject({
      code: 'import.inspect',
      setting: 'inspect',
      data: { suggestedSetting: 'evidence' },
    });
  });

  it('keeps the two log forms byte-identical in their samples (fixture sanity)', () => {
    const log = JSON.parse(readFileSync(fixture('routing.json'), 'utf8')) as { samples: unknown[] };
    expect(log.samples).toHaveLength(12);
  });
});

describe('Inspect .eval archives that claim more than they hold', () => {
  /** A .eval zip whose sample entry declares `claimed` bytes once unpacked. */
  function claiming(claimed: number): Uint8Array {
    const zip = zipSync({
      'header.json': strToU8(JSON.stringify({ version: 2, status: 'success', eval: {} })),
      'samples/1_epoch_1.json': strToU8(JSON.stringify({ id: 1, epoch: 1, input: 'q' })),
    });
    // Patch the uncompressed size (offset 24) in the sample's central directory record.
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    for (let i = zip.length - 46; i >= 0; i--) {
      if (view.getUint32(i, true) !== 0x02014b50) continue;
      const nameLength = view.getUint16(i + 28, true);
      const name = new TextDecoder().decode(zip.subarray(i + 46, i + 46 + nameLength));
      if (name.startsWith('samples/')) view.setUint32(i + 24, claimed, true);
    }
    return zip;
  }

  it('refuses an entry that would unpack to more than the cap, before unpacking it', () => {
    const r = refusalOf(() => readEvalZip(claiming(0xfffffff0), 'bomb.eval'));
    expect(r.where).toBe('bomb.eval!samples/1_epoch_1.json');
    expect(r.message).toMatch(/unpacks to 4096 MiB, more than the 256 MiB/);
  });

  it('still reads entries under the cap', () => {
    const log = readEvalZip(claiming(40), 'ok.eval');
    expect(log.samples).toHaveLength(1);
  });
});

describe('Inspect completions given as content parts', () => {
  const sample = (epoch: number, content: unknown) => ({
    id: 'q1',
    epoch,
    input: 'route this',
    output: { model: 'm', choices: [{ message: { role: 'assistant', content } }] },
  });

  it('reads the text parts only, joined by line breaks as Inspect joins them', () => {
    const parts = [
      { type: 'reasoning', reasoning: 'thinking about refunds' },
      { type: 'text', text: 'refund' },
      { type: 'text', text: 'queue' },
    ];
    const e = evidenceFromInspectLog({
      header: { status: 'success', eval: {} },
      samples: [1, 2].map((n) => ({ sample: sample(n, parts), where: `s${n}` })),
    });
    expect(e.cases[0]?.observations[0]?.decision).toBe('refund\nqueue');
    expect(e.cases[0]?.observations[0]?.text).toBe('refund\nqueue');
  });
});
