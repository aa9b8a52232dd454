// `init`: the starter files for a new user, for the kind of agent they name — a
// decision suite, the agent stub, the gate and promote workflows. Nothing is ever
// overwritten: when any of the files exists, nothing is written at all.
import { lstatSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Refusal } from '../core/errors.js';
import { CLI_COMMAND } from '../version.js';
import { checkWritable, writeNewTextFile } from './files.js';

import {
  AGENT_ABOUT,
  AGENT_TEXT,
  DOCS,
  INIT_HTTP_PORT,
  INIT_TSX_RUNNER,
  REPO,
} from './init-agents.js';
import type { InitKind } from './init-kinds.js';

export { INIT_HTTP_PORT, INIT_TSX_RUNNER } from './init-agents.js';

export { INIT_EXAMPLES, INIT_KINDS, type InitExample, type InitKind } from './init-kinds.js';

/** One file `init` writes: where (relative, `/`-separated), what, and what it is for. */
export interface InitFile {
  readonly path: string;
  readonly text: string;
  readonly about: string;
}

export const INIT_SUITE = 'agentverity/suite.json';
export const INIT_GATE = '.github/workflows/agentverity-gate.yml';
export const INIT_PROMOTE = '.github/workflows/agentverity-promote.yml';

/**
 * The third-party actions the workflows use, pinned by the full commit SHA of a
 * release tag (a tag can be moved; a commit cannot), with the tag as a comment.
 * The same pins as the repository's own workflows; tests/workflows checks both.
 */
const CHECKOUT = 'actions/checkout@fbc6f3992d24b796d5a048ff273f7fcc4a7b6c09 # v5.1.0';
const SETUP_NODE = 'actions/setup-node@a0853c24544627f65ddf259abe73b1d18a591444 # v5.0.0';
const SETUP_PYTHON = 'actions/setup-python@a26af69be951a213d495a4c3e4e4022e16d87065 # v5.6.0';

/** The stub's file, per kind. */
export const INIT_AGENT: Readonly<Record<InitKind, string>> = {
  module: 'agentverity/agent.mjs',
  typescript: 'agentverity/agent.ts',
  python: 'agentverity/agent.py',
  http: 'agentverity/server.mjs',
};

/**
 * The starter suite: three routes of a support-ticket router, three reviewed
 * cases each, every field of the contract used once. `escalate` is critical and
 * has a stability target, so a flipping escalation fails the gate by itself.
 */
const SUITE = {
  schema: 'agentverity.decision-suite/v1',
  contract: {
    allowed: ['escalate', 'refund', 'shipping'],
    required: ['escalate', 'refund', 'shipping'],
    critical: ['escalate'],
    stability_targets: { escalate: 0.05 },
    minimum_cases: { escalate: 3 },
  },
  cases: [
    { input: 'I was charged twice for my order, please refund me.', expected: 'refund' },
    { input: 'I returned the headphones last week and want my money back.', expected: 'refund' },
    { input: 'Cancel the order and return the payment to my card.', expected: 'refund' },
    { input: 'My parcel to Zürich has not arrived yet, where is it?', expected: 'shipping' },
    { input: 'The tracking number you sent does not work.', expected: 'shipping' },
    { input: 'Can you deliver to my office address instead?', expected: 'shipping' },
    { input: 'Someone logged into my account and changed my password.', expected: 'escalate' },
    { input: 'I want to file a formal complaint and speak to a manager.', expected: 'escalate' },
    { input: 'The charger you sold me caught fire in my kitchen.', expected: 'escalate' },
  ],
};

/** The header every workflow starts with. */
function header(lines: readonly string[]): string {
  return lines.map((l) => (l === '' ? '#' : `# ${l}`)).join('\n');
}

