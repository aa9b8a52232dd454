#!/usr/bin/env python3
"""A command worker in Python (docs/agent-protocol.md).

One JSON request per line on stdin: {"id": ..., "input": "..."}
One JSON answer per line on stdout: {"id": ..., "decision": "...", "text": "...", "tools": [...]}
or {"id": ..., "error": "..."}. Logs go to stderr, never stdout.

Flush stdout after each answer (as below, or print(..., flush=True)): Python buffers a
pipe. agentverity starts workers with PYTHONUNBUFFERED=1 unless it is set, so plain
print() works too.

npx agentverity run --agent-command "python3 examples/agents/worker.py" --inputs examples/agents/tickets.txt
"""
import json
import sys
import unicodedata

ROUTES = [
    ("refund", ["refund", "money back", "charged twice"]),
    ("security", ["password", "hacked", "stolen", "suspicious"]),
    ("shipping", ["parcel", "delivery", "tracking", "arrive"]),
    ("billing", ["invoice", "bill", "payment"]),
]


def route(text):
    plain = "".join(
        c for c in unicodedata.normalize("NFD", text) if unicodedata.category(c) != "Mn"
    ).lower()
    for name, words in ROUTES:
        if any(w in plain for w in words):
            return {"decision": name, "text": f"routed to {name}",
                    "tools": ["lookup_customer", f"open_{name}_case"]}
    return {"decision": "general", "text": "routed to general", "tools": ["lookup_customer"]}


def main():
    print("worker ready", file=sys.stderr, flush=True)
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        try:
            answer = {"id": request["id"], **route(request["input"])}
        except Exception as error:  # report the failure for this call only
            answer = {"id": request.get("id"), "error": str(error)}
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
