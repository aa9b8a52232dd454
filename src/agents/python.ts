import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Refusal, type Isolation, type Observation } from '../core/index.js';
import { CommandAgent } from './command.js';
import { workerEnv } from './json-lines-worker.js';
import type { ResultOptions } from './result.js';
import type { Agent, AgentDiagnostics } from './types.js';

/**
 * A Python file exposing `run_agent(task: str) -> str` (the contract AgentVerdict
 * users already have), used as is: it runs behind the worker shim this package
 * ships (`workers/agentverity_run_agent.py`), which imports the file by path
 * (its own folder first on `sys.path`), calls `run_agent` once per request and
 * speaks the command-worker protocol (docs/agent-protocol.md). What the agent
 * prints goes to stderr, so it cannot corrupt the protocol. An exception, or a
 * return value that is not a string, is that call's error.
 *
 * Before any call the file is loaded once by the shim (`--check`): a missing
 * file, an import that fails, or no callable `run_agent` is refused naming the
 * file (exit 2), never discovered call by call. The interpreter is
 * `AGENTVERITY_PYTHON` (a path to it) or `python3` (`python` on Windows).
 */

/** The shim's file name, in the package's `workers/` folder. */
export const PYTHON_SHIM = 'agentverity_run_agent.py';

/** The environment variable naming the Python interpreter. */
export const PYTHON_ENV = 'AGENTVERITY_PYTHON';

/** A `.py` agent argument is a Python `run_agent` file. */
export function isPythonAgentPath(spec: string): boolean {
  return /\.py$/i.test(spec);
}

export interface PythonAgentOptions extends ResultOptions {
  /** The Python file, relative to `cwd`. */
  readonly file: string;
  readonly cwd: string;
  /** The workers' environment (default this process's); `AGENTVERITY_PYTHON` is read from it. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** The interpreter (default: `AGENTVERITY_PYTHON`, else python3). */
  readonly python?: string;
  readonly isolation?: Isolation;
  /** The longest wait for the file to load in the check, ms (default 120 s). */
  readonly loadTimeoutMs?: number;
}

/** The folder of this package (its package.json), from src/ or dist/. */
function packageRoot(): string | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'workers'))) {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return null;
}

/** Where the shipped worker shim is. */
export function pythonShimPath(): string {
  const root = packageRoot();
  const shim = root === null ? null : path.join(root, 'workers', PYTHON_SHIM);
  if (shim === null || !existsSync(shim)) {
    throw new Refusal(
      'agent.python-shim',
      `the Python worker shim (workers/${PYTHON_SHIM}) is not installed beside this package; reinstall agentverity-action`,
    );
  }
  return shim;
}

/** The interpreter: the option, `AGENTVERITY_PYTHON`, else python3 (python on Windows). */
export function pythonInterpreter(
  env: Readonly<Record<string, string | undefined>>,
  given?: string,
): string {
  const chosen = given ?? env[PYTHON_ENV];
  if (chosen !== undefined && chosen.trim() !== '') return chosen.trim();
  return process.platform === 'win32' ? 'python' : 'python3';
}

/** One argument for the shell `CommandAgent` runs its command with. */
export function shellQuote(arg: string): string {
  if (process.platform === 'win32') return `"${arg.replace(/"/g, '""')}"`;
  return /^[A-Za-z0-9_./:=@%+-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

interface CheckResult {
  readonly code: number | null;
  readonly stderr: string;
  readonly spawnError?: string;
}

function runCheck(
  python: string,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<CheckResult> {
  return new Promise((resolve) => {
    const child = spawn(python, [...args], { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < 64 * 1024) stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      resolve({ code: null, stderr, spawnError: error.message });
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: signal === null ? code : null, stderr });
    });
  });
}

