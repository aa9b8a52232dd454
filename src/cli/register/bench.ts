import { Option, type Command } from 'commander';
import { BENCH_IMPORT_SOURCES } from '../../app/settings.js';
import { parseDuration, parseNumber, parseRate, parseWhole } from '../../app/parse.js';
import type { BenchCommandOptions, BenchReportKind } from '../commands/bench.js';
import { collect, parsePositiveInt } from '../options.js';
import { addReportOptions } from '../report-options.js';
import { argParser } from '../settings.js';
import type { CommandContext } from '../shared.js';

/** `--report`: the report files AgentVerdict users know, beside `--format`/`--output`. */
export const BENCH_REPORT_KINDS: readonly BenchReportKind[] = ['none', 'json', 'html', 'all'];

const AGENT_HELP =
  'an agent: a JS/TS module (FILE[:EXPORT]), a Python file exposing run_agent(task) -> str, an http(s) URL, or cmd:COMMAND (a JSON-lines worker); NAME=AGENT names it in the reports';

/** The options `bench test` and `bench compare` share. */
function addBenchOptions(command: Command): Command {
  command
    .option(
      '--benchmark <file|name>',
      'benchmark file (YAML, version "1") or the name of a bundled one (bench list); default general',
    )
    .option('--runs <n>', 'runs of every task (default 3)', parsePositiveInt)
    .option(
      '--evidence <file>',
      'recompute the report from bench evidence written earlier, without calling any agent',
    );
  // One flag per importer that reads outcome logs for a bench (the registry's `bench`).
  for (const { kind, help } of BENCH_IMPORT_SOURCES)
    command.option(`--${kind} <file>`, help, collect);
  command
    .option('--task-path <path>', 'imports: dotted path of the task id (JSONL default task)')
    .option('--outcome-path <path>', 'JSONL import: dotted path of the outcome (default outcome)')
    .option('--error-path <path>', 'JSONL import: dotted path of an error (an ERROR attempt)')
    .option('--output-path <path>', "JSONL import: dotted path of the agent's output")
    .option('--latency-path <path>', 'JSONL import: dotted path of the latency in ms')
    .option('--prompt-path <path>', "JSONL import: dotted path of the task's prompt")
    .option(
      '--threshold <score>',
      'imports: a numeric score at least this passes (needed for scores other than 0 and 1)',
      argParser(parseNumber),
    )
    .option('--scorer <name>', 'Inspect import: the scorer that grades each sample')
    .option('--benchmark-name <name>', 'imports: the name of the benchmark the logs imply')
    .option(
      '--confidence <level>',
      'two-sided confidence of every interval (default 0.95); the tests use 1 − confidence',
      argParser(parseNumber),
    )
    .option(
      '--pass-k <k>',
      'the headline k of pass^k and pass@k (default: the fewest scored runs of any task)',
      parsePositiveInt,
    )
    .option(
      '--seed <n>',
      'seed of the bootstrap and permutation draws (default 1)',
      argParser(parseWhole),
    )
    .option('--resamples <n>', 'bootstrap resamples (default 2000)', parsePositiveInt)
    .option(
      '--epsilon <e>',
      'tolerance of the flip-rate meter on tasks that declare a decision (default 0.05)',
      argParser(parseNumber),
    )
    .option(
      '--difference <d>',
      'a difference in pass rate you want to be able to detect, e.g. 0.1: the report says how many tasks or runs that needs',
      argParser(parseNumber),
    )
    .option('--max-workers <n>', 'calls in flight at once per agent (default 1)', parsePositiveInt)
    .option(
      '--timeout <duration>',
      'per-call timeout, e.g. 30s or 2m (default 120s; 0 for none)',
      argParser((text) => {
        const ms = parseDuration(text);
        if (ms === null) throw new Error('expected a duration such as 30s, 2m or 0');
        return ms;
      }),
    )
    .option(
      '--rate-limit <rate>',
      'calls started per second, e.g. 10/s or 600/m',
      argParser(parseRate),
    )
    .option('--header <line>', "HTTP agents: a request header 'Name: value' (repeatable)", collect)
    .option('--text-path <path>', "HTTP agents: dotted path of the answer in the response's JSON")
    .option('--http-retries <n>', 'HTTP agents: retries of a failed request', argParser(parseWhole))
    .option(
      '--evidence-out <file>',
      'where the bench evidence is written (default agentverity-bench-evidence.json)',
    )
    .addOption(
      new Option(
        '--report <kind>',
        'also write report files: json (agentverity-bench-report.json), html (agentverity-bench-report.html), all, or none (default)',
      ).choices([...BENCH_REPORT_KINDS]),
    )
    .option(
      '--report-dir <dir>',
      'where --report writes its files (default: the current directory)',
    )
    .option('--quiet', 'no progress lines on stderr');
  return addReportOptions(command);
}

