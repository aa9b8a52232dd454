import {
  describeDecision,
  keyOfBaselineDecision,
  listFingerprints,
  plural,
  type CheckResult,
  type DecisionChange,
  type Finding,
} from '../core/index.js';
import {
  annotation,
  DRIFT_GROUPS_MAX,
  label,
  type Annotation,
  type Place,
} from './annotation-text.js';

// The baseline check as annotations: a refused comparison is a warning (exit 2),
// drift an error per distinct change (exit 1), weaker isolation a notice.
function decisionText(d: DecisionChange['baseline']): string {
  return typeof d === 'string' && d !== '' ? `"${label(d)}"` : label(describeDecision(d));
}

export function checkAnnotations(check: CheckResult | null, file: Place): Annotation[] {
  if (check === null) return [];
  const out: Annotation[] = [];
  if (check.status === 'refused') {
    for (const r of check.refusals) {
      const sub = (r.admission ?? []).map((x) => x.reason);
      out.push(
        annotation(
          'warning',
          'Baseline not compared',
          `${r.reason}${sub.length > 0 ? ` (${sub.slice(0, 3).join('; ')}${sub.length > 3 ? `; and ${sub.length - 3} more` : ''})` : ''}.`,
          file,
          'baseline',
        ),
      );
    }
  }
  if (check.instability !== null) {
    out.push(
      annotation(
        'error',
        'Baseline drift: decisions no longer repeat',
        `The agent no longer repeats the approved decisions: ${check.instability.reason}`,
        file,
        'baseline',
      ),
    );
  }
  if (check.status === 'drift') {
    const groups = new Map<string, DecisionChange[]>();
    for (const c of check.changes) {
      const id = JSON.stringify([
        c.intended ?? null,
        keyOfBaselineDecision(c.baseline),
        keyOfBaselineDecision(c.current),
      ]);
      const g = groups.get(id);
      if (g) g.push(c);
      else groups.set(id, [c]);
    }
    const advice =
      'If the change is intended, admit a new baseline and approve it; otherwise fix the agent.';
    const describe = (g: readonly DecisionChange[]) => {
      const c = g[0] as DecisionChange;
      return `${c.intended !== undefined ? `route ${label(c.intended)}: ` : ''}${decisionText(c.baseline)} → ${decisionText(c.current)}`;
    };
    if (groups.size <= DRIFT_GROUPS_MAX) {
      for (const g of groups.values()) {
        const c = g[0] as DecisionChange;
        out.push(
          annotation(
            'error',
            `Baseline drift${c.intended !== undefined ? ` on route ${label(c.intended, 60)}` : ''}`,
            `${plural(g.length, 'input')} of ${check.checked} now ${g.length === 1 ? 'answers' : 'answer'} ${decisionText(c.current)} instead of the approved ${decisionText(c.baseline)} (${listFingerprints(
              g.map((x) => x.fingerprint),
              5,
            )}). ${advice}`,
            file,
            'baseline',
          ),
        );
      }
    } else {
      const sorted = [...groups.values()].sort((x, y) => y.length - x.length);
      const shown = sorted.slice(0, 3).map((g) => `${describe(g)} (${g.length})`);
      out.push(
        annotation(
          'error',
          'Baseline drift',
          `${check.changes.length} of ${check.checked} approved decisions changed, in ${sorted.length} different ways: ${shown.join('; ')} and ${sorted.length - shown.length} more (every input is listed in the job summary). ${advice}`,
          file,
          'baseline',
        ),
      );
    }
  }
  if (check.isolation.weakened) {
    out.push(
      annotation(
        'notice',
        'Weaker isolation than the baseline',
        `The baseline was admitted on ${check.isolation.baseline} repeats, but this evidence establishes only ${check.isolation.current}, so the independence of its repeats is assumed rather than shown. Collect with the same isolation to compare like with like.`,
        file,
        'baseline',
      ),
    );
  }
  return out;
}

/**
 * The approval a written candidate waits for, as a notice (it never gates): no
 * approval yet names the label to add; a label a push made stale says so.
 */
export function approvalAnnotations(findings: readonly Finding[]): Annotation[] {
  const f = findings.find((x) => x.id === 'baseline:approval');
  if (f === undefined || f.outcome !== 'caution') return [];
  const name = typeof f.figures['label'] === 'string' ? label(f.figures['label']) : '';
  return [
    f.figures['status'] === 'approval-stale'
      ? annotation(
          'notice',
          'Baseline approval is stale',
          `The label "${name}" was given before the latest push, so it approves an earlier commit. Review the candidate recorded for this commit and add the label again.`,
          {},
          f.id,
        )
      : annotation(
          'notice',
          'Baseline candidate awaits approval',
          `The evidence admits a baseline and a candidate was written. A maintainer adds the label "${name}" to make it the baseline.`,
          {},
          f.id,
        ),
  ];
}
