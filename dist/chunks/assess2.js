import { R as Refusal, F as FAILED_CALL_REASONS } from './types.js';
import { i as inputFingerprint } from './digest.js';
import { d as describeFailureGroups, f as failureGroupsOf, e as exitCodeFor } from './failure-groups.js';
import { _ as validateEpsilon, y as intervalBy, i as callBy, Q as pairsForDeterministicCall, v as formatPercent, p as plural, E as listing, a0 as violationsCount, S as pairsNeeded, e as MAX_PLANNED_PAIRS, z as isMethod, k as certifiesBy, B as judgeAgainstNoise, O as namedInputs, n as decide } from './facts.js';
import { b as isLayer, g as isScorable, a as assertScorable, c as comparisonKey, k as keyLabel } from './observation.js';
import { S as SeriesSharer, K as KeyInterner } from './check2.js';
import { A as AllocationDraws, c as relationFailureReasonOf, r as relationCallReasonOf } from './nearest.js';
import { k as planSequential, e as decideSequentially, j as planEarlyRejection, d as decideEarlyRejection } from './suite.js';
import { c as compareCodePoints } from './order.js';

/** Disjoint pairs and flips of one keyed series (no validation). */
function countSeries(keys) {
    let pairs = 0;
    let flips = 0;
    const first = keys[0];
    let anyDifference = false;
    for (let i = 0; i + 1 < keys.length; i += 2) {
        pairs++;
        if (keys[i] !== keys[i + 1])
            flips++;
    }
    for (let i = 1; i < keys.length && !anyDifference; i++) {
        if (keys[i] !== first)
            anyDifference = true;
    }
    return { pairs, flips, anyDifference };
}
/**
 * Score series of comparison keys (one series per input, in collection order).
 * Every series needs at least two observations; the verdict layer refuses
 * incomplete and open-ended outcomes (the scorability gate).
 */
function scoreKeyedSeries(series, options) {
    const { layer, epsilon } = options;
    if (!isLayer(layer)) {
        throw new Refusal('layer.unknown', `unknown observation layer: ${JSON.stringify(layer)}`);
    }
    validateEpsilon(epsilon);
    if (series.length === 0) {
        throw new Refusal('meter.no-series', 'at least one repeat series is needed to measure repeatability');
    }
    let pairs = 0;
    let flips = 0;
    let inputsWithFlip = 0;
    let repeats = Number.POSITIVE_INFINITY;
    let maxRepeats = 0;
    // A series is named (options.describe) only when it is refused.
    const where = (index) => options.describe?.(index) ?? `series[${index}]`;
    // A frozen series is shared by many inputs (the assessment's steady series):
    // it is checked and counted once.
    const sharedCounts = new Map();
    series.forEach((keys, index) => {
        if (keys.length < 2) {
            throw new Refusal('meter.series-too-short', `every repeat series needs at least two observations to form a pair; this one has ${keys.length}`, where(index));
        }
        let counted = sharedCounts.get(keys);
        if (counted === undefined) {
            if (!isScorable(keys, layer))
                assertScorable(keys, layer, where(index));
            counted = countSeries(keys);
            if (Object.isFrozen(keys))
                sharedCounts.set(keys, counted);
        }
        pairs += counted.pairs;
        flips += counted.flips;
        if (counted.anyDifference)
            inputsWithFlip++;
        if (keys.length < repeats)
            repeats = keys.length;
        if (keys.length > maxRepeats)
            maxRepeats = keys.length;
    });
    const method = options.method ?? 'wilson';
    const { low, high } = intervalBy(method, flips, pairs);
    return {
        layer,
        epsilon,
        inputs: series.length,
        repeats,
        maxRepeats,
        pairs,
        flips,
        inputsWithFlip,
        flipRate: pairs === 0 ? 0 : flips / pairs,
        ciLow: low,
        ciHigh: high,
        call: callBy(method, flips, pairs, epsilon),
        method,
    };
}
/** Score series of Observations on one layer. */
function scoreSeries(series, options) {
    if (!isLayer(options.layer)) {
        throw new Refusal('layer.unknown', `unknown observation layer: ${JSON.stringify(options.layer)}`);
    }
    return scoreKeyedSeries(series.map((s) => s.map((o) => comparisonKey(o, options.layer))), options);
}

/**
 * Count the flips of keyed series by the unordered pair of decisions they went
 * between. Pairs are the meter's disjoint pairs (observations 1–2, 3–4, … of each
 * series; an odd last repeat is never paired). Each pair's two labels are in
 * code-point order; the list is sorted by count, highest first, then by the two
 * labels in code-point order (as the reference sorts its flip pairs).
 */
function flipPairsOf(series) {
    const counts = new Map();
    // Each ordered pair of keys met is named once; its count is found by the keys after that.
    const byKeys = new Map();
    for (const keys of series) {
        for (let i = 0; i + 1 < keys.length; i += 2) {
            const a = keys[i];
            const b = keys[i + 1];
            if (a === b)
                continue;
            let after = byKeys.get(a);
            if (after === undefined) {
                after = new Map();
                byKeys.set(a, after);
            }
            const known = after.get(b);
            if (known !== undefined) {
                known.count++;
                continue;
            }
            const la = keyLabel(a);
            const lb = keyLabel(b);
            const decisions = compareCodePoints(la, lb) <= 0 ? [la, lb] : [lb, la];
            const id = JSON.stringify(decisions);
            let entry = counts.get(id);
            if (entry === undefined) {
                entry = { decisions, count: 0 };
                counts.set(id, entry);
            }
            entry.count++;
            after.set(b, entry);
        }
    }
    return [...counts.values()].sort((x, y) => y.count - x.count ||
        compareCodePoints(x.decisions[0], y.decisions[0]) ||
        compareCodePoints(x.decisions[1], y.decisions[1]));
}

const DEFAULT_BLINDNESS_THRESHOLD = 0.9;
function validateThreshold(threshold) {
    if (typeof threshold !== 'number' || !(threshold > 0 && threshold <= 1)) {
        throw new Refusal('blindness.threshold', `the blindness threshold must be a number in (0, 1]; got ${String(threshold)}`);
    }
}
function scoreBlindnessKeys(keys, layer, threshold = DEFAULT_BLINDNESS_THRESHOLD) {
    if (!isLayer(layer)) {
        throw new Refusal('layer.unknown', `unknown observation layer: ${JSON.stringify(layer)}`);
    }
    validateThreshold(threshold);
    if (keys.length === 0) {
        throw new Refusal('blindness.empty', 'blindness needs at least one observation');
    }
    const counts = new Map();
    for (const key of keys)
        counts.set(key, (counts.get(key) ?? 0) + 1);
    let majority = keys[0];
    let majorityCount = 0;
    // Map iteration follows first insertion, so a strict '>' keeps the first-seen on ties.
    for (const [key, count] of counts) {
        if (count > majorityCount) {
            majority = key;
            majorityCount = count;
        }
    }
    const skew = majorityCount / keys.length;
    return {
        inputs: keys.length,
        layer,
        majority,
        majorityCount,
        skew,
        distinct: counts.size,
        threshold,
        blind: skew >= threshold,
    };
}
function scoreBlindness(observations, layer, threshold = DEFAULT_BLINDNESS_THRESHOLD) {
    if (!isLayer(layer)) {
        throw new Refusal('layer.unknown', `unknown observation layer: ${JSON.stringify(layer)}`);
    }
    return scoreBlindnessKeys(observations.map((o) => comparisonKey(o, layer)), layer, threshold);
}

