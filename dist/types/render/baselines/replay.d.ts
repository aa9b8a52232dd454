import type { CurtailmentReplayResult } from '../../core/index.js';
export declare const REPLAY_TITLE = "Curtailment replay (counterfactual)";
/** The replay as text: clearly a what-if, never a change to the assessment. */
export declare function renderReplayText(r: CurtailmentReplayResult | null): string;
export declare function buildReplayJson(r: CurtailmentReplayResult | null): {
    counterfactual: boolean;
    order: "input order, then repeat order within each input" | null;
    scopes: readonly import("../../core/index.js").CurtailScope[];
    totalPairs: number;
    stop: import("../../core/index.js").CurtailStop | null;
    pairsAvoided: number;
    callsAvoided: number;
};
