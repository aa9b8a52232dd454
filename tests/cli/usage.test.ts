// The small traps of the command line: what a new user types first and what it
// answers (the issue "The traps a new user falls into").
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inputFingerprint } from '../../src/core/index.js';
import { colourWanted } from '../../src/cli/reports.js';
import { cli, cliWith, ROOT, tempDir } from '../helpers/cli.js';

const agent = path.join(ROOT, 'examples/agents/router.mjs');
const inputs = path.join(ROOT, 'examples/agents/tickets.txt');
const evidence = path.join(ROOT, 'examples/evidence/router.json');
const TICKETS = [
  'I was charged twice for my order',
  'Someone changed my password',
  'My parcel has not arrived',
  "Please send me a copy of last month's invoice",
  'Can I change the email address',
  'The delivery driver left the box',
  'My card shows a suspicious payment',
  'How do I update the billing address',
];

describe('--k 0 and --k 1', () => {
  it('get the same message: one rule, at least two repeats', async () => {
    const run = (k: string) =>
      cli('run', '--agent', agent, '--inputs', inputs, '--k', k, '--dry-run');
    const zero = await run('0');
    const one = await run('1');
    expect([zero.code, one.code]).toEqual([2, 2]);
    const rule = (stderr: string) => stderr.replace(/got \d+/, 'got N');
    expect(rule(zero.stderr)).toBe(rule(one.stderr));
    expect(one.stderr).toBe(
      'agentverity: --k: expected a whole number of repeats of at least 2, got 1\n',
    );
  });
});

describe('--output without --format', () => {
  it('writes the format the extension names: report.html is HTML, report.json is JSON', async () => {
    const dir = tempDir();
    const html = path.join(dir, 'report.html');
    const r = await cli('assess', '--evidence', evidence, '--output', html);
    expect(r.code).toBe(0);
    expect(r.files.get(html)).toMatch(/^<!doctype html>/i);
    expect(r.stderr).toContain('wrote the html report to');
    const json = path.join(dir, 'report.json');
    const j = await cli('assess', '--evidence', evidence, '--output', json);
    expect(JSON.parse(j.files.get(json)!).schema).toBe('agentverity-action/report@1');
    const text = path.join(dir, 'report');
    const t = await cli('assess', '--evidence', evidence, '--output', text);
    expect(t.files.get(text)).toMatch(/^[A-Z ]+: /);
  });

  it('refuses an extension that names no report format', async () => {
    const r = await cli('assess', '--evidence', evidence, '--output', 'report.pdf');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/cannot tell the report format of --output report\.pdf/);
    expect(r.files.size).toBe(0);
  });
});

describe('usage errors', () => {
  it('point at a help that works without an install, for the command at hand', async () => {
    const sub = await cli('assess', '--no-such-flag');
    expect(sub.code).toBe(2);
    expect(sub.stderr).toContain('(npx agentverity assess --help lists its options)');
    const top = await cli('no-such-command');
    expect(top.stderr).toContain('(npx agentverity --help lists the commands)');
    expect(`${sub.stderr}${top.stderr}`).not.toContain('run agentverity --help');
  });
});

describe('help', () => {
  it('--isolation says its default once', async () => {
    const r = await cli('run', '--help');
    const help = r.stdout.replace(/\s+/g, ' ');
    // From --isolation to the next option of the help.
    const at = help.indexOf('--isolation');
    const isolation = help.slice(at, help.indexOf(' --', at + 1));
    expect(isolation).toContain('default: what the agent declares, else unknown');
    expect(isolation.match(/default/g)).toHaveLength(1);
  });

  it('compare-evidence says it needs the expected decisions', async () => {
    const r = await cli('compare-evidence', '--help');
    expect(r.stdout.replace(/\s+/g, ' ')).toMatch(
      /Every case of both files needs its intended decision \(`expected`\)/,
    );
  });

  it('check says where its baseline is read from by default', async () => {
    const r = await cli('check', '--help');
    expect(r.stdout.replace(/\s+/g, ' ')).toContain('default .agentverity/baseline.json');
  });
});

