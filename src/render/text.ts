import { formatPercent, formatRate, plural, type Assessment } from '../core/index.js';
import { keyLabel } from '../core/index.js';
import { terminalSafe } from './escape.js';

function pct(x: number): string {
  return formatPercent(x, 1);
}

function table(rows: readonly (readonly string[])[], rightAligned: ReadonlySet<number>): string[] {
  const widths: number[] = [];
  for (const row of rows)
    row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, [...cell].length)));
  return rows.map((row) =>
    row
      .map((cell, i) => {
        const pad = ' '.repeat((widths[i] ?? 0) - [...cell].length);
        return rightAligned.has(i) ? pad + cell : cell + pad;
      })
      .join('  ')
      .trimEnd(),
  );
}

/**
 * The terminal report. The first line is the answer: the headline category and
 * why. Every label from the agent or the evidence is made terminal-safe.
 */
export function renderText(a: Assessment): string {
  const out: string[] = [];
  out.push(`${a.headline.category}: ${terminalSafe(a.headline.text, 2000)}`);
  out.push('');
  out.push(
    `status ${a.status} (exit ${a.exitCode}) · layer ${a.layer} · isolation ${a.isolation} · tolerance ${formatPercent(a.epsilon, a.epsilon * 100 >= 1 ? 0 : 1)}`,
  );

  if (a.meter !== null) {
    const m = a.meter;
    out.push('');
    out.push('Repeatability (pooled)');
    out.push(`  call          ${m.call}`);
    out.push(
      `  flips         ${m.flips} of ${plural(m.pairs, 'disjoint pair')} (${pct(m.flipRate)})`,
    );
    out.push(`  95% interval  [${formatRate(m.ciLow)}, ${formatRate(m.ciHigh)}] (Wilson)`);
    out.push(
      `  inputs        ${m.inputs}, ${m.repeats === m.maxRepeats ? `${m.repeats} repeats each` : `${m.repeats}–${m.maxRepeats} repeats`}, ${m.inputsWithFlip} with a changed decision`,
    );
  }

  if (a.blindness !== null) {
    const b = a.blindness;
    out.push('');
    out.push('Probe spread (blindness)');
    out.push(
      `  ${b.blind ? 'BLIND' : 'ok'}: ${b.distinct} distinct ${b.distinct === 1 ? 'decision' : 'decisions'}; the most common, "${terminalSafe(keyLabel(b.majority), 80)}", is ${pct(b.skew)} of ${plural(b.inputs, 'input')} (blind at ${formatPercent(b.threshold)})`,
    );
  }

  if (a.routes !== null) {
    out.push('');
    out.push('Stability by route (each interval is its own 95% statement)');
    const rows: string[][] = [['route', 'cases', 'pairs', 'flips', '95% CI', 'target', 'call']];
    for (const r of a.routes.routes) {
      rows.push([
        terminalSafe(r.decision, 40),
        String(r.cases),
        String(r.pairs),
        String(r.flips),
        `[${formatRate(r.ciLow)}, ${formatRate(r.ciHigh)}]`,
        r.targeted ? formatRate(r.epsilon) : '',
        r.call,
      ]);
    }
    out.push(...table(rows, new Set([1, 2, 3])).map((l) => `  ${l}`));
    if (a.routes.flipPairs.length > 0) {
      out.push('  flip pairs:');
      for (const p of a.routes.flipPairs.slice(0, 20)) {
        out.push(
          `    ${terminalSafe(p.decisions[0], 60)} <-> ${terminalSafe(p.decisions[1], 60)}  x${p.count}`,
        );
      }
      if (a.routes.flipPairs.length > 20)
        out.push(`    … and ${a.routes.flipPairs.length - 20} more`);
    }
  }

  if (a.contract !== null) {
    const c = a.contract;
    out.push('');
    out.push(`Decision contract: ${c.satisfied ? 'satisfied' : 'NOT satisfied'}`);
    out.push(
      `  intended coverage ${pct(c.intendedCoverage)} · observed coverage ${pct(c.observedCoverage)}`,
    );
    const line = (label: string, items: readonly string[]) => {
      if (items.length > 0)
        out.push(`  ${label}: ${items.map((x) => terminalSafe(x, 60)).join(', ')}`);
    };
    line('no case written for', c.missingIntended);
    line('never returned', c.missingObserved);
    line('returned but not allowed', c.unknownObserved);
    line('critical and missing', c.missingCritical);
    for (const [label, have, want] of c.underCased)
      out.push(`  ${terminalSafe(label, 60)}: ${have} of ${want} cases`);
  }

  if (a.relations.length > 0) {
    out.push('');
    out.push('Relations');
    const rows: string[][] = [
      ['relation', 'held', 'violated', 'skipped', 'errors', 'violation rate'],
    ];
    for (const r of a.relations) {
      rows.push([
        terminalSafe(r.name, 40),
        String(r.held),
        String(r.violated),
        String(r.skipped),
        String(r.errors),
        r.violationRate === null ? 'n/a' : pct(r.violationRate),
      ]);
    }
    out.push(...table(rows, new Set([1, 2, 3, 4])).map((l) => `  ${l}`));
  }

  if (a.errors.length > 0) {
    out.push('');
    out.push(`Failures (${a.errorCount})`);
    for (const e of a.errors.slice(0, 5)) {
      out.push(
        `  case ${e.caseIndex} (${e.fingerprint.slice(0, 12)}) ${e.phase}${e.relation ? ` ${terminalSafe(e.relation, 40)}` : ''}: ${terminalSafe(e.message, 160)}`,
      );
    }
    if (a.errors.length > 5) out.push(`  … and ${a.errors.length - 5} more`);
  }

  if (a.caveats.length > 0) {
    out.push('');
    out.push('Caveats');
    for (const c of a.caveats) out.push(`  - ${c}`);
  }

  if (a.next.length > 0) {
    out.push('');
    out.push('What to do next');
    for (const n of a.next) out.push(`  - ${terminalSafe(n.text, 2000)}`);
  }
  return `${out.join('\n')}\n`;
}
