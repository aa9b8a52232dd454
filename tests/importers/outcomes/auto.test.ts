import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importBenchRuns, importBenchRunsFile } from '../../../src/importers/index.js';
import { asyncRefusalOf, refusalOf } from '../../evidence/helpers.js';
import { tempDir } from '../../helpers/cli.js';
import { fixturePath, readFixture } from './helpers.js';

describe('bench import: format auto tells the logs apart by their content', () => {
  it('reads each fixture with format auto as its own reader does', () => {
    const cases: [string, string, number][] = [
      ['promptfoo-repeat-3.json', 'promptfoo', 2],
      ['promptfoo-example-config-multishot-legacy.json', 'promptfoo', 2],
      ['inspect_ai-log_streaming-popularity-2epochs.json', 'inspect', 1],
    ];
    for (const [name, format, agents] of cases) {
      const text = readFixture(name);
      const auto = importBenchRuns(text, name);
      const named = importBenchRuns(text, name, { format: format as 'promptfoo' | 'inspect' });
      expect(auto).toEqual(named);
      expect(auto.runs).toHaveLength(agents);
    }
    const jsonl = readFixture('agentrial-claude-3-haiku.outcome.jsonl');
    const options = { taskPath: 'input', outcomePath: 'decision' };
    // By content (no .jsonl name) and by name.
    expect(importBenchRuns(jsonl, 'log.txt', options)).toEqual(
      importBenchRuns(jsonl, 'log.txt', { ...options, format: 'outcomes-jsonl' }),
    );
    expect(importBenchRuns(jsonl, 'a.jsonl', options).runs[0]!.attempts).toHaveLength(140);
  });

  it('reads a one-line JSONL log, which is also one JSON document', () => {
    const r = importBenchRuns('{"task":"a","outcome":"pass"}\n', 'one.log');
    expect(r.runs[0]!.attempts).toEqual([{ task: 'a', run: 1, outcome: 'pass' }]);
  });

  it('refuses a JSON document that is neither log, saying what it looks like', () => {
    const e = refusalOf(() =>
      importBenchRuns(
        '{\n"schema": "https://agentverity.dev/schemas/evidence-v1.json",\n"cases": []\n}',
        'e.json',
      ),
    );
    expect(e.code).toBe('import.bench-format');
    expect(e.where).toBe('e.json');
    expect(e.setting).toBe('format');
    expect(e.message).toContain('It looks like an evidence file');
  });

  it('refuses text that is neither JSON nor JSON Lines at its first syntax error', () => {
    const e = refusalOf(() => importBenchRuns('task,outcome\na,pass\n', 'log.csv'));
    expect(e.code).toBe('json.syntax');
    expect(e.where).toBe('log.csv:1:2'); // "task": a t that does not begin true
  });

  it('refuses an Inspect log given as promptfoo, naming both', () => {
    const e = refusalOf(() =>
      importBenchRuns(readFixture('inspect_ai-log_streaming-popularity-2epochs.json'), 'x.json', {
        format: 'promptfoo',
      }),
    );
    expect(e.code).toBe('import.bench-format');
    expect(e.message).toContain(
      'expected a promptfoo export, and this JSON document is an Inspect AI log',
    );
  });
});

describe('bench import: options', () => {
  it('refuses an unknown format, a non-finite threshold and blank names', () => {
    const text = '{"task":"a","outcome":1}\n';
    const bad = (options: Record<string, unknown>) =>
      refusalOf(() => importBenchRuns(text, 'l.jsonl', options as never));
    expect(bad({ format: 'csv' }).setting).toBe('format');
    expect(bad({ threshold: Number.NaN }).setting).toBe('threshold');
    expect(bad({ threshold: '0.5' }).setting).toBe('threshold');
    expect(bad({ agentName: ' ' }).setting).toBe('agentName');
    expect(bad({ maxLineBytes: 0 }).setting).toBe('maxLineBytes');
    expect(bad({ scorer: 'match' }).message).toContain(
      'scorer does not apply to a JSONL outcome log',
    );
    for (const e of [bad({ format: 'csv' }), bad({ scorer: 'match' })]) {
      expect(e.code).toBe('usage.bench-import');
      expect(e.message).not.toMatch(/--/);
    }
  });
});

describe('bench import: files', () => {
  it('reads a file, naming it as the source', async () => {
    const r = await importBenchRunsFile(fixturePath('tau-bench-gpt-4o-airline.outcome.jsonl'), {
      taskPath: 'input',
      outcomePath: 'decision',
    });
    expect(r.runs[0]!.agent.source).toBe(fixturePath('tau-bench-gpt-4o-airline.outcome.jsonl'));
    expect(r.runs[0]!.attempts).toHaveLength(200);
  });

  it('refuses a file that is not UTF-8, or missing, naming it', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'bad.jsonl');
    writeFileSync(file, Buffer.from([0x7b, 0xff, 0xfe, 0x7d, 0x0a]));
    const e = await asyncRefusalOf(() => importBenchRunsFile(file));
    expect(e.code).toBe('file.utf8');
    expect(e.message).toContain(file);
    const missing = await asyncRefusalOf(() => importBenchRunsFile(path.join(dir, 'none.json')));
    expect(missing.message).toContain('none.json');
  });
});