/** What the gate runs, per kind, in the words of the workflow's header. */
const GATE_HEAD: Readonly<Record<InitKind, readonly string[]>> = {
  module: ['It loads the agent module agentverity/agent.mjs, runs it on the reviewed'],
  typescript: [
    'It loads the TypeScript agent agentverity/agent.ts (the Action runs on Node 24,',
    'which erases the types itself: no build step, no tsx), runs it on the reviewed',
  ],
  python: ['It starts the Python worker agentverity/agent.py, runs it on the reviewed'],
  http: ['It starts the HTTP agent agentverity/server.mjs, calls it on the reviewed'],
};

/** The steps before the action, per kind: what the agent needs to run. */
const GATE_SETUP: Readonly<Record<InitKind, string>> = {
  module: `      # The agent module is loaded from the workspace. If it imports packages,
      # install them first:
      # - uses: ${SETUP_NODE}
      #   with:
      #     node-version: 24
      #     cache: npm
      # - run: npm ci
`,
  typescript: `      # The agent module is loaded from the workspace by the Action's Node 24, which
      # erases its types. If it imports packages, install them first:
      # - uses: ${SETUP_NODE}
      #   with:
      #     node-version: 24
      #     cache: npm
      # - run: npm ci
`,
  python: `      - uses: ${SETUP_PYTHON}
        with:
          python-version: '3.12'
      # If the worker imports packages, install them first:
      # - run: pip install -r requirements.txt
`,
  http: `      - uses: ${SETUP_NODE}
        with:
          node-version: 24
      # Start the agent in the background and wait until it answers. Replace this
      # with starting your own service, or point agent-url at a test deployment.
      - name: Start the agent
        run: |
          node agentverity/server.mjs ${INIT_HTTP_PORT} &
          for i in $(seq 1 50); do
            if curl -s -o /dev/null -X POST -H 'content-type: application/json' \\
              -d '{"input": "ping"}' http://127.0.0.1:${INIT_HTTP_PORT}/decide; then exit 0; fi
            sleep 0.2
          done
          echo "the agent did not start on port ${INIT_HTTP_PORT}" >&2
          exit 1
`,
};

/** The action's agent inputs, per kind. */
const GATE_AGENT: Readonly<Record<InitKind, string>> = {
  module: `          # The agent declares its isolation itself (decide.isolation).
          agent: agentverity/agent.mjs
`,
  typescript: `          # The agent declares its isolation itself (decide.isolation).
          agent: agentverity/agent.ts
`,
  python: `          agent-command: python3 agentverity/agent.py
          # Each call starts with no memory of earlier ones: true of the stub; change
          # it if your worker keeps state between requests.
          isolation: fresh-session
`,
  http: `          agent-url: http://127.0.0.1:${INIT_HTTP_PORT}/decide
          # Each call starts with no memory of earlier ones: true of the stub; change
          # it if your service keeps state between requests.
          isolation: fresh-session
`,
};

/** What the header adds, per kind, before the line naming `init`. */
const GATE_NOTE: Readonly<Record<InitKind, readonly string[]>> = {
  module: [],
  typescript: [
    'Run it locally first, with the same suite:',
    `  Node 22.18 or later: ${CLI_COMMAND} run --agent agentverity/agent.ts --suite agentverity/suite.json`,
    '  Node 20, through the tsx loader (npm install --save-dev tsx):',
    `    ${INIT_TSX_RUNNER} run --agent agentverity/agent.ts --suite agentverity/suite.json`,
    '',
  ],
  python: [],
  http: [],
};

function gateWorkflow(kind: InitKind): string {
  return `${header([
    'The AgentVerity gate on every pull request from this repository.',
    ...GATE_HEAD[kind],
    'cases of agentverity/suite.json, fails the check when the evidence says no',
    '(exit 1) or is not enough (exit 2), and keeps one sticky comment on the PR.',
    'When the evidence admits a baseline it records a candidate, which',
    'agentverity-promote.yml commits once a maintainer adds the approval label.',
    '',
    ...GATE_NOTE[kind],
    `Written by \`${CLI_COMMAND} init ${kind}\`. Every input: ${REPO}#inputs`,
  ])}
