import path from 'node:path';
import { I as IMPORT_KINDS, i as importerOf } from './registry.js';
import { x as recordedOf } from './settings.js';
import { b as readSuite, c as readEvidencePart, h as hasShards, d as mergeShards, m as mergeEvidence } from './suite2.js';
import { R as Refusal } from './types.js';
import { c as canonicalJson, L as LONE_SURROGATE, d as digestOf } from './digest.js';
import { o as serialiseSuite } from './suite.js';
import { createHash } from 'node:crypto';
import { f as fileSeriesOf, e as fileRelation, d as fileObservation, g as fileSequential } from './intern.js';
import './module-spec.js';
import 'node:fs';
import './json.js';
import 'node:fs/promises';
import 'node:buffer';
import './file-format.js';
import './nearest.js';
import './schema.js';
import './facts.js';
import './order.js';

const canon = canonicalJson;
/** RFC 8785 writes a string as JSON.stringify does; a lone surrogate goes to `canon` to be refused. */
function canonString(text) {
    return LONE_SURROGATE.test(text) ? canon(text) : JSON.stringify(text);
}
const SINK_BYTES = 1 << 16;
/** Bytes on their way into a hash, gathered in one buffer so the hash sees few, large updates. */
class HashSink {
    hash;
    buffer = Buffer.allocUnsafe(SINK_BYTES);
    at = 0;
    constructor(hash) {
        this.hash = hash;
    }
    text(text) {
        // A UTF-16 code unit is at most three UTF-8 bytes.
        if (text.length * 3 > SINK_BYTES - this.at) {
            this.flush();
            if (text.length * 3 > SINK_BYTES) {
                this.hash.update(text, 'utf8');
                return;
            }
        }
        this.at += this.buffer.write(text, this.at, 'utf8');
    }
    bytes(bytes) {
        const n = bytes.length;
        if (n > SINK_BYTES - this.at) {
            this.flush();
            if (n > SINK_BYTES) {
                this.hash.update(bytes);
                return;
            }
        }
        const b = this.buffer;
        let at = this.at;
        if (n > 64)
            b.set(bytes, at);
        else
            for (let i = 0; i < n; i++)
                b[at + i] = bytes[i];
        at += n;
        this.at = at;
    }
    /**
     * `bytes` written `times` times over: once, then doubled by copying what is
     * already in the buffer (a stable agent's case is long runs of one decision).
     */
    repeat(bytes, times) {
        const n = bytes.length;
        if (times < 4 || n * 2 > SINK_BYTES) {
            for (let k = 0; k < times; k++)
                this.bytes(bytes);
            return;
        }
        let left = times;
        while (left > 0) {
            if (n > SINK_BYTES - this.at)
                this.flush();
            const start = this.at;
            this.bytes(bytes);
            let done = 1;
            // Double the run in place while it fits and is wanted.
            while (done < left) {
                const more = Math.min(done, left - done, Math.floor((SINK_BYTES - this.at) / n));
                if (more === 0)
                    break;
                this.buffer.copyWithin(this.at, start, start + more * n);
                this.at += more * n;
                done += more;
            }
            left -= done;
        }
    }
    flush() {
        if (this.at > 0)
            this.hash.update(this.buffer.subarray(0, this.at));
        this.at = 0;
    }
}
/**
 * The evidence digest (DESIGN.md §5) of in-memory evidence written as our file
 * with these settings: equal to `evidenceDigest(buildEvidenceFile(evidence, …))`,
 * computed without building the file. The canonical JSON of each distinct
 * observation object is made (and encoded as UTF-8) once, so a million imported
 * rows that share a few observation objects cost a few canonicalisations and a
 * stream of byte copies into the hash's buffer. Keys are written in RFC 8785
 * order (code-point order of the key names).
 */
