import { createHash } from 'node:crypto';
import { c as canonicalJson, L as LONE_SURROGATE, f as fastFingerprint, d as digestOf } from './digest.js';
import { c as checkRedactable, b as buildEvidenceFile, s as serialiseEvidenceFile, f as fileSeriesOf, a as sameObservation, d as fileObservation, S as SteadySeriesSharer, O as ObservationSharer } from './intern.js';
import { E as EVIDENCE_FORMAT, a as EVIDENCE_FORMAT_V2 } from './schema.js';
import { performance } from 'node:perf_hooks';
import { d as describeUnanswered, A as AnswerWatch, f as firstCallsWatched } from './limited-text.js';
import { s as sequentialCallAt, E as EarlyRejectionWatch, k as planSequential, j as planEarlyRejection, S as SUITE_SCHEMA, h as parseSuite, o as serialiseSuite } from './suite.js';
import { D as DeadlineSweeper, R as RateLimiter, s as sleep } from './headers.js';
import { d as describeThrown } from './module-spec.js';
import { r as recordsAs, b as recordObservation, e as failureReasonOf } from './module.js';
import { u as judgeRelation, K as KeyInterner, i as applyRelation, s as isPythonSpace } from './check2.js';
import { C as Curtailer, c as canStillCertify } from './curtail.js';
import { i as isIncompleteReason } from './observation.js';
import { o as overBudget, a as phaseCalls, r as routesOverBudget, l as largestFittingK, p as planRouteRepeats } from './budget.js';
import { _ as validateEpsilon, Q as pairsForDeterministicCall, T as planRepeats } from './facts.js';
import { R as Refusal } from './types.js';
import { v as validateSeed, b as allocationDraws, u as unknownKeyMessage } from './nearest.js';
import { c as compareCodePoints } from './order.js';
import path from 'node:path';
import { a as readTextFile, p as parseJsonText } from './json.js';

// Our evidence file written case by case, with its evidence digest computed in
// the same pass: no file object holding every observation, no whole-file
// JSON.stringify and no canonicalisation of the whole evidence.
/** RFC 8785 writes a string as JSON.stringify does; a lone surrogate goes to `canonicalJson` to be refused. */
function canonString(text) {
    return LONE_SURROGATE.test(text) ? canonicalJson(text) : JSON.stringify(text);
}
/** The indentations the file's fixed layout uses, made once (a case nests at most 7 levels). */
const PADS = Array.from({ length: 8 }, (_, d) => `\n${'  '.repeat(d)}`);
/** Indentation of a line nested `depth` levels deep (two spaces a level, as the file is written). */
function pad(depth) {
    return PADS[depth] ?? `\n${'  '.repeat(depth)}`;
}
/**
 * The observation as the file holds it. Unredacted, that is the recorded object
 * itself (the writer reads the same fields `fileObservation` would copy, and a
 * `cached: false` is left out by both), so no copy is made per observation.
 */
function viewOf(o, redact, keepTools) {
    return redact ? fileObservation(o, redact, keepTools) : o;
}
/** JSON texts of the few names a file repeats on every case (relation names, types, outcomes). */
const NAME_TEXTS = new Map();
/** `JSON.stringify(name)` for a short name, remembered (at most 256 of them). */
function nameText(name) {
    let t = NAME_TEXTS.get(name);
    if (t === undefined) {
        t = JSON.stringify(name);
        if (NAME_TEXTS.size < 256 && name.length <= 64)
            NAME_TEXTS.set(name, t);
    }
    return t;
}
/** `canonString(name)` for a short name, remembered as `nameText` is. */
const NAME_CANONS = new Map();
function nameCanon(name) {
    let t = NAME_CANONS.get(name);
    if (t === undefined) {
        t = canonString(name);
        if (NAME_CANONS.size < 256 && name.length <= 64)
            NAME_CANONS.set(name, t);
    }
    return t;
}
/**
 * A series' indices as the file writes them, `0, 0, 1, …`: the same text as
 * `indices.join(', ')`, with each run of equal neighbours written by one `repeat`
 * (a steady series is one run).
 */
function indexRuns(indices) {
    const n = indices.length;
    let out = '';
    let i = 0;
    while (i < n) {
        const item = indices[i];
        let j = i + 1;
        while (j < n && indices[j] === item)
            j++;
        const one = String(item);
        const head = i === 0 ? one : `, ${one}`;
        out += j - i === 1 ? head : head + `, ${one}`.repeat(j - i - 1);
        i = j;
    }
    return out;
}
/** A list of item texts as JSON.stringify(…, null, 2) lays it out at `depth`. */
function listText(items, depth) {
    if (items.length === 0)
        return '[]';
    const inner = pad(depth + 1);
    // Concatenated, not joined: the piece the list goes into is flattened once, when
    // it is written, so a join here would copy the list's text one time more.
    let out = `[${inner}${items[0]}`;
    const sep = `,${inner}`;
    for (let i = 1; i < items.length; i++)
        out += sep + items[i];
    return out + pad(depth) + ']';
}
/**
 * A string's JSON text for the file and for the digest: RFC 8785 writes a string
 * as JSON.stringify does, so both are the one `JSON.stringify`, unless the string
 * holds a lone surrogate, which `canonicalJson` refuses.
 */
function bothOf(text) {
    const j = JSON.stringify(text);
    return [j, canonOf(text, j)];
}
/** A string's canonical JSON given its `JSON.stringify` (the same text but for a lone surrogate). */
function canonOf(text, json) {
    return LONE_SURROGATE.test(text) ? canonicalJson(text) : json;
}
/**
 * An observation's file text with its braces at `depth` (exactly what
 * JSON.stringify(…, null, 2) writes for it there, in the file's field order) and
 * its RFC 8785 canonical members (code-point order: cached, decision, error, ms,
 * reason, text, tools), each string stringified once for both.
 */
function observationPieces(o, depth) {
    const inner = pad(depth + 1);
    let text = '';
    let before = o.cached === true ? '"cached":true' : '';
    const d = o.decision;
    if (d !== undefined) {
        if (typeof d === 'string') {
            const [j, c] = bothOf(d);
            text = `"decision": ${j}`;
            before += `${before === '' ? '' : ','}"decision":${c}`;
        }
        else {
            const [j, c] = bothOf(d.noDecision);
            text = `"decision": {${inner}  "noDecision": ${j}${inner}}`;
            before += `${before === '' ? '' : ','}"decision":{"noDecision":${c}}`;
        }
    }
    let after = '';
    let textCanon;
    if (o.text !== undefined) {
        const [j, c] = bothOf(o.text);
        textCanon = c;
        text += `${text === '' ? '' : `,${inner}`}"text": ${j}`;
    }
    let toolsCanon;
    if (o.tools !== undefined) {
        const tools = o.tools;
        const texts = new Array(tools.length);
        toolsCanon = '';
        for (let i = 0; i < tools.length; i++) {
            const [j, c] = bothOf(tools[i]);
            texts[i] = j;
            toolsCanon += i === 0 ? c : `,${c}`;
        }
        text += `${text === '' ? '' : `,${inner}`}"tools": ${listText(texts, depth + 1)}`;
    }
    if (o.ms !== undefined)
        text += `${text === '' ? '' : `,${inner}`}"ms": ${JSON.stringify(o.ms)}`;
    if (o.error !== undefined) {
        const [j, c] = bothOf(o.error);
        text += `${text === '' ? '' : `,${inner}`}"error": ${j}`;
        before += `${before === '' ? '' : ','}"error":${c}`;
    }
    if (o.reason !== undefined) {
        const [j, c] = bothOf(o.reason);
        text += `${text === '' ? '' : `,${inner}`}"reason": ${j}`;
        after = `"reason":${c}`;
    }
    if (o.cached === true)
        text += `${text === '' ? '' : `,${inner}`}"cached": true`;
    if (textCanon !== undefined)
        after += `${after === '' ? '' : ','}"text":${textCanon}`;
    if (toolsCanon !== undefined)
        after += `${after === '' ? '' : ','}"tools":[${toolsCanon}]`;
    return { text: text === '' ? '{}' : `{${inner}${text}${pad(depth)}}`, before, after };
}
/** The canonical JSON of an observation's members with `ms` (when given) where it sorts. */
function canonWithMs(p, ms) {
    let canon = p.before;
    if (ms !== undefined)
        canon += `${canon === '' ? '' : ','}"ms":${canonicalJson(ms)}`;
    if (p.after !== '')
        canon += `${canon === '' ? '' : ','}${p.after}`;
    return `{${canon}}`;
}
/** An observation's file text at `depth` and its canonical JSON. */
function observationWritten(o, depth) {
    const p = observationPieces(o, depth);
    return { text: p.text, canon: canonWithMs(p, o.ms) };
}
/** A relation's file text up to its follow-up fingerprint's value, per name and type (a few). */
const RELATION_HEADS = new Map();
function relationHead(name, type) {
    let byType = RELATION_HEADS.get(name);
    if (byType === undefined) {
        byType = new Map();
        if (RELATION_HEADS.size < 256)
            RELATION_HEADS.set(name, byType);
    }
    let head = byType.get(type);
    if (head === undefined) {
        const inner = pad(5);
        head = `{${inner}"name": ${nameText(name)},${inner}"type": ${nameText(type)},${inner}"followupFingerprint": `;
        if (byType.size < 16)
            byType.set(type, head);
    }
    return head;
}
/** A relation record's file text (braces at depth 4, inside a case's relations) and canonical JSON. */
function relationWritten(r, redact, keepTools) {
    const inner = pad(5);
    const observation = r.observation === undefined
        ? undefined
        : observationWritten(viewOf(r.observation, redact, keepTools), 5);
    const source = r.source === undefined ? undefined : observationWritten(viewOf(r.source, redact, keepTools), 5);
    const fpJson = JSON.stringify(r.followupFingerprint);
    const error = r.error === undefined ? undefined : bothOf(r.error);
    const reason = r.reason === undefined ? undefined : bothOf(r.reason);
    // File order: name, type, followupFingerprint, changed, observation, outcome, error, reason, source.
    let text = relationHead(r.name, r.type) + fpJson + (r.changed ? CHANGED_TEXT[1] : CHANGED_TEXT[0]);
    if (observation !== undefined)
        text += OBSERVATION_TEXT + observation.text;
    text += remembered(OUTCOME_TEXTS, r.outcome, () => `,${inner}"outcome": ${nameText(r.outcome)}`);
    if (error !== undefined)
        text += `,${inner}"error": ${error[0]}`;
    if (reason !== undefined)
        text += `,${inner}"reason": ${reason[0]}`;
    if (source !== undefined)
        text += `,${inner}"source": ${source.text}`;
    text += RELATION_END;
    // Canonical order: changed, error, followupFingerprint, name, observation, outcome, reason, source, type.
    let canon = r.changed ? '{"changed":true,' : '{"changed":false,';
    if (error !== undefined)
        canon += `"error":${error[1]},`;
    canon +=
        '"followupFingerprint":' +
            canonOf(r.followupFingerprint, fpJson) +
            remembered(NAME_MEMBERS, r.name, () => `,"name":${nameCanon(r.name)},`);
    if (observation !== undefined)
        canon += `"observation":${observation.canon},`;
    canon += remembered(OUTCOME_MEMBERS, r.outcome, () => `"outcome":${nameCanon(r.outcome)}`);
    if (reason !== undefined)
        canon += `,"reason":${reason[1]}`;
    if (source !== undefined)
        canon += `,"source":${source.canon}`;
    canon += remembered(TYPE_MEMBERS, r.type, () => `,"type":${nameCanon(r.type)}}`);
    return { text, canon };
}
/** The fixed pieces of a relation record's text (at depth 5) and canonical JSON. */
const CHANGED_TEXT = [`,${pad(5)}"changed": false`, `,${pad(5)}"changed": true`];
const OBSERVATION_TEXT = `,${pad(5)}"observation": `;
const RELATION_END = `${pad(4)}}`;
const OUTCOME_TEXTS = new Map();
const NAME_MEMBERS = new Map();
const OUTCOME_MEMBERS = new Map();
const TYPE_MEMBERS = new Map();
/** A piece made of a short name, remembered (at most 256 names a table). */
function remembered(table, name, make) {
    let piece = table.get(name);
    if (piece === undefined) {
        piece = make();
        if (table.size < 256 && name.length <= 64)
            table.set(name, piece);
    }
    return piece;
}
/** A case's series as a decision table: distinct outcomes (no ms), indices, and durations. */
function decisionTable(list, redact, keepTools) {
    const outcomes = [];
    const indices = new Array(list.length);
    const byObject = new Map();
    let ms = null;
    for (let k = 0; k < list.length; k++) {
        const o = list[k];
        if (o.ms !== undefined) {
            ms ??= new Array(k).fill(null);
        }
        if (ms !== null)
            ms.push(o.ms ?? null);
        let at = byObject.get(o);
        if (at === undefined) {
            const outcome = outcomeOf(o, redact, keepTools);
            at = outcomes.findIndex((d) => sameObservation(d, outcome));
            if (at < 0) {
                at = outcomes.length;
                outcomes.push(outcome);
            }
            byObject.set(o, at);
        }
        indices[k] = at;
    }
    return { outcomes, indices, ms };
}
/**
 * An observation as a decision table's outcome: what `fileObservation` keeps of
 * it, without its duration (the table lists durations apart). Built field by
 * field, not spread: one object per distinct observation of a case. Read only
 * here (the strings and lists are shared with the record, never changed).
 */
