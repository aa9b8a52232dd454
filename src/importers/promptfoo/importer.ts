import { Refusal } from '../../core/errors.js';
import type { RecordedImporter } from '../contract.js';
import { isObjectLike } from '../detect.js';

/** promptfoo result exports (JSON or JSON Lines), matched to the suite's inputs. */
export const promptfooImporter: RecordedImporter<'promptfoo'> = {
  kind: 'promptfoo',
  title: 'a promptfoo export',
  help: 'promptfoo result exports (promptfoo eval --repeat N --output FILE); needs the suite',
  settings: ['inputPath', 'decisionPath', 'provider', 'promptId'],
  suite: 'required',
  bench: {
    format: 'promptfoo',
    help: 'import a promptfoo export (made with --repeat) instead of running (repeatable)',
  },
  looksLike: 'a promptfoo result export',
  detect: (doc) =>
    isObjectLike(doc) &&
    ('evalId' in doc ||
      (isObjectLike(doc['results']) && 'results' in doc['results'] && 'prompts' in doc['results'])),
  async load(file, { isolation, suite, options }) {
    if (suite === null) {
      throw new Refusal(
        'settings.promptfoo-suite',
        'a promptfoo export is read against the reviewed cases: give `suite`',
        undefined,
        { setting: 'suite' },
      );
    }
    const { importPromptfoo } = await import('./promptfoo.js');
    return importPromptfoo(file, suite, { isolation, ...options });
  },
};
