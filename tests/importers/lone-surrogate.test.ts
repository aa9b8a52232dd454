import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { evidenceFromJsonlText, importJsonl } from '../../src/importers/index.js';
import { tempDir } from '../helpers/cli.js';

// A label with a lone surrogate has no UTF-8 encoding: no report or digest could
// carry it faithfully, so the row is refused where it is, on every path.
const ROWS = '{"input":"a","decision":"\\ud800"}\n{"input":"a","decision":"x"}\n';

describe('a decision label holding a lone surrogate', () => {
  it('is refused at file:line when read from text', () => {
    expect(() => evidenceFromJsonlText(ROWS, {}, 'runs.jsonl')).toThrow(
      /runs\.jsonl:1: decision: expected text that can be written as UTF-8, found a lone surrogate U\+D800/,
    );
  });

  it('is refused at file:line when streamed from a file, also as a tool name', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'runs.jsonl');
    writeFileSync(file, ROWS);
    await expect(importJsonl(file, {})).rejects.toThrow(
      /runs\.jsonl:1: decision: .*lone surrogate/,
    );
    writeFileSync(
      file,
      '{"input":"a","decision":["ok","\\udfff"]}\n{"input":"a","decision":["ok"]}\n',
    );
    await expect(importJsonl(file, { layer: 'tools' })).rejects.toThrow(
      /runs\.jsonl:1: decision: tool 1: .*lone surrogate U\+DFFF/,
    );
  });
});