function outcomeOf(o, redact, keepTools) {
    const out = {};
    if (o.decision !== undefined)
        out.decision = o.decision;
    if (o.text !== undefined && !redact)
        out.text = o.text;
    if (o.tools !== undefined && (!redact || keepTools))
        out.tools = o.tools;
    if (o.error !== undefined)
        out.error = o.error;
    if (o.reason !== undefined)
        out.reason = o.reason;
    if (o.cached === true)
        out.cached = true;
    return out;
}
/** Pieces gathered into strings of about this many characters before they are handed on. */
const PIECE = 1 << 16;
/** A run of equal canonical entries this long or longer goes to the hash as bytes, not a string. */
const RUN_AS_BYTES = 512;
/**
 * The canonical JSON as it is written, into the hash in order. Text is gathered
 * into pieces of about PIECE characters; a long run of equal entries (a steady
 * series: one observation's canonical JSON k times) is turned into UTF-8 once
 * and repeated by `Buffer.fill`, so no k-fold string is built and flattened.
 */
class CanonicalHash {
    hash;
    text = '';
    constructor(hash) {
        this.hash = hash;
    }
    add(piece) {
        this.text += piece;
        if (this.text.length >= PIECE)
            this.flush();
    }
    /** `unit` `times` times, one after another (the unit carries its separator). */
    repeat(unit, times) {
        if (times <= 0)
            return;
        if (times === 1 || unit.length * times < RUN_AS_BYTES) {
            this.add(times === 1 ? unit : unit.repeat(times));
            return;
        }
        this.flush();
        const one = Buffer.from(unit, 'utf8');
        const all = Buffer.allocUnsafe(one.length * times);
        all.fill(one);
        this.hash.update(all);
    }
    flush() {
        if (this.text === '')
            return;
        this.hash.update(this.text, 'utf8');
        this.text = '';
    }
}
/**
 * Our evidence file for in-memory evidence, streamed: the same bytes as
 * `serialiseEvidenceFile(buildEvidenceFile(evidence, meta))` and the same
 * digest as `evidenceDigest` of that file. Each case is turned into its file
 * text and its RFC 8785 canonical JSON in one pass; an observation object
 * repeated within a case (the collector shares identical answers) is written
 * and canonicalised once. Canonical key order puts `cases` first among the
 * digested fields (after `blindness` when it is false), so the canonical bytes
 * go into the hash as the cases are written.
 */
function streamEvidenceFile(evidence, meta, format = EVIDENCE_FORMAT) {
    // The head (and every refusal a build makes, such as a redaction that would erase
    // what the layer compares) comes from the one builder, on the evidence without cases.
    if (meta.redact === true)
        checkRedactable(evidence);
    const built = buildEvidenceFile({ ...evidence, cases: [] }, meta);
    const empty = format === EVIDENCE_FORMAT ? built : { ...built, schema: format };
    const tables = format === EVIDENCE_FORMAT_V2;
    const { cases: _none, ...head } = empty;
    const redact = meta.redact === true;
    const keepTools = !redact || evidence.layer === 'tools';
    const positions = meta.positions;
    const hash = createHash('sha256');
    let finished = false;
    const headText = serialiseEvidenceFile(empty);
    // `"cases": []` closes the head's text: the cases go between the brackets.
    const closing = '"cases": []\n}\n';
    if (!headText.endsWith(closing))
        throw new Error('streamEvidenceFile: unexpected head layout');
    const opening = headText.slice(0, headText.length - closing.length);
    function* chunks() {
        const cases = evidence.cases;
        let piece = `${opening}"cases": [`;
        const canonical = new CanonicalHash(hash);
        canonical.add(evidence.blindness === false ? '{"blindness":false,"cases":[' : '{"cases":[');
        for (let i = 0; i < cases.length; i++) {
            const c = cases[i];
            const at = positions?.get(c.fingerprint);
            if (i > 0)
                canonical.add(',');
            const text = writeCase(c, at, redact, keepTools, tables, canonical);
            piece += `${i === 0 ? '\n    ' : ',\n    '}${text}`;
            if (piece.length >= PIECE) {
                yield piece;
                piece = '';
            }
        }
        piece += cases.length === 0 ? ']\n}\n' : '\n  ]\n}\n';
        yield piece;
        canonical.flush();
        let canon = `],"isolation":${canonicalJson(head.isolation)},"layer":${canonicalJson(head.layer)},`;
        if (head.meter === false)
            canon += '"meter":false,';
        if (head.sequential !== undefined)
            canon += `"sequential":${canonicalJson(head.sequential)},`;
        canon += `"settings":${canonicalJson(head.settings)},"suite":${canonicalJson(head.suite)}}`;
        hash.update(canon, 'utf8');
        finished = true;
    }
    let digest = null;
    return {
        head,
        chunks: { [Symbol.iterator]: chunks },
        digest: () => {
            if (digest !== null)
                return digest;
            if (!finished)
                throw new Error('streamEvidenceFile: the digest is known once every chunk was taken');
            digest = hash.digest('hex');
            return digest;
        },
    };
}
/**
 * A case's file text (at depth 2, inside `cases`), returned, and its canonical
 * JSON, given to `canonical` as it is made.
 */
function writeCase(c, position, redact, keepTools, tables, canonical) {
    const input = c.input === undefined || redact ? undefined : c.input;
    let text = '{';
    let canon = '{';
    // File order: input, fingerprint, expected, errors, observations, relations, source, position.
    const [fpJson, fpCanon] = bothOf(c.fingerprint);
    const expected = c.expected === undefined ? undefined : bothOf(c.expected);
    const inputBoth = input === undefined ? undefined : bothOf(input);
    if (inputBoth !== undefined)
        text += `\n      "input": ${inputBoth[0]},`;
    text += `\n      "fingerprint": ${fpJson},`;
    if (expected !== undefined)
        text += `\n      "expected": ${expected[0]},`;
    if (c.errors !== undefined)
        text += `\n      "errors": ${JSON.stringify(c.errors)},`;
    // Canonical order: errors, expected, fingerprint, input, observations, position, relations, source.
    if (c.errors !== undefined)
        canon += `"errors":${canonicalJson(c.errors)},`;
    if (expected !== undefined)
        canon += `"expected":${expected[1]},`;
    canon += `"fingerprint":${fpCanon},`;
    if (inputBoth !== undefined)
        canon += `"input":${inputBoth[1]},`;
    const list = fileSeriesOf(c);
    if (tables) {
        // The decision table (evidence@2): distinct outcomes once, the series as indices.
        const table = decisionTable(list, redact, keepTools);
        const pieces = table.outcomes.map((o) => observationPieces(o, 4));
        const outcomes = pieces.map((p) => ({ text: p.text, canon: canonWithMs(p, undefined) }));
        text += `\n      "outcomes": ${listText(outcomes.map((o) => o.text), 3)},`;
        text += `\n      "observations": [${indexRuns(table.indices)}]`;
        if (table.ms !== null)
            text += `,\n      "ms": [${table.ms.map((m) => JSON.stringify(m)).join(', ')}]`;
        // The digest covers the series as evidence@1 writes it: each observation in full.
        canonical.add(`${canon}"observations":[`);
        canon = '';
        const n = list.length;
        let k = 0;
        while (k < n) {
            const at = table.indices[k];
            const ms = table.ms?.[k] ?? null;
            if (ms !== null) {
                // The outcome's canonical JSON with its duration where `ms` sorts (after `error`).
                const one = canonWithMs(pieces[at], ms);
                canonical.add(k === 0 ? one : `,${one}`);
                k++;
                continue;
            }
            // A run of the same outcome without durations: one unit, repeated.
            let j = k + 1;
            while (j < n && table.indices[j] === at && (table.ms?.[j] ?? null) === null)
                j++;
            const unit = outcomes[at].canon;
            canonical.add(k === 0 ? unit : `,${unit}`);
            canonical.repeat(`,${unit}`, j - k - 1);
            k = j;
        }
        canon += ']';
    }
    else if (list.length === 0) {
        text += '\n      "observations": []';
        canon += '"observations":[]';
    }
    else {
        const seen = new Map();
        text += '\n      "observations": [';
        canon += '"observations":[';
        for (let k = 0; k < list.length; k++) {
            const o = list[k];
            let w = seen.get(o);
            if (w === undefined) {
                w = observationWritten(viewOf(o, redact, keepTools), 4);
                seen.set(o, w);
            }
            text += `${k === 0 ? '\n        ' : ',\n        '}${w.text}`;
            canon += k === 0 ? w.canon : `,${w.canon}`;
        }
        text += '\n      ]';
        canon += ']';
    }
    if (position !== undefined)
        canon += `,"position":${canonicalJson(position)}`;
    if (c.relations !== undefined) {
        const relations = c.relations.map((r) => relationWritten(r, redact, keepTools));
        text += `,\n      "relations": ${listText(relations.map((r) => r.text), 3)}`;
        canon += ',"relations":[';
        for (let i = 0; i < relations.length; i++) {
            canon += i === 0 ? relations[i].canon : `,${relations[i].canon}`;
        }
        canon += ']';
    }
    if (c.source !== undefined) {
        const source = observationWritten(viewOf(c.source, redact, keepTools), 3);
        text += `,\n      "source": ${source.text}`;
        canon += `,"source":${source.canon}`;
    }
    if (position !== undefined)
        text += `,\n      "position": ${JSON.stringify(position)}`;
    text += '\n    }';
    canon += '}';
    canonical.add(canon);
    return text;
}
/**
 * From this many recorded observations on, `run` writes evidence@2 (a decision
 * table per case): where the file's size and the memory of reading it back
 * matter. Smaller runs keep evidence@1, which every earlier reader of ours reads
 * and which is easy to read by eye (docs/evidence-format.md).
 */