describe('refusal places', () => {
  it('a suite schema problem reads as file, then JSON path', async () => {
    const dir = tempDir();
    const suite = path.join(dir, 'badsuite.json');
    writeFileSync(suite, JSON.stringify({ schema: 'nope', contract: {}, cases: [] }));
    const r = await cli('assess', '--evidence', evidence, '--suite', suite);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `agentverity: ${suite}: schema: unsupported decision suite: found schema "nope", expected "agentverity.decision-suite/v1"\n`,
    );
  });

  it('several suite problems are listed under the file, each by its JSON path', async () => {
    const dir = tempDir();
    const suite = path.join(dir, 'badsuite.json');
    writeFileSync(
      suite,
      JSON.stringify({ schema: 'agentverity.decision-suite/v1', cases: [{ input: 3 }] }),
    );
    const r = await cli('assess', '--evidence', evidence, '--suite', suite);
    expect(r.stderr).toMatch(
      new RegExp(`^agentverity: ${suite.replace(/[.\\/]/g, '\\$&')}: 3 problems:`),
    );
    expect(r.stderr).toContain('\n  - contract: missing');
    expect(r.stderr).toContain('\n  - cases[0].input: expected a non-empty string');
    expect(r.stderr).not.toContain('badsuite.json.');
  });

  it('--agent-url without a scheme suggests http://', async () => {
    const r = await cli('run', '--agent-url', '127.0.0.1:8799', '--inputs', inputs, '--dry-run');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'agentverity: --agent-url: expected a URL starting with http:// or https://: did you mean "http://127.0.0.1:8799"?\n',
    );
    // A URL that may carry a secret is not repeated back.
    const secret = await cli('run', '--agent-url', 'me:hunter2@host', '--inputs', inputs);
    expect(secret.code).toBe(2);
    expect(secret.stderr).not.toContain('hunter2');
  });
});

describe('colour', () => {
  it('honours FORCE_COLOR and NO_COLOR the usual way', async () => {
    expect(colourWanted({ env: {}, stdoutIsTTY: true })).toBe(true);
    expect(colourWanted({ env: {}, stdoutIsTTY: false })).toBe(false);
    expect(colourWanted({ env: { NO_COLOR: '1' }, stdoutIsTTY: true })).toBe(false);
    expect(colourWanted({ env: { NO_COLOR: '' }, stdoutIsTTY: true })).toBe(true);
    expect(colourWanted({ env: { FORCE_COLOR: '1' }, stdoutIsTTY: false })).toBe(true);
    expect(colourWanted({ env: { FORCE_COLOR: '' }, stdoutIsTTY: false })).toBe(true);
    expect(colourWanted({ env: { FORCE_COLOR: '0' }, stdoutIsTTY: true })).toBe(false);
    expect(colourWanted({ env: { FORCE_COLOR: 'false' }, stdoutIsTTY: true })).toBe(false);
    expect(colourWanted({ env: { FORCE_COLOR: '3', NO_COLOR: '1' }, stdoutIsTTY: false })).toBe(
      true,
    );
    // Through the command: a CI log (not a terminal) gets colour when asked to.
    const forced = await cliWith({ env: { FORCE_COLOR: '1' } }, 'assess', '--evidence', evidence);
    expect(forced.stdout).toContain('\u001b[');
    const plain = await cliWith(
      { env: { FORCE_COLOR: '0' }, stdoutIsTTY: true },
      'assess',
      '--evidence',
      evidence,
    );
    expect(plain.stdout).not.toContain('\u001b[');
  });
});

describe('--redact', () => {
  it('names the inputs whose decision changed by fingerprint only; without it, by their text', async () => {
    const dir = tempDir();
    const run = (...extra: string[]) =>
      cli(
        'run',
        '--agent',
        `${agent}:flaky`,
        '--inputs',
        inputs,
        '--k',
        '20',
        '--quiet',
        '--evidence-out',
        path.join(dir, 'e.json'),
        ...extra,
      );
    const open = await run();
    expect(open.stdout).toMatch(/with a changed decision: "/);
    const redacted = await run('--redact');
    expect(redacted.stdout).toMatch(/with a changed decision: [0-9a-f]{12}/);
    for (const ticket of TICKETS) expect(redacted.stdout).not.toContain(ticket);
    const billing = 'How do I update the billing address for my payment?';
    const invoice = "Please send me a copy of last month's invoice";
    const prints = [billing, invoice, 'My card shows a suspicious payment I did not make'].map(
      (t) => inputFingerprint(t).slice(0, 12),
    );
    expect(prints.some((p) => redacted.stdout.includes(p))).toBe(true);
  });
});
