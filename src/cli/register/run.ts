import { Option, type Command } from 'commander';
import { parseCost, parseDuration, parseNumber, parseRate, parseWhole } from '../../app/parse.js';
import { DEFAULT_EVIDENCE_OUT } from '../../app/settings.js';
import type { RunOptions } from '../commands/run.js';
import { addReportOptions } from '../report-options.js';
import { argParser } from '../settings.js';
import {
  epsilonOption,
  isolationOption,
  methodOption,
  precisionOption,
  type CommandContext,
} from '../shared.js';

/** `--timeout none` (or 0): calls are never timed out (commander cannot carry null). */
export const NO_TIMEOUT = 0;

/** Every `run` option except the report options, in help order. */
export function runOptions(): Option[] {
  return [
    new Option(
      '--agent <file[:export]>',
      'JS module agent: an export (default `default`) that is the agent (input) => result or a factory () => agent',
    ),
    new Option(
      '--agent-command <command>',
      'command worker speaking JSON lines on stdin/stdout (docs/agent-protocol.md), one process per worker',
    ),
    new Option('--agent-url <url>', 'HTTP agent: POST {"input": …} and read the JSON answer'),
    new Option(
      '--decision-path <path>',
      'HTTP: where the decision is in the answer, e.g. result.route (default decision or verdict)',
    ),
    new Option('--text-path <path>', 'HTTP: where the text is (default text)'),
    new Option('--tools-path <path>', 'HTTP: where the tool names are (default tools)'),
    new Option('--header <name: value>', 'HTTP: a request header (repeatable)').argParser(
      (v: string, prev: string[] | undefined) => [...(prev ?? []), v],
    ),
    new Option(
      '--http-retries <n>',
      'HTTP: retries on connection errors and 429/503 (default 3)',
    ).argParser(argParser(parseWhole)),
    new Option(
      '--inputs <file>',
      'seed file: text (one input per line), .jsonl ({"input", "expected"?} or a string per line) or a suite .json',
    ),
    new Option(
      '--suite <file>',
      'decision suite (agentverity.decision-suite/v1): inputs, routes and contract',
    ),
    new Option(
      '--k <n>',
      'repeats per input, even (pairs are repeats 1-2, 3-4, …; default: planned from epsilon and --budget, per route for a suite)',
    ).argParser(argParser(parseWhole)),
    new Option(
      '--budget <calls>',
      'the most agent calls in all (meter, first draws, relations): k is planned to fit, a --k that does not fit is refused; also caps sequential rounds',
    ).argParser(argParser(parseWhole)),
    epsilonOption(),
    precisionOption(),
    methodOption(),
    new Option(
      '--allocation <how>',
      "per-input: k repeats of every input (default); random: each pair's input drawn with --seed, so certifying costs the same calls at any number of inputs",
    ),
    new Option(
      '--seed <n>',
      'seed of a random allocation (default: one is chosen and recorded in the evidence)',
    ).argParser(argParser(parseWhole)),
    new Option(
      '--early-rejection',
      'declare the early-rejection test (the default): stop as soon as the evidence that the agent flips is conclusive; certification is still decided at the planned end',
    ),
    new Option(
      '--no-early-rejection',
      'collect every planned pair, without the early-rejection test',
    ),
    new Option(
      '--layer <layer>',
      'what is compared: verdict, text or tools (default verdict)',
    ).choices(['verdict', 'text', 'tools']),
    new Option(
      '--blindness-threshold <share>',
      'share of inputs one decision may hold before the probes are blind (default 0.9)',
    ).argParser(argParser(parseNumber)),
    new Option(
      '--relations <names|file[:export]>',
      'built-in relations by name, comma-separated (normalisation, case, whitespace, tool-selection), or a module of your own relations (default: the four built-ins)',
    ),
    new Option('--no-relations', 'run no relations'),
    new Option(
      '--no-meter',
      'leave the repeatability meter out: one first draw per input for blindness, the contract and relations',
    ),
    new Option('--no-blindness', 'leave the blindness check out'),
    new Option(
      '--no-reuse',
      'independent draws: blindness gets its own call and every relation asks the unchanged input again, instead of reusing the first repeat',
    ),
    new Option(
      '--sequential',
      'stop early at checkpoints declared before the first call (whole rounds)',
    ),
    new Option(
      '--curtail',
      'fixed endpoint: stop once even all-agreeing further pairs could not certify (never admits early)',
    ),
    new Option('--max-workers <n>', 'distinct inputs called at once (default 1)').argParser(
      argParser(parseWhole),
    ),
    new Option(
      '--parallel-repeats',
      'also run the repeats of one input at once (stateless agents only)',
    ),
    new Option(
      '--timeout <duration>',
      'per call, e.g. 500ms, 30s, 2m, or none (default 120s)',
    ).argParser(argParser((v) => parseDuration(v) ?? NO_TIMEOUT)),
    new Option(
      '--rate-limit <rate>',
      'calls started per second across all workers, e.g. 10/s or 600/m',
    ).argParser(argParser(parseRate)),
    new Option(
      '--error-policy <policy>',
      'record: a failed call is recorded and the run goes on; raise: stop at the first (default record)',
    ).choices(['record', 'raise']),
    isolationOption(
      'how repeats were isolated (default: what the agent declares, else unknown); fresh-instance calls a module factory per call',
    ),
    new Option(
      '--cost-per-call <amount>',
      'money per call, to show the cost in the plan',
    ).argParser(argParser(parseCost)),
    new Option('--dry-run', 'print the plan and stop before loading the agent'),
    new Option('--quiet', 'no plan and no progress on stderr'),
    new Option(
      '--evidence-out <file>',
      `where the evidence is written (default ${DEFAULT_EVIDENCE_OUT})`,
    ),
    new Option(
      '--redact',
      'keep fingerprints, decisions and tool names in the evidence; drop inputs and texts',
    ),
    new Option(
      '--shard <I/N>',
      "collect shard I of N only: the inputs whose fingerprint falls in it, with the whole run's plan; no report (assess the shards' evidence together)",
    ),
  ];
}

/**
 * Add the `run` options to a command, leaving out the ones it defines itself
 * (named by attribute, e.g. `suite`, `epsilon`).
 */
export function addRunOptions(command: Command, skip: ReadonlySet<string> = new Set()): Command {
  for (const option of runOptions()) {
    if (!skip.has(option.attributeName())) command.addOption(option);
  }
  return command;
}

/**
 * The run options as given: without --isolation on the command line, the
 * agent's own declaration counts, so the option's default is dropped.
 */
export function givenRunOptions<T extends { isolation?: unknown }>(opts: T, cmd: Command): T {
  const options = { ...opts };
  if (cmd.getOptionValueSource('isolation') !== 'cli') delete options.isolation;
  return options;
}

export function registerRun(program: Command, { io, setCode }: CommandContext): void {
  const command = program
    .command('run')
    .description(
      'Call your agent on your inputs, write the evidence, then assess it like `assess`.',
    );
  addRunOptions(command);
  addReportOptions(command);
  command.allowExcessArguments(false).action(async (opts: RunOptions, cmd: Command) => {
    const { isMainProcessIo, runCommand } = await import('../commands/run.js');
    setCode(
      await runCommand(givenRunOptions(opts, cmd), io, { handleSigint: isMainProcessIo(io) }),
    );
  });
}