const TABLES_FROM_OBSERVATIONS = 10_000;
/** The format `run` writes for this evidence (see TABLES_FROM_OBSERVATIONS). */
function chooseEvidenceFormat(evidence) {
    let n = 0;
    for (const c of evidence.cases) {
        n += c.observations.length;
        if (n >= TABLES_FROM_OBSERVATIONS)
            return EVIDENCE_FORMAT_V2;
    }
    return EVIDENCE_FORMAT;
}

/**
 * Pure scheduling decisions, driven by tests with fake agents: which inputs the
 * next sequential round asks, when a declared checkpoint is read (only at the end
 * of a whole round, reference-defects §1), and when the run stops. No timers, no
 * clock, no I/O.
 */
/**
 * Sequential rounds: each round asks every live input for one pair (two calls).
 * After a round, its pair outcomes are appended in input order and every declared
 * checkpoint now covered is read on exactly its first c outcomes; the first that
 * decides ends collection. Inputs whose pair failed leave the live set.
 */
class SequentialRounds {
    plan;
    budgetCalls;
    live;
    outcomes = [];
    nextCheckpoint = 0;
    spent = 0;
    round = 0;
    result = null;
    constructor(plan, inputs, budgetCalls = null) {
        this.plan = plan;
        this.budgetCalls = budgetCalls;
        this.live = Array.from({ length: inputs }, (_, i) => i);
    }
    /** Inputs to ask for a pair in the next round, or null when collection has ended. */
    nextRound() {
        if (this.result !== null)
            return null;
        if (this.live.length === 0)
            return this.end('no-live-inputs');
        if (this.budgetCalls !== null && this.spent + 2 * this.live.length > this.budgetCalls) {
            return this.end('budget');
        }
        return [...this.live];
    }
    /**
     * Record a round: for each input asked, in input order, `true` (the pair
     * flipped), `false` (it agreed) or `null` (a call failed: the input leaves).
     * `calls` is the calls actually made. Returns the decision once one is reached.
     */
    recordRound(results, calls) {
        if (this.result !== null)
            return this.result;
        this.round += 1;
        this.spent += calls;
        const asked = [...this.live];
        for (const index of asked) {
            const r = results.get(index);
            if (r === undefined || r === null)
                this.live.splice(this.live.indexOf(index), 1);
            else
                this.outcomes.push(r);
        }
        const checkpoints = this.plan.checkpoints;
        while (this.nextCheckpoint < checkpoints.length) {
            const c = checkpoints[this.nextCheckpoint];
            if (this.outcomes.length < c)
                break;
            let flips = 0;
            for (let i = 0; i < c; i++)
                if (this.outcomes[i])
                    flips++;
            this.nextCheckpoint += 1;
            const call = sequentialCallAt(this.plan, c, flips);
            if (call !== null) {
                this.result = { call, pairs: c, reason: 'checkpoint', rounds: this.round };
                return this.result;
            }
        }
        if (this.nextCheckpoint >= checkpoints.length) {
            // The last checkpoint always answers; this only guards a plan without one.
            this.end('budget');
            return this.result;
        }
        return null;
    }
    /** Stop early from outside (an interrupt): undecided with what was collected. */
    stop() {
        if (this.result === null)
            this.end('stopped');
        return this.result;
    }
    get decision() {
        return this.result;
    }
    get pairOutcomes() {
        return this.outcomes;
    }
    end(reason) {
        this.result = { call: 'undecided', pairs: this.outcomes.length, reason, rounds: this.round };
        return null;
    }
}
/**
 * Tracks disjoint pairs of one series as successful observations arrive, the way
 * `assess` forms them (failed calls are left out before pairing): returns null
 * while a pair is open, otherwise whether the completed pair flipped.
 */
class PairTracker {
    open = null;
    add(key) {
        if (this.open === null) {
            this.open = key;
            return null;
        }
        const flip = this.open !== key;
        this.open = null;
        return flip;
    }
    /** An observation is waiting for its partner. */
    get isOpen() {
        return this.open !== null;
    }
}
/**
 * Runs tasks on up to `workers` workers, in order, each worker taking the next task
 * when its last one settled; no task starts once `halted()`. A task that finished
 * synchronously (returned undefined) costs no await.
 */
function runPool(tasks, workers, halted) {
    return runPoolOf(tasks.length, workers, halted, (i) => tasks[i]());
}
/**
 * `runPool` over tasks 0…count−1 given by their index: one function for them all,
 * so a round over thousands of inputs makes no closure per input.
 */
async function runPoolOf(count, workers, halted, task) {
    let next = 0;
    const worker = async () => {
        while (next < count && !halted()) {
            const r = task(next++);
            if (r !== undefined)
                await r;
        }
    };
    const n = Math.min(workers, count);
    if (n <= 1)
        return worker();
    await Promise.all(Array.from({ length: n }, worker));
}

/** A call that failed (threw, rejected, timed out or was abandoned). */
class Failed {
    error;
    ms;
    reason;
    constructor(error, ms, reason = 'runtime_error') {
        this.error = error;
        this.ms = ms;
        this.reason = reason;
    }
    /** It ran past the per-call timeout. */
    get timedOut() {
        return this.reason === 'timeout';
    }
    /** As the evidence records it: the error, its reason and the duration when timed. */
    get record() {
        return this.ms === undefined
            ? { error: this.error, reason: this.reason }
            : { error: this.error, reason: this.reason, ms: this.ms };
    }
}
/**
 * A call that was never made: collection stopped while it waited (for the rate
 * limiter, or for the first calls to show the agent can answer). It is not
 * recorded and not counted.
 */
const NOT_STARTED = new Failed('collection stopped before the call started', undefined);
/** An answer that came back asynchronously, with its duration. */
class Timed {
    obs;
    ms;
    constructor(obs, ms) {
        this.obs = obs;
        this.ms = ms;
    }
}
function observationOf(a) {
    return a instanceof Timed ? a.obs : a instanceof Failed ? null : a;
}
function msOf(a) {
    return a instanceof Timed || a instanceof Failed ? a.ms : undefined;
}
function isThenable(value) {
    return (value !== null &&
        typeof value === 'object' &&
        typeof value.then === 'function');
}
function messageOf(error) {
    return describeThrown(error);
}
function roundMs(ms) {
    return Math.round(ms * 1000) / 1000;
}

/** The evidence and stats of a collection that ended in state `s`. */
function collectedResult(s) {
    const cases = [];
    for (const c of s.cases) {
        const observations = c.observations.series(s.steady);
        // With the meter on, an input that was never reached is left out; without it
        // every input is listed (its first draw and relations may be all there is).
        // Random allocation keeps every input: its draws are replayed over all of them.
        if (s.plan.settings.meter && observations.length === 0 && s.plan.allocation === null)
            continue;
        cases.push({
            input: c.plan.input,
            fingerprint: c.plan.fingerprint,
            ...(c.plan.expected === undefined ? {} : { expected: c.plan.expected }),
            observations,
            ...(c.relationsRun ? { relations: c.relations } : {}),
            ...(c.source === null ? {} : { source: c.source }),
        });
    }
    const counts = s.counts;
    const total = counts.meter + counts.sources + counts.relationSources + counts.relations;
    const stopReason = s.halted ?? undefined;
    // The evidence names why it stopped; an agent that could not answer, with its error and count.
    const evidenceStop = s.unanswered !== null
        ? `the agent cannot answer: ${describeUnanswered(s.unanswered)}`
        : stopReason;
    const curtailment = s.curtailStop === null
        ? undefined
        : { stop: s.curtailStop, callsAvoided: Math.max(0, s.plan.calls.total - total) };
    const provenance = {
        collector: 'agentverity run',
        agent: { kind: s.agent.kind, label: s.agent.label },
        mode: s.plan.mode,
        k: s.plan.k,
        ...(s.sequentialOutcome === null ? {} : { sequentialRounds: s.sequentialOutcome.rounds }),
        ...(curtailment === undefined
            ? {}
            : { curtailment: { ...curtailment.stop, callsAvoided: curtailment.callsAvoided } }),
        ...(s.unanswered === null
            ? {}
            : {
                unanswered: {
                    calls: s.unanswered.calls,
                    errors: s.unanswered.errors.map((e) => ({ ...e })),
                },
            }),
    };
    const evidence = {
        layer: s.plan.layer,
        isolation: s.plan.isolation,
        provenance,
        cases,
        complete: stopReason === undefined,
        ...(evidenceStop === undefined ? {} : { stopReason: evidenceStop }),
        relations: s.plan.settings.relations.map((r) => ({ name: r.name, type: r.type })),
        ...(s.plan.settings.meter ? {} : { meter: false }),
        ...(s.plan.settings.blindness ? {} : { blindness: false }),
        ...(s.plan.settings.meter ? { method: s.plan.method } : {}),
        ...(s.plan.allocation === null
            ? {}
            : {
                allocation: {
                    kind: 'random',
                    seed: s.plan.allocation.seed,
                    pairs: s.drawsUsed,
                },
            }),
        ...(s.plan.earlyRejection === null
            ? {}
            : {
                earlyRejection: {
                    ...s.plan.earlyRejection,
                    rejectedAt: s.rejectedAt,
                },
            }),
        ...(s.sequentialOutcome === null || s.plan.sequential === null
            ? {}
            : {
                sequential: {
                    rule: 'declared-checkpoint',
                    epsilon: s.plan.sequential.epsilon,
                    alpha: s.plan.sequential.alpha,
                    looks: s.plan.sequential.looks,
                    budget: null,
                    inputs: s.plan.inputs,
                    checkpoints: [...s.plan.sequential.checkpoints],
                    call: s.sequentialOutcome.call,
                    pairs: s.sequentialOutcome.pairs,
                },
            }),
    };
    const stats = {
        calls: {
            total,
            meter: counts.meter,
            sources: counts.sources,
            relationSources: counts.relationSources,
            relations: counts.relations,
        },
        errors: counts.errors,
        pairs: counts.pairs,
        flips: counts.flips,
        elapsedMs: s.elapsedMs,
        ...(stopReason === undefined ? {} : { stopReason }),
        ...(curtailment === undefined ? {} : { curtailment }),
        ...(s.sequentialOutcome === null ? {} : { sequential: s.sequentialOutcome }),
        ...(s.unanswered === null ? {} : { unanswered: s.unanswered }),
        agent: s.agent.diagnostics?.() ?? {},
    };
    return {
        evidence,
        stats,
        plan: s.plan,
        ...(s.fatal === undefined ? {} : { fatal: s.fatal }),
    };
}

// One input's state while it is collected (CaseState): its series (SeriesBuffer,
// which holds a steady series as one shared answer and a count), its pair tracker,
// its relation records, its first draw, and the sharer that records identical
// untimed answers as one frozen object (internRecord).
/**
 * One input's series as it is collected. While every answer is the same object
 * (a steady input: the case's sharer gives equal answers as one frozen object), it
 * is held as that object and a count, so a steady input costs the same at any k
 * (issue 18); the first other answer, or a slot filled out of order, turns it
 * into the list of answers by slot (undefined where a slot is not filled yet).
 */