/**
 * Split the meter by the decision each case was written to exercise (its
 * intended route, not what the agent returned). Pairs are formed exactly as the
 * meter forms them, so per-route pairs sum to the pooled pairs.
 */
function stratify(series, options) {
    const { layer, epsilon } = options;
    const method = options.method ?? 'wilson';
    const targets = options.targets ?? new Map();
    if (!isLayer(layer)) {
        throw new Refusal('layer.unknown', `unknown observation layer: ${JSON.stringify(layer)}`);
    }
    validateEpsilon(epsilon);
    if (series.length === 0) {
        throw new Refusal('routes.empty', 'the route table needs at least one case');
    }
    const acc = new Map();
    const paired = [];
    series.forEach((entry, index) => {
        const where = options.describe?.(index) ?? `cases[${index}]`;
        if (typeof entry.intended !== 'string' || entry.intended.trim().length === 0) {
            throw new Refusal('routes.intended', 'every case needs a non-empty intended decision', where);
        }
        const row = acc.get(entry.intended) ?? { cases: 0, pairs: 0, flips: 0 };
        acc.set(entry.intended, row);
        row.cases++;
        const keys = entry.keys;
        if (keys === null)
            return;
        if (keys.length < 2) {
            throw new Refusal('routes.series-too-short', `every repeat series needs at least two observations; this one has ${keys.length}`, where);
        }
        assertScorable(keys, layer, where);
        const counted = countSeries(keys);
        row.pairs += counted.pairs;
        row.flips += counted.flips;
        paired.push(keys);
    });
    for (const route of targets.keys()) {
        if (!acc.has(route)) {
            throw new Refusal('routes.target-without-cases', `a stability target names route '${route}', which has no cases`);
        }
    }
    const names = [...acc.keys()].sort(compareCodePoints);
    const routes = names.map((decision) => {
        const row = acc.get(decision);
        const target = targets.get(decision);
        const routeEpsilon = target ?? epsilon;
        const { low, high } = intervalBy(method, row.flips, row.pairs);
        return {
            decision,
            cases: row.cases,
            pairs: row.pairs,
            flips: row.flips,
            flipRate: row.pairs === 0 ? 0 : row.flips / row.pairs,
            ciLow: low,
            ciHigh: high,
            epsilon: routeEpsilon,
            targeted: target !== undefined,
            method,
            call: callBy(method, row.flips, row.pairs, routeEpsilon),
            pairsNeeded: row.flips > 0 ? null : pairsForDeterministicCall(routeEpsilon, { method }),
        };
    });
    const flipPairs = flipPairsOf(paired);
    const pick = (call) => routes.filter((r) => r.call === call).map((r) => r.decision);
    return {
        layer,
        epsilon,
        routes,
        flipPairs,
        stochastic: pick('stochastic'),
        undecided: pick('undecided'),
        deterministic: pick('deterministic'),
        targetedStochastic: routes
            .filter((r) => r.targeted && r.call === 'stochastic')
            .map((r) => r.decision),
        targetedUndecided: routes
            .filter((r) => r.targeted && r.call === 'undecided')
            .map((r) => r.decision),
    };
}

function emptyCounts() {
    return { held: 0, violated: 0, skipped: 0, errors: 0 };
}
function add(counts, outcome, where) {
    switch (outcome) {
        case 'held':
            counts.held += 1;
            return;
        case 'violated':
            counts.violated += 1;
            return;
        case 'skipped':
            counts.skipped += 1;
            return;
        case 'error':
            counts.errors += 1;
            return;
        default:
            throw new Refusal('relation.outcome', `unknown relation outcome ${JSON.stringify(outcome)}; expected held, violated, skipped or error`, where);
    }
}
/** Summarise one relation from its outcome counts. */
function summariseOutcomes(name, type, counts) {
    const exercised = counts.held + counts.violated;
    const total = exercised + counts.skipped + counts.errors;
    return {
        name,
        type,
        total,
        held: counts.held,
        violated: counts.violated,
        skipped: counts.skipped,
        errors: counts.errors,
        exercised,
        violationRate: exercised === 0 ? null : counts.violated / exercised,
        vacuous: total > 0 && exercised === 0 && counts.errors === 0,
    };
}
function catalogueIndex(catalogue) {
    const index = new Map();
    catalogue.forEach((spec, i) => {
        if (index.has(spec.name)) {
            throw new Refusal('relations.duplicate-name', `the relation catalogue names '${spec.name}' twice; names must be unique`, `relations[${i}]`);
        }
        index.set(spec.name, i);
    });
    return index;
}
/**
 * Walk each case's relation records, checking them against the catalogue: every
 * record must name a catalogued relation, with its type, at most once per case.
 */
function forEachRecord(catalogue, cases, visit) {
    const index = catalogueIndex(catalogue);
    cases.forEach((c, ci) => {
        const seen = new Set();
        (c.relations ?? []).forEach((record, ri) => {
            const where = `cases[${ci}].relations[${ri}]`;
            const at = index.get(record.name);
            const spec = at === undefined ? undefined : catalogue[at];
            if (at === undefined || spec === undefined) {
                throw new Refusal('relations.unknown-name', `relation '${record.name}' is not in the evidence's relation catalogue`, where);
            }
            if (record.type !== spec.type) {
                throw new Refusal('relations.type-mismatch', `relation '${record.name}' is recorded as ${JSON.stringify(record.type)} but the catalogue says '${spec.type}'`, where);
            }
            if (seen.has(record.name)) {
                throw new Refusal('relations.duplicate-record', `relation '${record.name}' is recorded twice for this case`, where);
            }
            seen.add(record.name);
            visit(ci, at, record, where);
        });
    });
}
/**
 * One summary per catalogued relation, in catalogue order, counted from the
 * cases' relation records. A case with no record for a relation (collection
 * stopped before it) does not count towards that relation's total.
 */
function summariseRelations(catalogue, cases) {
    const counts = catalogue.map(() => emptyCounts());
    forEachRecord(catalogue, cases, (_ci, ri, record, where) => {
        const c = counts[ri];
        if (c !== undefined)
            add(c, record.outcome, `${where}.outcome`);
    });
    return catalogue.map((spec, i) => summariseOutcomes(spec.name, spec.type, counts[i] ?? emptyCounts()));
}
/**
 * Per intended route, the relation outcomes over that route's cases, pooled over
 * all relations. `intended` holds one route per case, in case order. Relation
 * records are taken as they are (the catalogue is checked by summariseRelations).
 */
function relationCoverageByRoute(intended, cases) {
    if (intended.length !== cases.length) {
        throw new Refusal('relations.coverage-length', `relation coverage needs one intended decision per case: got ${intended.length} for ${cases.length} cases`, 'intended');
    }
    const byRoute = new Map();
    cases.forEach((c, ci) => {
        const route = intended[ci];
        if (typeof route !== 'string') {
            throw new Refusal('relations.coverage-route', 'an intended decision must be a string', `intended[${ci}]`);
        }
        let entry = byRoute.get(route);
        if (entry === undefined) {
            entry = { cases: 0, counts: emptyCounts() };
            byRoute.set(route, entry);
        }
        entry.cases += 1;
        const counts = entry.counts;
        (c.relations ?? []).forEach((record, ri) => {
            add(counts, record.outcome, `cases[${ci}].relations[${ri}].outcome`);
        });
    });
    const routes = [...byRoute.keys()]
        .sort(compareCodePoints)
        .map((decision) => {
        const { cases: n, counts } = byRoute.get(decision) ?? { cases: 0, counts: emptyCounts() };
        const exercised = counts.held + counts.violated;
        return {
            decision,
            cases: n,
            exercised,
            skipped: counts.skipped,
            held: counts.held,
            violated: counts.violated,
            errors: counts.errors,
            probed: exercised > 0,
            violationRate: exercised === 0 ? null : counts.violated / exercised,
        };
    });
    return {
        routes,
        probed: routes.filter((r) => r.probed).map((r) => r.decision),
        unprobed: routes.filter((r) => !r.probed).map((r) => r.decision),
    };
}

