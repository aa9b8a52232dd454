import { formatPercent, type Assessment } from '../core/index.js';
import { plainLine, plainLineWithin, xmlText } from './escape.js';
import { failureGroupLines } from './failure-facts.js';
import {
  allocationText,
  decidedByText,
  interval,
  tolerance,
  suiteNotAppliedNote,
} from './facts.js';
import { checksOf, type Check } from './checks.js';
import { settingLines } from './readable-settings.js';
import type { ReportMeta } from './meta.js';
import { junitProperty, junitSeconds } from './report-kit.js';

const seconds = junitSeconds;

/**
 * Classnames no file of the user's repository can match: test reporters that
 * point an annotation at a file (mikepenz/action-junit-report) look a classname
 * up as a path, and `meter` found tests/core/meter/meter.test.ts. The space and
 * colon keep ours apart, and every case names its file besides.
 */
const CLASSNAMES: Readonly<Record<Check['group'], string>> = {
  evidence: 'agentverity: evidence',
  meter: 'agentverity: meter',
  routes: 'agentverity: routes',
  blindness: 'agentverity: blindness',
  contract: 'agentverity: contract',
  relations: 'agentverity: relations',
  baseline: 'agentverity: baseline',
};

/** The file a report's cases stand for when the caller names none. */
export const DEFAULT_JUNIT_FILE = 'agentverity-evidence.json';

/**
 * The element each outcome writes, if any. A caution needs care but does not
 * fail the run: a skipped case is the one state every reader shows without
 * turning the run red, marked by its type and a `CAUTION:` text.
 */
const OUTCOME_ELEMENT: Readonly<
  Record<Check['outcome'], { tag: string; type?: string; prefix: string } | null>
> = {
  passed: null,
  failed: { tag: 'failure', prefix: '' },
  error: { tag: 'error', prefix: '' },
  skipped: { tag: 'skipped', type: '', prefix: '' },
  caution: { tag: 'skipped', type: 'agentverity.caution', prefix: 'CAUTION: ' },
};

/**
 * The case's name. A caution's name carries the word and its figure
 * (`CAUTION: route card_security (stochastic, 8 of 13 pairs flipped)`): the
 * consumers that show a skipped case by its name alone (dorny/test-reporter,
 * mikepenz/action-junit-report, EnricoMi/publish-unit-test-result-action)
 * would otherwise show a caution as a plain skip.
 */
export function junitCaseName(check: Check): string {
  if (check.outcome !== 'caution') return check.name;
  // A caution worded without a figure of its own shows its message: it has the numbers.
  return `CAUTION: ${check.name} (${check.figure ?? check.message})`;
}

function testcase(check: Check, file: string): string[] {
  // The name fits 240 code points as a reporter shows it, visible escapes included.
  const open = `    <testcase name="${xmlText(plainLineWithin(junitCaseName(check), 240), 240)}" classname="${CLASSNAMES[check.group]}" file="${xmlText(file, 1000)}" time="0.000"`;
  // One line per fact: a line break inside a label stays visible (\u000a) and can
  // never start a line of its own.
  const body = [check.message, ...check.figures].map((line) => xmlText(line, 20_000)).join('\n');
  const lines = [`${open}>`];
  const element = OUTCOME_ELEMENT[check.outcome];
  if (element !== null) {
    // The message is the element's text too: some readers (dorny/test-reporter's
    // jest-junit parser) read only the text and fail on an empty element.
    const said = `${element.prefix}${check.message}`;
    const type = element.type ?? `agentverity.${check.group}`;
    lines.push(
      `      <${element.tag}${type === '' ? '' : ` type="${type}"`} message="${xmlText(said, 1000)}">${xmlText(said, 4000)}</${element.tag}>`,
    );
  }
  lines.push(`      <system-out>${body}</system-out>`);
  lines.push('    </testcase>');
  return lines;
}

/**
 * The JUnit XML report: a `<testsuites>` root holding one `<testsuite>`, one
 * `<testcase>` per finding (evidence completeness, pooled meter, each route,
 * blindness, contract and each of its problems, relation coverage, each
 * relation), never one per trial. `<failure>` for a gating finding where the
 * evidence says no (exit 1), `<error>` for one where it is incomplete or
 * undecided (exit 2), so a failure or error appears exactly when the exit code
 * is not 0. `<skipped>` for what tested nothing or was not measured, and for a
 * caution (a stochastic route, a violation judged against the flip rate), whose
 * text starts `CAUTION:`. Each element carries its message as text as well.
 * Figures are in each case's `system-out` and in the suite's `properties`.
 * Every suite and case has a name, a file and a time.
 */
