import { formatPercent, type Assessment } from '../core/index.js';
import { xmlText } from './escape.js';
import { checksOf, interval, settingLines, tolerance, type Check } from './facts.js';
import type { ReportMeta } from './meta.js';

/** Seconds with three decimals, as JUnit readers expect (`time="0.000"`). */
function seconds(ms: number | undefined): string {
  return ms === undefined || !Number.isFinite(ms) || ms < 0 ? '0.000' : (ms / 1000).toFixed(3);
}

const CLASSNAMES: Readonly<Record<Check['group'], string>> = {
  evidence: 'agentverity.evidence',
  meter: 'agentverity.meter',
  routes: 'agentverity.routes',
  blindness: 'agentverity.blindness',
  contract: 'agentverity.contract',
  relations: 'agentverity.relations',
};

function testcase(check: Check): string[] {
  const open = `    <testcase name="${xmlText(check.name, 240)}" classname="${CLASSNAMES[check.group]}" time="0.000"`;
  // One line per fact: a line break inside a label stays visible (\u000a) and can
  // never start a line of its own.
  const body = [check.message, ...check.figures].map((line) => xmlText(line, 20_000)).join('\n');
  const lines = [`${open}>`];
  const message = xmlText(check.message, 1000);
  switch (check.outcome) {
    case 'failed':
      lines.push(`      <failure type="agentverity.${check.group}" message="${message}"/>`);
      break;
    case 'error':
      lines.push(`      <error type="agentverity.${check.group}" message="${message}"/>`);
      break;
    case 'skipped':
      lines.push(`      <skipped message="${message}"/>`);
      break;
    case 'passed':
      break;
  }
  lines.push(`      <system-out>${body}</system-out>`);
  lines.push('    </testcase>');
  return lines;
}

/**
 * The JUnit XML report: a `<testsuites>` root holding one `<testsuite>`, one
 * `<testcase>` per check (evidence completeness, pooled meter, each route,
 * blindness, contract, relation coverage, each relation), never one per trial.
 * `<failure>` where the evidence says no (exit 1), `<error>` for incomplete or
 * undecided evidence (exit 2), `<skipped>` only for a relation that tested
 * nothing. Figures are in each case's `system-out` and in the suite's
 * `properties`. Every suite and case has a name and a time.
 */
export function renderJunit(a: Assessment, meta: ReportMeta): string {
  const checks = checksOf(a);
  const count = (o: Check['outcome']) => checks.filter((c) => c.outcome === o).length;
  const failures = count('failed');
  const errors = count('error');
  const skipped = count('skipped');
  const time = seconds(meta.run?.durationMs);
  const properties: [string, string][] = [
    ['schema', 'agentverity-action/report@1'],
    ['tool', `${meta.tool.name} ${meta.tool.version}`],
    ['status', a.status],
    ['exitCode', String(a.exitCode)],
    ['headline', `${a.headline.category}: ${a.headline.text}`],
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
  }
  if (a.blindness !== null) {
    properties.push(['blind', String(a.blindness.blind)]);
  }
  if (a.contract !== null) properties.push(['contractSatisfied', String(a.contract.satisfied)]);
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
    ...properties.map(
      ([name, value]) =>
        `      <property name="${xmlText(name, 200)}" value="${xmlText(value, 2000)}"/>`,
    ),
    '    </properties>',
    ...checks.flatMap(testcase),
    '  </testsuite>',
    '</testsuites>',
  ];
  return `${out.join('\n')}\n`;
}
