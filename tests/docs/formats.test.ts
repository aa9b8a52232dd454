// docs/suite-format.md and docs/relations.md say what the code does: every contract
// field the suite reader knows is documented, the status table is the ladder with
// its exit codes, the codes named exist, the built-ins are listed with the names
// `--relations` takes, and the worked example about `critical` holds.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUILTIN_RELATION_NAMES,
  BUILTIN_RELATION_SHORT_NAMES,
  exitCodeFor,
  STATUSES,
  type Status,
} from '../../src/core/index.js';
import { REFUSAL_CODES } from '../../src/errors.js';
import { cli, ROOT, tempDir } from '../helpers/cli.js';

const read = (f: string) => readFileSync(path.join(ROOT, f), 'utf8');
const SUITE_DOC = read('docs/suite-format.md');
const RELATIONS_DOC = read('docs/relations.md');

/** The contract's fields, written `contract.allowed` in the headings: not codes. */
const FIELD_NAMES = new Set(['contract.allowed', 'contract.required', 'contract.critical']);

/** Every `code` in backticks that looks like one of ours (`family.name`). */
function codesIn(text: string): string[] {
  return [
    ...text.matchAll(/`((?:suite|contract|routes|outcome|relations?|settings|init)\.[a-z-]+)`/g),
  ]
    .map((m) => m[1] as string)
    .filter((c) => !FIELD_NAMES.has(c));
}

describe('docs/suite-format.md', () => {
  it('documents every field of the suite and its contract', () => {
    for (const field of [
      'schema',
      'cases',
      'input',
      'expected',
      'allowed',
      'required',
      'critical',
      'stability_targets',
      'minimum_cases',
      'allowed_no_decisions',
    ]) {
      expect(SUITE_DOC, field).toMatch(new RegExp(`\`(contract\\.)?${field}\``));
    }
  });

  it('lists the statuses in the order of the ladder, each with its exit code', () => {
    const rows = [...SUITE_DOC.matchAll(/^\| `([a-z-]+)` \| [^|]+ \| ([012]) \|$/gm)].map(
      (m) => [m[1] as Status, Number(m[2])] as const,
    );
    const order = rows.map(([s]) => s).filter((s, i, all) => all.indexOf(s) === i);
    expect(order).toEqual([...STATUSES]);
    for (const [status, code] of rows) expect(code, status).toBe(exitCodeFor(status));
  });

  it('names only codes that exist', () => {
    const codes = codesIn(SUITE_DOC);
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(Object.keys(REFUSAL_CODES), code).toContain(code);
  });

  it('the worked example: a flipping critical route passes; a stability target makes it fail', async () => {
    const args = [
      'assess',
      '--promptfoo',
      'tests/fixtures/importers/promptfoo/payment-export.json',
      '--suite',
    ];
    const plain = await cli(...args, 'examples/suites/payment.json');
    expect(plain.code).toBe(0);
    expect(plain.stdout).toMatch(/^TRUSTWORTHY WITH CARE/);
    expect(plain.stdout).toContain('(no declared target, so it does not fail the run)');
    const suite = JSON.parse(read('examples/suites/payment.json')) as {
      contract: Record<string, unknown>;
    };
    expect(suite.contract['critical']).toEqual(['card_security']);
    suite.contract['stability_targets'] = { card_security: 0.05 };
    const file = path.join(tempDir(), 'payment-target.json');
    writeFileSync(file, JSON.stringify(suite));
    const targeted = await cli(...args, file);
    expect(targeted.code).toBe(1);
    expect(targeted.stdout).toMatch(/^NOT READY/);
    expect(targeted.stdout).toContain('status target-failed (exit 1)');
  });
});

describe('docs/relations.md', () => {
  it('lists every built-in by its short and full name', () => {
    BUILTIN_RELATION_NAMES.forEach((name, i) => {
      const short = BUILTIN_RELATION_SHORT_NAMES[i] as string;
      expect(RELATIONS_DOC).toContain(`| \`${short}\` | \`${name}\` |`);
    });
  });

  it('names only codes that exist', () => {
    const codes = codesIn(RELATIONS_DOC);
    expect(codes.length).toBeGreaterThan(5);
    for (const code of codes) expect(Object.keys(REFUSAL_CODES), code).toContain(code);
  });

  it('quotes the refusal of an unknown name as the CLI prints it', async () => {
    const r = await cli(
      'run',
      '--agent',
      'examples/agents/router.mjs',
      '--inputs',
      'examples/agents/tickets.txt',
      '--relations',
      'casing',
    );
    expect(r.code).toBe(2);
    const quoted = /```\n(agentverity: --relations: [\s\S]*?)\n```/.exec(RELATIONS_DOC)?.[1];
    expect(quoted?.replace(/\n/g, ' ')).toBe(r.stderr.trim());
  });
});