class SeriesBuffer {
    same;
    count = 0;
    list = null;
    get length() {
        return this.list === null ? this.count : this.list.length;
    }
    push(o) {
        if (this.list === null) {
            if (this.count === 0 || o === this.same) {
                this.same = o;
                this.count += 1;
                return;
            }
            this.spread();
        }
        this.list.push(o);
    }
    /** Fills slot `slot` (parallel repeats fill slots in any order). */
    set(slot, o) {
        if (this.list === null && slot === this.count) {
            this.push(o);
            return;
        }
        (this.list ?? this.spread())[slot] = o;
    }
    at(slot) {
        if (this.list !== null)
            return this.list[slot];
        return slot < this.count ? this.same : undefined;
    }
    /** True when no slot is filled. */
    none() {
        return this.list === null ? this.count === 0 : this.list.every((o) => o === undefined);
    }
    /** The filled slots in order, a steady series as the one array `steady` shares for it. */
    series(steady) {
        if (this.list === null) {
            const same = this.same;
            if (same === undefined)
                return [];
            return steady.of(same, this.count);
        }
        return steady.share(this.list.filter((o) => o !== undefined));
    }
    spread() {
        const list = new Array(this.count).fill(this.same);
        this.list = list;
        return list;
    }
}
/**
 * The record of an untimed answer, shared with an identical earlier one of the
 * same input (same decision, text and tools). A timed answer carries its own ms
 * and is never shared.
 */
function internRecord(c, rec) {
    return rec.ms === undefined ? c.shared.share(rec) : rec;
}
/**
 * The record of one answer (`recordObservation`), shared as `internRecord` shares
 * it; an untimed answer equal to a kept record is given that record without a
 * new one being built (most answers of a steady input).
 */
function recordAnswer(c, obs, ms) {
    if (ms === undefined) {
        const kept = c.shared.kept;
        for (let i = 0; i < kept.length; i++) {
            const d = kept[i];
            if (recordsAs(obs, d))
                return d;
        }
    }
    return internRecord(c, recordObservation(obs, ms));
}

// The relations of one input, as the collector runs them once its meter calls are
// done: the independent first draw when call reuse is off (runSource), then each
// planned follow-up: skipped when the transform left the input unchanged, an error
// without a call when there is nothing to compare with, else the follow-up call
// judged against the source by the relation's check (core's judgeRelation). Each
// error records its reason code (RELATION_FAILURE_REASONS) beside its words. The
// calls go through the collection's own call (watch, rate limit, deadline).
/**
 * Without call reuse, blindness and the contract read an independent draw of
 * each input rather than its first repeat (one extra call per input).
 */
async function runSource(ctx, c) {
    if (ctx.plan.calls.sources === 0 || ctx.halted() || c.source !== null)
        return;
    // With the meter on, an input none of whose repeats ran (a stop) gets no first draw either.
    if (ctx.plan.settings.meter && c.observations.none())
        return;
    let out = ctx.call(c.plan.input);
    if (isThenable(out))
        out = await out;
    const o = out;
    if (o === NOT_STARTED)
        return;
    ctx.counts.sources++;
    if (o instanceof Failed) {
        ctx.counts.errors++;
        c.source = o.record;
        if (ctx.plan.settings.errorPolicy === 'raise' && !ctx.halted()) {
            ctx.fail({
                message: `source call on input ${c.plan.index + 1}: ${o.error}`,
                caseIndex: c.plan.index,
            });
        }
        return;
    }
    c.sourceObservation = observationOf(o);
    c.source = recordObservation(c.sourceObservation, msOf(o));
}
async function runRelations(ctx, c) {
    await runSource(ctx, c);
    if (c.plan.followups.length === 0 || ctx.halted())
        return;
    c.relationsRun = true;
    const reuse = ctx.plan.settings.reuse;
    for (const f of c.plan.followups) {
        if (ctx.halted())
            return;
        const { relation } = f;
        const base = { name: relation.name, type: relation.type };
        if (f.error !== undefined || f.followup === null || f.fingerprint === null) {
            relationError(ctx, c, {
                ...base,
                followupFingerprint: c.plan.fingerprint,
                changed: false,
                outcome: 'error',
                error: `the transform failed: ${f.error ?? 'no follow-up'}`,
                reason: 'transform_failed',
            });
            continue;
        }
        if (!f.changed) {
            c.relations.push({
                name: relation.name,
                type: relation.type,
                followupFingerprint: f.fingerprint,
                changed: false,
                outcome: 'skipped',
            });
            continue;
        }
        let source = reuse ? (c.first ?? c.sourceObservation) : null;
        let sourceRecord = null;
        if (source === null && ctx.plan.calls.relationSources === 0) {
            // Reuse found nothing to reuse (the calls of this input failed): no call
            // the plan did not count is made, so the budget holds. The failed call is
            // already counted (and stopped a `raise` run), so this is not a new error.
            c.relations.push({
                ...base,
                followupFingerprint: f.fingerprint,
                changed: true,
                outcome: 'error',
                error: 'no source observation to compare with: the calls of this input failed',
                reason: 'no_source',
            });
            continue;
        }
        if (source === null) {
            let s = ctx.call(c.plan.input);
            if (isThenable(s))
                s = await s;
            const so = s;
            if (so === NOT_STARTED)
                return;
            ctx.counts.relationSources++;
            if (so instanceof Failed) {
                relationError(ctx, c, {
                    ...base,
                    followupFingerprint: f.fingerprint,
                    changed: true,
                    outcome: 'error',
                    error: `the source call failed: ${so.error}`,
                    reason: 'source_failed',
                    source: so.record,
                });
                continue;
            }
            source = observationOf(so);
            sourceRecord = recordObservation(source, msOf(so));
            if (ctx.halted())
                return;
        }
        const withSource = sourceRecord === null ? {} : { source: sourceRecord };
        let out = ctx.call(f.followup);
        if (isThenable(out))
            out = await out;
        const o = out;
        if (o === NOT_STARTED)
            return;
        ctx.counts.relations++;
        if (o instanceof Failed) {
            relationError(ctx, c, {
                ...base,
                followupFingerprint: f.fingerprint,
                changed: true,
                observation: o.record,
                outcome: 'error',
                error: o.error,
                reason: 'followup_failed',
                ...withSource,
            });
            continue;
        }
        const followup = observationOf(o);
        const observation = recordObservation(followup, msOf(o));
        try {
            const outcome = judgeRelation(relation, source, followup);
            c.relations.push({
                name: relation.name,
                type: relation.type,
                followupFingerprint: f.fingerprint,
                changed: true,
                observation,
                outcome,
                ...withSource,
            });
        }
        catch (error) {
            relationError(ctx, c, {
                ...base,
                followupFingerprint: f.fingerprint,
                changed: true,
                observation,
                outcome: 'error',
                error: `the check failed: ${messageOf(error)}`,
                reason: 'check_failed',
                ...withSource,
            });
        }
    }
}
function relationError(ctx, c, record) {
    c.relations.push(record);
    ctx.counts.errors++;
    if (ctx.plan.settings.errorPolicy === 'raise' && !ctx.halted()) {
        ctx.fail({
            message: `relation '${record.name}' on input ${c.plan.index + 1}: ${record.error ?? 'failed'}`,
            caseIndex: c.plan.index,
        });
    }
}

// The collector: one Collection calls the agent as its plan says (per-input series, rounds
// with early rejection, random allocation, declared sequential rounds, parallel repeats)
// through the first-call watch, the rate limiter and the per-call deadline, then the
// relations; records every call in order and hands its state to collectedResult
// (collected.ts). The library's entry point, collectEvidence, is collect-evidence.ts.
const YIELD_EVERY_MS = 20;
/** pairCall's answer when the pair ends at this call (it failed, or was never made). */
const PAIR_ENDED = Symbol('pair ended');
/**
 * One collection: calls the agent as the plan says, records every call in
 * collection order, and builds the Evidence. Use `collectEvidence` unless you
 * need `stop()` or `progress()` directly.
 */