/** The shim's own message (its last `agentverity:` line), else the last stderr lines. */
function shimMessage(stderr: string): string {
  const lines = stderr.split(/\r?\n/).filter((l) => l.trim() !== '');
  const ours = [...lines].reverse().find((l) => l.startsWith('agentverity: '));
  if (ours !== undefined) return ours.slice('agentverity: '.length);
  return lines.slice(-3).join(' | ').slice(0, 500);
}

/** Loads the file once in the shim and refuses it when it cannot serve calls. */
async function checkPythonAgent(
  python: string,
  shim: string,
  file: string,
  shown: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<void> {
  const r = await runCheck(python, [shim, '--check', file], cwd, env, timeoutMs);
  if (r.spawnError !== undefined) {
    throw new Refusal(
      'agent.python-interpreter',
      `cannot start the Python interpreter ${JSON.stringify(python)} (${r.spawnError}); install Python 3.8 or later, or set ${PYTHON_ENV} to the interpreter's path`,
      shown,
    );
  }
  if (r.code === 0) return;
  const why = shimMessage(r.stderr);
  if (r.code === 5) {
    throw new Refusal(
      'agent.python-run-agent',
      `${why}; a Python agent file defines def run_agent(task: str) -> str`,
      shown,
    );
  }
  if (r.code === 4 || r.code === 3) {
    throw new Refusal('agent.python-load', why, shown);
  }
  throw new Refusal(
    'agent.python-load',
    r.code === null
      ? `loading the Python agent did not finish within ${Math.round(timeoutMs / 1000)} s, or it was killed`
      : `the Python interpreter could not load the agent (exit code ${r.code}): ${why === '' ? 'no message' : why}`,
    shown,
  );
}

/** A Python `run_agent` agent, reached through the shipped shim (a command worker underneath). */
export class PythonAgent implements Agent {
  readonly kind = 'python';
  readonly label: string;
  readonly isolation: Isolation | null;
  private readonly worker: CommandAgent;

  constructor(worker: CommandAgent, label: string) {
    this.worker = worker;
    this.label = label;
    this.isolation = worker.isolation;
  }

  call(input: string, callId: number): Promise<Observation> {
    return this.worker.call(input, callId);
  }

  abort(callId: number, reason: string): string | undefined {
    return this.worker.abort(callId, reason);
  }

  close(): Promise<void> {
    return this.worker.close();
  }

  diagnostics(): AgentDiagnostics {
    return this.worker.diagnostics();
  }
}

/**
 * Loads a Python `run_agent` file as an agent: checks it once (refusals
 * `agent.missing`, `agent.python-interpreter`, `agent.python-load`,
 * `agent.python-run-agent`), then serves calls through the shim. Answers are
 * read on the text layer unless `layer` says otherwise.
 */
export async function loadPythonAgent(options: PythonAgentOptions): Promise<Agent> {
  const resolved = path.resolve(options.cwd, options.file);
  if (!existsSync(resolved) || !statSync(resolved).isFile()) {
    throw new Refusal('agent.missing', 'no such Python agent file', options.file);
  }
  const env = workerEnv(options.env);
  // No __pycache__ folders left beside the user's agent in their checkout.
  if (env.PYTHONDONTWRITEBYTECODE === undefined) env.PYTHONDONTWRITEBYTECODE = '1';
  const python = pythonInterpreter(options.env ?? process.env, options.python);
  const shim = pythonShimPath();
  await checkPythonAgent(
    python,
    shim,
    resolved,
    options.file,
    options.cwd,
    env,
    options.loadTimeoutMs ?? 120_000,
  );
  const command = [python, shim, resolved].map(shellQuote).join(' ');
  const worker = new CommandAgent({
    command,
    cwd: options.cwd,
    env,
    layer: options.layer ?? 'text',
    ...(options.isolation === undefined ? {} : { isolation: options.isolation }),
    ...(options.decisionKey === undefined ? {} : { decisionKey: options.decisionKey }),
  });
  return new PythonAgent(worker, path.basename(options.file));
}