/**
 * The name a comparison key is counted under: a decision's label,
 * `no decision: REASON`, and for values that are not labels at all a bracketed
 * description (`<empty answer>`, `<tool path: a > b>`), never an allowed label.
 */
function coverageName(key) {
    const body = key.slice(2);
    switch (key.slice(0, 2)) {
        case 'd:':
            return body;
        case 'n:':
            return `no decision: ${body}`;
        case 'e:':
            return '<empty answer>';
        case 't:': {
            let tools;
            try {
                tools = JSON.parse(body);
            }
            catch {
                tools = null;
            }
            if (!Array.isArray(tools))
                return `<tool path: ${body}>`;
            return tools.length === 0
                ? '<tool path: none>'
                : `<tool path: ${tools.map(String).join(' > ')}>`;
        }
        default:
            return `<unrecognised value: ${key}>`;
    }
}
function sortedNames(values) {
    return [...new Set(values)].sort(compareCodePoints);
}
function countSorted(names) {
    const counts = new Map();
    for (const name of names)
        counts.set(name, (counts.get(name) ?? 0) + 1);
    return new Map([...counts.entries()].sort(([a], [b]) => compareCodePoints(a, b)));
}
function quoted(values) {
    return values.map((v) => `'${v}'`).join(', ');
}
function adviceFor(missingIntended, underCased, unknownObserved, missingObserved) {
    if (missingIntended.length > 0) {
        return `add reviewed cases that expect ${quoted(missingIntended)}: the suite has none for ${missingIntended.length === 1 ? 'this required decision' : 'these required decisions'}`;
    }
    if (underCased.length > 0) {
        const parts = underCased.map(([label, have, want]) => `'${label}' has ${have} of ${want}`);
        return `add reviewed cases where the contract asks for more: ${parts.join(', ')}`;
    }
    if (unknownObserved.length > 0) {
        return `the agent returned ${quoted(unknownObserved)}, which the contract does not allow; allow or declare ${unknownObserved.length === 1 ? 'it' : 'them'}, or fix the agent`;
    }
    if (missingObserved.length > 0) {
        return `no case returned ${quoted(missingObserved)}: the agent never reached ${missingObserved.length === 1 ? 'this required decision' : 'these required decisions'}`;
    }
    return 'every required decision has reviewed cases and was returned by the agent';
}
/**
 * Compare a suite's intended decisions with what the agent returned
 * (reference-spec §8.2). `observed` holds one primary key per case (null when the
 * case produced nothing); `perCase`, when given, every key each case returned on
 * any repeat; `allObserved`, when given, every key seen (else the primaries stand
 * for it). A no-decision the contract does not declare, anywhere, is refused.
 * A declared no-decision is permitted but never satisfies a required decision.
 */
function assessDecisionCoverage(suite, observed, perCase, allObserved) {
    const contract = suite.contract;
    const declared = new Set(contract.allowedNoDecisions);
    const checkDeclared = (key, where) => {
        if (key === null || !key.startsWith('n:'))
            return;
        const reason = key.slice(2);
        if (declared.has(reason))
            return;
        const allowedList = contract.allowedNoDecisions.length === 0
            ? 'declares none'
            : `declares only ${quoted(contract.allowedNoDecisions)}`;
        throw new Refusal('outcome.undeclared-no-decision', `the agent returned no decision (reason '${reason}'), but the contract's allowed_no_decisions ${allowedList}; declare it there if it is acceptable behaviour`, where);
    };
    observed.forEach((key, i) => checkDeclared(key, `observed[${i}]`));
    perCase?.forEach((keys, i) => keys.forEach((key, j) => checkDeclared(key, `perCase[${i}][${j}]`)));
    allObserved?.forEach((key, i) => checkDeclared(key, `allObserved[${i}]`));
    const primaries = observed.filter((k) => k !== null);
    const intendedCounts = countSorted(suite.cases.map((c) => c.expected));
    const observedCounts = countSorted(primaries.map(coverageName));
    // One vote per case for each distinct key it returned on any repeat.
    const caseSets = perCase === undefined || perCase === null
        ? primaries.map((k) => new Set([k]))
        : perCase.map((keys) => new Set(keys));
    const observedCaseCounts = countSorted(caseSets.flatMap((set) => [...set].map(coverageName)));
    const returnedLabels = new Set();
    for (const set of caseSets)
        for (const key of set)
            if (key.startsWith('d:'))
                returnedLabels.add(key.slice(2));
    const seen = new Set(allObserved ?? primaries);
    perCase?.forEach((keys) => keys.forEach((k) => seen.add(k)));
    const allowed = new Set(contract.allowed);
    const unknownObserved = sortedNames([...seen]
        .filter((k) => !(k.startsWith('d:') && allowed.has(k.slice(2))) && !k.startsWith('n:'))
        .map(coverageName));
    const missingIntended = contract.required
        .filter((l) => !intendedCounts.has(l))
        .sort(compareCodePoints);
    const missingObserved = contract.required
        .filter((l) => !returnedLabels.has(l))
        .sort(compareCodePoints);
    const underCased = [];
    for (const [label, want] of [...contract.minimumCases.entries()].sort(([a], [b]) => compareCodePoints(a, b))) {
        const have = intendedCounts.get(label) ?? 0;
        if (have < want)
            underCased.push([label, have, want]);
    }
    const missing = new Set([...missingIntended, ...missingObserved]);
    const missingCritical = contract.critical.filter((l) => missing.has(l)).sort(compareCodePoints);
    const nRequired = contract.required.length;
    const share = (nMissing) => nRequired === 0 ? 1 : (nRequired - nMissing) / nRequired;
    return {
        intendedCounts,
        observedCounts,
        observedCaseCounts,
        intendedCoverage: share(missingIntended.length),
        observedCoverage: share(missingObserved.length),
        missingIntended,
        missingObserved,
        unknownObserved,
        underCased,
        missingCritical,
        satisfied: missingIntended.length === 0 &&
            missingObserved.length === 0 &&
            unknownObserved.length === 0 &&
            underCased.length === 0,
        advice: adviceFor(missingIntended, underCased, unknownObserved, missingObserved),
    };
}

function interval(low, high) {
    return `95% CI ${formatPercent(low, 1)}–${formatPercent(high, 1)}`;
}
/**
 * The first line of every report. It is derived from the status, so it can never
 * contradict the status or the exit code (reference-defects.md §2).
 */
