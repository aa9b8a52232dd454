"""Serve a stateful system over the agentverity command-worker protocol.

docs/agent-protocol.md ("Stateful systems") describes the messages. One JSON
request per line on stdin, one JSON answer per line on stdout (logs to stderr):

    {"id": 1, "type": "describe"}         -> {"id": 1, "stateful": true, "replayable": true, "version": "..."}
    {"id": 2, "type": "reset", "state": S} -> {"id": 2}
    {"id": 3, "type": "call", "input": I}  -> {"id": 3, "text": "...", "calls": [{"tool", "args", "result"?, "error"?}]}
    {"id": 4, "type": "snapshot"}          -> {"id": 4, "state": S}
    {"id": 5, "type": "replay", "trajectory": T, "checkpoint": 0, "change": C, "input": I}
                                           -> {"id": 5, "text": "...", "calls": [...]}
    any failure                            -> {"id": n, "error": "what went wrong"}

Use it by writing a class with `reset(state)`, `snapshot()`, `call(input, tools)`
and the tool methods, then `serve(MySystem(), version="...")`. The agent calls
tools through `tools.use(name, args)`: every call is recorded, and under a replay
the call number `checkpoint` gets the injected change instead of running. A
system is replayable when its agent, run again after a reset, makes the same calls
before the checkpoint (a deterministic agent, or one whose model answers are
replayed from the recorded trajectory).

Copy this file beside your worker; it needs nothing but the standard library.
"""
import json
import sys
import traceback


class ToolFailure(Exception):
    """A tool failed (or a fault made it fail): the agent is told `str(error)`."""


class Tools:
    """Records every tool call; applies the replay's change at its checkpoint."""

    def __init__(self, system, checkpoint=None, change=None):
        self._system = system
        self._checkpoint = checkpoint
        self._change = change
        self.calls = []

    def use(self, tool, args):
        index = len(self.calls)
        change = self._change if self._checkpoint == index else None
        if change is not None:
            fault = change.get("fault")
            if fault == "error":
                message = str(change.get("message", "the tool failed"))
                self.calls.append({"tool": tool, "args": args, "error": message})
                raise ToolFailure(message)
            if fault == "timeout":
                self.calls.append({"tool": tool, "args": args, "error": "timed out"})
                raise ToolFailure("timed out")
            if fault == "malformed":
                result = change.get("result")
                self.calls.append({"tool": tool, "args": args, "result": result})
                return result
            raise ValueError("unknown fault %r" % (fault,))
        method = getattr(self._system, "tool_" + tool, None)
        if method is None:
            raise ValueError("the system has no tool %r (define tool_%s)" % (tool, tool))
        try:
            result = method(**args) if isinstance(args, dict) else method(args)
        except ToolFailure as error:
            self.calls.append({"tool": tool, "args": args, "error": str(error)})
            raise
        # A copy, so later changes to the world do not change what was recorded.
        self.calls.append({"tool": tool, "args": args, "result": json.loads(json.dumps(result))})
        return result


def _answer(system, tools, input_value):
    text = system.call(input_value, tools)
    if text is not None and not isinstance(text, str):
        raise TypeError("call() returned %s, expected a str or None" % type(text).__name__)
    return {"text": text, "calls": tools.calls}


def handle(system, request, version=None):
    """The answer (without its id) to one request."""
    kind = request.get("type", "call")
    if kind == "describe":
        replayable = getattr(system, "replayable", True)
        return {"stateful": True, "replayable": bool(replayable), "version": version}
    if kind == "reset":
        system.reset(request.get("state"))
        return {}
    if kind == "snapshot":
        return {"state": system.snapshot()}
    if kind == "call":
        return _answer(system, Tools(system), request.get("input"))
    if kind == "replay":
        tools = Tools(system, checkpoint=request.get("checkpoint"), change=request.get("change"))
        return _answer(system, tools, request.get("input"))
    raise ValueError("unknown request type %r" % (kind,))


def serve(system, version=None, stdin=None, stdout=None):
    """Answer requests until stdin closes. A failure answers that request's error; the worker goes on."""
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    for line in stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        try:
            answer = handle(system, request, version)
        except Exception as error:  # that request's error only
            traceback.print_exc(file=sys.stderr)
            answer = {"error": "%s: %s" % (type(error).__name__, error)}
        stdout.write(json.dumps({"id": request.get("id"), **answer}) + "\n")
        stdout.flush()