name: AgentVerity

on:
  pull_request:

permissions:
  contents: read
  pull-requests: write # the sticky PR comment; removing a stale approval label
  statuses: write # the candidate baseline's record on the head commit

# One run per PR: a new push cancels the run for the previous commit.
concurrency:
  group: agentverity-\${{ github.event.pull_request.number }}
  cancel-in-progress: true

jobs:
  gate:
    runs-on: ubuntu-latest
    # Fork PRs get no secrets and a read-only token: they are skipped here (see
    # agentverity-evaluate.yml and agentverity-comment.yml in the action's examples).
    if: github.event.pull_request.head.repo.full_name == github.repository
    steps:
      - uses: ${CHECKOUT}
        with:
          persist-credentials: false
${GATE_SETUP[kind]}      - uses: agentverity/action@v1
        # Only the agent reads its model key: set it on this step, never on the job.
        # env:
        #   OPENAI_API_KEY: \${{ secrets.OPENAI_API_KEY }}
        with:
${GATE_AGENT[kind]}          suite: agentverity/suite.json
          # Exit 1 (the evidence says no) and 2 (not enough evidence) fail the check.
          # A route that flips fails it only when the suite gives it a stability
          # target (agentverity/suite.json gives one to escalate); add \`stochastic\`
          # here to fail on any flipping route. What each contract field does:
          # ${DOCS}/suite-format.md
          fail-on: 1, 2
          # At most this many agent calls; the repeats are planned to fit.
          # budget: 600
          # Which built-in relations run (default: all four), or a module of your own.
          # relations: case, whitespace
`;
}

const PROMOTE_WORKFLOW = `${header([
  'Approve a baseline with a label. When a person with write access adds the label',
  'agentverity:approve-baseline to a pull request, the action checks who added it (not',
  "the PR's author, not a bot), that nothing was pushed since, and that the gate recorded",
  "the candidate for the PR's head commit; then it commits the candidate to the PR branch",
  'as .agentverity/baseline.json (fork PRs: an artifact) and removes the label.',
  '',
  'pull_request_target runs this file from the default branch with a write token, so it',
  "never checks out or runs the PR's code. Details:",
  `${DOCS}/baseline-promotion.md`,
])}
name: AgentVerity approve baseline

on:
  pull_request_target:
    types: [labeled]

permissions:
  contents: write # the baseline commit on the PR branch
  pull-requests: write # the PR comment, and removing the label once it is used
  statuses: read # the gate's record of the candidate
  actions: read # download the candidate from the gate's run
  issues: read # who added the label, and when

concurrency:
  group: agentverity-promote-\${{ github.event.pull_request.number }}
  cancel-in-progress: false

jobs:
  promote:
    runs-on: ubuntu-latest
    if: github.event.label.name == 'agentverity:approve-baseline'
    steps:
      # No checkout: promotion reads GitHub's records and the gate's artifact only.
      - uses: agentverity/action@v1
        with:
          mode: promote