function digestOfEvidence(evidence, settings, suiteDigest = null) {
    const hash = createHash('sha256');
    const sink = new HashSink(hash);
    // Each distinct observation's canonical JSON, UTF-8, with a leading comma.
    const cache = new Map();
    const encoded = (o) => {
        let bytes = cache.get(o);
        if (bytes === undefined) {
            bytes = Buffer.from(`,${canon(fileObservation(o))}`, 'utf8');
            cache.set(o, bytes);
        }
        return bytes;
    };
    // RFC 8785 key order: blindness, cases, isolation, layer, meter, sequential, settings, suite.
    sink.text(evidence.blindness === false ? '{"blindness":false,"cases":[' : '{"cases":[');
    const cases = evidence.cases;
    for (let i = 0; i < cases.length; i++) {
        const c = cases[i];
        let head = i > 0 ? ',{' : '{';
        if (c.errors !== undefined)
            head += `"errors":${canon(c.errors)},`;
        if (c.expected !== undefined)
            head += `"expected":${canonString(c.expected)},`;
        head += `"fingerprint":${canonString(c.fingerprint)},`;
        if (c.input !== undefined)
            head += `"input":${canonString(c.input)},`;
        head += '"observations":[';
        sink.text(head);
        const list = fileSeriesOf(c);
        for (let k = 0; k < list.length;) {
            const o = list[k];
            let end = k + 1;
            while (end < list.length && list[end] === o)
                end++;
            const bytes = encoded(o);
            // The first observation goes without its comma.
            if (k === 0)
                sink.bytes(bytes.subarray(1));
            sink.repeat(bytes, k === 0 ? end - k - 1 : end - k);
            k = end;
        }
        let tail = ']';
        if (c.relations !== undefined) {
            tail += `,"relations":${canon(c.relations.map((r) => fileRelation(r)))}`;
        }
        if (c.source !== undefined)
            tail += `,"source":${canon(fileObservation(c.source))}`;
        sink.text(`${tail}}`);
    }
    let rest = `],"isolation":${canon(evidence.isolation)},"layer":${canon(evidence.layer)},`;
    if (evidence.meter === false)
        rest += '"meter":false,';
    if (evidence.sequential !== undefined) {
        rest += `"sequential":${canon(fileSequential(evidence.sequential))},`;
    }
    rest += `"settings":${canon({ ...settings })},`;
    rest += `"suite":${suiteDigest === null ? 'null' : canon({ digest: suiteDigest })}}`;
    sink.text(rest);
    sink.flush();
    return hash.digest('hex');
}

// Recorded runs → one Evidence: our evidence files, the reference's, and other
// tools' output (each importer of src/importers/registry.ts), merged in a fixed order.
/** Expands globs (sorted matches; a pattern matching nothing is refused), keeps plain paths. */
async function expand(patterns, setting, cwd) {
    const out = [];
    for (const pattern of patterns) {
        // The glob matcher loads only for a pattern with a glob character in it.
        const globbing = /[*?[\]{}()!+@]/.test(pattern) ? await import('./glob.js') : null;
        if (globbing === null || !globbing.isDynamicPattern(pattern)) {
            out.push(pattern);
            continue;
        }
        const matches = await globbing.glob(pattern, {
            cwd,
            onlyFiles: true,
            expandDirectories: false,
        });
        if (matches.length === 0) {
            throw new Refusal('usage.glob', `no file matches the pattern ${JSON.stringify(pattern)}`, undefined, { setting });
        }
        out.push(...matches.sort());
    }
    return out;
}
function pick(settings, keys) {
    const out = {};
    for (const key of keys) {
        const value = settings[key];
        if (typeof value === 'string')
            out[key] = value;
    }
    return out;
}
/**
 * Reads every recorded run the settings name and merges them: evidence files
 * first, then the imported files, each in the order given (globs in sorted
 * order). The settings must have passed checkSettings (one import kind, a suite
 * for an importer that requires one).
 */