class Collection {
    plan;
    agent;
    now;
    cases;
    interner = new KeyInterner();
    sweeper;
    rate;
    curtailer;
    fresh;
    inflight = new Map();
    cancelWaits = new Set();
    callSeq = 0;
    syncCalls = 0;
    started = 0;
    lastYield = 0;
    phase = 'meter';
    halted = null;
    fatal;
    curtailStop = null;
    sequentialOutcome = null;
    /** Watches the first calls; null once one answered (or the rule fired). */
    watch;
    /** Steady series, shared across inputs. */
    steady = new SteadySeriesSharer();
    unanswered = null;
    /** Calls started while the watch is armed; no more than it watches start until it settles. */
    watchedStarts = 0;
    watchWaiters = [];
    rejection;
    /** Random allocation: draws used so far. */
    drawsUsed = 0;
    /** The relation calls' view of this collection (relation-calls.ts). */
    relationCalls;
    counts = {
        meter: 0,
        sources: 0,
        relationSources: 0,
        relations: 0,
        errors: 0,
        pairs: 0,
        flips: 0,
        timedOut: 0,
    };
    constructor(plan, agent, hooks = {}) {
        this.plan = plan;
        this.agent = agent;
        this.now = hooks.now ?? (() => performance.now());
        const s = plan.settings;
        this.sweeper = s.timeoutMs === null ? null : new DeadlineSweeper(s.timeoutMs, this.now);
        this.rate = s.ratePerSecond === null ? null : new RateLimiter(s.ratePerSecond, this.now);
        this.curtailer = plan.curtail === null ? null : new Curtailer(plan.curtail);
        this.rejection =
            plan.earlyRejection === null ? null : new EarlyRejectionWatch(plan.earlyRejection);
        this.fresh = s.isolation === 'fresh-instance';
        this.watch = new AnswerWatch(firstCallsWatched(s.maxWorkers, plan.calls.total));
        this.cases = plan.cases.map((c) => ({
            plan: c,
            observations: new SeriesBuffer(),
            relations: [],
            tracker: new PairTracker(),
            first: null,
            relationsRun: false,
            failed: false,
            source: null,
            sourceObservation: null,
            shared: new ObservationSharer(),
        }));
        this.relationCalls = {
            plan,
            counts: this.counts,
            halted: () => this.halted !== null,
            call: (input) => this.call(input),
            fail: (fatal) => {
                this.fatal = fatal;
                this.stop('error');
            },
        };
    }
    /** Counters so far; cheap enough to poll. */
    progress() {
        const c = this.counts;
        return {
            phase: this.phase,
            callsDone: c.meter + c.sources + c.relationSources + c.relations,
            callsPlanned: this.plan.calls.total,
            atMost: this.plan.calls.atMost,
            pairs: c.pairs,
            flips: c.flips,
            errors: c.errors,
            timedOut: c.timedOut,
            elapsedMs: this.started === 0 ? 0 : this.now() - this.started,
        };
    }
    /** Stop collecting: calls in flight are abandoned (recorded as failed), nothing new starts. */
    stop(reason = 'interrupted') {
        if (this.halted === null || (reason === 'interrupted' && this.halted === 'curtailed')) {
            this.halted = reason;
        }
        if (reason !== 'curtailed') {
            for (const cancel of [...this.inflight.values()])
                cancel(reason === 'interrupted' ? 'interrupted before the call returned' : 'collection stopped');
            for (const wake of [...this.cancelWaits])
                wake();
            for (const wake of this.watchWaiters.splice(0))
                wake();
        }
    }
    async run() {
        this.started = this.now();
        this.lastYield = this.started;
        try {
            if (this.plan.sequential !== null)
                await this.runSequential();
            else if (this.plan.allocation !== null)
                await this.runRandom();
            else if (this.rejection !== null)
                await this.runRounds();
            else if (this.plan.settings.parallelRepeats)
                await this.runParallelRepeats();
            else
                await this.pool(this.cases.map((c) => () => this.runCase(c)));
        }
        catch (error) {
            this.halted = 'error';
            this.fatal = { message: messageOf(error), cause: error };
        }
        finally {
            this.sweeper?.close();
        }
        this.phase = 'done';
        return this.result();
    }
    // --- Scheduling ---------------------------------------------------------------
    /** Run tasks on up to maxWorkers workers, in order; stops taking tasks once halted. */
    pool(tasks) {
        return runPool(tasks, this.plan.settings.maxWorkers, () => this.halted !== null);
    }
    /** Under curtailment an input finishes the pair it has open; any other stop is immediate. */
    mayContinue(c) {
        return this.halted === null || (this.halted === 'curtailed' && c.tracker.isOpen);
    }
    async runCase(c) {
        const repeats = c.plan.repeats;
        for (let r = 0; r < repeats; r++) {
            if (!this.mayContinue(c))
                return;
            let out = this.call(c.plan.input);
            if (isThenable(out))
                out = await out;
            else {
                const y = this.maybeYield();
                if (y !== null)
                    await y;
            }
            if (out === NOT_STARTED)
                return;
            this.recordMeter(c, out);
            // A series ends at its first failed call, as in the reference.
            if (c.failed)
                break;
        }
        await runRelations(this.relationCalls, c);
    }
    async runParallelRepeats() {
        const tasks = [];
        for (const c of this.cases) {
            for (let slot = 0; slot < c.plan.repeats; slot++) {
                tasks.push(async () => {
                    // A series ends at its first failed call: no new repeat of it starts.
                    if (c.failed || this.halted !== null)
                        return;
                    let out = this.call(c.plan.input);
                    if (isThenable(out))
                        out = await out;
                    if (out === NOT_STARTED)
                        return;
                    this.recordSlot(c, slot, out);
                });
            }
        }
        await this.pool(tasks);
        this.phase = 'relations';
        await this.pool(this.cases.map((c) => () => runRelations(this.relationCalls, c)));
    }
    async runSequential() {
        const plan = this.plan.sequential;
        if (plan === null)
            return;
        const rounds = new SequentialRounds(plan, this.cases.length, this.plan.meterBudget);
        for (let asked = rounds.nextRound(); asked !== null; asked = rounds.nextRound()) {
            const results = new Map();
            const before = this.counts.meter;
            await this.pool(asked.map((index) => async () => {
                // The pair (and the input's series) ends at a failed call: null, the input leaves.
                results.set(index, await this.onePair(this.cases[index]));
            }));
            if (this.halted !== null)
                break;
            if (rounds.recordRound(results, this.counts.meter - before) !== null)
                break;
        }
        this.sequentialOutcome = rounds.decision ?? rounds.stop();
        if (this.halted !== null)
            return;
        this.phase = 'relations';
        await this.pool(this.cases.map((c) => () => runRelations(this.relationCalls, c)));
    }
    /**
     * One pair of calls on an input: its flip, or null when a call failed or the run
     * stopped (the input then leaves). Synchronous when the agent answered both calls
     * at once: no promise, no microtask (a constant in-process agent's pair costs two
     * calls and two records).
     */
    onePair(c) {
        return this.pairFrom(c, 0, null);
    }
    pairFrom(c, from, flipSoFar) {
        let flip = flipSoFar;
        for (let j = from; j < 2; j++) {
            if (this.halted !== null)
                return null;
            const out = this.call(c.plan.input);
            if (isThenable(out)) {
                const next = j + 1;
                const before = flip;
                return out.then((o) => {
                    const f = this.pairCall(c, o, before);
                    return f === PAIR_ENDED ? null : this.pairFrom(c, next, f);
                });
            }
            const f = this.pairCall(c, out, flip);
            if (f === PAIR_ENDED)
                return null;
            flip = f;
        }
        return flip;
    }
    /** Records one call of a pair: the flip so far, or PAIR_ENDED when the pair ends here. */
    pairCall(c, o, flip) {
        if (o === NOT_STARTED)
            return PAIR_ENDED;
        const f = this.recordMeter(c, o);
        if (o instanceof Failed)
            return PAIR_ENDED;
        return f ?? flip;
    }
    /**
     * Per-input collection with early rejection: rounds of one pair per live input
     * (k/2 rounds, or each input's own pairs when routes get different repeats),
     * the test looked at after each whole round, pairs read in input order.
     */
    async runRounds() {
        const watch = this.rejection;
        if (watch === null)
            return;
        const pairsOf = (c) => Math.floor(c.plan.repeats / 2);
        // A reduce, not Math.max(...): a spread of every input's count overflows the stack on large runs.
        const rounds = this.cases.reduce((most, c) => Math.max(most, pairsOf(c)), 0);
        const live = new Set(this.cases.map((_, i) => i));
        for (let r = 0; r < rounds && this.halted === null && live.size > 0; r++) {
            // Round r asks every live input that still has a planned pair, in input order.
            const asked = [];
            for (const i of live)
                if (pairsOf(this.cases[i]) > r)
                    asked.push(i);
            const results = new Array(asked.length); // undefined: never ran
            await runPoolOf(asked.length, this.plan.settings.maxWorkers, () => this.halted !== null, (at) => {
                const flip = this.onePair(this.cases[asked[at]]);
                if (isThenable(flip))
                    return flip.then((f) => void (results[at] = f));
                results[at] = flip;
                // An agent that answers at once still lets signals and timers in now and then.
                return this.maybeYield() ?? undefined;
            });
            if (this.halted !== null)
                break;
            let stop = false;
            for (let at = 0; at < asked.length; at++) {
                const index = asked[at];
                const flip = results[at];
                if (flip === undefined || flip === null) {
                    live.delete(index);
                    continue;
                }
                if (watch.pair(flip))
                    stop = true;
            }
            // The look is at the end of the round: a whole round is read or none of it.
            if (stop)
                break;
        }
        if (this.halted !== null)
            return;
        this.phase = 'relations';
        await this.pool(this.cases.map((c) => () => runRelations(this.relationCalls, c)));
    }
    /**
     * Random allocation: pair j goes to the input of draw j. Pairs run in batches of
     * maxWorkers; the early-rejection test (when declared) reads them in draw order.
     */
    async runRandom() {
        const allocation = this.plan.allocation;
        if (allocation === null)
            return;
        const left = new Set();
        const batch = Math.max(1, this.plan.settings.maxWorkers);
        let stop = false;
        for (let start = 0; start < allocation.draws.length && !stop; start += batch) {
            if (this.halted !== null)
                break;
            const slice = allocation.draws.slice(start, start + batch);
            this.drawsUsed = start + slice.length;
            const results = new Array(slice.length);
            // Two draws of one input in a batch run one after the other (its pairs stay in order).
            const byInput = new Map();
            slice.forEach((input, j) => byInput.set(input, [...(byInput.get(input) ?? []), j]));
            await Promise.all([...byInput.entries()].map(async ([input, slots]) => {
                for (const j of slots) {
                    if (left.has(input) || this.halted !== null) {
                        results[j] = undefined;
                        continue;
                    }
                    const flip = await this.onePair(this.cases[input]);
                    if (flip === null)
                        left.add(input);
                    results[j] = flip;
                }
            }));
            if (this.halted !== null)
                break;
            for (const flip of results) {
                if (flip === undefined || flip === null)
                    continue;
                if (this.rejection !== null && this.rejection.pair(flip))
                    stop = true;
            }
        }
        if (this.halted !== null)
            return;
        this.phase = 'relations';
        await this.pool(this.cases.map((c) => () => runRelations(this.relationCalls, c)));
    }
    // ---------------------------------------------------------------------------
    // Calls.
    maybeYield() {
        if ((++this.syncCalls & 255) !== 0)
            return null;
        const t = this.now();
        if (t - this.lastYield < YIELD_EVERY_MS)
            return null;
        this.lastYield = t;
        return new Promise((resolve) => setImmediate(resolve));
    }
    /**
     * One call. Returns synchronously when the agent did (no promise, no timer);
     * otherwise a promise that settles with the answer, the error, or the timeout.
     */
    call(input) {
        const watch = this.watch;
        if (watch !== null) {
            // Until one call answers, no more calls start than the watch looks at: an
            // agent that cannot answer costs its first calls only, with any number of workers.
            if (this.watchedStarts >= watch.firstCalls) {
                return new Promise((wake) => this.watchWaiters.push(wake)).then(() => this.halted !== null && this.halted !== 'curtailed' ? NOT_STARTED : this.call(input));
            }
            this.watchedStarts += 1;
        }
        if (this.rate !== null) {
            const wait = this.rate.reserve();
            if (wait > 0) {
                let wake;
                const onCancel = (fn) => {
                    wake = fn;
                    this.cancelWaits.add(fn);
                };
                return sleep(wait, { onCancel }).then(() => {
                    if (wake !== undefined)
                        this.cancelWaits.delete(wake);
                    if (this.halted !== null && this.halted !== 'curtailed')
                        return NOT_STARTED;
                    return this.callNow(input);
                });
            }
        }
        return this.callNow(input);
    }
    callNow(input) {
        const id = ++this.callSeq;
        let answer;
        try {
            answer = this.agent.call(input, id, this.fresh);
        }
        catch (error) {
            const failed = new Failed(messageOf(error), undefined, failureReasonOf(error));
            if (this.watch !== null)
                this.observe(failed);
            return failed;
        }
        if (!isThenable(answer)) {
            if (this.watch !== null)
                this.observe(answer);
            return answer;
        }
        // Only calls that did not answer at once are timed and watched for a timeout.
        const t0 = this.now();
        return new Promise((resolve) => {
            let settled = false;
            const finish = (result) => {
                if (settled)
                    return;
                settled = true;
                this.inflight.delete(id);
                this.sweeper?.remove(id);
                if (this.watch !== null)
                    this.observe(result);
                resolve(result);
            };
            const cancel = (reason, timedOut = false) => {
                if (settled)
                    return;
                let error = reason;
                try {
                    // A timed-out call's error says what the agent knows (a worker that wrote nothing).
                    const hint = this.agent.abort?.(id, reason);
                    if (timedOut && typeof hint === 'string' && hint !== '')
                        error = `${reason}; ${hint}`;
                }
                catch {
                    /* the agent's abort must not break collection */
                }
                if (timedOut)
                    this.counts.timedOut++;
                finish(new Failed(error, roundMs(this.now() - t0), timedOut ? 'timeout' : 'cancelled'));
            };
            this.inflight.set(id, cancel);
            const timeout = this.plan.settings.timeoutMs;
            if (this.sweeper !== null) {
                this.sweeper.add(id, t0, () => cancel(`timed out after ${timeout} ms`, true));
            }
            answer.then((obs) => finish(new Timed(obs, roundMs(this.now() - t0))), (error) => finish(new Failed(messageOf(error), roundMs(this.now() - t0), failureReasonOf(error))));
        });
    }
    /**
     * Feed one call's outcome to the watch over the first calls; when they all
     * failed, stop: the agent cannot answer (a harness failure such as an
     * extraction failure counts as a failure on the verdict layer).
     */
    observe(a) {
        const watch = this.watch;
        if (watch === null || this.halted !== null)
            return;
        let error = null;
        if (a instanceof Failed)
            error = a.error;
        else if (this.plan.layer === 'verdict') {
            const v = (a instanceof Timed ? a.obs : a).verdict;
            if (v !== null && typeof v === 'object' && v.kind === 'no_decision') {
                if (isIncompleteReason(v.reason))
                    error = `the answer is a harness failure (${v.reason})`;
            }
        }
        const timeout = this.plan.settings.timeoutMs;
        const timedOut = a instanceof Failed && a.timedOut && timeout !== null ? timeout : undefined;
        const stop = watch.record(error, timedOut);
        if (watch.armed)
            return;
        this.watch = null;
        if (stop !== null) {
            this.unanswered = stop;
            this.fatal = { message: `the agent cannot answer: ${describeUnanswered(stop)}` };
            this.stop('agent-unavailable');
        }
        // Calls held back while the first ones were watched start now (or see the stop).
        for (const wake of this.watchWaiters.splice(0))
            wake();
    }
    // ---------------------------------------------------------------------------
    // Recording.
    /** Record a meter call; returns the flip of the pair it completed, if any. */
    recordMeter(c, out) {
        this.counts.meter++;
        if (out instanceof Failed) {
            c.observations.push(out.record);
            c.failed = true;
            this.meterError(c, out.error);
            return null;
        }
        const obs = out instanceof Timed ? out.obs : out;
        const rec = recordAnswer(c, obs, out instanceof Timed ? out.ms : undefined);
        c.observations.push(rec);
        if (c.first === null)
            c.first = obs;
        const flip = c.tracker.add(this.interner.of(rec, this.plan.layer));
        if (flip !== null)
            this.pairDone(c, flip);
        return flip;
    }
    recordSlot(c, slot, out) {
        this.counts.meter++;
        if (out instanceof Failed) {
            c.observations.set(slot, out.record);
            c.failed = true;
            this.meterError(c, out.error);
            return;
        }
        const obs = out instanceof Timed ? out.obs : out;
        const rec = recordAnswer(c, obs, msOf(out));
        c.observations.set(slot, rec);
        if (slot === 0 || c.first === null)
            c.first = obs;
        const partner = c.observations.at(slot ^ 1);
        if (partner !== undefined && partner.error === undefined && (slot ^ 1) < c.plan.repeats) {
            const flip = this.interner.of(partner, this.plan.layer) !== this.interner.of(rec, this.plan.layer);
            this.pairDone(c, flip);
        }
    }
    meterError(c, message) {
        this.counts.errors++;
        if (this.plan.settings.errorPolicy === 'raise' && this.halted === null) {
            this.fatal = { message: `input ${c.plan.index + 1}: ${message}`, caseIndex: c.plan.index };
            this.stop('error');
        }
    }
    pairDone(c, flip) {
        this.counts.pairs++;
        if (flip)
            this.counts.flips++;
        if (this.curtailer !== null && this.curtailStop === null) {
            const stop = this.curtailer.pair(flip, c.plan.expected ?? null);
            if (stop !== null) {
                this.curtailStop = stop;
                this.stop('curtailed');
            }
        }
    }
    result() {
        return collectedResult({
            plan: this.plan,
            agent: this.agent,
            cases: this.cases,
            steady: this.steady,
            counts: this.counts,
            halted: this.halted,
            unanswered: this.unanswered,
            curtailStop: this.curtailStop,
            sequentialOutcome: this.sequentialOutcome,
            drawsUsed: this.drawsUsed,
            rejectedAt: this.rejection?.rejectedAt ?? null,
            elapsedMs: this.now() - this.started,
            fatal: this.fatal,
        });
    }
}

