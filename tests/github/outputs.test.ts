import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  numberOutput,
  OUTPUT_NAMES,
  StepOutputs,
  type OutputName,
} from '../../src/github/outputs.js';
import { ROOT } from '../helpers/cli.js';

function recorder(): { port: { set: (n: OutputName, v: string) => void }; sets: string[] } {
  const sets: string[] = [];
  return { port: { set: (n, v) => sets.push(`${n}=${v}`) }, sets };
}

describe('the output names', () => {
  it("are action.yml's `outputs:` keys, in its order", () => {
    const action = parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
      outputs: Record<string, unknown>;
    };
    expect(Object.keys(action.outputs)).toEqual([...OUTPUT_NAMES]);
  });

  it('each has a description in action.yml', () => {
    const action = parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
      outputs: Record<string, { description?: unknown }>;
    };
    for (const name of OUTPUT_NAMES)
      expect(typeof action.outputs[name]?.description, name).toBe('string');
  });
});

describe('StepOutputs', () => {
  it('complete() sets every name not set yet, once, with its fallback or empty', () => {
    const r = recorder();
    const out = new StepOutputs(r.port);
    out.setAll({ status: 'refused', 'exit-code': '2' });
    out.complete({ promoted: 'false', status: 'ignored' });
    expect(r.sets).toHaveLength(OUTPUT_NAMES.length);
    expect(r.sets[0]).toBe('status=refused');
    expect(r.sets).toContain('promoted=false');
    expect(r.sets).toContain('comment-url=');
    expect(new Set(r.sets.map((s) => s.split('=')[0])).size).toBe(OUTPUT_NAMES.length);
  });

  it('complete() twice sets nothing more', () => {
    const r = recorder();
    const out = new StepOutputs(r.port);
    out.complete();
    out.complete();
    expect(r.sets).toHaveLength(OUTPUT_NAMES.length);
    expect(out.has('baseline-commit')).toBe(true);
  });
});

describe('numberOutput', () => {
  it('is empty when unmeasured', () => {
    expect(numberOutput(null)).toBe('');
    expect(numberOutput(undefined)).toBe('');
    expect(numberOutput(Number.NaN)).toBe('');
    expect(numberOutput(Number.POSITIVE_INFINITY)).toBe('');
    expect(numberOutput(0)).toBe('0');
    expect(numberOutput(0.0437)).toBe('0.0437');
  });
});
