#!/usr/bin/env python3
"""The ticket desk of system.mjs as a Python command worker (docs/agent-protocol.md).

A deterministic agent (no model) that closes or reopens the ticket a request
names, and hands over (escalate) when a tool fails. The protocol is served by
agentverity_system.py, beside this file.
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from agentverity_system import ToolFailure, serve  # noqa: E402

VERSION = "ticket-desk-1"


class TicketDesk:
    def __init__(self):
        self.world = {"tickets": {}}

    # -- the world ---------------------------------------------------------------
    def reset(self, state):
        self.world = state

    def snapshot(self):
        return self.world

    # -- the tools ---------------------------------------------------------------
    def tool_get_ticket(self, id):
        ticket = self.world["tickets"].get(id)
        if ticket is None:
            raise ToolFailure("no ticket %s" % id)
        return {"id": id, "status": ticket["status"]}

    def tool_set_status(self, id, status):
        ticket = self.world["tickets"].get(id)
        if ticket is None:
            raise ToolFailure("no ticket %s" % id)
        ticket["status"] = status
        return {"id": id, "status": status}

    def tool_escalate(self, id, reason):
        self.world.setdefault("escalations", []).append({"id": id, "reason": reason})
        return {"escalated": id}

    # -- the agent ---------------------------------------------------------------
    def call(self, input_value, tools):
        text = input_value if isinstance(input_value, str) else str(input_value.get("request", ""))
        match = re.search(r"\b(close|reopen)\s+(T-\d+)", text, re.IGNORECASE)
        if match is None:
            return "I can close or reopen a ticket: say which one."
        verb, ticket_id = match.group(1).lower(), match.group(2)
        status = "closed" if verb == "close" else "open"
        try:
            ticket = tools.use("get_ticket", {"id": ticket_id})
            if not isinstance(ticket, dict) or not isinstance(ticket.get("status"), str):
                raise ToolFailure("get_ticket gave an answer I cannot read")
            if ticket["status"] == status:
                return "%s is already %s." % (ticket_id, status)
            tools.use("set_status", {"id": ticket_id, "status": status})
            return "%s is now %s." % (ticket_id, status)
        except ToolFailure as error:
            tools.use("escalate", {"id": ticket_id, "reason": str(error)})
            return "I could not update %s; a person will look at it." % ticket_id


if __name__ == "__main__":
    print("ticket desk worker ready", file=sys.stderr, flush=True)
    serve(TicketDesk(), version=VERSION)