// The settings of a collection, checked and defaulted once (resolveSettings):
// each number in range and named by its setting key when refused, the
// combinations that cannot go together refused, the defaults filled in. The plan
// (plan.ts) is made from what this returns.
/** How a refusal's text names the settings that shape the meter's repeats. */
const SETTING_NAMES = {
    sequential: 'sequential stopping',
    curtail: 'curtailment',
    parallelRepeats: 'parallel repeats',
};
/** A whole number of at least `min`; a refusal names the setting by its key. */
function positiveInt(value, name, min) {
    // `null` is "not given" (settings read from JSON).
    if (value === undefined || value === null)
        return undefined;
    if (!Number.isSafeInteger(value) || value < min) {
        throw new Refusal('collect.settings', `expected a whole number >= ${min}, got ${String(value)}`, undefined, { setting: name, data: { min } });
    }
    return value;
}
function positiveNumber(value, name) {
    if (value === undefined || value === null)
        return null;
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
        throw new Refusal('collect.settings', `expected a number above 0, got ${String(value)}`, undefined, { setting: name });
    }
    return value;
}
/** Check every setting before any call; refusals name the setting. */
function resolveSettings(settings) {
    const epsilon = validateEpsilon(settings.epsilon ?? 0.05);
    const meterOn = settings.meter !== false;
    if (!meterOn) {
        const clash = [
            ['sequential', settings.sequential === true],
            ['curtail', settings.curtail === true],
            ['parallelRepeats', settings.parallelRepeats === true],
        ].find(([, given]) => given);
        if (clash !== undefined) {
            throw new Refusal('collect.meter-off', `${SETTING_NAMES[clash[0]]} shapes the meter's repeats, and the meter is off (drop one of them)`, undefined, { setting: clash[0] });
        }
    }
    // Without the meter, k is not used (as in the reference, it is then not checked).
    const k = meterOn ? (positiveInt(settings.k, 'k', 2) ?? null) : null;
    const budget = positiveInt(settings.budget, 'budget', 1) ?? null;
    const sequential = settings.sequential === true;
    const curtail = settings.curtail === true;
    if (sequential && k !== null) {
        throw new Refusal('collect.sequential-k', 'sequential collection plans its own pairs at declared checkpoints; leave out k (or collect without sequential stopping)', undefined, { setting: 'k' });
    }
    if (sequential && curtail) {
        throw new Refusal('collect.sequential-curtail', 'choose one stopping rule: sequential stopping (declared checkpoints) or curtailment (a fixed endpoint)', undefined, { setting: 'curtail' });
    }
    if (sequential && settings.parallelRepeats === true) {
        throw new Refusal('collect.sequential-parallel', 'sequential rounds ask each input for one pair at a time; parallel repeats do not apply', undefined, { setting: 'parallelRepeats' });
    }
    const suite = settings.suite ?? null;
    const layer = suite !== null ? 'verdict' : (settings.layer ?? 'verdict');
    if (suite !== null && settings.layer !== undefined && settings.layer !== 'verdict') {
        throw new Refusal('collect.suite-layer', `a decision suite compares decisions, so it needs the verdict layer, not ${settings.layer}`, undefined, { setting: 'layer' });
    }
    if (sequential && suite !== null && suite.contract.stabilityTargets.size > 0) {
        throw new Refusal('collect.sequential-targets', 'the suite declares per-route stability targets, which need per-route repeats; sequential collection pools the routes (collect without sequential stopping)', undefined, { setting: 'sequential' });
    }
    const method = settings.method ?? 'wilson';
    if (method !== 'wilson' && method !== 'exact') {
        throw new Refusal('collect.settings', `expected wilson or exact, got ${String(method)}`, undefined, {
            setting: 'method',
        });
    }
    const allocation = settings.allocation ?? 'per-input';
    if (allocation !== 'per-input' && allocation !== 'random') {
        throw new Refusal('collect.settings', `expected per-input or random, got ${String(allocation)}`, undefined, { setting: 'allocation' });
    }
    let seed = null;
    if (allocation === 'random') {
        if (settings.seed === undefined) {
            throw new Refusal('collect.allocation-seed', 'random allocation needs the seed its draws come from', undefined, { setting: 'seed' });
        }
        seed = validateSeed(settings.seed);
        const clash = [
            ['k', k !== null],
            ['sequential', sequential],
            ['parallelRepeats', settings.parallelRepeats === true],
        ].find(([, on]) => on);
        if (clash !== undefined) {
            throw new Refusal('collect.allocation-random', clash[0] === 'k'
                ? 'random allocation draws its pairs in total, not k per input; leave out k (use budget to cap the calls)'
                : `random allocation draws one pair at a time; it does not combine with ${SETTING_NAMES[clash[0]]}`, undefined, { setting: clash[0] });
        }
    }
    else if (settings.seed !== undefined) {
        throw new Refusal('collect.allocation-seed', 'a seed is for random allocation only (set allocation to random, or leave out the seed)', undefined, { setting: 'seed' });
    }
    const earlyRejection = meterOn && !sequential && settings.earlyRejection === true;
    const errorPolicy = settings.errorPolicy ?? 'record';
    if (errorPolicy !== 'record' && errorPolicy !== 'raise') {
        throw new Refusal('collect.settings', `expected record or raise, got ${String(errorPolicy)}`, undefined, { setting: 'errorPolicy' });
    }
    return {
        layer,
        epsilon,
        k,
        budget,
        reuse: settings.reuse ?? true,
        sequential,
        curtail,
        maxWorkers: positiveInt(settings.maxWorkers, 'maxWorkers', 1) ?? 1,
        parallelRepeats: settings.parallelRepeats === true,
        timeoutMs: positiveNumber(settings.timeoutMs, 'timeout'),
        ratePerSecond: positiveNumber(settings.ratePerSecond, 'rateLimit'),
        errorPolicy,
        isolation: settings.isolation ?? 'unknown',
        costPerCall: settings.costPerCall === undefined || settings.costPerCall === null
            ? null
            : settings.costPerCall >= 0 && Number.isFinite(settings.costPerCall)
                ? settings.costPerCall
                : (() => {
                    throw new Refusal('collect.settings', 'expected a cost of 0 or more', undefined, {
                        setting: 'costPerCall',
                    });
                })(),
        relations: settings.relations ?? [],
        meter: meterOn,
        blindness: settings.blindness !== false,
        method,
        allocation,
        seed,
        earlyRejection,
    };
}

