// What the CLI does with accepted evidence, run on every input a reader accepts:
// assess it (with the suite when there is one), digest it as the report does, and
// render the JSON report and the PR comment. A refusal there is fine (counted as
// "refused later"); any other exception is a finding.
import path from 'node:path';
import { assess, type DecisionSuite, type Evidence } from '../../src/core/index.js';
import { inputFingerprint } from '../../src/core/fingerprint.js';
import {
  baselineContentDigest,
  digestOfEvidence,
  settingsDigest,
} from '../../src/evidence/index.js';
import { renderJson, renderMarkdown, type ReportMeta } from '../../src/render/index.js';
import { ROOT } from '../helpers/cli.js';

export const FIXTURES = path.join(ROOT, 'tests/fixtures');

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Read → assess → digest → render, as `assess --format json` and the Action's comment do. */
export function assessAndRender(
  evidence: Evidence,
  suite: DecisionSuite | null,
  settings: Readonly<Record<string, unknown>> = {},
): void {
  const epsilon = typeof settings['epsilon'] === 'number' ? settings['epsilon'] : 0.05;
  const a = assess(evidence, suite, { epsilon: epsilon > 0 && epsilon < 1 ? epsilon : 0.05 });
  const meta: ReportMeta = {
    tool: { name: 'agentverity-action', version: 'fuzz' },
    settings: { epsilon: a.epsilon },
    evidenceDigest: digestOfEvidence(evidence, settings),
  };
  JSON.parse(renderJson(a, meta));
  renderMarkdown(a, meta, { mode: 'comment' });
}

/** Our evidence with its digests recomputed: the settings digest and each case's fingerprint. */
export function fixOurEvidence(doc: unknown): void {
  if (!isObject(doc)) return;
  if (isObject(doc['settings'])) {
    try {
      doc['settingsDigest'] = settingsDigest(doc['settings']);
    } catch {
      // settings that cannot be digested stay as they are
    }
  }
  const cases = doc['cases'];
  if (!Array.isArray(cases)) return;
  for (const c of cases) {
    if (isObject(c) && typeof c['input'] === 'string') {
      try {
        c['fingerprint'] = inputFingerprint(c['input']);
      } catch {
        // a lone surrogate: left for the reader to refuse
      }
    }
  }
}

/** A baseline with its content digest recomputed. */
export function fixBaseline(doc: unknown): void {
  if (!isObject(doc)) return;
  doc['contentDigest'] = baselineContentDigest(doc as never);
}