function headlineFor(a) {
    const eps = formatPercent(a.epsilon, a.epsilon * 100 >= 1 ? 0 : 1);
    const m = a.meter;
    const routes = a.routes;
    switch (a.status) {
        case 'incomplete': {
            const parts = [];
            if (a.errorCount > 0) {
                parts.push(`${plural(a.errorCount, 'call or check', 'calls or checks')} of ${a.calls.total} failed`);
            }
            if (a.stopReason !== undefined)
                parts.push(`collection stopped early (${a.stopReason})`);
            else if (a.errorCount === 0)
                parts.push('collection stopped before it finished');
            return {
                category: 'INCOMPLETE',
                text: `${parts.join(' and ')}, so the evidence is incomplete; fix the failures and collect again before reading any figure.`,
            };
        }
        case 'contract': {
            const c = a.contract;
            const parts = [];
            if (c.missingIntended.length > 0)
                parts.push(`no case is written for ${listing(c.missingIntended)}`);
            if (c.underCased.length > 0) {
                parts.push(c.underCased
                    .map(([label, have, want]) => `${label} has ${have} of ${want} cases`)
                    .join(', '));
            }
            if (c.unknownObserved.length > 0)
                parts.push(`the agent returned undeclared ${listing(c.unknownObserved)}`);
            if (c.missingObserved.length > 0)
                parts.push(`the agent never returned ${listing(c.missingObserved)}`);
            return {
                category: 'NOT TRUSTWORTHY',
                text: `the decision contract is not met: ${parts.join('; ')}.`,
            };
        }
        case 'blind': {
            const b = a.blindness;
            return {
                category: 'NOT TRUSTWORTHY',
                text: `the probes collapse onto one decision: "${keyLabel(b.majority)}" is the first answer on ${formatPercent(b.skew)} of ${plural(b.inputs, 'input')}, so a green run says more about the probes than about the agent.`,
            };
        }
        case 'vacuous': {
            const names = a.relations.filter((r) => r.exercised === 0).map((r) => r.name);
            return {
                category: 'NOT TRUSTWORTHY',
                text: `no relation changed any input (${listing(names)}), so the relations tested nothing.`,
            };
        }
        case 'target-failed': {
            const rows = routes.routes.filter((r) => r.targeted && r.call === 'stochastic');
            return {
                category: 'NOT READY',
                text: `${plural(rows.length, 'route')} flip above the declared target: ${rows
                    .map((r) => `${r.decision} ${r.flips}/${r.pairs} pairs (${interval(r.ciLow, r.ciHigh)}, target ${formatPercent(r.epsilon, 1)})`)
                    .join('; ')}.`,
            };
        }
        case 'stochastic': {
            if (routes !== null && routes.stochastic.length > 0) {
                const rows = routes.routes.filter((r) => r.call === 'stochastic');
                const hides = m !== null && m.call === 'deterministic' ? '; the pooled figure hides them' : '';
                return {
                    category: 'TRUSTWORTHY WITH CARE',
                    text: `decisions change on rerun above the ${eps} tolerance, concentrated on ${plural(rows.length, 'route')}: ${rows
                        .map((r) => `${r.decision} (${r.flips} of ${r.pairs} pairs flipped)`)
                        .join(', ')}${hides}.`,
                };
            }
            return {
                category: 'TRUSTWORTHY WITH CARE',
                text: `decisions change on rerun: ${m.flips} of ${plural(m.pairs, 'pair')} flipped (${formatPercent(m.flipRate)}, ${interval(m.ciLow, m.ciHigh)}), above the ${eps} tolerance; compare ${a.relations.length > 0 ? 'relation violations and regressions' : 'regressions'} against this rate, not against zero.`,
            };
        }
        case 'undecided': {
            if (routes !== null && routes.targetedUndecided.length > 0) {
                return {
                    category: 'NO ANSWER YET',
                    text: `${routes.targetedUndecided.length === 1 ? 'route' : 'routes'} ${listing(routes.targetedUndecided)} ${routes.targetedUndecided.length === 1 ? 'has' : 'have'} a declared target but too few pairs to decide it.`,
                };
            }
            return {
                category: 'NO ANSWER YET',
                text: `${m.flips} of ${plural(m.pairs, 'pair')} flipped; the ${interval(m.ciLow, m.ciHigh)} neither clears nor exceeds the ${eps} tolerance, so collect more pairs.`,
            };
        }
        case 'violations': {
            const violated = a.relations.filter(violationsCount);
            return {
                category: 'NOT TRUSTWORTHY',
                text: `${plural(violated.length, 'relation')} changed the decision: ${violated
                    .map((r) => `${r.name} on ${r.violated} of ${plural(r.exercised, 'changed input')}`)
                    .join(', ')}.`,
            };
        }
        case 'deterministic': {
            const undecidedRoutes = routes?.undecided ?? [];
            const bound = `${m.flips} of ${plural(m.pairs, 'pair')} flipped and the 95% upper bound ${formatPercent(m.ciHigh, 1)} is below the ${eps} tolerance`;
            if (undecidedRoutes.length > 0) {
                return {
                    category: 'TRUSTWORTHY AT POOLED LEVEL',
                    text: `${bound}, but ${listing(undecidedRoutes)} ${undecidedRoutes.length === 1 ? 'has' : 'have'} too few pairs to be decided on ${undecidedRoutes.length === 1 ? 'its' : 'their'} own${a.contract !== null ? `; all ${a.contract.contract.required.length} required decisions were observed` : ''}.`,
                };
            }
            const reach = a.contract !== null
                ? `all ${a.contract.contract.required.length} required decisions were observed`
                : `the probes reach ${plural(a.blindness?.distinct ?? 0, 'distinct decision')}`;
            const vacuous = a.relations.filter((r) => r.vacuous).length;
            return {
                category: 'TRUSTWORTHY',
                text: `decisions repeat: ${bound}; ${reach}${vacuous > 0 ? `; ${plural(vacuous, 'relation')} tested nothing` : ''}.`,
            };
        }
        case 'unmeasured':
            return {
                category: 'NO VERDICT MEASURED',
                text: 'no repeat series was scored, so nothing was measured about repeatability.',
            };
    }
}