/** Inputs must be distinct: a repeated input would merge two cases' evidence. */
function checkDistinct(cases) {
    if (cases.length === 0)
        throw new Refusal('collect.no-inputs', 'there are no inputs to collect');
    const seen = new Set();
    const repeated = [];
    cases.forEach((c, i) => {
        if (typeof c.input !== 'string') {
            throw new Refusal('collect.input', 'an input must be a string', `cases[${i}]`);
        }
        if (seen.has(c.input)) {
            if (!repeated.includes(c.input))
                repeated.push(c.input);
        }
        else
            seen.add(c.input);
    });
    if (repeated.length > 0) {
        const shown = repeated
            .slice(0, 3)
            .map((s) => JSON.stringify(s.length > 60 ? `${s.slice(0, 60)}…` : s))
            .join(', ');
        throw new Refusal('collect.duplicate-inputs', `inputs must be distinct; repeated: ${shown}${repeated.length > 3 ? ` and ${repeated.length - 3} more` : ''}`);
    }
}
function planFollowups(input, own, relations) {
    // Relations sharing a transform (normalisation and tool selection do) transform once.
    const seen = new Map();
    return relations.map((relation) => {
        try {
            let done = seen.get(relation.transform);
            if (done === undefined) {
                const { followup, changed } = applyRelation(relation, input);
                // An unchanged follow-up is the input itself: keep the one string, not a copy of it.
                done = changed
                    ? { followup, changed, fingerprint: fastFingerprint(followup) }
                    : { followup: input, changed, fingerprint: own };
                seen.set(relation.transform, done);
            }
            const { followup, changed } = done;
            return { relation, followup, fingerprint: done.fingerprint, changed };
        }
        catch (error) {
            return {
                relation,
                followup: null,
                fingerprint: null,
                changed: false,
                error: describeThrown(error),
            };
        }
    });
}
/**
 * The one rule for a fixed-endpoint meter's repeats, used by `run`, `plan --suite`
 * and the Action alike.
 *
 * - Without a suite: the given k, else k planned from epsilon to fit what the
 *   budget leaves the meter (the reference's `plan_repeats`).
 * - With a suite, and k not given: repeats per route, each route sized to
 *   certify at its declared target, or at the run's epsilon when it declares none
 *   (the reference's `plan_route_repeats` with a floor of 2, as `plan --suite`
 *   prints it). When that pooled total could not certify epsilon (every route has
 *   a looser target), the floor is the pooled k. A per-route plan over the budget
 *   is refused when the suite declares targets; without targets the uniform k that
 *   fits is planned instead, with a note that the routes cannot all be certified.
 * - With a suite and a given k: repeats per route with k as the floor when the
 *   suite declares targets (the reference), otherwise k for every input.
 */
function planMeterRepeats(cases, suite, epsilon, k, meterBudget, method = 'wilson') {
    const n = cases.length;
    const uniform = (each, warnings = []) => ({
        k: each,
        repeats: new Array(n).fill(each),
        routePlans: null,
        warnings,
    });
    if (suite === null)
        return uniform(k ?? planRepeats(n, epsilon, meterBudget, method));
    const targets = suite.contract.stabilityTargets;
    if (k !== null && targets.size === 0)
        return uniform(k);
    const intended = suite.cases.map((c) => c.expected);
    const routes = (minimumRepeats) => planRouteRepeats({ intended, epsilon, targets, minimumRepeats, method });
    let routePlans = routes(k ?? 2);
    if (k === null) {
        const pooledPairs = routePlans.reduce((s, p) => s + p.cases * Math.floor(p.repeatsEach / 2), 0);
        const pooledNeed = pairsForDeterministicCall(epsilon, { method });
        if (pooledNeed !== null && pooledPairs < pooledNeed)
            routePlans = routes(planRepeats(n, epsilon, null, method));
    }
    const byRoute = new Map(routePlans.map((p) => [p.decision, p.repeatsEach]));
    const repeats = suite.cases.map((c) => byRoute.get(c.expected) ?? 2);
    const planned = repeats.reduce((a, b) => a + b, 0);
    if (k === null && meterBudget !== null && planned > meterBudget && targets.size === 0) {
        const fit = planRepeats(n, epsilon, meterBudget, method);
        return uniform(fit, [
            `planning each route to certify ${epsilon} needs ${planned} meter calls, more than the budget leaves the meter (${meterBudget}): ` +
                `k = ${fit} for every input fits, and the routes cannot all be certified`,
        ]);
    }
    return { k: Math.min(...repeats), repeats, routePlans, warnings: [] };
}
/**
 * The routes a given k was raised on: with stability targets, a route's repeats
 * are what its target needs, with k as the floor, so a k below that is not what
 * the run does on it. Each such route with the repeats each of its cases gets, in
 * code-point order; empty when k was not given or was enough everywhere.
 */
function routesAboveK(plan) {
    const k = plan.settings.k;
    if (k === null || plan.routePlans === null)
        return [];
    return plan.routePlans
        .filter((p) => p.repeatsEach > k)
        .map((p) => ({ decision: p.decision, repeats: p.repeatsEach }))
        .sort((a, b) => compareCodePoints(a.decision, b.decision));
}
/** What the plan says of a k it raised (routesAboveK), or null when it raised none. */
function raisedKNote(k, raised) {
    if (raised.length === 0)
        return null;
    const named = raised.slice(0, 5).map((r) => `${r.decision} (${r.repeats})`);
    const shown = named.join(', ') + (raised.length > 5 ? ` and ${raised.length - 5} more` : '');
    const one = raised.length === 1;
    return `k = ${k} was given, but the suite's stability targets need more repeats: route${one ? '' : 's'} ${shown} ${one ? 'gets' : 'get'} more than k repeats per case (k is the floor on every route)`;
}
/**
 * Routes that could not be certified even if every pair agreed, as one note
 * (e.g. a k given for a suite without targets).
 */
function shortRoutes(suite, repeats, epsilon, method = 'wilson') {
    const pairs = new Map();
    suite.cases.forEach((c, i) => {
        pairs.set(c.expected, (pairs.get(c.expected) ?? 0) + Math.floor((repeats[i] ?? 0) / 2));
    });
    const short = [];
    for (const route of [...pairs.keys()].sort(compareCodePoints)) {
        const target = suite.contract.stabilityTargets.get(route) ?? epsilon;
        const need = pairsForDeterministicCall(target, { method });
        const have = pairs.get(route) ?? 0;
        if (need !== null && have < need)
            short.push(`${route} (${have} of ${need})`);
    }
    if (short.length === 0)
        return null;
    const shown = short.slice(0, 5).join(', ') + (short.length > 5 ? ` and ${short.length - 5} more` : '');
    const one = short.length === 1;
    return `route${one ? '' : 's'} ${shown} ${one ? 'gets' : 'get'} fewer pairs than ${one ? 'its target needs' : 'their targets need'}, so ${one ? 'it' : 'they'} can at best be undecided even if every pair agrees; leave k out to plan repeats per route`;
}
/**
 * Everything decided before the first call: k (as the reference plans it),
 * repeats per route for a suite, each relation's follow-up for each input, the
 * sequential plan (checkpoints at whole rounds), the curtailment scopes, and the
 * calls per phase. The budget covers every call (meter, first draws, relation
 * sources and relations): k is planned so the total fits, and a plan that cannot
 * fit is refused here, before any call. Pure.
 */
function planCollection(settings) {
    const resolved = resolveSettings(settings);
    const suite = settings.suite ?? null;
    const cases = suite !== null
        ? suite.cases.map((c) => ({ input: c.input, expected: c.expected }))
        : settings.cases;
    checkDistinct(cases);
    const n = cases.length;
    const { epsilon, budget, method } = resolved;
    const random = resolved.meter && resolved.allocation === 'random';
    // A random allocation's draws depend only on the seed and the pairs: drawn before
    // anything else, so only the inputs it reaches get follow-ups (and calls).
    let allocation = null;
    const drawFor = (pairs) => {
        const draws = allocationDraws(resolved.seed, n, pairs);
        const reached = new Set(draws);
        return { kind: 'random', seed: resolved.seed, pairs, draws, exercised: reached.size };
    };
    if (random)
        allocation = drawFor(pairsForDeterministicCall(epsilon, { method }) ?? 1);
    // The follow-ups (and so the calls besides the meter) do not depend on k.
    const followupsOf = (reached) => cases.map((c, index) => {
        const fingerprint = fastFingerprint(c.input, `cases[${index}]`);
        // Under random allocation an input the draws never reach is not exercised at all.
        const idle = reached !== null && !reached.draws.includes(index);
        return {
            fingerprint,
            followups: idle ? [] : planFollowups(c.input, fingerprint, resolved.relations),
        };
    });
    let followups = followupsOf(allocation);
    if (allocation !== null && budget !== null) {
        // The budget pays the relations of the inputs reached first; what is left pays the pairs.
        const others = followups.reduce((sum, f) => sum + f.followups.filter((x) => x.changed).length, 0);
        const affordable = Math.floor((budget - others) / 2);
        if (affordable < 1) {
            throw overBudget(budget, 'one pair (two calls)', phaseCalls(2, { sources: 0, relationSources: 0, relations: others }), null);
        }
        if (affordable < allocation.pairs) {
            allocation = drawFor(affordable);
            followups = followupsOf(allocation);
        }
    }
    let changed = 0;
    let skipped = 0;
    let relationErrors = 0;
    for (const c of followups) {
        for (const f of c.followups) {
            if (f.error !== undefined)
                relationErrors++;
            else if (f.changed)
                changed++;
            else
                skipped++;
        }
    }
    // One first draw per input for blindness and the contract, unless the first
    // repeat serves (call reuse with the meter on).
    const wantsFirst = resolved.blindness || suite !== null;
    const sources = wantsFirst && (!resolved.reuse || !resolved.meter) ? (allocation?.exercised ?? n) : 0;
    // Without reuse every changed relation asks the unchanged input again; with
    // reuse and neither a repeat nor a first draw to reuse, once per relation too.
    const relationSources = !resolved.reuse || (!resolved.meter && sources === 0) ? changed : 0;
    const others = { sources, relationSources, relations: changed };
    const otherCalls = sources + relationSources + changed;
    /** What the budget leaves the meter once every other call is paid for. */
    const meterBudget = budget === null ? null : budget - otherCalls;
    const leastMeter = 2 * n;
    const refuseLeast = (what) => {
        if (budget !== null && meterBudget !== null && meterBudget < leastMeter) {
            throw overBudget(budget, what, phaseCalls(leastMeter, others), null);
        }
    };
    const warnings = [];
    let k = 0;
    let routePlans = null;
    let repeats = new Array(n).fill(0);
    let sequential = null;
    if (resolved.meter && resolved.sequential) {
        refuseLeast('one sequential round (every input asked for one pair)');
        sequential = planSequential({ epsilon, inputs: n });
        k = planRepeats(n, epsilon, meterBudget);
        repeats.fill(2 * (sequential.budget / n));
    }
    else if (allocation !== null) {
        for (const i of allocation.draws)
            repeats[i] = repeats[i] + 2;
    }
    else if (resolved.meter) {
        if (resolved.k === null)
            refuseLeast(`the smallest plan (${n} inputs × 2 repeats)`);
        const planned = planMeterRepeats(cases, suite, epsilon, resolved.k, meterBudget, method);
        k = planned.k;
        repeats = [...planned.repeats];
        routePlans = planned.routePlans;
        warnings.push(...planned.warnings);
        if (resolved.k !== null) {
            const raised = raisedKNote(resolved.k, routesAboveK({ routePlans: planned.routePlans, settings: { k: resolved.k } }));
            if (raised !== null)
                warnings.push(raised);
        }
        if (suite !== null && planned.warnings.length === 0) {
            const short = shortRoutes(suite, repeats, epsilon, method);
            if (short !== null)
                warnings.push(short);
        }
    }
    // Early rejection looks after whole rounds (one pair of every input); when routes
    // get different repeats, looks stop after the last round every input takes part
    // in. Under random allocation it may look after any pair.
    let earlyRejection = null;
    if (resolved.earlyRejection && sequential === null && !resolved.parallelRepeats) {
        if (random)
            earlyRejection = planEarlyRejection({ epsilon, looks: 'pairs', inputs: n });
        else {
            const fewest = Math.min(...repeats.map((r) => Math.floor(r / 2)));
            const most = Math.max(...repeats.map((r) => Math.floor(r / 2)));
            earlyRejection = planEarlyRejection({
                epsilon,
                looks: 'rounds',
                inputs: n,
                ...(fewest === most ? {} : { lastLook: fewest * n }),
            });
        }
    }
    const plannedCases = cases.map((c, index) => {
        const f = followups[index];
        return {
            index,
            input: c.input,
            fingerprint: f.fingerprint,
            ...(c.expected === undefined ? {} : { expected: c.expected }),
            repeats: repeats[index],
            followups: f.followups,
        };
    });
    let meter = repeats.reduce((a, b) => a + b, 0);
    if (sequential !== null && meterBudget !== null) {
        meter = Math.min(meter, Math.floor(meterBudget / (2 * n)) * 2 * n);
    }
    const calls = phaseCalls(meter, others);
    if (budget !== null && calls.total > budget) {
        if (routePlans !== null && resolved.k === null)
            throw routesOverBudget(budget, calls);
        const fitK = resolved.meter && routePlans === null ? largestFittingK(n, budget - otherCalls) : null;
        throw overBudget(budget, !resolved.meter
            ? 'the plan'
            : routePlans !== null
                ? `the per-route plan with k = ${resolved.k ?? k}`
                : `k = ${k}`, calls, fitK === null ? null : { k: fitK, calls: fitK * n + otherCalls });
    }
    const pairs = plannedCases.reduce((sum, c) => sum + Math.floor(c.repeats / 2), 0);
    const pairsNeeded = pairsForDeterministicCall(epsilon, { method });
    let curtail = null;
    if (resolved.curtail) {
        const exact = method === 'exact' ? { method } : {};
        curtail = [{ route: null, endpointPairs: pairs, epsilon, ...exact }];
        if (suite !== null) {
            for (const [route, target] of suite.contract.stabilityTargets) {
                const endpoint = plannedCases
                    .filter((c) => c.expected === route)
                    .reduce((sum, c) => sum + Math.floor(c.repeats / 2), 0);
                curtail.push({ route, endpointPairs: endpoint, epsilon: target, ...exact });
            }
        }
        const hopeless = curtail.find((s) => !canStillCertify(0, s.endpointPairs, s.epsilon, undefined, method));
        if (hopeless !== undefined) {
            const need = pairsForDeterministicCall(hopeless.epsilon, { method });
            const suggestedK = need === null ? null : 2 * Math.ceil(need / Math.max(1, n));
            throw new Refusal('collect.curtail-infeasible', `${hopeless.route === null ? 'the pooled meter' : `route ${hopeless.route}`} would end with ${hopeless.endpointPairs} pairs, ` +
                `and even if every one agreed that cannot certify ${hopeless.epsilon}` +
                (need === null ? '' : ` (${need} pairs needed; raise k to at least ${suggestedK})`), undefined, {
                setting: suggestedK === null ? 'curtail' : 'k',
                data: { pairsNeeded: need, suggestedK },
            });
        }
    }
    else if (resolved.meter && sequential === null && pairsNeeded !== null && pairs < pairsNeeded) {
        warnings.push(`${pairs} pairs cannot certify ${epsilon} even if every pair agrees (${pairsNeeded} needed): ` +
            `the meter can at best be undecided; ${random ? `a budget of ${2 * pairsNeeded} calls` : `k = ${2 * Math.ceil(pairsNeeded / n)}`} would reach it`);
    }
    if (resolved.isolation === 'shared-session') {
        warnings.push('shared-session repeats are not independent: this run cannot admit a baseline');
    }
    return {
        mode: sequential === null ? 'fixed' : 'sequential',
        inputs: n,
        epsilon,
        k,
        layer: resolved.layer,
        isolation: resolved.isolation,
        cases: plannedCases,
        routePlans,
        sequential,
        curtail,
        method,
        allocation,
        earlyRejection,
        shard: null,
        calls: {
            ...calls,
            atMost: sequential !== null || resolved.curtail || earlyRejection !== null,
        },
        meterBudget,
        relationsSkipped: skipped,
        relationErrors,
        cost: resolved.costPerCall === null ? null : resolved.costPerCall * calls.total,
        pairs: sequential === null ? pairs : sequential.budget,
        pairsNeeded,
        warnings,
        settings: resolved,
    };
}