async function loadRecorded(settings, cwd) {
    const kinds = recordedOf(settings).filter((k) => IMPORT_KINDS.includes(k));
    const kind = kinds[0] ?? null;
    let suite = null;
    if (settings.suite !== undefined)
        suite = await readSuite(path.resolve(cwd, settings.suite));
    const planned = [];
    for (const file of await expand(settings.evidence ?? [], 'evidence', cwd)) {
        planned.push({ file, kind: 'evidence' });
    }
    if (kind !== null) {
        for (const file of await expand(settings[kind] ?? [], kind, cwd))
            planned.push({ file, kind });
    }
    const seen = new Map();
    for (const p of planned) {
        const abs = path.resolve(cwd, p.file);
        const before = seen.get(abs);
        if (before !== undefined) {
            throw new Refusal('usage.duplicate-source', `the file ${p.file} is named twice${before === p.file ? '' : ` (also as ${before})`}; merging it with itself would count its runs twice`, undefined, { setting: p.kind });
        }
        seen.set(abs, p.file);
    }
    const isolation = settings.isolation ?? 'unknown';
    const parts = [];
    for (const p of planned) {
        const abs = path.resolve(cwd, p.file);
        switch (p.kind) {
            case 'evidence': {
                // Read case by case; of the file only its head is kept: its observations are in the evidence.
                const read = await readEvidencePart(abs);
                parts.push({
                    evidence: read.evidence,
                    ...(read.file ? { file: read.file } : {}),
                    name: p.file,
                });
                break;
            }
            default: {
                // Each importer loads only when its kind of file is read (src/importers/registry.ts).
                const importer = importerOf(p.kind);
                parts.push({
                    evidence: await importer.load(abs, {
                        isolation,
                        ...(settings.layer === undefined ? {} : { layer: settings.layer }),
                        suite,
                        options: pick(settings, importer.settings.filter((k) => k !== 'layer')),
                    }),
                    name: p.file,
                });
                break;
            }
        }
    }
    if (parts.length === 0) {
        throw new Refusal('settings.no-recorded', 'needs recorded runs', undefined, {
            setting: 'evidence',
        });
    }
    // Shards of one run merge into that run's evidence, with its settings and suite digest.
    const shards = hasShards(parts) ? mergeShards(parts) : null;
    const only = parts.length === 1 ? parts[0] : undefined;
    let evidence = shards !== null ? shards.evidence : only !== undefined ? only.evidence : mergeEvidence(parts);
    // With shards (or some of their inputs) missing, the suite's cases are not all there:
    // as for a live run that left cases out, the contract and route table wait for every shard.
    if (shards !== null &&
        suite !== null &&
        (shards.shards.present.length < shards.shards.count || shards.shards.positionsMissing > 0)) {
        suite = null;
        evidence = {
            ...evidence,
            stopReason: `${evidence.stopReason ?? 'shards are missing'}; the suite's contract and route table are left out until every shard is given, with all its inputs`,
        };
    }
    const collectedSettings = shards !== null ? shards.settings : only?.file ? only.file.settings : {};
    // The digest covers the suite digest the evidence was collected against, as the run's own does.
    const suiteDigest = shards !== null ? shards.suiteDigest : (only?.file?.suite?.digest ?? null);
    const collectedSuiteDigest = suiteDigest ?? recordedSuiteDigest(parts);
    const suiteNotApplied = judgedWithoutSuite(settings, collectedSuiteDigest, planned);
    if (settings.suite !== undefined && suite !== null) {
        sameSuite(collectedSuiteDigest, digestOf(serialiseSuite(suite)), settings.suite, planned);
    }
    // Computed on first use: the text report does not print it.
    let digest;
    return {
        evidence,
        sources: planned.map((p) => p.file),
        parts: planned,
        collectedSettings,
        suite,
        suiteNotApplied,
        collectedSuiteDigest,
        shards: shards === null ? null : shards.shards,
        get digest() {
            digest ??= digestOfEvidence(evidence, collectedSettings, suiteDigest);
            return digest;
        },
    };
}
/** The first suite digest any evidence file records (merging refuses two different ones). */
function recordedSuiteDigest(parts) {
    for (const p of parts) {
        const digest = p.file?.suite?.digest;
        if (typeof digest === 'string')
            return digest;
    }
    return null;
}
/**
 * Evidence is judged against what it was collected for. Evidence that records
 * the suite it was collected against, read without a suite, would pass as if
 * there were no contract: it is refused, unless `withoutSuite` says the contract
 * is not to be applied (then the digest is returned, for every report to say so
 * first). `withoutSuite` beside `suite`, or on evidence that records no suite,
 * asks for something that cannot be, and is refused too.
 */
function judgedWithoutSuite(settings, collected, planned) {
    const without = settings.withoutSuite === true;
    const where = planned.map((p) => p.file).join(' + ') || undefined;
    if (without && settings.suite !== undefined) {
        throw new Refusal('settings.suite-not-given', 'give either `suite` (apply its contract) or `withoutSuite` (do not), not both', undefined, { setting: 'withoutSuite' });
    }
    if (settings.suite !== undefined || collected === null) {
        if (without) {
            throw new Refusal('settings.suite-not-given', 'the evidence records no decision suite, so there is no contract to leave out: drop `withoutSuite`', where, { setting: 'withoutSuite' });
        }
        return null;
    }
    if (without)
        return collected;
    throw new Refusal('settings.suite-not-given', `the evidence was collected against the decision suite with digest ${collected}, but no suite was given, so its contract (required decisions, targets) would not be applied: give that suite with \`suite\`, or \`withoutSuite\` to assess without its contract (every report then says so)`, where, { setting: 'suite' });
}
/**
 * Evidence collected against one suite is not judged against another: its cases,
 * routes and contract are the ones it was collected for. A given suite whose digest
 * differs from the one the evidence records is refused, naming both.
 */
function sameSuite(collected, given, suiteFile, planned) {
    if (collected === null || collected === given)
        return;
    const where = planned.map((p) => p.file).join(' + ') || undefined;
    throw new Refusal('settings.suite-mismatch', `the evidence was collected against the decision suite with digest ${collected}, but the suite given (${suiteFile}) has digest ${given}, so its contract and routes are not the ones the evidence was collected for: collect the evidence again with this suite, or give the suite it was collected against`, where, { setting: 'suite', data: { recordedDigest: collected, givenDigest: given } });
}

export { loadRecorded };
