import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { Evidence, RecordedObservation } from '../core/assess/model.js';
import { Refusal } from '../core/errors.js';
import { fileObservation, fileRelation, fileSequential } from './ours.js';

function canon(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) {
    throw new Refusal('digest.unrepresentable', 'cannot digest a value that is not plain JSON');
  }
  return text;
}

/**
 * The evidence digest (DESIGN.md §5) of in-memory evidence written as our file
 * with these settings: equal to `evidenceDigest(buildEvidenceFile(evidence, …))`,
 * computed without building the file. The canonical JSON of each distinct
 * observation object is made once, so a million imported rows that share a few
 * observation objects cost a few canonicalisations and a stream of hash updates.
 * Keys are written in RFC 8785 order (code-point order of the key names).
 */
export function digestOfEvidence(
  evidence: Evidence,
  settings: Readonly<Record<string, unknown>>,
  suiteDigest: string | null = null,
): string {
  const hash = createHash('sha256');
  let buffer = '';
  const put = (text: string): void => {
    buffer += text;
    if (buffer.length > 1 << 20) {
      hash.update(buffer, 'utf8');
      buffer = '';
    }
  };
  const cache = new Map<RecordedObservation, string>();
  const observation = (o: RecordedObservation): string => {
    let text = cache.get(o);
    if (text === undefined) {
      text = canon(fileObservation(o));
      cache.set(o, text);
    }
    return text;
  };
  put('{"cases":[');
  evidence.cases.forEach((c, i) => {
    if (i > 0) put(',');
    put('{');
    if (c.errors !== undefined) put(`"errors":${canon(c.errors)},`);
    if (c.expected !== undefined) put(`"expected":${canon(c.expected)},`);
    put(`"fingerprint":${canon(c.fingerprint)},`);
    if (c.input !== undefined) put(`"input":${canon(c.input)},`);
    put('"observations":[');
    put(c.observations.map(observation).join(','));
    put(']');
    if (c.relations !== undefined) {
      put(`,"relations":${canon(c.relations.map((r) => fileRelation(r)))}`);
    }
    if (c.source !== undefined) put(`,"source":${observation(c.source)}`);
    put('}');
  });
  put(`],"isolation":${canon(evidence.isolation)},"layer":${canon(evidence.layer)},`);
  if (evidence.sequential !== undefined) {
    put(`"sequential":${canon(fileSequential(evidence.sequential))},`);
  }
  put(`"settings":${canon({ ...settings })},`);
  put(`"suite":${suiteDigest === null ? 'null' : canon({ digest: suiteDigest })}}`);
  hash.update(buffer, 'utf8');
  return hash.digest('hex');
}