export function renderJunit(a: Assessment, meta: ReportMeta): string {
  const notApplied = suiteNotAppliedNote(meta);
  // A contract left out on request is the first case, a caution that names itself.
  const checks: Check[] = [
    ...(notApplied === null || meta.suiteNotApplied === undefined
      ? []
      : [
          {
            id: 'contract-not-applied',
            group: 'contract',
            name: 'contract not applied',
            outcome: 'caution',
            gates: false,
            exitCode: 0,
            status: null,
            message: notApplied,
            figures: [`suiteDigest=${meta.suiteNotApplied}`],
            figure: `suite ${meta.suiteNotApplied.slice(0, 12)} given without --suite`,
          } satisfies Check,
        ]),
    // The evidence case lists the failures by reason, each with its first.
    ...checksOf(a).map((c) =>
      c.group === 'evidence' && a.failureGroups.length > 0
        ? { ...c, figures: [...c.figures, ...failureGroupLines(a, plainLine)] }
        : c,
    ),
  ];
  const count = (o: Check['outcome']) => checks.filter((c) => c.outcome === o).length;
  const failures = count('failed');
  const errors = count('error');
  const skipped = count('skipped') + count('caution');
  const file = meta.casesFile ?? DEFAULT_JUNIT_FILE;
  const time = seconds(meta.run?.durationMs);
  const properties: [string, string][] = [
    ...(notApplied === null ? [] : ([['contractNotApplied', notApplied]] as [string, string][])),
    ['schema', 'agentverity-action/report@1'],
    ['tool', `${meta.tool.name} ${meta.tool.version}`],
    ['status', a.status],
    ['exitCode', String(a.exitCode)],
    ['headline', `${a.headline.category}: ${a.headline.text}`],
    [
      'gating',
      checks
        .filter((c) => c.gates)
        .map((c) => c.id)
        .join(', ') || 'none',
    ],
    [
      'caution',
      checks
        .filter((c) => c.outcome === 'caution')
        .map((c) => c.id)
        .join(', ') || 'none',
    ],
    ['complete', String(a.complete)],
    ['layer', a.layer],
    ['isolation', a.isolation],
    ['epsilon', String(a.epsilon)],
    ['calls', String(a.calls.total)],
    ...(meta.run?.retries !== undefined
      ? ([['retries', String(meta.run.retries)]] as [string, string][])
      : []),
  ];
  if (a.meter !== null) {
    properties.push([
      'meter',
      `${a.meter.call}: ${a.meter.flips}/${a.meter.pairs} pairs flipped (${formatPercent(a.meter.flipRate, 1)}), 95% CI ${interval(a.meter.ciLow, a.meter.ciHigh)} against ${tolerance(a.meter.epsilon)}`,
    ]);
    properties.push(['method', a.meter.method]);
    if (a.meter.decidedBy !== undefined) properties.push(['decidedBy', decidedByText(a.meter)]);
  }
  if (a.allocation !== null) properties.push(['allocation', allocationText(a, (t) => t)]);
  if (a.blindness !== null) {
    properties.push(['blind', String(a.blindness.blind)]);
  }
  if (a.contract !== null) properties.push(['contractSatisfied', String(a.contract.satisfied)]);
  if (a.cachedReplays !== undefined)
    properties.push(['cachedReplaysLeftOut', String(a.cachedReplays)]);
  properties.push(['evidenceDigest', meta.evidenceDigest ?? 'none']);
  if (meta.run?.commit !== undefined) properties.push(['commit', meta.run.commit]);
  if (meta.run?.url !== undefined) properties.push(['runUrl', meta.run.url]);
  if (meta.artifactUrl !== undefined) properties.push(['artifactUrl', meta.artifactUrl]);
  for (const line of settingLines(meta.settings)) {
    const eq = line.indexOf('=');
    properties.push([`setting.${line.slice(0, eq)}`, line.slice(eq + 1)]);
  }

  const suiteAttributes = [
    `name="agentverity"`,
    `file="${xmlText(file, 1000)}"`,
    `tests="${checks.length}"`,
    `failures="${failures}"`,
    `errors="${errors}"`,
    `skipped="${skipped}"`,
    `time="${time}"`,
    ...(meta.run?.startedAt !== undefined
      ? [`timestamp="${xmlText(meta.run.startedAt, 64)}"`]
      : []),
  ].join(' ');
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="agentverity" tests="${checks.length}" failures="${failures}" errors="${errors}" time="${time}">`,
    `  <testsuite ${suiteAttributes}>`,
    '    <properties>',
    ...properties.map(([name, value]) => junitProperty(name, value)),
    '    </properties>',
    ...checks.flatMap((c) => testcase(c, file)),
    '  </testsuite>',
    '</testsuites>',
  ];
  return `${out.join('\n')}\n`;
}