`;

/** The files `init` writes for this kind, in the order it lists them. */
export function initFiles(kind: InitKind): InitFile[] {
  return [
    { path: INIT_AGENT[kind], text: AGENT_TEXT[kind], about: AGENT_ABOUT[kind] },
    {
      path: INIT_SUITE,
      text: `${JSON.stringify(SUITE, null, 2)}\n`,
      about: 'the decision suite: reviewed cases and the contract',
    },
    { path: INIT_GATE, text: gateWorkflow(kind), about: 'the gate on every pull request' },
    {
      path: INIT_PROMOTE,
      text: PROMOTE_WORKFLOW,
      about: 'approving a baseline with a label',
    },
  ];
}

/**
 * The command that runs the starter locally, with paths as seen from `cwd`. For
 * TypeScript, two: on Node 22.18 or later, and on Node 20 through `tsxRunner` (by
 * default INIT_TSX_RUNNER; the CLI passes the command it was itself started with).
 */
export function initRunCommands(
  kind: InitKind,
  shown: (file: string) => string,
  tsxRunner: string = INIT_TSX_RUNNER,
): string[] {
  const agent = shown(INIT_AGENT[kind]);
  const suite = shown(INIT_SUITE);
  const quote = (s: string) => (/^[\w./:-]+$/.test(s) ? s : JSON.stringify(s));
  switch (kind) {
    case 'module':
      return [`${CLI_COMMAND} run --agent ${quote(agent)} --suite ${quote(suite)}`];
    case 'typescript':
      return [
        `${CLI_COMMAND} run --agent ${quote(agent)} --suite ${quote(suite)}   # Node 22.18 or later`,
        `${tsxRunner} run --agent ${quote(agent)} --suite ${quote(suite)}   # Node 20 (npm install --save-dev tsx)`,
      ];
    case 'python':
      return [
        `${CLI_COMMAND} run --agent-command ${JSON.stringify(`python3 ${agent}`)} --suite ${quote(suite)}`,
      ];
    case 'http':
      return [
        `node ${quote(agent)} ${INIT_HTTP_PORT} &`,
        `${CLI_COMMAND} run --agent-url http://127.0.0.1:${INIT_HTTP_PORT}/decide --suite ${quote(suite)}`,
      ];
  }
}

export interface InitResult {
  readonly kind: InitKind;
  /** What was written, in the order of `initFiles`: the path as shown and the absolute one. */
  readonly written: readonly {
    readonly shown: string;
    readonly file: string;
    readonly about: string;
  }[];
}

/**
 * Write the starter files for `kind` into `dir` (resolved from `cwd`). Refuses
 * (`init.exists`, exit 2) when any of them exists, naming each, and then writes none.
 */
export function writeInit(kind: InitKind, dir: string, cwd: string): InitResult {
  return { kind, written: writeInitFiles(initFiles(kind), dir, cwd) };
}

/** Whether anything (a file, a folder, a link, even a dangling one) is at `file`. */
function isThere(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Write `files` into `dir` (resolved from `cwd`), all or none: refuses
 * (`init.exists`, exit 2) when any of them exists, naming each. `init` and
 * `init --example` both write through it.
 */
export function writeInitFiles(
  initial: readonly InitFile[],
  dir: string,
  cwd: string,
): InitResult['written'] {
  const files = initial.map((f) => ({
    ...f,
    file: path.resolve(cwd, dir, f.path),
    shown: path.join(dir, f.path).split(path.sep).join('/'),
  }));
  // A symbolic link is there even when it points nowhere (existsSync says no):
  // writing through it would write somewhere else, or fail half way.
  const existing = files.filter((f) => isThere(f.file));
  const first = existing[0];
  if (first !== undefined) {
    const more = existing.slice(1).map((f) => f.shown);
    const others =
      more.length === 0 ? '' : `, and so ${more.length === 1 ? 'does' : 'do'} ${more.join(', ')}`;
    throw new Refusal(
      'init.exists',
      `already exists${others}; init never overwrites a file, so nothing was written: move ${existing.length === 1 ? 'it' : 'them'} away, or init another folder (\`dir\`)`,
      first.shown,
    );
  }
  // Every target is checked before any file is written (a path through a file,
  // a folder without write permission), so that init writes all or nothing.
  for (const f of files) checkWritable(f.file, 'file');
  // Should a write still fail (the disk, a file that appeared meanwhile), the
  // files this init wrote are removed again: all or nothing.
  const written: string[] = [];
  try {
    for (const f of files) {
      writeNewTextFile(f.file, f.text);
      written.push(f.file);
    }
  } catch (error) {
    for (const file of written) rmSync(file, { force: true });
    throw error;
  }
  return files.map((f) => ({ shown: f.shown, file: f.file, about: f.about }));
}