function nextSteps(a) {
    const steps = [];
    const m = a.meter;
    const eps = formatPercent(a.epsilon, a.epsilon * 100 >= 1 ? 0 : 1);
    switch (a.status) {
        case 'incomplete': {
            const first = a.errors[0];
            steps.push({
                code: 'fix-failures',
                text: `Fix the ${plural(a.errorCount, 'failed call', 'failed calls')}${first ? ` (first: ${first.message.slice(0, 200)})` : ''}, then collect again; an incomplete run is never admitted.`,
            });
            break;
        }
        case 'contract': {
            const c = a.contract;
            if (c.missingIntended.length > 0) {
                steps.push({
                    code: 'write-cases',
                    text: `Write at least one case for ${listing(c.missingIntended)}.`,
                });
            }
            for (const [label, have, want] of c.underCased) {
                steps.push({
                    code: 'write-cases',
                    text: `Write ${want - have} more ${want - have === 1 ? 'case' : 'cases'} for ${label} (has ${have} of ${want}).`,
                });
            }
            if (c.unknownObserved.length > 0) {
                steps.push({
                    code: 'declare-or-fix',
                    text: `The agent returned ${listing(c.unknownObserved)}, which the contract does not allow: add it to \`allowed\` if it is legitimate, otherwise fix the agent.`,
                });
            }
            if (c.missingObserved.length > 0) {
                steps.push({
                    code: 'reach-route',
                    text: `No case ever reached ${listing(c.missingObserved)}: check that its cases really exercise it.`,
                });
            }
            break;
        }
        case 'blind': {
            const b = a.blindness;
            const allowed = Math.ceil(b.threshold * b.inputs) - 1;
            steps.push({
                code: 'diversify-probes',
                text: `Add probes that should reach other decisions: at most ${allowed} of ${b.inputs} inputs may share one first answer (now ${b.majorityCount}).`,
            });
            break;
        }
        case 'vacuous':
            steps.push({
                code: 'change-relations',
                text: 'Use relations whose transforms change these inputs; a skipped relation is never evidence.',
            });
            break;
        case 'target-failed':
        case 'stochastic': {
            const rows = a.routes?.routes.filter((r) => r.call === 'stochastic') ?? [];
            if (rows.length > 0) {
                steps.push({
                    code: 'stabilise-routes',
                    text: `Stabilise ${listing(rows.map((r) => r.decision))} (for example pin the model, lower temperature, or make the instructions decisive), or accept the measured rate and compare later runs against it.`,
                });
            }
            steps.push({
                code: 'compare-to-rate',
                text: `Judge ${a.relations.length > 0 ? 'relation violations and regressions' : 'regressions'} against the measured flip rate, not against zero; this evidence cannot admit a baseline.`,
            });
            break;
        }
        case 'undecided': {
            const undecidedTargeted = a.routes?.routes.filter((r) => r.targeted && r.call === 'undecided') ?? [];
            steps.push(...routeSteps(undecidedTargeted));
            if (undecidedTargeted.length === 0 && m !== null) {
                const need = pairsNeeded(m.flips, m.pairs, a.epsilon, m.inputs, m.method);
                if (need.total === null || need.additional === null || need.repeatsEach === null) {
                    steps.push({
                        code: 'collect-pairs',
                        text: `No practical number of pairs certifies ${eps}; choose a larger tolerance.`,
                    });
                    break;
                }
                const persist = need.atObservedRate;
                steps.push({
                    code: 'collect-pairs',
                    text: `Collect ${plural(need.additional, 'more pair')}: if every new pair agrees, ${need.total} pairs bound the flip rate below ${eps} (about ${need.repeatsEach} repeats per input over ${plural(m.inputs, 'input')}).${persist === undefined ? '' : persist === null ? ` At the observed rate (${formatPercent(m.flipRate, 1)}) no number of pairs certifies ${eps}.` : ` If the observed rate persists, about ${persist} pairs are needed.`}`,
                    pairs: need.additional,
                    repeats: need.repeatsEach,
                });
            }
            break;
        }
        case 'violations':
            steps.push({
                code: 'inspect-violations',
                text: `Inspect the violated relations (${listing(a.relations.filter(violationsCount).map((r) => r.name))}): the agent changed its decision when only the wording of the input changed.`,
            });
            break;
        case 'deterministic': {
            const undecidedRoutes = a.routes?.routes.filter((r) => r.call === 'undecided') ?? [];
            steps.push(...routeSteps(undecidedRoutes));
            steps.push({
                code: 'admit-baseline',
                text: 'This evidence can support a regression baseline, once a maintainer approves it.',
            });
            break;
        }
        case 'unmeasured':
            steps.push({
                code: 'measure',
                text: 'Run the meter: at least two repeats per input are needed.',
            });
            break;
    }
    return steps;
}
/** One step per distinct need, so six quiet routes with the same shortfall read as one line. */
function routeSteps(routes) {
    const groups = new Map();
    for (const r of routes) {
        const eps = formatPercent(r.epsilon, r.epsilon * 100 >= 1 ? 0 : 1);
        const need = pairsNeeded(r.flips, r.pairs, r.epsilon, r.cases, r.method);
        let id;
        let step;
        if (need.total === null || need.additional === null || need.repeatsEach === null) {
            id = `none:${eps}`;
            step = {
                code: 'collect-route-pairs',
                suffix: `no practical number of pairs certifies ${eps}; choose a larger tolerance.`,
            };
        }
        else {
            const perCase = need.repeatsEach;
            id = `${need.additional}:${perCase}:${eps}`;
            step = {
                code: 'collect-route-pairs',
                pairs: need.additional,
                repeats: perCase,
                suffix: `collect ${plural(need.additional, 'more pair')} (about ${perCase} repeats per case) to decide at ${eps}, if every new pair agrees.`,
            };
        }
        const group = groups.get(id);
        if (group)
            group.names.push(r.decision);
        else
            groups.set(id, { names: [r.decision], step });
    }
    return [...groups.values()].map(({ names, step }) => {
        const { suffix, ...rest } = step;
        const who = names.length === 1 ? `Route ${names[0]}` : `Routes ${listing(names, 8)}, each`;
        return { ...rest, text: `${who}: ${suffix}` };
    });
}

/**
 * The failed calls grouped by reason, most first (ties in the vocabulary's order),
 * those without a recorded reason last as `not_recorded`; relations that could not
 * be judged are grouped by failureGroupsOf.
 */
function failureReasonCounts(errors) {
    const counts = new Map();
    for (const e of errors) {
        if (e.phase === 'relations')
            continue;
        const key = e.reason ?? 'not_recorded';
        counts.set(key, (counts.get(key) ?? 0) + (e.count ?? 1));
    }
    const order = (r) => r === 'not_recorded' ? FAILED_CALL_REASONS.length : FAILED_CALL_REASONS.indexOf(r);
    return [...counts]
        .map(([reason, count]) => ({ reason, count }))
        .sort((a, b) => (a.reason === 'not_recorded' ? 1 : 0) - (b.reason === 'not_recorded' ? 1 : 0) ||
        b.count - a.count ||
        order(a.reason) - order(b.reason));
}
/**
 * "3 failed calls: 2 timeout, 1 malformed_response" (then the relations not judged,
 * by reason: failure-groups.ts); null when no failure records
 * its reason (evidence written before reasons were recorded reads as before).
 */
function describeFailureReasons(errors) {
    return describeFailureGroups(failureGroupsOf(errors));
}
const ISOLATION_CAVEATS = {
    'shared-session': 'The repeats shared one session, so they are not independent: the interval is narrower than the evidence supports, and this evidence cannot admit a baseline.',
    unknown: 'How the agent was isolated between repeats was not recorded, so independence of the repeats is assumed, not established. Declare the isolation when you know it.',
};
function isolationCaveat(isolation) {
    return ISOLATION_CAVEATS[isolation] ?? null;
}

// The plans evidence records (a sequential plan, a random allocation, an
// early-rejection test) replayed against the recorded pairs: the pairs are read in
// the order the plan collected them, and a record whose own call, stop or draws
// disagree with that reading is refused, so an edited record cannot change the call.
/**
 * The decision a sequential record's plan reaches on the recorded pairs, read in
 * the order a sequential run collects them: round by round (one pair per live
 * input per round), inputs in case order within a round. An input whose pair had
 * a failed call leaves the live set, as in collection. The record's own call and
 * pair count must agree with this; a record that does not is refused, so an
 * edited record cannot change the call.
 */
function recomputeSequential(record, cases, interner, layer) {
    const plan = planSequential({
        epsilon: record.epsilon,
        alpha: record.alpha,
        looks: record.looks,
        budget: record.budget,
        inputs: record.inputs,
    });
    const outcomes = roundOrderOutcomes(cases, interner, layer);
    const decided = decideSequentially(plan, outcomes);
    if (decided.call !== record.call || decided.pairs !== record.pairs) {
        throw new Refusal('assess.sequential-record', `the sequential record says ${record.call} after ${record.pairs} pairs, but the recorded pairs read at its declared checkpoints give ${decided.call} after ${decided.pairs}; the evidence was edited or damaged`, 'sequential');
    }
    return decided;
}
/**
 * The pair outcomes in the order rounds collect them: round r is pair r of every
 * live input, inputs in case order; an input whose pair had a failed call (or
 * that has no further pair) leaves the live set.
 */
