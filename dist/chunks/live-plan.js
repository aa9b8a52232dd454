import { a as terminalSafe } from './module-spec.js';
import { v as formatPercent, w as formatRate } from './facts.js';

function formatMoney(x) {
    return x >= 100 ? x.toFixed(0) : x >= 1 ? x.toFixed(2) : String(Number(x.toPrecision(3)));
}
/** The plan as a person reads it before the first call (and after `dryRun`). */
function describePlan(plan, agentLabel) {
    const lines = [];
    const c = plan.calls;
    const about = c.atMost ? 'at most ' : '';
    const eps = formatPercent(plan.epsilon, plan.epsilon * 100 >= 1 ? 0 : 1);
    if (plan.shard !== null) {
        lines.push(`shard ${plan.shard.index} of ${plan.shard.count}: ${plan.inputs} of the run's ${plan.shard.inputs} inputs fall in it (by fingerprint); the repeats are the whole run's plan`);
    }
    lines.push(`plan: ${plan.inputs} input${plan.inputs === 1 ? '' : 's'}` +
        (plan.mode === 'sequential'
            ? `, sequential (pairs read at declared checkpoints)`
            : !plan.settings.meter
                ? ', meter off (no repeats)'
                : plan.allocation !== null
                    ? `, random allocation (seed ${plan.allocation.seed}): ${plan.allocation.pairs} pairs drawn over ${plan.allocation.exercised} of the inputs`
                    : plan.routePlans !== null
                        ? ', repeats per route'
                        : `, k = ${plan.k} repeats each`) +
        `, layer ${plan.layer}, epsilon ${eps}, isolation ${plan.isolation}` +
        (agentLabel === null ? '' : `, agent ${terminalSafe(agentLabel, 120)}`));
    lines.push(`  calls: meter ${c.meter}` +
        (c.sources > 0 ? ` + first draws ${c.sources}` : '') +
        (c.relationSources > 0 ? ` + relation sources ${c.relationSources}` : '') +
        ` + relations ${c.relations} = ${about}${c.total} total` +
        (plan.settings.budget === null ? '' : `, within the budget of ${plan.settings.budget}`) +
        (plan.relationsSkipped > 0
            ? ` (${plan.relationsSkipped} relation checks skipped: unchanged input)`
            : ''));
    if (plan.routePlans !== null) {
        for (const r of plan.routePlans) {
            lines.push(`  route ${terminalSafe(r.decision, 60)}: ${r.cases} case(s) × ${r.repeatsEach} repeats = ${r.calls} calls (target ${formatRate(r.target)})`);
        }
    }
    if (plan.sequential !== null) {
        lines.push(`  checkpoints: ${plan.sequential.checkpoints.join(', ')} pairs (whole rounds of ${plan.inputs}); ` +
            `certify at the last with at most ${plan.sequential.certifyAtMost} flips`);
    }
    else if (plan.settings.meter) {
        lines.push(`  pairs: ${plan.pairs}` +
            (plan.pairsNeeded === null ? '' : `; ${plan.pairsNeeded} agreeing pairs certify ${eps}`));
    }
    if (plan.settings.meter) {
        lines.push(`  method: ${plan.method === 'exact' ? 'exact binomial tails' : 'Wilson bound (the reference)'}` +
            (plan.earlyRejection === null
                ? ''
                : `; early rejection: stops once the evidence that decisions change reaches ${Math.round(2 / plan.earlyRejection.alpha)} to 1 (looked at ${plan.earlyRejection.looks === 'rounds' ? 'after whole rounds' : 'after every pair'})`));
    }
    if (plan.curtail !== null) {
        lines.push('  curtail: stops early only when even all-agreeing further pairs could not certify');
    }
    if (plan.cost !== null) {
        lines.push(`  cost: ${about}${formatMoney(plan.cost)} (${c.total} calls × ${plan.settings.costPerCall})`);
    }
    // Notes may quote route names from the suite: shown safely.
    for (const w of plan.warnings)
        lines.push(`  note: ${terminalSafe(w, 2000)}`);
    return `${lines.join('\n')}\n`;
}
function describeDiagnostics(d) {
    const lines = [];
    if ((d.restarts ?? 0) > 0)
        lines.push(`agentverity: ${d.restarts} worker restart(s)`);
    if ((d.retries ?? 0) > 0)
        lines.push(`agentverity: ${d.retries} HTTP retr${d.retries === 1 ? 'y' : 'ies'}`);
    if (d.stderr !== undefined && d.stderr.length > 0) {
        lines.push(`agentverity: the agent's stderr (last ${d.stderr.length} lines):`);
        for (const l of d.stderr)
            lines.push(`  ${terminalSafe(l, 300)}`);
    }
    return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}

export { describeDiagnostics as a, describePlan as d };
