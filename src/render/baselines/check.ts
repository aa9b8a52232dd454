import type { Baseline, CheckResult, DecisionChange } from '../../core/index.js';
import { plural } from '../../core/index.js';
import { CLI_COMMAND } from '../../version.js';
import { markdownCode, markdownText, terminalSafe } from '../escape.js';
import { jsonText, shownDecision, tolerance } from './common.js';

export const CHECK_REPORT_SCHEMA = 'agentverity-action/check@1';

export interface CheckMeta {
  readonly baselinePath: string;
  readonly evidenceDigest: string;
}

function isolationLine(r: CheckResult): string | null {
  if (!r.isolation.weakened) return null;
  return `isolation: the baseline was admitted on ${r.isolation.baseline} repeats, but this evidence establishes only ${r.isolation.current}, so the independence of its repeats is assumed rather than shown (reported, not a failure)`;
}

/** An input whose decision changed: its text and fingerprint, or the fingerprint alone (redacted). */
function changedInput(c: DecisionChange): string {
  const print = c.fingerprint.slice(0, 12);
  return c.excerpt === undefined ? print : `"${terminalSafe(c.excerpt, 200)}" (${print})`;
}

export function renderCheckText(r: CheckResult, baseline: Baseline): string {
  const out: string[] = [];
  if (r.status === 'refused') {
    out.push(
      `check refused: the evidence cannot be compared with the baseline (${plural(r.refusals.length, 'reason')})`,
    );
    for (const x of r.refusals) {
      out.push(`  - ${terminalSafe(x.reason, 2000)} [${x.code}]`);
      for (const a of x.admission ?? []) {
        out.push(`      - ${terminalSafe(a.reason, 2000)} [${a.code}]`);
      }
    }
    return `${out.join('\n')}\n`;
  }
  const iso = isolationLine(r);
  const scope = `${baseline.layer} layer, tolerance ${tolerance(baseline.epsilon)}`;
  if (r.status === 'clean') {
    if (iso !== null) out.push(iso);
    out.push(`baseline clean: ${r.checked}/${r.checked} decisions matched (${scope})`);
    return `${out.join('\n')}\n`;
  }
  if (r.instability !== null) {
    out.push(`baseline drift: the agent no longer repeats its decisions (${scope})`);
    out.push(`  ${terminalSafe(r.instability.reason, 2000)}`);
    if (r.changes.length > 0) {
      out.push(`  and ${r.changes.length} of ${plural(r.checked, 'decision')} changed:`);
    }
  } else {
    out.push(
      `baseline drift: ${r.changes.length} of ${plural(r.checked, 'decision')} changed (${scope})`,
    );
  }
  for (const c of r.changes) {
    const route = c.intended === undefined ? '' : ` [route ${terminalSafe(c.intended, 40)}]`;
    out.push(
      `  ${changedInput(c)}${route}: was ${shownDecision(c.baseline)}, now ${shownDecision(c.current)} (${c.currentCount} of ${plural(c.currentObservations, 'call')})`,
    );
  }
  if (iso !== null) out.push(iso);
  return `${out.join('\n')}\n`;
}