/**
 * Plan and collect: the library entry point (`run` = this + write evidence +
 * `assess`). Refusals about the settings are thrown before any call; everything
 * after the first call ends in a result with the evidence collected so far
 * (`fatal` says when it stopped on an error). The caller owns the agent and closes it.
 */
async function collectEvidence(settings, agent, hooks = {}) {
    const plan = 'calls' in settings && 'mode' in settings
        ? settings
        : planCollection(settings.isolation === undefined && agent.isolation !== null
            ? { ...settings, isolation: agent.isolation }
            : settings);
    hooks.onPlan?.(plan);
    const collection = new Collection(plan, agent, hooks);
    const onAbort = () => collection.stop('interrupted');
    if (hooks.signal?.aborted)
        collection.stop('interrupted');
    hooks.signal?.addEventListener('abort', onAbort, { once: true });
    let timer = null;
    if (hooks.onProgress !== undefined) {
        const report = hooks.onProgress;
        timer = setInterval(() => report(collection.progress()), hooks.progressMs ?? 1000);
        timer.unref?.();
    }
    try {
        const result = await collection.run();
        hooks.onProgress?.(collection.progress());
        return result;
    }
    finally {
        if (timer !== null)
            clearInterval(timer);
        hooks.signal?.removeEventListener('abort', onAbort);
    }
}

/** Python's str.strip(): its whitespace set, not JavaScript's (so fingerprints agree). */
function stripPython(text) {
    let start = 0;
    let end = text.length;
    while (start < end && isPythonSpace(text[start]))
        start++;
    while (end > start && isPythonSpace(text[end - 1]))
        end--;
    return text.slice(start, end);
}
function seedLines(text, file) {
    const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
    const cases = [];
    const places = [];
    body.split(/\r\n|\n|\r/).forEach((line, i) => {
        const input = stripPython(line);
        if (input === '')
            return;
        cases.push({ input });
        places.push(`${file}:${i + 1}`);
    });
    return { cases, places };
}
/** The keys a seed object may have. */
const SEED_KEYS = ['input', 'expected'];
function seedOfValue(value, where) {
    if (typeof value === 'string') {
        if (value === '')
            throw new Refusal('seeds.empty-input', 'an input must not be empty', where);
        return { input: value };
    }
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        // A key we do not read (a misspelt `expected`) would drop what it says: refused.
        const unknown = Object.keys(value).find((key) => !SEED_KEYS.includes(key));
        if (unknown !== undefined) {
            throw new Refusal('seeds.unknown-key', unknownKeyMessage(unknown, SEED_KEYS), where);
        }
        const { input, expected } = value;
        if (typeof input !== 'string' || input === '') {
            throw new Refusal('seeds.input', 'expected "input" to be a non-empty string', where);
        }
        if (expected !== undefined &&
            expected !== null &&
            (typeof expected !== 'string' || expected === '')) {
            throw new Refusal('seeds.expected', 'expected "expected" to be a non-empty string (the intended decision)', where);
        }
        return typeof expected === 'string' ? { input, expected } : { input };
    }
    throw new Refusal('seeds.line', 'expected a JSON string or an object {"input": …, "expected"?: …}', where);
}
function seedJsonl(text, file) {
    const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
    const cases = [];
    const places = [];
    body.split(/\r\n|\n|\r/).forEach((line, i) => {
        if (line.trim() === '')
            return;
        const where = `${file}:${i + 1}`;
        cases.push(seedOfValue(parseLine(line, file, i + 1), where));
        places.push(where);
    });
    return { cases, places };
}
/** One line's JSON; a refusal names the file's line and the column in it (`file:3:7`). */
function parseLine(line, file, n) {
    try {
        return parseJsonText(line, file);
    }
    catch (error) {
        const column = error instanceof Refusal ? /:1:(\d+)$/.exec(error.where ?? '') : null;
        if (!(error instanceof Refusal) || column === null)
            throw error;
        throw new Refusal(error.code, error.reason, `${file}:${n}:${column[1]}`);
    }
}
/** Read a seed file: a decision suite (`.json`), JSONL (`.jsonl`, `.ndjson`), or text lines. */
async function readSeeds(file, cwd = process.cwd()) {
    const resolved = path.resolve(cwd, file);
    const text = await readTextFile(resolved);
    const ext = path.extname(file).toLowerCase();
    let seeds;
    // Where each case is, for a refusal of a repeated input (a suite refuses its own).
    let places = [];
    if (ext === '.jsonl' || ext === '.ndjson') {
        const read = seedJsonl(text, file);
        places = read.places;
        seeds = { format: 'jsonl', cases: read.cases, suite: null, suiteDigest: null };
    }
    else if (ext === '.json') {
        const value = parseJsonText(text, file);
        if (Array.isArray(value)) {
            places = value.map((_, i) => `${file}: [${i}]`);
            seeds = {
                format: 'jsonl',
                cases: value.map((v, i) => seedOfValue(v, `${file}: [${i}]`)),
                suite: null,
                suiteDigest: null,
            };
        }
        else if (value !== null &&
            typeof value === 'object' &&
            value.schema === SUITE_SCHEMA) {
            const suite = parseSuite(value, file);
            seeds = {
                format: 'suite',
                cases: suite.cases.map((c) => ({ input: c.input, expected: c.expected })),
                suite,
                suiteDigest: digestOf(serialiseSuite(suite)),
            };
        }
        else {
            throw new Refusal('seeds.json', `expected a decision suite (schema ${SUITE_SCHEMA}) or a list of inputs`, file);
        }
    }
    else {
        const read = seedLines(text, file);
        places = read.places;
        seeds = { format: 'lines', cases: read.cases, suite: null, suiteDigest: null };
    }
    if (seeds.cases.length === 0) {
        throw new Refusal('seeds.empty', 'the seed file holds no inputs', file);
    }
    refuseRepeatedInputs(seeds, places, file);
    return seeds;
}
/**
 * Inputs given as values (the library's test entry point): each a non-empty
 * string or `{input, expected?}`, as a JSON seed list holds them; a refusal
 * names the value by its index (`inputs[3]`).
 */
function seedsOfValues(values, name = 'inputs') {
    if (!Array.isArray(values) || values.length === 0) {
        throw new Refusal('seeds.empty', 'expected a non-empty list of inputs', name);
    }
    const places = values.map((_, i) => `${name}[${i}]`);
    const seeds = {
        format: 'jsonl',
        cases: values.map((v, i) => seedOfValue(v, places[i])),
        suite: null,
        suiteDigest: null,
    };
    refuseRepeatedInputs(seeds, places, name);
    return seeds;
}
function refuseRepeatedInputs(seeds, places, file) {
    const first = new Map();
    seeds.cases.forEach((c, i) => {
        const earlier = first.get(c.input);
        if (earlier !== undefined) {
            const shown = JSON.stringify(c.input.length > 60 ? `${c.input.slice(0, 60)}…` : c.input);
            throw new Refusal('collect.duplicate-inputs', `input ${i + 1} repeats input ${earlier + 1} (${shown}); inputs must be distinct (each is called k times)`, places[i] ?? file);
        }
        first.set(c.input, i);
    });
}

export { streamEvidenceFile as a, chooseEvidenceFormat as b, collectEvidence as c, routesAboveK as d, planCollection as p, readSeeds as r, seedsOfValues as s };
