// The cases and bench steps' reports are clean because the secrets left the
// untrusted text where it entered the run (issue 28 item 4): a system's answers,
// snapshots and errors as they come back, recorded cases or bench evidence and
// imported outcome logs as they are read. The core then judges and cuts clean
// text, so no report, evidence file, Markdown, text report or log line shows a
// secret or a prefix of one, even a secret holding every character the Markdown,
// HTML and JSON escapers rewrite. Each case here fails when the scrub runs later
// (on the report or on the rendered Markdown): the judgement's 120-character cut
// of an answer leaves `ghs_a&b` of the secret, and the Markdown escaper turns
// `_` into `\_` before a late scrub could match it.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { benchFilesIn, benchReportSet, evaluateBench } from '../../src/github/bench.js';
import { casesFilesIn, casesReportSet, evaluateCases } from '../../src/github/cases.js';
import type { ReportSet } from '../../src/github/delivery.js';
import { readSettings } from '../../src/github/inputs.js';
import { ctx } from '../helpers/gate-ports.js';

const SECRET = 'ghs_a&b<c>"d\'e\\f_*`[x](y)|#~!';
/** What would show a secret or a prefix of it, raw or as each escaper writes it. */
const PIECES = ['ghs_a', 'ghs\\_a', 'a&b', 'a&amp;b', 'd\\u0027e', 'e\\\\f', "d'e\\f"];

const ROOT = path.resolve(import.meta.dirname, '../..');
const EXAMPLE = path.join(ROOT, 'examples/stateful');
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function folder(): string {
  const d = mkdtempSync(path.join(tmpdir(), 'av-source-scrub-'));
  dirs.push(d);
  return d;
}

const settings = readSettings(
  (n) => ({ 'github-token': 'ghs_0123456789abcdef', evidence: 'e.json' })[n] ?? '',
);

let logged: string[];
beforeEach(() => {
  logged = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    logged.push(String(chunk));
    return true;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

function expectClean(set: ReportSet, evidenceFile: string | null): void {
  const texts: [string, string][] = [
    ...set.writes.map((w): [string, string] => [w.file, w.text]),
    ['markdown', set.markdown],
    ['text', set.text],
    ['headline', set.headline],
    ['log', logged.join('')],
    ...(evidenceFile === null
      ? []
      : [['evidence', readFileSync(evidenceFile, 'utf8')] as [string, string]]),
  ];
  for (const [what, text] of texts) {
    for (const p of PIECES) expect(text, `${what} holds ${p}`).not.toContain(p);
  }
}

/** The example's ticket desk, whose answer for a closed ticket echoes the secret after 112 characters. */
function leakyDesk(dir: string): string {
  for (const f of ['agentverity.yml', 'cases.jsonl']) {
    copyFileSync(path.join(EXAMPLE, f), path.join(dir, f));
  }
  const source = readFileSync(path.join(EXAMPLE, 'system.mjs'), 'utf8');
  const leaky = source.replace(
    'return `${id} is now ${status}.`;',
    `return ${JSON.stringify('x'.repeat(112))} + ${JSON.stringify(SECRET)} + ' ' + id;`,
  );
  expect(leaky).not.toBe(source);
  writeFileSync(path.join(dir, 'leaky.mjs'), leaky);
  return 'leaky.mjs';
}

describe('cases: secrets leave the system’s answers where they enter the run', () => {
  it('a live run: the evidence, every report, the Markdown, the text and the log are clean', async () => {
    const dir = folder();
    const system = leakyDesk(dir);
    const files = casesFilesIn(dir);
    const outcome = await evaluateCases(
      { config: 'agentverity.yml', system, replayCache: null },
      files,
      dir,
      {},
      [SECRET],
    );
    expect(outcome).not.toBeNull();
    // The answer criterion failed on the leaky answer, and its finding quotes it.
    expect(outcome!.report.exitCode).not.toBe(0);
    expect(JSON.stringify(outcome!.report)).toContain('xxxxxxxx***');
    const set = casesReportSet({
      settings,
      ctx: ctx(),
      outcome: outcome!,
      files,
      workdir: dir,
      secrets: [SECRET],
    });
    expectClean(set, files.evidence);
  });

  it('recorded cases evidence that holds the secret: read, scrubbed, then judged', async () => {
    const dir = folder();
    const system = leakyDesk(dir);
    // Recorded without the secret known: the evidence file holds it.
    const recorded = await evaluateCases(
      { config: 'agentverity.yml', system, replayCache: null },
      casesFilesIn(dir),
      dir,
      {},
      [],
    );
    expect(readFileSync(recorded!.evidencePath, 'utf8')).toContain('ghs_a');
    logged = [];
    const files = casesFilesIn(dir);
    const outcome = await evaluateCases({ evidence: recorded!.evidencePath }, files, dir, {}, [
      SECRET,
    ]);
    const set = casesReportSet({
      settings,
      ctx: ctx(),
      outcome: outcome!,
      files,
      workdir: dir,
      secrets: [SECRET],
    });
    expect(set.writes.map((w) => w.text).join('')).toContain('***');
    expectClean(set, null);
  });
});

describe('bench: secrets leave imported outcome logs and bench evidence as they are read', () => {
  /**
   * An outcome log whose task ids and errors echo the secret; an error is kept to
   * 500 characters by the reader, and this one's secret starts at 495.
   */
  function leakyLog(dir: string): string {
    const rows = [0, 1, 2].flatMap((trial) => [
      { task: `refund ${SECRET}`, outcome: trial === 1 ? 'fail' : 'pass' },
      { task: 'lookup', outcome: 'fail', error: `${'x'.repeat(495)}${SECRET}` },
    ]);
    writeFileSync(path.join(dir, 'runs.jsonl'), rows.map((r) => JSON.stringify(r)).join('\n'));
    return 'runs.jsonl';
  }

  it('an import: the bench evidence written, every report, the Markdown, the text and the log are clean', async () => {
    const dir = folder();
    const log = leakyLog(dir);
    const files = benchFilesIn(dir);
    const got = await evaluateBench({ jsonl: [log], errorPath: 'error' }, files, dir, {}, [SECRET]);
    expect(got).not.toBeNull();
    const set = benchReportSet({
      settings,
      ctx: ctx(),
      report: got!.report,
      obtained: got!.obtained,
      files,
      workdir: dir,
      secrets: [SECRET],
    });
    expect(set.writes.find((w) => w.file === files.report)!.text).toContain('refund ***');
    expectClean(set, files.evidence);
  });

  it('bench evidence that holds the secret, given as input: read, scrubbed, then summarised', async () => {
    const dir = folder();
    const log = leakyLog(dir);
    const first = benchFilesIn(dir);
    await evaluateBench({ jsonl: [log], errorPath: 'error' }, first, dir, {}, []);
    expect(readFileSync(first.evidence, 'utf8')).toContain('ghs_a');
    logged = [];
    const files = benchFilesIn(dir);
    const got = await evaluateBench({ evidence: first.evidence }, files, dir, {}, [SECRET]);
    const set = benchReportSet({
      settings,
      ctx: ctx(),
      report: got!.report,
      obtained: got!.obtained,
      files,
      workdir: dir,
      secrets: [SECRET],
    });
    expect(set.writes.find((w) => w.file === files.report)!.text).toContain('refund ***');
    expectClean(set, null);
  });
});
