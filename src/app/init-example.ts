// `init --example NAME`: a worked example copied into a folder, to run as it is —
// today the refund desk of examples/stateful-agent/ (issue 16), a stateful system
// with two planted flaws that `cases` blocks on. The files ship inside the bundle
// (init-example-files.ts, generated from the example folder, which the npm package
// leaves out). Nothing is ever overwritten: when any of the files exists, nothing
// is written at all (the rule of `init`).
import { CLI_COMMAND } from '../version.js';
import { STATEFUL_AGENT_FILES } from './init-example-files.js';
import { writeInitFiles, type InitFile, type InitResult } from './init.js';
import type { InitExample } from './init-kinds.js';

export { INIT_EXAMPLES, type InitExample } from './init-kinds.js';

/** What each copied file is for, in the order they are listed (every file of the example has one). */
const ABOUT: Readonly<Record<InitExample, readonly (readonly [string, string])[]>> = {
  'stateful-agent': [
    [
      'system.mjs',
      'the refund desk as a JS module system (agent, reset, snapshot, replay, version)',
    ],
    ['system.py', 'the same system as a Python command worker'],
    ['agentverity.yml', 'the criteria, the injected transform and the slices'],
    ['cases.jsonl', 'the 30 cases: request, initial world, expected answer and state'],
    ['validity-labels.jsonl', "a person's judgement that each injected case keeps its meaning"],
    ['README.md', 'what it shows, the two planted flaws and how to fix them'],
  ],
};

const TEXTS: Readonly<Record<InitExample, Readonly<Record<string, string>>>> = {
  'stateful-agent': STATEFUL_AGENT_FILES,
};

/** The files `init --example` writes for this example, relative to the folder, in the order it lists them. */
export function initExampleFiles(example: InitExample): InitFile[] {
  const texts = TEXTS[example];
  const about = ABOUT[example];
  const listed = new Set(about.map(([file]) => file));
  const unlisted = Object.keys(texts).filter((file) => !listed.has(file));
  if (unlisted.length > 0)
    throw new Error(`init-example: no description of ${unlisted.join(', ')}`);
  return about.map(([file, what]) => {
    const text = texts[file];
    if (text === undefined) throw new Error(`init-example: ${example} has no file ${file}`);
    return { path: file, text, about: what };
  });
}

/** The commands that run the example, with paths as seen from `cwd` (`shown`). */
export function initExampleRunCommands(
  example: InitExample,
  shown: (file: string) => string,
): string[] {
  const quote = (s: string) => (/^[\w./:-]+$/.test(s) ? s : JSON.stringify(s));
  switch (example) {
    case 'stateful-agent': {
      const config = quote(shown('agentverity.yml'));
      return [
        `${CLI_COMMAND} cases --config ${config} --system ${quote(shown('system.mjs'))}`,
        `${CLI_COMMAND} cases --config ${config} --system-command ${JSON.stringify(`python3 ${shown('system.py')}`)}`,
      ];
    }
  }
}

export interface InitExampleResult {
  readonly example: InitExample;
  readonly written: InitResult['written'];
}

/**
 * Copy the example's files into `dir` (resolved from `cwd`). Refuses (`init.exists`,
 * exit 2) when any of them exists, naming each, and then writes none.
 */
export function writeInitExample(
  example: InitExample,
  dir: string,
  cwd: string,
): InitExampleResult {
  return { example, written: writeInitFiles(initExampleFiles(example), dir, cwd) };
}
