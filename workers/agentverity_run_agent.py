"""AgentVerity Action's worker shim for Python agents exposing run_agent(task: str) -> str.

    python3 agentverity_run_agent.py path/to/agent.py           # serve calls (JSON lines)
    python3 agentverity_run_agent.py --check path/to/agent.py   # load it and check run_agent

The agent file is used as is: it is imported by path, with its own folder first
on sys.path (so its own imports work), and its run_agent is called once per
request. This program speaks the command-worker protocol of AgentVerity
(docs/agent-protocol.md): one JSON request per line on stdin,
{"id": 7, "input": "..."}, one JSON answer per line on stdout,
{"id": 7, "text": "..."} or {"id": 7, "error": "..."}.

Whatever the agent prints while it is imported or called goes to stderr, so it
can never corrupt the protocol on stdout. An exception, or a return value that
is not a string, is that call's error; the worker keeps serving. An async
run_agent is awaited.

Exit codes of --check (and of serving, when the agent cannot be loaded):
3 the file does not exist, 4 importing it failed, 5 it has no callable run_agent.
Needs Python 3.8 or later and nothing outside the standard library.
"""

import asyncio
import contextlib
import importlib.util
import inspect
import json
import os
import sys
import traceback

EXIT_MISSING = 3
EXIT_IMPORT = 4
EXIT_NO_RUN_AGENT = 5


def _fail(code, message):
    sys.stderr.write("agentverity: " + message + "\n")
    sys.stderr.flush()
    sys.exit(code)


def _protocol_streams():
    """Take the real stdin and stdout for the protocol, at the file-descriptor level.

    File descriptor 1 then points at stderr and 0 at the null device, so nothing
    the agent does (print, os.write(1, ...), a subprocess, a C extension, input())
    can write into the protocol or read a request meant for the shim.
    """
    sys.stdout.flush()
    proto_in = os.fdopen(os.dup(0), "r", encoding="utf-8", newline="\n")
    proto_out = os.fdopen(os.dup(1), "w", encoding="utf-8", newline="\n")
    os.dup2(2, 1)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    sys.stdin = open(os.devnull, "r")
    return proto_in, proto_out


def _load(path):
    path = os.path.abspath(path)
    if not os.path.isfile(path):
        _fail(EXIT_MISSING, "no such Python agent file: " + path)
    folder = os.path.dirname(path)
    if folder not in sys.path:
        sys.path.insert(0, folder)
    name = os.path.splitext(os.path.basename(path))[0] or "agent"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        _fail(EXIT_IMPORT, "cannot import " + path + " as a Python module")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        with contextlib.redirect_stdout(sys.stderr):
            spec.loader.exec_module(module)
    except BaseException as error:  # noqa: BLE001 - any failure to import is reported
        if isinstance(error, SystemExit) and error.code in (None, 0):
            _fail(EXIT_IMPORT, "importing the agent called sys.exit()")
        traceback.print_exc(file=sys.stderr)
        _fail(EXIT_IMPORT, "importing the agent failed: " + _describe(error))
    run_agent = getattr(module, "run_agent", None)
    if not callable(run_agent):
        found = "nothing" if run_agent is None else type(run_agent).__name__
        _fail(
            EXIT_NO_RUN_AGENT,
            "the file has no function run_agent(task: str) -> str (found " + found + ")",
        )
    return run_agent


def _describe(error):
    text = str(error)
    return type(error).__name__ + (": " + text if text else "")


def _call(run_agent, task):
    with contextlib.redirect_stdout(sys.stderr):
        result = run_agent(task)
        if inspect.isawaitable(result):
            result = asyncio.run(_await(result))
    return result


async def _await(awaitable):
    return await awaitable


def _answer(out, message):
    # ensure_ascii: every character outside ASCII is written as a JSON \\u escape, so a
    # lone surrogate (a Python str may hold one; UTF-8 cannot) arrives as JSON
    # writes it, instead of failing the write and ending the worker.
    out.write(json.dumps(message, ensure_ascii=True) + "\n")
    out.flush()


def main(argv):
    args = argv[1:]
    check = False
    if args and args[0] == "--check":
        check = True
        args = args[1:]
    if len(args) != 1:
        _fail(2, "usage: agentverity_run_agent.py [--check] path/to/agent.py")
    requests, out = _protocol_streams()
    run_agent = _load(args[0])
    if check:
        return 0
    for line in requests:
        line = line.strip()
        if not line:
            continue
        try:
            request = json.loads(line)
            call_id = request["id"]
            task = request["input"]
        except (ValueError, KeyError, TypeError) as error:
            sys.stderr.write("agentverity: a request that is not {id, input}: " + _describe(error) + "\n")
            continue
        try:
            result = _call(run_agent, task)
        except BaseException as error:  # noqa: BLE001 - the call's error, whatever it is
            if isinstance(error, KeyboardInterrupt):
                raise
            traceback.print_exc(file=sys.stderr)
            _answer(out, {"id": call_id, "error": "run_agent raised " + _describe(error)})
            continue
        if not isinstance(result, str):
            _answer(
                out,
                {
                    "id": call_id,
                    "error": "run_agent returned "
                    + ("None" if result is None else type(result).__name__)
                    + ", expected a str",
                },
            )
            continue
        _answer(out, {"id": call_id, "text": result})
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
