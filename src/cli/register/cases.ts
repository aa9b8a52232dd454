import type { Command } from 'commander';
import { parseDuration } from '../../app/parse.js';
import type { CasesCommandOptions } from '../commands/cases.js';
import { parsePositiveInt } from '../options.js';
import { addReportOptions } from '../report-options.js';
import { argParser } from '../settings.js';
import type { CommandContext } from '../shared.js';

/** `cases`: stateful agents — reset the world, check the world left behind, fail a tool. */
export function registerCases(program: Command, { io, setCode }: CommandContext): void {
  const command = program
    .command('cases')
    .description(
      'Run a stateful agent on its cases from a fresh reset each time, compare the world it leaves with the expected one, replay with a tool failing, and check relations between cases (docs/stateful.md). Exit 0 all criteria passed, 1 any failed, 2 missing or insufficient evidence.',
    )
    .option(
      '--config <file>',
      'agentverity.yml: criteria, transforms, validity labels, runs (default agentverity.yml)',
    )
    .option(
      '--cases <file>',
      'the cases file (JSONL or a JSON list); default: the one the config names',
    )
    .option(
      '--system <module>',
      'a JS/TS module (FILE[:EXPORT]) exporting the agent, reset(state), snapshot() and optionally replay() and version',
    )
    .option(
      '--system-command <command>',
      'a command starting a worker that speaks the stateful protocol (docs/agent-protocol.md)',
    )
    .option(
      '--runs <n>',
      "runs of every case, each from a fresh reset (default: the config's runs)",
      parsePositiveInt,
    )
    .option('--labels <file>', 'validity labels (JSONL); default: the file the config names')
    .option(
      '--timeout <duration>',
      'per message to the system, e.g. 30s or 2m (default 120s; 0 or none for none)',
      // 0 stands for none here; the command makes it null for the engine.
      argParser((text) => parseDuration(text) ?? 0),
    )
    .option(
      '--evidence <file>',
      'recompute the report from cases evidence written earlier, without running the system',
    )
    .option(
      '--evidence-out <file>',
      'where the cases evidence is written (default agentverity-cases-evidence.json)',
    )
    .option(
      '--replay-cache <dir>',
      "where replays are cached by the system's version, code and config digests (default .agentverity/replay-cache)",
    )
    .option('--no-replay-cache', 'make every replay afresh')
    .option('--quiet', 'no progress lines on stderr');
  addReportOptions(command);
  command.allowExcessArguments(false).action(async (opts: CasesCommandOptions) => {
    const { casesCommand } = await import('../commands/cases.js');
    setCode(await casesCommand(opts, io));
  });
}
