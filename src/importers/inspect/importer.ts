import type { RecordedImporter } from '../contract.js';
import { isObjectLike } from '../detect.js';

/** Inspect AI eval logs run with epochs: the `.eval` zip or the JSON log. */
export const inspectImporter: RecordedImporter<'inspect'> = {
  kind: 'inspect',
  title: 'an Inspect AI log',
  help: 'Inspect AI eval logs run with epochs (.eval or .json)',
  settings: ['decisionPath', 'score', 'layer'],
  suite: 'optional',
  bench: {
    format: 'inspect',
    help: 'import an Inspect AI eval log (epochs are runs) instead of running (repeatable)',
  },
  looksLike: 'an Inspect AI eval log',
  detect: (doc) =>
    isObjectLike(doc) && isObjectLike(doc['eval']) && ('samples' in doc || 'plan' in doc),
  async load(file, { isolation, layer, suite, options }) {
    const { importInspect } = await import('./inspect.js');
    return importInspect(file, { isolation, layer: layer ?? 'verdict', suite, ...options });
  },
};
