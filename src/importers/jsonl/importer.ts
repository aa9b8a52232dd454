import type { RecordedImporter } from '../contract.js';

/** Ordered JSON Lines: one run per line. */
export const jsonlImporter: RecordedImporter<'jsonl'> = {
  kind: 'jsonl',
  title: 'a JSON Lines log',
  help: 'JSON Lines logs, one run per line in the order the runs happened',
  settings: ['inputPath', 'decisionPath', 'textPath', 'toolsPath', 'layer'],
  suite: 'optional',
  bench: {
    format: 'outcomes-jsonl',
    help: 'import a JSON-lines outcome log instead of running (repeatable)',
  },
  async load(file, { isolation, layer, suite, options }) {
    const { importJsonl } = await import('./jsonl.js');
    return importJsonl(file, {
      isolation,
      layer: layer ?? 'verdict',
      suite,
      ...options,
    });
  },
};