/** `bench`: benchmarks and side-by-side comparisons (docs/bench.md). */
export function registerBench(program: Command, { io, setCode }: CommandContext): void {
  const bench = program
    .command('bench')
    .description(
      'Benchmark an agent on a fixed task suite, or compare agents task by task, with intervals, pass^k and paired tests.',
    );
  addBenchOptions(
    bench
      .command('test')
      .argument('[agent]', AGENT_HELP)
      .description(
        'Run one agent on every task of a benchmark --runs times: PASS/FAIL/ERROR, reliability with intervals, pass^k, pass@k. Exit 0 when every attempt passes, 1 with failures or errors.',
      ),
  ).action(async (agent: string | undefined, opts: BenchCommandOptions) => {
    const { benchCommand } = await import('../commands/bench.js');
    setCode(await benchCommand('test', agent === undefined ? [] : [agent], opts, io));
  });
  addBenchOptions(
    bench
      .command('compare')
      .argument('[agents...]', `two or more agents; each is ${AGENT_HELP}`)
      .description(
        'Run two or more agents on the same tasks, order, evaluators and runs, and compare them paired on task: differences with intervals, McNemar, Newcombe, Holm, tie groups. Exit 0 when it completes.',
      )
      .option(
        '--fail-if-worse <name>',
        'exit 1 when this agent is significantly worse than another (e.g. the head branch against the base)',
      ),
  ).action(async (agents: string[], opts: BenchCommandOptions) => {
    const { benchCommand } = await import('../commands/bench.js');
    setCode(await benchCommand('compare', agents, opts, io));
  });
  bench
    .command('run')
    .argument('<agent>', AGENT_HELP)
    .argument('<prompt>', 'the text sent to the agent')
    .description('Call the agent once with a prompt and print its answer (nothing is recorded).')
    .option(
      '--timeout <duration>',
      'per-call timeout (default 120s; 0 for none)',
      argParser((text) => {
        const ms = parseDuration(text);
        if (ms === null) throw new Error('expected a duration such as 30s, 2m or 0');
        return ms;
      }),
    )
    .option('--header <line>', "HTTP agents: a request header 'Name: value' (repeatable)", collect)
    .option('--text-path <path>', "HTTP agents: dotted path of the answer in the response's JSON")
    .action(async (agent: string, prompt: string, opts: BenchCommandOptions) => {
      const { benchRunCommand } = await import('../commands/bench.js');
      setCode(await benchRunCommand(agent, prompt, opts, io));
    });
  bench
    .command('list')
    .description('List the bundled benchmarks.')
    .action(async () => {
      const { benchListCommand } = await import('../commands/bench.js');
      setCode(await benchListCommand(io));
    });
  bench
    .command('info')
    .argument('<benchmark>', 'a benchmark file or the name of a bundled one')
    .description("Show a benchmark's tasks, categories and evaluations, and check it.")
    .action(async (benchmark: string) => {
      const { benchInfoCommand } = await import('../commands/bench.js');
      setCode(await benchInfoCommand(benchmark, io));
    });
}
