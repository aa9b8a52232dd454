import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assess } from '../../src/core/assess/index.js';
import { isRefusal } from '../../src/core/errors.js';
import { readSuite } from '../../src/evidence/index.js';
import { evidenceFromPromptfoo, importPromptfoo } from '../../src/importers/index.js';
import { asyncRefusalOf, refusalOf } from '../evidence/helpers.js';
import { tempDir } from '../helpers/cli.js';

const fixture = (name: string): string =>
  fileURLToPath(new URL(`../fixtures/importers/promptfoo/${name}`, import.meta.url));
const json = (name: string): unknown => JSON.parse(readFileSync(fixture(name), 'utf8'));

const suite = await readSuite(fixture('suite.json'));
const A = 'My card was charged twice for the same order.';

describe('promptfoo importer', () => {
  it('reproduces the seed table from the real export and suite', async () => {
    const paymentSuite = await readSuite(fixture('payment-suite.json'));
    const e = await importPromptfoo(fixture('payment-export.json'), paymentSuite);
    expect(e.cases).toHaveLength(6);
    expect(e.cases.every((c) => c.observations.length === 26)).toBe(true);
    const a = assess(e, paymentSuite, { epsilon: 0.05 });
    const routes = a.routes?.routes ?? [];
    const card = routes.find((r) => r.decision === 'card_security');
    expect(card).toMatchObject({ pairs: 13, flips: 8, call: 'stochastic' });
    expect(card?.ciLow.toFixed(3)).toBe('0.355');
    expect(card?.ciHigh.toFixed(3)).toBe('0.823');
    const others = routes.filter((r) => r.decision !== 'card_security');
    expect(others).toHaveLength(5);
    for (const r of others) {
      expect(r).toMatchObject({ pairs: 13, flips: 0, call: 'undecided' });
      expect([r.ciLow.toFixed(3), r.ciHigh.toFixed(3)]).toEqual(['0.000', '0.228']);
    }
    expect(a.routes?.flipPairs).toEqual([
      { decisions: ['card_security', 'merchant_dispute'], count: 8 },
    ]);
    expect(e.provenance).toMatchObject({
      harness: 'promptfoo',
      provider: 'file://flaky_router.py',
      export_version: 3,
      collected_at: '2026-07-28T14:32:43.436Z',
    });
  });

  it('keeps failed assertions as observations and counts provider failures as errors', async () => {
    const e = await importPromptfoo(fixture('normal.json'), suite, { isolation: 'fresh-session' });
    expect(e.cases.map((c) => c.observations.map((o) => o.decision))).toEqual([
      ['duplicate_charge', 'duplicate_charge', 'duplicate_charge'],
      ['refund_delay', 'duplicate_charge', 'refund_delay', 'refund_delay'],
    ]);
    expect(e.cases.map((c) => c.errors)).toEqual([1, undefined]);
    expect(e.cases.map((c) => c.expected)).toEqual(['duplicate_charge', 'refund_delay']);
    expect(e.isolation).toBe('fresh-session');
    const a = assess(e, suite, { epsilon: 0.05 });
    expect(a.complete).toBe(false);
    expect(a.status).toBe('incomplete');
  });

  it('rows served from the cache are not repeats: left out of the pairs and kept apart in the case', () => {
    type Rows = { results: { results: { response: Record<string, unknown> }[] } };
    const warm = json('normal.json') as Rows;
    // A warm rerun: promptfoo replays every repeat from its cache.
    for (const row of warm.results.results) row.response['cached'] = true;
    const refused = refusalOf(() => evidenceFromPromptfoo(warm, suite, {}, 'warm.json'));
    expect(refused.message).toMatch(/served from promptfoo's cache \(response\.cached: true\)/);
    expect(refused.message).toMatch(/--no-cache/);

    // Partly warm: the replays are left out; the fresh rows are the repeats.
    const partly = json('normal.json') as Rows;
    const b = partly.results.results.filter(
      (r) => (r as unknown as { vars: { ticket: string } }).vars.ticket !== A,
    );
    (b[0] as { response: Record<string, unknown> }).response['cached'] = true;
    const e = evidenceFromPromptfoo(partly, suite, {}, 'partly.json');
    const fresh = evidenceFromPromptfoo(json('normal.json'), suite, {}, 'fresh.json');
    expect(e.cases[1]?.observations.length).toBe((fresh.cases[1]?.observations.length ?? 0) - 1);
    expect(e.cases[0]?.observations.length).toBe(fresh.cases[0]?.observations.length);
    // Kept apart from the series, marked cached (issue 29, item 6), not a provenance count.
    expect(e.cases[1]?.cached).toEqual([expect.objectContaining({ cached: true })]);
    expect(e.provenance['cached_replays']).toBeUndefined();
    expect(fresh.cases.some((c) => c.cached !== undefined)).toBe(false);
  });

  it('matches rows by another input path and reads structured output with a decision path', async () => {
    const byVars = await importPromptfoo(fixture('normal.json'), suite, {
      inputPath: 'vars.ticket',
    });
    expect(byVars.cases[0]?.input).toBe(A);
    const structured = await importPromptfoo(fixture('structured.json'), suite, {
      decisionPath: 'route.name',
    });
    expect(structured.cases[1]?.observations.map((o) => o.decision)).toEqual([
      'refund_delay',
      'duplicate_charge',
      'refund_delay',
      'refund_delay',
    ]);
    expect(structured.provenance['decision_path']).toBe('route.name');
    // Output given as an object needs a path; a JSON string without one is taken as the label.
    const value = json('structured.json') as {
      results: { results: { response: { output?: unknown } }[] };
    };
    for (const row of value.results.results) {
      if (typeof row.response.output === 'string')
        row.response.output = JSON.parse(row.response.output);
    }
    const r = refusalOf(() => evidenceFromPromptfoo(value, suite));
    expect(r.where).toBe('the promptfoo export: results.results[0].response.output');
    expect(r.message).toContain('for structured output give the decision path (e.g. route.name)');
    expect(r).toMatchObject({ code: 'import.promptfoo', setting: 'decisionPath' });
    expect(evidenceFromPromptfoo(value, suite, { decisionPath: 'route.name' })).toEqual(structured);
  });

  it('refuses a provider × prompt matrix unless one cell is chosen', async () => {
    const r = await asyncRefusalOf(() => importPromptfoo(fixture('matrix.json'), suite));
    expect(r.message).toContain('2 provider × prompt cells');
    expect(r.message).toContain(
      'openai:gpt-4o-mini (gpt-4o-mini)/p1, anthropic:claude (claude)/p1',
    );
    expect(r.message).toContain('choose one provider (an id or a label) and one prompt id');
    expect(r).toMatchObject({ code: 'import.promptfoo', setting: 'provider' });
    expect(r.message).not.toMatch(/--[a-z]/);
    const one = await importPromptfoo(fixture('matrix.json'), suite, {
      provider: 'anthropic:claude',
      promptId: 'p1',
    });
    expect(one.cases.map((c) => c.observations.length)).toEqual([2, 2]);
    expect(one.provenance['provider']).toBe('anthropic:claude');
    const none = await asyncRefusalOf(() =>
      importPromptfoo(fixture('matrix.json'), suite, { provider: 'nobody' }),
    );
    expect(none.message).toContain('no row matches provider "nobody"');
  });

  it('chooses a provider by its label and a prompt by its index, as the help says', async () => {
    const byLabel = await importPromptfoo(fixture('matrix.json'), suite, {
      provider: 'claude',
      promptId: '0',
    });
    expect(byLabel.cases.map((c) => c.observations.length)).toEqual([2, 2]);
    expect(byLabel.provenance['provider']).toBe('anthropic:claude');
    expect(byLabel.provenance['prompt_id']).toBe('p1');
  });

  it('never pools two configurations of one model told apart only by their labels', () => {
    type Row = { provider: { id: string; label: string } };
    const value = json('matrix.json') as { results: { results: Row[] } };
    // promptfoo's way of comparing one model at two settings: one id, two labels.
    for (const row of value.results.results) {
      row.provider = {
        id: 'openai:gpt-4o',
        label: row.provider.label === 'claude' ? 'hot' : 'cold',
      };
    }
    const r = refusalOf(() => evidenceFromPromptfoo(value, suite));
    expect(r.message).toContain('2 provider × prompt cells');
    expect(r.message).toContain('openai:gpt-4o (cold)/p1, openai:gpt-4o (hot)/p1');
    const cold = evidenceFromPromptfoo(value, suite, { provider: 'cold' });
    const openai = evidenceFromPromptfoo(json('matrix.json'), suite, {
      provider: 'openai:gpt-4o-mini',
    });
    expect(cold.cases.map((c) => c.observations)).toEqual(openai.cases.map((c) => c.observations));
  });

  it('reads a provider given sometimes as {id, label}, sometimes as the plain id, as one provider', async () => {
    // The real export (mrwersa/agentverity examples/promptfoo_bridge/results.json),
    // with every other row's provider written as the plain id string.
    type Row = { provider: unknown };
    const value = json('payment-export.json') as { results: { results: Row[] } };
    value.results.results.forEach((row, i) => {
      if (i % 2 === 1) row.provider = 'file://flaky_router.py';
    });
    const paymentSuite = await readSuite(fixture('payment-suite.json'));
    const mixed = evidenceFromPromptfoo(value, paymentSuite);
    const whole = await importPromptfoo(fixture('payment-export.json'), paymentSuite);
    expect(mixed.cases.map((c) => c.observations)).toEqual(whole.cases.map((c) => c.observations));
    expect(mixed.provenance['provider']).toBe('file://flaky_router.py');
    // Choosing it by its label keeps the unlabelled rows too.
    const byLabel = evidenceFromPromptfoo(value, paymentSuite, {
      provider: 'payment-router-with-one-unstable-boundary',
    });
    expect(byLabel.cases.every((c) => c.observations.length === 26)).toBe(true);
  });

  it('still keeps one id with two different labels as two cells, and an unlabelled row apart', () => {
    type Row = { provider: unknown };
    const value = json('matrix.json') as { results: { results: Row[] } };
    value.results.results.forEach((row, i) => {
      row.provider =
        i === 0 ? 'openai:gpt-4o' : { id: 'openai:gpt-4o', label: i % 2 ? 'hot' : 'cold' };
    });
    const r = refusalOf(() => evidenceFromPromptfoo(value, suite));
    expect(r.message).toContain('3 provider × prompt cells');
    expect(r.message).toContain('openai:gpt-4o/p1');
  });

  it('refuses a row whose input is not a suite case, naming the row', () => {
    const value = json('normal.json') as { results: { results: { prompt: { raw: string } }[] } };
    const row = value.results.results[3];
    if (row) row.prompt.raw = 'Something else entirely';
    const r = refusalOf(() => evidenceFromPromptfoo(value, suite, {}, 'x.json'));
    expect(r.where).toBe('x.json: results.results[3].prompt.raw');
    expect(r.message).toContain('is not an input of the suite');
  });

  it('refuses a case with fewer than two usable observations, naming both repeat knobs', () => {
    const value = json('normal.json') as { results: { results: { prompt: { raw: string } }[] } };
    value.results.results = value.results.results.slice(0, 3);
    const r = refusalOf(() => evidenceFromPromptfoo(value, suite));
    expect(r.message).toContain('suite case 1');
    expect(r.message).toContain('--repeat');
    expect(r.message).toContain('options.repeat');
  });

  it('accepts a BOM, CRLF line ends and duplicate keys (the last wins)', async () => {
    const normal = await importPromptfoo(fixture('normal.json'), suite);
    for (const name of ['bom.json', 'crlf.json', 'duplicate-keys.json']) {
      expect(await importPromptfoo(fixture(name), suite), name).toEqual(normal);
    }
  });

  it('accepts a minified export with a huge line', async () => {
    const value = json('normal.json') as { results: { results: { response: object }[] } };
    const first = value.results.results[0];
    if (first) first.response = { ...first.response, raw: 'x'.repeat(2_000_000) };
    const file = path.join(tempDir(), 'huge.json');
    writeFileSync(file, JSON.stringify(value));
    expect((await importPromptfoo(file, suite)).cases).toHaveLength(2);
  });

  it.each([
    ['empty.json', 'empty.json', 'the file is empty'],
    ['truncated.json', 'truncated.json:', 'not valid JSON'],
    ['wrong-types.json', 'wrong-types.json: results.results[1].prompt.raw', 'found an integer'],
    ['invalid-utf8.json', 'invalid-utf8.json', 'not valid UTF-8'],
    ['other-format.jsonl', 'other-format.jsonl:', 'import it as JSON Lines'],
  ])('refuses %s, naming the place', async (name, where, message) => {
    const r = await asyncRefusalOf(() => importPromptfoo(fixture(name), suite));
    expect(r.where?.startsWith(fixture(where.split(/[:]/)[0] as string))).toBe(true);
    expect(r.where).toContain(where.replace(/^[^:]*/, ''));
    expect(r.message).toContain(message);
  });

  it('refuses an evidence file or an Inspect log with a hint naming the setting as data', () => {
    const evidence = refusalOf(() =>
      evidenceFromPromptfoo({ schema: 'agentverity.evidence/v2', cases: [] }, suite),
    );
    expect(evidence.message).toMatch(/\. It looks like an evidence file: give it as evidence\.$/);
    expect(evidence).toMatchObject({
      setting: 'promptfoo',
      data: { suggestedSetting: 'evidence' },
    });
    const inspect = refusalOf(() =>
      evidenceFromPromptfoo({ eval: { task: 't' }, samples: [] }, suite),
    );
    expect(inspect.message).toContain('It looks like an Inspect AI eval log: import it as one.');
    expect(inspect.data).toEqual({ suggestedSetting: 'inspect' });
  });

  it('refuses a zip archive, naming the Inspect import as data', async () => {
    const eval_ = fileURLToPath(
      new URL('../fixtures/importers/inspect/routing.eval', import.meta.url),
    );
    const r = await asyncRefusalOf(() => importPromptfoo(eval_, suite));
    expect(r).toMatchObject({
      code: 'import.format',
      setting: 'promptfoo',
      data: { suggestedSetting: 'inspect' },
    });
    expect(r.message).toContain('an Inspect AI .eval log is imported as an Inspect log');
  });

  it('names the JSON Lines import for a JSON Lines log given as a promptfoo export', async () => {
    const r = await asyncRefusalOf(() => importPromptfoo(fixture('other-format.jsonl'), suite));
    expect(r).toMatchObject({
      code: 'import.promptfoo',
      setting: 'promptfoo',
      data: { suggestedSetting: 'jsonl' },
    });
  });

  it('names the input path setting when a row has no input there', () => {
    const value = json('normal.json');
    const r = refusalOf(() => evidenceFromPromptfoo(value, suite, { inputPath: 'vars.none' }));
    expect(r).toMatchObject({ code: 'import.promptfoo', setting: 'inputPath' });
    expect(r.message).toMatch(/set the input path to where the input is \(e\.g\. vars\.ticket\)$/);
  });

  it('never crashes on mutated exports', () => {
    const base = json('normal.json') as { results: { results: Record<string, unknown>[] } };
    const field = fc.constantFrom(
      'prompt',
      'response',
      'failureReason',
      'error',
      'provider',
      'promptId',
    );
    fc.assert(
      fc.property(fc.nat({ max: 7 }), field, fc.jsonValue(), (index, key, replacement) => {
        const value = structuredClone(base);
        const row = value.results.results[index];
        if (row) row[key] = replacement;
        try {
          evidenceFromPromptfoo(value, suite);
        } catch (error) {
          expect(isRefusal(error), String(error)).toBe(true);
        }
      }),
      { numRuns: 1500 },
    );
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        try {
          evidenceFromPromptfoo(value, suite);
        } catch (error) {
          expect(isRefusal(error), String(error)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('promptfoo JSON Lines export (promptfoo eval --output results.jsonl)', () => {
  const rows = () =>
    (json('payment-export.json') as { results: { results: Record<string, unknown>[] } }).results
      .results;

  it('reads one result per line, as the JSON export, even with batches written back to back', async () => {
    const all = rows();
    const file = path.join(tempDir(), 'results.jsonl');
    // Older promptfoo versions joined batches of rows without a line break.
    writeFileSync(
      file,
      all
        .slice(0, 100)
        .map((r) => JSON.stringify(r))
        .join('\n') +
        all
          .slice(100)
          .map((r) => JSON.stringify(r))
          .join('\r\n') +
        '\r\n',
    );
    const paymentSuite = await readSuite(fixture('payment-suite.json'));
    const fromLines = await importPromptfoo(file, paymentSuite);
    const fromJson = await importPromptfoo(fixture('payment-export.json'), paymentSuite);
    expect(fromLines.cases).toEqual(fromJson.cases);
  });

  it('counts provider failures as failed runs and names rows by line', async () => {
    const all = rows();
    all[3] = { ...all[3], response: { error: 'rate limited' }, failureReason: 2 };
    all[7] = { ...all[7], prompt: { raw: 'not a reviewed case' } };
    const file = path.join(tempDir(), 'results.jsonl');
    writeFileSync(file, `${all.map((r) => JSON.stringify(r)).join('\n')}\n`);
    const paymentSuite = await readSuite(fixture('payment-suite.json'));
    const r = await asyncRefusalOf(() => importPromptfoo(file, paymentSuite));
    expect(r.where).toBe(`${file}:8: prompt.raw`);
    all[7] = rows()[7]!;
    writeFileSync(file, `${all.map((r) => JSON.stringify(r)).join('\n')}\n{"broken":\n`);
    const syntax = await asyncRefusalOf(() => importPromptfoo(file, paymentSuite));
    expect(syntax.where).toBe(`${file}:157:11`);
    writeFileSync(file, `${all.map((r) => JSON.stringify(r)).join('\n')}\n`);
    const e = await importPromptfoo(file, paymentSuite);
    expect(e.cases.reduce((n, c) => n + (c.errors ?? 0), 0)).toBe(1);
  });

  it("says promptfoo's YAML, CSV and XML exports are not read and how to write JSON", async () => {
    const file = path.join(tempDir(), 'results.yaml');
    writeFileSync(file, 'evalId: eval-1\nresults:\n  version: 3\n');
    const r = await asyncRefusalOf(() => importPromptfoo(file, suite));
    expect(r.message).toMatch(/YAML export, which is not read: write the export as JSON/);
  });
});
