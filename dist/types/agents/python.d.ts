import { type Isolation, type Observation } from '../core/index.js';
import { CommandAgent } from './command.js';
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
export declare const PYTHON_SHIM = "agentverity_run_agent.py";
/** The environment variable naming the Python interpreter. */
export declare const PYTHON_ENV = "AGENTVERITY_PYTHON";
/** A `.py` agent argument is a Python `run_agent` file. */
export declare function isPythonAgentPath(spec: string): boolean;
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
/** Where the shipped worker shim is. */
export declare function pythonShimPath(): string;
/** The interpreter: the option, `AGENTVERITY_PYTHON`, else python3 (python on Windows). */
export declare function pythonInterpreter(env: Readonly<Record<string, string | undefined>>, given?: string): string;
/** One argument for the shell `CommandAgent` runs its command with. */
export declare function shellQuote(arg: string): string;
/** A Python `run_agent` agent, reached through the shipped shim (a command worker underneath). */
export declare class PythonAgent implements Agent {
    readonly kind = "python";
    readonly label: string;
    readonly isolation: Isolation | null;
    private readonly worker;
    constructor(worker: CommandAgent, label: string);
    call(input: string, callId: number): Promise<Observation>;
    abort(callId: number, reason: string): string | undefined;
    close(): Promise<void>;
    diagnostics(): AgentDiagnostics;
}
/**
 * Loads a Python `run_agent` file as an agent: checks it once (refusals
 * `agent.missing`, `agent.python-interpreter`, `agent.python-load`,
 * `agent.python-run-agent`), then serves calls through the shim. Answers are
 * read on the text layer unless `layer` says otherwise.
 */
export declare function loadPythonAgent(options: PythonAgentOptions): Promise<Agent>;
