/** Conformance handlers for the importers issue (promptfoo, JSONL, DeepEval). */
import * as core from '../../../src/core/index.js';
import type { Isolation, Layer } from '../../../src/core/observation/types.js';
import { writeReferenceEvidence } from '../../../src/evidence/index.js';
import {
  evidenceFromDeepEval,
  evidenceFromJsonlLines,
  evidenceFromPromptfoo,
} from '../../../src/importers/index.js';
import type { Handler, Json } from '../convert.js';

type Options = Record<string, Json>;

const str = (v: Json | undefined): string | undefined => (typeof v === 'string' ? v : undefined);

/** The reference's option names (snake_case) → ours; absent and null mean "not given". */
function pathOptions(o: Options) {
  const out: {
    inputPath?: string;
    decisionPath?: string;
    isolation?: Isolation;
  } = {};
  const input = str(o.input_path);
  const decision = str(o.decision_path);
  const isolation = str(o.isolation);
  if (input !== undefined) out.inputPath = input;
  if (decision !== undefined) out.decisionPath = decision;
  if (isolation !== undefined) out.isolation = isolation as Isolation;
  return out;
}

const suiteOf = (v: Json | undefined) =>
  v === null || v === undefined ? null : core.parseSuite(v);

export const handlers: Record<string, Handler> = {
  jsonl_import: (i) => {
    const o = (i.options ?? {}) as Options;
    const layer = str(o.layer);
    const evidence = evidenceFromJsonlLines(i.lines as string[], {
      ...pathOptions(o),
      ...(layer === undefined ? {} : { layer: layer as Layer }),
      suite: suiteOf(i.suite),
    });
    return { evidence: writeReferenceEvidence(evidence) };
  },
  promptfoo_import: (i) => {
    const o = (i.options ?? {}) as Options;
    const suite = suiteOf(i.suite);
    if (suite === null) throw new core.Refusal('import.promptfoo', 'a suite is required');
    const provider = str(o.provider);
    const promptId = str(o.prompt_id);
    const evidence = evidenceFromPromptfoo(i.payload, suite, {
      ...pathOptions(o),
      ...(provider === undefined ? {} : { provider }),
      ...(promptId === undefined ? {} : { promptId }),
    });
    return { evidence: writeReferenceEvidence(evidence) };
  },
  deepeval_import: (i) => {
    const o = (i.options ?? {}) as Options;
    const isolation = str(o.isolation);
    const cases = (i.test_cases ?? i.testCases ?? []) as Json[];
    const evidence = evidenceFromDeepEval(cases, {
      ...(isolation === undefined ? {} : { isolation: isolation as Isolation }),
      expected: (tc) => (typeof tc.expected === 'string' ? tc.expected : null),
    });
    return { evidence: writeReferenceEvidence(evidence) };
  },
};

export const notYet: Record<string, string> = {};
