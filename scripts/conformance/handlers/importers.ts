/** Conformance handlers for the importers issue (promptfoo, JSONL, DeepEval). */
import type { Handler } from '../convert.js';

export const handlers: Record<string, Handler> = {};

export const notYet: Record<string, string> = {
  jsonl_import: 'importers issue',
  promptfoo_import: 'importers issue',
  deepeval_import: 'importers issue',
};