export function buildCheckJson(r: CheckResult, baseline: Baseline, meta: CheckMeta) {
  return {
    schema: CHECK_REPORT_SCHEMA,
    status: r.status,
    exitCode: r.exitCode,
    checked: r.checked,
    changed: r.changes.length,
    changes: r.changes.map((c) => ({
      fingerprint: c.fingerprint,
      intended: c.intended ?? null,
      baseline: c.baseline,
      current: c.current,
      currentCount: c.currentCount,
      currentObservations: c.currentObservations,
    })),
    instability:
      r.instability === null
        ? null
        : {
            admitted: r.instability.admitted,
            routes: r.instability.routes.map((x) => ({ ...x })),
            pooled: r.instability.pooled === null ? null : { ...r.instability.pooled },
            reason: r.instability.reason,
          },
    refusals: r.refusals.map((x) => ({
      code: x.code,
      reason: x.reason,
      ...(x.admission
        ? { admission: x.admission.map((a) => ({ code: a.code, reason: a.reason })) }
        : {}),
      ...(x.pairsMissing !== undefined ? { pairsMissing: x.pairsMissing } : {}),
      ...(x.missing ? { missing: x.missing } : {}),
      ...(x.added ? { added: x.added } : {}),
    })),
    isolation: r.isolation,
    baseline: {
      path: meta.baselinePath,
      createdAt: baseline.createdAt,
      layer: baseline.layer,
      epsilon: baseline.epsilon,
      evidenceDigest: baseline.evidenceDigest,
      approval: baseline.approval,
    },
    evidenceDigest: meta.evidenceDigest,
  };
}

export function renderCheckJson(r: CheckResult, baseline: Baseline, meta: CheckMeta): string {
  return jsonText(buildCheckJson(r, baseline, meta));
}

/**
 * The baseline check as a Markdown section for the job summary and the PR
 * comment: the verdict in one line, then what changed (at most `maxChanges` rows).
 */
export function renderCheckMarkdown(
  r: CheckResult,
  baseline: Baseline,
  baselinePath: string,
  maxChanges = 20,
): string {
  // A code span shows its text literally: Markdown escapes there would show too.
  const where = markdownCode(baselinePath, 200);
  const scope = `${baseline.layer} layer, tolerance ${tolerance(baseline.epsilon)}`;
  const out: string[] = ['### Baseline', ''];
  if (r.status === 'refused') {
    out.push(
      `**Not compared** with ${where}: ${plural(r.refusals.length, 'reason')}. Exit code 2.`,
      '',
    );
    for (const x of r.refusals) {
      out.push(`- ${markdownText(x.reason, 600)} (\`${x.code}\`)`);
      for (const a of x.admission ?? []) out.push(`  - ${markdownText(a.reason, 600)}`);
    }
  } else if (r.status === 'clean') {
    out.push(`**Clean**: ${r.checked} of ${r.checked} decisions match ${where} (${scope}).`);
  } else {
    if (r.instability !== null) {
      out.push(
        `**Drift**: the agent no longer repeats the decisions of ${where} (${scope}). Exit code 1.`,
        '',
        markdownText(r.instability.reason, 2000),
      );
      if (r.changes.length > 0) {
        out.push('', `${r.changes.length} of ${plural(r.checked, 'decision')} changed as well:`);
      }
    } else {
      out.push(
        `**Drift**: ${r.changes.length} of ${plural(r.checked, 'decision')} changed since ${where} (${scope}). Exit code 1.`,
      );
    }
    if (r.changes.length > 0) {
      out.push('', '| Input | Route | Baseline | Now | Calls |', '|---|---|---|---|---|');
    }
    for (const c of r.changes.slice(0, maxChanges)) {
      const print = `\`${c.fingerprint.slice(0, 12)}\``;
      const input =
        c.excerpt === undefined ? print : `${markdownText(`"${c.excerpt}"`, 200)} ${print}`;
      out.push(
        `| ${input} | ${c.intended === undefined ? '' : markdownText(c.intended, 60)} | ${markdownText(shownDecision(c.baseline), 80)} | ${markdownText(shownDecision(c.current), 80)} | ${c.currentCount} of ${c.currentObservations} |`,
      );
    }
    if (r.changes.length > maxChanges) {
      out.push('', `…and ${r.changes.length - maxChanges} more in \`baseline-check.json\`.`);
    }
    out.push(
      '',
      `If the change is intended, make a new baseline from this evidence (\`${CLI_COMMAND} snapshot\`) and have it approved.`,
    );
  }
  const iso = isolationLine(r);
  if (iso !== null) out.push('', markdownText(iso, 600));
  return `${out.join('\n')}\n`;
}
