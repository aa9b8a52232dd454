import path from 'node:path';
import { tsxCommand } from '../../app/index.js';
import { initRunCommands, writeInit, type InitKind } from '../../app/index.js';
import { initExampleRunCommands, writeInitExample } from '../../app/init-example.js';
import type { InitExample } from '../../app/init-kinds.js';
import { terminalSafe } from '../../render/escape.js';
import type { CliIo } from '../io.js';
import { EXIT } from '../shared.js';

export interface InitOptions {
  readonly dir: string;
  readonly example?: InitExample;
}

const KIND_TEXT: Readonly<Record<InitKind, string>> = {
  module: 'a JavaScript module agent',
  typescript: 'a TypeScript module agent',
  python: 'a Python command worker',
  http: 'an HTTP agent',
};

/** Write the starter files and say what they are and what to run next. */
export function initCommand(kind: InitKind, options: InitOptions, io: CliIo): number {
  const result = writeInit(kind, options.dir, io.cwd);
  const width = Math.max(...result.written.map((w) => w.shown.length));
  const lines = [
    `wrote ${result.written.length} files for ${KIND_TEXT[kind]}:`,
    ...result.written.map((w) => `  ${terminalSafe(w.shown, 500).padEnd(width)}  ${w.about}`),
    '',
    'next: run the stub on the starter suite (no model, no key)',
    ...initRunCommands(
      kind,
      (file) => terminalSafe(path.join(options.dir, file).split(path.sep).join('/'), 500),
      // On Node 20: this same CLI, as it was started, under the tsx loader.
      terminalSafe(tsxCommand({ cwd: io.cwd }).replace(/ …$/, ''), 500),
    ).map((c) => `  ${c}`),
    'then put your agent in the stub and your reviewed cases in the suite',
    '(https://github.com/agentverity/action/blob/v1/docs/suite-format.md),',
    'and commit the two workflows.',
    '',
  ];
  io.stdout(lines.join('\n'));
  return EXIT.clean;
}

const EXAMPLE_TEXT: Readonly<Record<InitExample, readonly string[]>> = {
  'stateful-agent': [
    'next: run its cases (no model, no key). The gate blocks, on purpose, for the two',
    'flaws planted in the refund desk: recovers_from_error_at_issue_refund fails and',
    'same_state_under_injected is below its bar. The README says how to fix each;',
    'with both fixed the run passes. As a JS module, or as a Python worker:',
  ],
};

/** Copy the example's files and say what they are and what to run next. */
export function initExampleCommand(example: InitExample, options: InitOptions, io: CliIo): number {
  const result = writeInitExample(example, options.dir, io.cwd);
  const width = Math.max(...result.written.map((w) => w.shown.length));
  const lines = [
    `wrote ${result.written.length} files of the ${example} example:`,
    ...result.written.map((w) => `  ${terminalSafe(w.shown, 500).padEnd(width)}  ${w.about}`),
    '',
    ...EXAMPLE_TEXT[example],
    ...initExampleRunCommands(example, (file) =>
      terminalSafe(path.join(options.dir, file).split(path.sep).join('/'), 500),
    ).map((c) => `  ${c}`),
    '',
  ];
  io.stdout(lines.join('\n'));
  return EXIT.clean;
}
