import { Option, type Command } from 'commander';
import type { BenchCommandOptions, BenchReportKind } from '../commands/bench.js';
import { addReportOptions } from '../report-options.js';
import { benchOptions } from '../settings.js';
import type { CommandContext } from '../shared.js';

/** `--report`: the report files AgentVerdict users know, beside `--format`/`--output`. */
export const BENCH_REPORT_KINDS: readonly BenchReportKind[] = ['none', 'json', 'html', 'all'];

const AGENT_HELP =
  'an agent: a JS/TS module (FILE[:EXPORT]), a Python file exposing run_agent(task) -> str, an http(s) URL, or cmd:COMMAND (a JSON-lines worker); NAME=AGENT names it in the reports';

/** The options `bench test` and `bench compare` share: their setting flags, then their own. */
function addBenchOptions(command: Command, name: 'test' | 'compare'): Command {
  for (const option of benchOptions(name)) command.addOption(option);
  command
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
    'test',
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
      ),
    'compare',
  ).action(async (agents: string[], opts: BenchCommandOptions) => {
    const { benchCommand } = await import('../commands/bench.js');
    setCode(await benchCommand('compare', agents, opts, io));
  });
  const run = bench
    .command('run')
    .argument('<agent>', AGENT_HELP)
    .argument('<prompt>', 'the text sent to the agent')
    .description('Call the agent once with a prompt and print its answer (nothing is recorded).');
  for (const option of benchOptions('run')) run.addOption(option);
  run.action(async (agent: string, prompt: string, opts: BenchCommandOptions) => {
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
