import type { EvidenceComparison } from '../../core/index.js';
import { terminalSafe } from '../escape.js';
import { jsonText, table, tolerance } from './common.js';

export const COMPARE_REPORT_SCHEMA = 'agentverity-action/compare@1';

/** The caution every comparison carries: two windows, each with its own interval. */
export const INDEPENDENCE_NOTE =
  'Each side is called on its own 95% interval, assuming its repeats were independent; a changed call is a reason to look, not a test that the two agents differ.';

function pairText(p: readonly [string, string]): string {
  return `${terminalSafe(p[0], 60)} <-> ${terminalSafe(p[1], 60)}`;
}

function value(v: unknown): string {
  return terminalSafe(JSON.stringify(v) ?? 'null', 120);
}

export function renderCompareText(c: EvidenceComparison): string {
  const out: string[] = [];
  out.push(
    `${c.drifted ? 'DRIFTED' : 'NO CHANGE'}: ${c.layer} layer, tolerance ${tolerance(c.epsilon)}`,
  );
  if (c.routes.length > 0) {
    out.push('');
    const rows: string[][] = [['route', 'before', 'after', 'call', 'rate']];
    for (const r of c.routes) {
      rows.push([
        terminalSafe(r.decision, 40),
        `${r.before.flips}/${r.before.pairs}`,
        `${r.after.flips}/${r.after.pairs}`,
        r.callChanged ? `${r.before.call} -> ${r.after.call}` : r.after.call,
        r.direction,
      ]);
    }
    out.push(...table(rows, new Set([1, 2])).map((l) => `  ${l}`));
    out.push('  (before and after are flips / disjoint pairs)');
  }
  const list = (label: string, items: readonly string[]) => {
    if (items.length > 0) out.push(`${label}: ${items.map((d) => terminalSafe(d, 60)).join(', ')}`);
  };
  out.push('');
  list('decisions gained (routes only after)', c.gainedDecisions);
  list('decisions lost (routes only before)', c.lostDecisions);
  for (const r of c.routes) {
    if (r.decisionsGained.length === 0 && r.decisionsLost.length === 0) continue;
    const words = [
      ...(r.decisionsGained.length > 0
        ? [`gained ${r.decisionsGained.map((d) => terminalSafe(d, 60)).join(', ')}`]
        : []),
      ...(r.decisionsLost.length > 0
        ? [`lost ${r.decisionsLost.map((d) => terminalSafe(d, 60)).join(', ')}`]
        : []),
    ];
    out.push(`decisions moved on route ${terminalSafe(r.decision, 60)}: ${words.join('; ')}`);
  }
  if (c.gainedFlipPairs.length > 0)
    out.push(`flip pairs gained: ${c.gainedFlipPairs.map(pairText).join(', ')}`);
  if (c.lostFlipPairs.length > 0)
    out.push(`flip pairs lost: ${c.lostFlipPairs.map(pairText).join(', ')}`);
  out.push(
    `isolation: ${c.isolation.before}${c.isolation.changed ? ` -> ${c.isolation.after} (changed)` : ' (unchanged)'}`,
  );
  for (const p of c.provenanceChanges) {
    out.push(`provenance ${terminalSafe(p.key, 60)}: ${value(p.before)} -> ${value(p.after)}`);
  }
  for (const p of c.informationalChanges) {
    out.push(
      `provenance ${terminalSafe(p.key, 60)}: ${value(p.before)} -> ${value(p.after)} (informational)`,
    );
  }
  out.push('');
  out.push(`verdict: ${c.drifted ? 'DRIFTED' : 'NO CHANGE'}`);
  out.push(INDEPENDENCE_NOTE);
  return `${out.join('\n')}\n`;
}

export function buildCompareJson(c: EvidenceComparison) {
  return {
    schema: COMPARE_REPORT_SCHEMA,
    drifted: c.drifted,
    exitCode: c.drifted ? 1 : 0,
    layer: c.layer,
    epsilon: c.epsilon,
    changedRoutes: c.changedRoutes,
    routes: c.routes,
    gainedDecisions: c.gainedDecisions,
    lostDecisions: c.lostDecisions,
    flipPairs: c.flipPairs,
    gainedFlipPairs: c.gainedFlipPairs,
    lostFlipPairs: c.lostFlipPairs,
    provenanceChanges: c.provenanceChanges,
    informationalChanges: c.informationalChanges,
    isolation: c.isolation,
    independenceNote: INDEPENDENCE_NOTE,
  };
}

export function renderCompareJson(c: EvidenceComparison): string {
  return jsonText(buildCompareJson(c));
}
