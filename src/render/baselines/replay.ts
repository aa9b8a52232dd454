import type { CurtailmentReplayResult } from '../../core/index.js';
import { plural } from '../../core/index.js';
import { terminalSafe } from '../escape.js';
import { tolerance } from './common.js';

export const REPLAY_TITLE = 'Curtailment replay (counterfactual)';

function scopeName(route: string | null): string {
  return route === null ? 'pooled' : `route ${terminalSafe(route, 60)}`;
}

/** The replay as text: clearly a what-if, never a change to the assessment. */
export function renderReplayText(r: CurtailmentReplayResult | null): string {
  const out = [
    '',
    `${REPLAY_TITLE}: where the curtailment rule would have stopped on this evidence.`,
  ];
  out.push(
    '  This is a what-if on recorded pairs; the assessment, its status and exit code are unchanged.',
  );
  if (r === null) {
    out.push('  Nothing to replay: no pair was measured.');
    return `${out.join('\n')}\n`;
  }
  out.push(
    `  Order: the evidence does not record when each call was made, so pairs are taken in ${r.order}.`,
  );
  out.push(
    `  Watched: ${r.scopes.map((s) => `${scopeName(s.route)} (endpoint ${plural(s.endpointPairs, 'pair')} at ${tolerance(s.epsilon)})`).join(', ')}.`,
  );
  const s = r.stop;
  if (s === null) {
    out.push(
      `  It would not have stopped: certification stayed possible through all ${plural(r.totalPairs, 'pair')}.`,
    );
  } else if (s.atPair === 0) {
    out.push(
      `  It would have stopped before the first call: ${scopeName(s.route)} cannot certify ${tolerance(s.epsilon)} even with no flip in ${plural(s.endpointPairs, 'pair')} (best-case bound ${s.bestCaseHigh.toFixed(4)}); all ${plural(r.totalPairs, 'pair')} (${r.callsAvoided} calls) would have been saved.`,
    );
  } else {
    out.push(
      `  It would have stopped after pair ${s.atPair} of ${r.totalPairs}: ${scopeName(s.route)} had ${plural(s.flips, 'flip')} in ${plural(s.pairs, 'pair')}, and even if every later pair agreed its bound at ${plural(s.endpointPairs, 'pair')} would be ${s.bestCaseHigh.toFixed(4)}, not below ${tolerance(s.epsilon)}.`,
    );
    out.push(
      `  Saved: ${plural(r.pairsAvoided, 'pair')} (${r.callsAvoided} calls). The rule only stops runs that can no longer be admitted; it never certifies early.`,
    );
  }
  return `${out.join('\n')}\n`;
}

export function buildReplayJson(r: CurtailmentReplayResult | null) {
  return {
    counterfactual: true,
    order: r?.order ?? null,
    scopes: r?.scopes ?? [],
    totalPairs: r?.totalPairs ?? 0,
    stop: r?.stop ?? null,
    pairsAvoided: r?.pairsAvoided ?? 0,
    callsAvoided: r?.callsAvoided ?? 0,
  };
}
