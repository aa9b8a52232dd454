import { createHash, type Hash } from 'node:crypto';
import type { Evidence, RecordedObservation } from '../core/assess/model.js';
import { LONE_SURROGATE } from '../core/fingerprint.js';
import { canonicalJson } from './digest.js';
import {
  fileObservation,
  fileRelation,
  fileSeriesOf,
  fileSequential,
} from './run-evidence-file.js';

const canon = canonicalJson;

/** RFC 8785 writes a string as JSON.stringify does; a lone surrogate goes to `canon` to be refused. */
function canonString(text: string): string {
  return LONE_SURROGATE.test(text) ? canon(text) : JSON.stringify(text);
}

const SINK_BYTES = 1 << 16;

/** Bytes on their way into a hash, gathered in one buffer so the hash sees few, large updates. */
class HashSink {
  private readonly buffer = Buffer.allocUnsafe(SINK_BYTES);
  private at = 0;

  constructor(private readonly hash: Hash) {}

  text(text: string): void {
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

  bytes(bytes: Uint8Array): void {
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
    if (n > 64) b.set(bytes, at);
    else for (let i = 0; i < n; i++) b[at + i] = bytes[i] as number;
    at += n;
    this.at = at;
  }

  /**
   * `bytes` written `times` times over: once, then doubled by copying what is
   * already in the buffer (a stable agent's case is long runs of one decision).
   */
  repeat(bytes: Uint8Array, times: number): void {
    const n = bytes.length;
    if (times < 4 || n * 2 > SINK_BYTES) {
      for (let k = 0; k < times; k++) this.bytes(bytes);
      return;
    }
    let left = times;
    while (left > 0) {
      if (n > SINK_BYTES - this.at) this.flush();
      const start = this.at;
      this.bytes(bytes);
      let done = 1;
      // Double the run in place while it fits and is wanted.
      while (done < left) {
        const more = Math.min(done, left - done, Math.floor((SINK_BYTES - this.at) / n));
        if (more === 0) break;
        this.buffer.copyWithin(this.at, start, start + more * n);
        this.at += more * n;
        done += more;
      }
      left -= done;
    }
  }

  flush(): void {
    if (this.at > 0) this.hash.update(this.buffer.subarray(0, this.at));
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
export function digestOfEvidence(
  evidence: Evidence,
  settings: Readonly<Record<string, unknown>>,
  suiteDigest: string | null = null,
): string {
  const hash = createHash('sha256');
  const sink = new HashSink(hash);
  // Each distinct observation's canonical JSON, UTF-8, with a leading comma.
  const cache = new Map<RecordedObservation, Buffer>();
  const encoded = (o: RecordedObservation): Buffer => {
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
    const c = cases[i] as (typeof cases)[number];
    let head = i > 0 ? ',{' : '{';
    if (c.errors !== undefined) head += `"errors":${canon(c.errors)},`;
    if (c.expected !== undefined) head += `"expected":${canonString(c.expected)},`;
    head += `"fingerprint":${canonString(c.fingerprint)},`;
    if (c.input !== undefined) head += `"input":${canonString(c.input)},`;
    head += '"observations":[';
    sink.text(head);
    const list = fileSeriesOf(c);
    for (let k = 0; k < list.length;) {
      const o = list[k] as RecordedObservation;
      let end = k + 1;
      while (end < list.length && list[end] === o) end++;
      const bytes = encoded(o);
      // The first observation goes without its comma.
      if (k === 0) sink.bytes(bytes.subarray(1));
      sink.repeat(bytes, k === 0 ? end - k - 1 : end - k);
      k = end;
    }
    let tail = ']';
    if (c.relations !== undefined) {
      tail += `,"relations":${canon(c.relations.map((r) => fileRelation(r)))}`;
    }
    if (c.source !== undefined) tail += `,"source":${canon(fileObservation(c.source))}`;
    sink.text(`${tail}}`);
  }
  let rest = `],"isolation":${canon(evidence.isolation)},"layer":${canon(evidence.layer)},`;
  if (evidence.meter === false) rest += '"meter":false,';
  if (evidence.sequential !== undefined) {
    rest += `"sequential":${canon(fileSequential(evidence.sequential))},`;
  }
  rest += `"settings":${canon({ ...settings })},`;
  rest += `"suite":${suiteDigest === null ? 'null' : canon({ digest: suiteDigest })}}`;
  sink.text(rest);
  sink.flush();
  return hash.digest('hex');
}
