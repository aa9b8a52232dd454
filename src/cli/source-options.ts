// Where a command reads recorded runs from, as commander declares it: cheap to
// load, so registering a command (and `--help`) does not load an importer.
import { Option, type Command } from 'commander';
import { IMPORT_SOURCES, type ImportFiles } from '../app/settings.js';
import { ISOLATIONS, LAYERS } from '../app/vocabulary.js';

/** Where a command reads recorded runs from: evidence files or another tool's output. */
export interface SourceOptions extends ImportFiles {
  readonly evidence?: readonly string[];
  readonly inputPath?: string;
  readonly decisionPath?: string;
  readonly textPath?: string;
  readonly toolsPath?: string;
  readonly score?: string;
  readonly provider?: string;
  readonly promptId?: string;
  readonly layer?: string;
  readonly isolation?: string;
  /** The decision suite: required by --promptfoo, gives `expected` to --jsonl and --inspect. */
  readonly suite?: string;
}

export function addSourceOptions(command: Command): Command {
  command.option(
    '--evidence <files...>',
    'evidence files (ours or agentverity.evidence/v2) or globs; several are merged in order',
  );
  // One flag per importer (src/importers/registry.ts, through app).
  for (const { kind, help } of IMPORT_SOURCES) {
    command.option(`--${kind} <files...>`, help.replace(/the suite\b/, '--suite'));
  }
  return command
    .option(
      '--input-path <path>',
      'dotted path of the input in each row (promptfoo default prompt.raw, jsonl default input)',
    )
    .option(
      '--decision-path <path>',
      'dotted path of the decision: in structured promptfoo output, in a JSONL row (default decision) or in an Inspect sample',
    )
    .option('--text-path <path>', "dotted path of the agent's text in a JSONL row")
    .option(
      '--tools-path <path>',
      'dotted path of the tool path (list of tool names) in a JSONL row',
    )
    .option('--score <name>', 'Inspect: the score whose answer is the decision')
    .option('--provider <id>', 'promptfoo: read only this provider (id or label)')
    .option('--prompt-id <id>', 'promptfoo: read only this prompt (id or index)')
    .addOption(
      new Option(
        '--layer <layer>',
        'what is compared for imports: verdict (default), text or tools',
      ).choices([...LAYERS]),
    )
    .addOption(
      new Option(
        '--isolation <isolation>',
        'how independent the imported repeats were (default unknown; evidence files record their own)',
      ).choices([...ISOLATIONS]),
    );
}