function roundOrderOutcomes(cases, interner, layer) {
    const outcomes = [];
    // The inputs still in play, rebuilt each round from those that stay (linear in the
    // inputs per round, even when every input leaves at once).
    let live = cases.map((_, i) => i);
    for (let round = 0; live.length > 0; round++) {
        const staying = [];
        let any = false;
        for (const index of live) {
            const series = cases[index].observations;
            const a = series[2 * round];
            const b = series[2 * round + 1];
            if (a === undefined || b === undefined)
                continue;
            any = true;
            if (a.error !== undefined || b.error !== undefined)
                continue;
            outcomes.push(interner.of(a, layer) !== interner.of(b, layer));
            staying.push(index);
        }
        if (!any)
            break;
        live = staying;
    }
    return outcomes;
}
/**
 * Replay a random allocation's draws from its seed and check every case against
 * them: a case without a failed call holds exactly two repeats per draw of it;
 * a case with a failed call stops there, and a run that stopped early may stop
 * anywhere, so those hold at most that. Anything else is refused: the repeats could
 * not have come from these draws.
 *
 * The recorded number of draws sizes neither memory nor unbounded work: no plan
 * draws more than MAX_PLANNED_PAIRS, the draws are streamed, only those whose pair
 * is in the file are kept (at most one per two observations, plus one per case cut
 * short), and a case that must hold exactly its draws is refused at the first draw
 * past what it holds.
 */
function replayAllocation(record, cases, complete) {
    if (!Number.isSafeInteger(record.pairs) || record.pairs < 0 || record.pairs > MAX_PLANNED_PAIRS) {
        throw new Refusal('assess.allocation-record', `random allocation records ${String(record.pairs)} pairs drawn; a plan draws a whole number of pairs, at most ${MAX_PLANNED_PAIRS}, so the evidence was edited or damaged`, 'allocation.pairs');
    }
    const held = cases.map((c) => c.observations.length);
    // Complete evidence whose case had no failed call holds exactly two repeats per draw.
    const exact = cases.map((c) => complete && !c.observations.some((o) => o.error !== undefined));
    const counts = new Array(cases.length).fill(0);
    const mismatch = (i, drawn, soFar) => new Refusal('assess.allocation-record', `random allocation with seed ${record.seed} drew this input for ${soFar ? 'at least ' : ''}${drawn} of ${record.pairs} pairs, so it should hold ${soFar ? 'at least ' : ''}${2 * drawn} repeats, but it holds ${held[i]}; the evidence was edited or damaged`, `cases[${i}].observations`);
    const order = [];
    const draws = new AllocationDraws(record.seed, cases.length);
    for (let j = 0; j < record.pairs; j++) {
        const caseIndex = draws.next();
        const pair = counts[caseIndex];
        counts[caseIndex] = pair + 1;
        if (2 * pair < held[caseIndex])
            order.push({ caseIndex, pair });
        else if (exact[caseIndex] === true)
            throw mismatch(caseIndex, pair + 1, true);
    }
    cases.forEach((_, i) => {
        const expected = 2 * counts[i];
        const have = held[i];
        const ok = exact[i] === true ? have === expected : have <= expected;
        if (!ok)
            throw mismatch(i, counts[i], false);
    });
    return order;
}
/** The pair outcomes in draw order; an input leaves after a failed call. */
function drawOrderOutcomes(order, cases, interner, layer) {
    const left = new Set();
    const outcomes = [];
    for (const d of order) {
        if (left.has(d.caseIndex))
            continue;
        const series = cases[d.caseIndex].observations;
        const a = series[2 * d.pair];
        const b = series[2 * d.pair + 1];
        if (a === undefined || b === undefined || a.error !== undefined || b.error !== undefined) {
            left.add(d.caseIndex);
            continue;
        }
        outcomes.push(interner.of(a, layer) !== interner.of(b, layer));
    }
    return outcomes;
}
/**
 * Where the declared early-rejection test stops on the recorded pairs, read in
 * collection order. The record's own stop must agree, so an edited record cannot
 * change the call.
 */
function recomputeEarlyRejection(record, outcomes) {
    const plan = planEarlyRejection({
        epsilon: record.epsilon,
        alpha: record.alpha,
        looks: record.looks,
        inputs: record.inputs,
        ...(record.lastLook === undefined ? {} : { lastLook: record.lastLook }),
    });
    const decided = decideEarlyRejection(plan, outcomes);
    if (decided.rejectedAt !== record.rejectedAt) {
        const said = record.rejectedAt === null ? 'never rejected' : `rejected after ${record.rejectedAt} pairs`;
        const got = decided.rejectedAt === null
            ? 'never reach its threshold'
            : `reach its threshold after ${decided.rejectedAt}`;
        throw new Refusal('assess.early-rejection-record', `the early-rejection record says the test ${said}, but the recorded pairs read in collection order ${got}; the evidence was edited or damaged`, 'earlyRejection');
    }
    return decided.rejectedAt;
}

// The assessment itself: evidence (with its suite, when one is applied) and the
// settings in, one Assessment out. It pairs the cases with the suite, scores the
// meter, blindness, routes, contract and relations, checks the recorded plans
// (plan-records.ts) and derives status, headline and next steps. The shape it
// returns is in assessment.ts.
/**
 * Pair the evidence cases with the suite's cases. As in the reference, the
 * evidence must hold exactly the suite's inputs in the suite's order (the order
 * is what ties a case to its reviewed route). Inputs are compared by fingerprint,
 * so redacted evidence matches too. A refusal says which inputs are missing,
 * which are extra, or where the order first differs.
 */
function alignToSuite(evidence, suite) {
    const suitePrints = suite.cases.map((c) => inputFingerprint(c.input));
    const evidencePrints = evidence.cases.map((c) => c.fingerprint);
    const evidenceSet = new Set(evidencePrints);
    const suiteSet = new Set(suitePrints);
    const missing = suitePrints.filter((f) => !evidenceSet.has(f));
    const extra = evidencePrints.filter((f) => !suiteSet.has(f));
    const show = (list) => list
        .slice(0, 10)
        .map((f) => f.slice(0, 12))
        .join(', ') + (list.length > 10 ? ` and ${list.length - 10} more` : '');
    if (missing.length > 0 || extra.length > 0) {
        const parts = [];
        if (missing.length > 0) {
            parts.push(`${missing.length} suite case(s) have no evidence (${show(missing)})`);
        }
        if (extra.length > 0) {
            parts.push(`${extra.length} evidence case(s) are not in the suite (${show(extra)})`);
        }
        throw new Refusal('assess.suite-mismatch', `the evidence and the suite must hold the same inputs: ${parts.join('; ')} (fingerprint prefixes shown)`);
    }
    if (evidencePrints.length !== suitePrints.length) {
        throw new Refusal('assess.suite-mismatch', `the suite has ${suitePrints.length} cases but the evidence has ${evidencePrints.length}: an input appears more than once`);
    }
    const firstDifference = suitePrints.findIndex((f, i) => evidencePrints[i] !== f);
    if (firstDifference >= 0) {
        throw new Refusal('assess.suite-order', `the evidence holds the suite's inputs but in another order: case ${firstDifference} of the suite is case ${evidencePrints.indexOf(suitePrints[firstDifference])} of the evidence. Write the evidence cases in suite order (the order ties each case to its reviewed route)`);
    }
    return evidence.cases;
}
/**
 * Evidence (+ suite + settings) → Assessment. Pure: the same evidence always
 * gives the same assessment.
 */
