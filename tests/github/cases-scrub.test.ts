// The cases step's reports are scrubbed of secrets in the report itself, before
// any format escapes them: JSON, JUnit, HTML, summary.md, the comment and the log
// never show a secret the system echoed, even one with characters every escaper
// rewrites (issue 28 item 4).
import { describe, expect, it } from 'vitest';
import { casesReportSet } from '../../src/github/cases.js';
import { readSettings } from '../../src/github/inputs.js';
import type { StepFiles } from '../../src/github/step-files.js';
import { ctx, DIR } from '../helpers/gate-ports.js';
import { refundDeskReport } from '../render/cases/fixtures.js';

const SECRET = 'ghs_a&b<c>"d\'e\\f_*`[x](y)|#~!';

describe('cases reports: secrets scrubbed at the source', () => {
  it('every written file and the Markdown and text hold no secret echoed by the system', () => {
    const report = refundDeskReport();
    // The system echoed the secret into what the report shows: its headline and every string.
    const echoed = JSON.parse(
      JSON.stringify(report, (k, v: unknown) =>
        typeof v === 'string' &&
        ['headline', 'message', 'error', 'reason', 'detail', 'text'].includes(k)
          ? `${v} ${SECRET}`
          : v,
      ),
    ) as typeof report;
    const files: StepFiles = {
      dir: DIR,
      evidence: `${DIR}/cases-evidence.json`,
      report: `${DIR}/cases-report.json`,
      junit: `${DIR}/junit.xml`,
      html: `${DIR}/cases-report.html`,
      summary: `${DIR}/summary.md`,
    } as StepFiles;
    const set = casesReportSet({
      settings: readSettings(
        (n) => ({ 'github-token': 'ghs_0123456789abcdef', evidence: 'e.json' })[n] ?? '',
      ),
      ctx: ctx(),
      outcome: { report: echoed, evidencePath: files.evidence, live: false },
      files,
      workdir: '/runner/work/agent-repo',
      secrets: [SECRET],
      exitCode: 0,
    });
    // Without the scrub the JSON would carry it (escaped): check the probe is real.
    expect(JSON.stringify(echoed)).toContain(JSON.stringify(SECRET).slice(1, -1));
    const pieces = ['ghs_a', 'a&b', 'a&amp;b', 'd\\u0027e', 'e\\\\f'];
    for (const w of set.writes) {
      for (const p of pieces) expect(w.text, `${w.file} holds ${p}`).not.toContain(p);
    }
    for (const text of [set.markdown, set.text, set.headline, set.groupTitle]) {
      expect(text).not.toContain('ghs_a');
    }
  });
});