function assess(evidence, suite, settings) {
    const epsilon = settings.epsilon;
    validateEpsilon(epsilon);
    const method = settings.method ?? evidence.method ?? 'wilson';
    if (!isMethod(method)) {
        throw new Refusal('assess.method', `unknown method ${JSON.stringify(method)}; expected wilson or exact`, 'method');
    }
    const threshold = settings.blindnessThreshold ?? DEFAULT_BLINDNESS_THRESHOLD;
    const layer = evidence.layer;
    if (evidence.cases.length === 0) {
        throw new Refusal('assess.no-cases', 'the evidence holds no cases');
    }
    if (suite !== null && layer !== 'verdict') {
        throw new Refusal('assess.suite-layer', `a decision suite compares decisions, so it needs verdict-layer evidence; this evidence is on the ${layer} layer`);
    }
    const cases = suite === null ? evidence.cases : alignToSuite(evidence, suite);
    const meterOff = evidence.meter === false;
    const random = evidence.allocation ?? null;
    const drawOrder = random === null ? null : replayAllocation(random, cases, evidence.complete);
    const interner = new KeyInterner();
    const errors = [];
    let errorCount = 0;
    let meterCalls = 0;
    let relationCalls = 0;
    let sourceCalls = 0;
    const sharer = new SeriesSharer();
    const usable = [];
    /** Each case's first decision: its independent source draw when recorded, else its first repeat. */
    const sources = [];
    cases.forEach((c, caseIndex) => {
        const observed = c.observations;
        const n = observed.length;
        // A series that repeats one answer that is not an error (most cases of most
        // runs; importers give such a series a list of one object repeated) has one
        // key, repeated: its shared list is taken without building a list of its own.
        const one = observed[0];
        let steady = one !== undefined && one.error === undefined;
        for (let i = 1; steady && i < n; i++)
            if (observed[i] !== one)
                steady = false;
        let keys;
        if (steady) {
            meterCalls += n;
            keys = sharer.repeated(interner.of(one, layer), n);
        }
        else {
            const list = new Array(n);
            let k = 0;
            for (const obs of observed) {
                meterCalls++;
                if (obs.error !== undefined) {
                    errorCount++;
                    errors.push({
                        caseIndex,
                        fingerprint: c.fingerprint,
                        phase: 'meter',
                        message: obs.error,
                        ...(obs.reason === undefined ? {} : { reason: obs.reason }),
                    });
                    continue;
                }
                list[k++] = interner.of(obs, layer);
            }
            list.length = k;
            keys = list;
        }
        const recorded = c.errors ?? 0;
        // A count read from a file sizes no loop and no list: one entry stands for them all.
        if (!Number.isSafeInteger(recorded) || recorded < 0) {
            throw new Refusal('assess.error-count', `expected the number of failed runs as a whole number from 0 to ${Number.MAX_SAFE_INTEGER}, found ${String(recorded)}`, `cases[${caseIndex}].errors`);
        }
        if (recorded > 0) {
            meterCalls += recorded;
            errorCount += recorded;
            if (!Number.isSafeInteger(errorCount)) {
                throw new Refusal('assess.error-count', `the failures recorded up to this case add up to more than ${Number.MAX_SAFE_INTEGER}, which no count can hold exactly; the evidence was edited or damaged`, `cases[${caseIndex}].errors`);
            }
            errors.push({
                caseIndex,
                fingerprint: c.fingerprint,
                phase: 'recorded',
                message: 'a recorded run failed before producing a decision',
                ...(recorded > 1 ? { count: recorded } : {}),
            });
        }
        if (c.source !== undefined) {
            sourceCalls++;
            if (c.source.error !== undefined) {
                errorCount++;
                errors.push({
                    caseIndex,
                    fingerprint: c.fingerprint,
                    phase: 'source',
                    message: c.source.error,
                    ...(c.source.reason === undefined ? {} : { reason: c.source.reason }),
                });
                sources.push(null);
            }
            else {
                sources.push(interner.of(c.source, layer));
            }
        }
        else {
            sources.push(keys[0] ?? null);
        }
        for (const rel of c.relations ?? []) {
            // A follow-up call was made when the transform changed the input (and,
            // without call reuse, a fresh call on the unchanged input before it).
            if (rel.source !== undefined)
                relationCalls++;
            const sourceFailed = rel.source?.error !== undefined;
            if (rel.changed && rel.outcome !== 'skipped' && !sourceFailed)
                relationCalls++;
            if (rel.outcome === 'error') {
                errorCount++;
                const relationReason = relationFailureReasonOf(rel) ?? undefined;
                const callReason = relationCallReasonOf(rel, relationReason ?? null);
                errors.push({
                    caseIndex,
                    fingerprint: c.fingerprint,
                    phase: 'relations',
                    relation: rel.name,
                    message: rel.error ?? 'the relation could not be checked',
                    ...(relationReason === undefined ? {} : { relationReason }),
                    ...(callReason === undefined ? {} : { reason: callReason }),
                });
            }
        }
        const failedHere = keys.length < c.observations.length + recorded;
        if (meterOff) {
            if (c.observations.length > 0) {
                throw new Refusal('assess.meter-off', `the evidence says the meter was not run, yet this case holds ${c.observations.length} repeats`, `cases[${caseIndex}].observations`);
            }
            usable.push(null);
        }
        else if (keys.length < 2) {
            // Evidence that says it stopped early (Ctrl-C, curtailment) may hold a short
            // series: it is reported as incomplete, not refused. Under random allocation
            // an input the draws never reached holds no repeats: not exercised.
            if (!failedHere && evidence.complete !== false && random === null) {
                throw new Refusal('assess.series-too-short', `every case needs at least two observations to form a pair; this one has ${keys.length}`, `cases[${caseIndex}]`);
            }
            usable.push(keys.length === 0 ? null : sharer.share(keys));
        }
        else {
            usable.push(sharer.share(keys));
        }
    });
    const describe = (i) => `cases[${i}]`;
    const scored = usable
        .map((keys, index) => ({ keys, index }))
        .filter((x) => x.keys !== null && x.keys.length >= 2);
    const wilsonMeter = scored.length === 0
        ? null
        : scoreKeyedSeries(scored.map((s) => s.keys), { layer, epsilon, method, describe: (i) => describe(scored[i]?.index ?? i) });
    // A sequential run's call comes from its declared checkpoint, at the plan's tolerance only.
    const sequential = evidence.sequential;
    const sequentialApplies = sequential !== undefined && wilsonMeter !== null && sequential.epsilon === epsilon;
    let meter = wilsonMeter;
    if (sequential !== undefined && sequentialApplies && wilsonMeter !== null) {
        const decided = recomputeSequential(sequential, cases, interner, layer);
        meter = {
            ...wilsonMeter,
            call: decided.call,
            decidedBy: { rule: sequential.rule, pairs: decided.pairs },
        };
    }
    // Early rejection: only the declared mixture test may call stochastic; certification
    // is the method's, on every pair collected (the planned endpoint).
    const early = evidence.earlyRejection;
    const earlyApplies = early !== undefined &&
        sequential === undefined &&
        wilsonMeter !== null &&
        early.epsilon === epsilon;
    if (early !== undefined && earlyApplies && meter !== null) {
        const outcomes = drawOrder === null
            ? roundOrderOutcomes(cases, interner, layer)
            : drawOrderOutcomes(drawOrder, cases, interner, layer);
        const rejectedAt = recomputeEarlyRejection(early, outcomes);
        meter = {
            ...meter,
            call: rejectedAt !== null
                ? 'stochastic'
                : certifiesBy(method, meter.flips, meter.pairs, epsilon)
                    ? 'deterministic'
                    : 'undecided',
            decidedBy: {
                rule: 'early-rejection',
                pairs: rejectedAt ?? meter.pairs,
                rejected: rejectedAt !== null,
            },
        };
    }
    const firsts = sources.filter((k) => k !== null);
    const blindness = evidence.blindness === false || firsts.length === 0
        ? null
        : scoreBlindnessKeys(firsts, layer, threshold);
    // Intended routes: the suite's expectations, else every case's `expected` when all have one.
    let intended = null;
    if (suite !== null)
        intended = suite.cases.map((c) => c.expected);
    else if (cases.every((c) => typeof c.expected === 'string' && c.expected.length > 0)) {
        intended = cases.map((c) => c.expected);
    }
    const routes = intended === null || meterOff
        ? null
        : stratify(intended.map((route, i) => {
            const keys = usable[i] ?? null;
            return { intended: route, keys: keys !== null && keys.length >= 2 ? keys : null };
        }), {
            layer,
            epsilon,
            describe,
            method,
            ...(suite !== null ? { targets: suite.contract.stabilityTargets } : {}),
        });
    let contract = null;
    if (suite !== null) {
        // Each case's meter keys, or its single first draw when it has no series.
        const perCase = usable.map((k, i) => {
            if (k !== null)
                return k;
            const first = sources[i] ?? null;
            return first === null ? [] : [first];
        });
        const coverage = assessDecisionCoverage(suite, sources, perCase, [
            ...perCase.flat(),
            ...sources.filter((k) => k !== null),
        ]);
        contract = { ...coverage, contract: suite.contract };
    }
    // Counted once per list: the steady cases share theirs.
    const counts = new Map();
    const countOf = (keys) => {
        let c = counts.get(keys);
        if (c === undefined) {
            c = countSeries(keys);
            counts.set(keys, c);
        }
        return c;
    };
    const noise = usable.map((keys) => keys === null || keys.length < 2 ? null : countOf(keys));
    const relations = judgeAgainstNoise(summariseRelations(evidence.relations, cases), cases, noise);
    const relationCoverage = intended !== null && evidence.relations.length > 0
        ? relationCoverageByRoute(intended, cases)
        : null;
    const complete = errorCount === 0 && evidence.complete;
    const caveats = [];
    const isolationNote = isolationCaveat(evidence.isolation);
    if (isolationNote !== null)
        caveats.push(isolationNote);
    if (sequential !== undefined && !sequentialApplies && wilsonMeter !== null) {
        caveats.push(`The meter was collected sequentially for a ${sequential.epsilon} tolerance; at ${epsilon} its declared checkpoints do not apply, so the call comes from the Wilson bound over all ${wilsonMeter.pairs} pairs.`);
    }
    if (early !== undefined && !earlyApplies && wilsonMeter !== null && sequential === undefined) {
        caveats.push(`The run declared early rejection for a ${early.epsilon} tolerance; at ${epsilon} it does not apply, so the call comes from the ${method === 'exact' ? 'exact rule' : 'Wilson bound'} over all ${wilsonMeter.pairs} pairs.`);
    }
    const cachedReplays = cachedRowsOf(evidence);
    if (cachedReplays > 0) {
        caveats.push(`${cachedReplays} ${cachedReplays === 1 ? 'row' : 'rows'} served from the evaluation tool's cache (promptfoo response.cached, Inspect cache "read") ${cachedReplays === 1 ? 'was' : 'were'} left out: a cached row replays an earlier call and is not a repeat, so the meter counts only fresh calls.`);
    }
    if (!evidence.complete) {
        caveats.push(`Collection stopped before it finished${evidence.stopReason ? ` (${evidence.stopReason})` : ''}; the figures cover only what was collected.`);
    }
    const facts = {
        complete,
        layer,
        isolation: evidence.isolation,
        epsilon,
        method,
        allocation: random === null
            ? null
            : {
                kind: 'random',
                seed: random.seed,
                pairs: random.pairs,
                inputs: cases.length,
                exercised: cases.filter((c) => c.observations.length > 0).length,
                unexercised: cases.filter((c) => c.observations.length === 0).map((c) => c.fingerprint),
                unexercisedInputs: namedInputs(cases, cases.flatMap((c, i) => (c.observations.length === 0 ? [i] : []))),
            },
        meter,
        flipPairs: flipPairsOf(scored.map((s) => s.keys)),
        blindness,
        routes,
        contract,
        relations,
        relationCoverage,
        errors,
        errorCount,
        failureGroups: failureGroupsOf(errors, cases),
        calls: {
            total: meterCalls + sourceCalls + relationCalls,
            meter: meterCalls,
            sources: sourceCalls,
            relations: relationCalls,
        },
        inputFingerprints: cases.map((c) => c.fingerprint),
        ...(evidence.stopReason !== undefined ? { stopReason: evidence.stopReason } : {}),
    };
    // The inputs the findings name: those whose decision changed on rerun (the
    // meter's inputsWithFlip), and those each relation changed the decision of.
    const changed = scored.filter((s) => countOf(s.keys).anyDifference).map((s) => s.index);
    const violatedBy = new Map();
    cases.forEach((c, i) => {
        for (const rel of c.relations ?? []) {
            if (rel.outcome !== 'violated')
                continue;
            const list = violatedBy.get(rel.name) ?? [];
            if (list[list.length - 1] !== i)
                list.push(i);
            violatedBy.set(rel.name, list);
        }
    });
    const relationInputs = new Map([...violatedBy].map(([name, indexes]) => [name, namedInputs(cases, indexes)]));
    const { status, findings } = decide(facts, {
        meter: meter === null ? null : namedInputs(cases, changed),
        relations: relationInputs,
    });
    const partial = { ...facts, status, exitCode: exitCodeFor(status), findings };
    return {
        ...partial,
        headline: headlineFor(partial),
        caveats,
        ...(cachedReplays > 0 ? { cachedReplays } : {}),
        ...(settings.suiteNotApplied === undefined
            ? {}
            : { suiteNotApplied: settings.suiteNotApplied }),
        next: nextSteps(partial),
    };
}
/**
 * Rows served from the evaluation tool's cache that the evidence keeps out of its
 * series: those recorded per case (`EvidenceCase.cached`, evidence written since
 * they are kept) plus the count older evidence recorded in provenance.cached_replays.
 */
function cachedRowsOf(evidence) {
    let n = cachedReplaysOf(evidence.provenance);
    for (const c of evidence.cases)
        n += c.cached?.length ?? 0;
    return n;
}
/** provenance.cached_replays as the importers wrote it before rows were kept: a whole number, else 0. */
function cachedReplaysOf(provenance) {
    const v = provenance['cached_replays'];
    return typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : 0;
}

export { DEFAULT_BLINDNESS_THRESHOLD as D, assess as a, assessDecisionCoverage as b, cachedReplaysOf as c, cachedRowsOf as d, countSeries as e, coverageName as f, describeFailureReasons as g, failureReasonCounts as h, flipPairsOf as i, headlineFor as j, isolationCaveat as k, scoreBlindnessKeys as l, scoreKeyedSeries as m, nextSteps as n, scoreSeries as o, stratify as p, summariseOutcomes as q, relationCoverageByRoute as r, scoreBlindness as s, summariseRelations as t, validateThreshold as v };
