// A small stateful system in JS (docs/agent-protocol.md, "Stateful systems"): a ticket
// desk whose world is a set of tickets, and a deterministic agent (no model) that
// closes or reopens the ticket a request names. It shows every part of the protocol:
//
//   default export  agent(input) → {answer, calls: [{tool, args, result?, error?}]}
//   reset(state)    put the world in the given state (the harness passes a deep copy)
//   snapshot()      the world as it is now (JSON)
//   replay(trajectory, {checkpoint, change, input})
//                   run the agent again from the start of the case (the harness has
//                   just reset the world), with the result of call `checkpoint`
//                   replaced by `change` (null: the recorded result, the control replay)
//   version         names this build; replays are cached by it

export const version = 'ticket-desk-1';

let world = { tickets: {} };

export function reset(state) {
  world = state;
}

export function snapshot() {
  return world;
}

/** A tool the agent could not use: the error or time-out it was told about. */
class ToolFailure extends Error {}

const TOOLS = {
  get_ticket({ id }) {
    const ticket = world.tickets[id];
    if (ticket === undefined) throw new ToolFailure(`no ticket ${id}`);
    return { id, status: ticket.status };
  },
  set_status({ id, status }) {
    const ticket = world.tickets[id];
    if (ticket === undefined) throw new ToolFailure(`no ticket ${id}`);
    ticket.status = status;
    return { id, status };
  },
  escalate({ id, reason }) {
    world.escalations = [...(world.escalations ?? []), { id, reason }];
    return { escalated: id };
  },
};

/**
 * A tool box that records every call. Under a replay, the call number
 * `checkpoint` gets `change` instead of running: an error or a time-out the agent
 * is told about, or a malformed result it is given.
 */
function toolBox(replayAt = null) {
  const calls = [];
  const use = (tool, args) => {
    const index = calls.length;
    const change = replayAt !== null && replayAt.checkpoint === index ? replayAt.change : null;
    if (change !== null && change.fault === 'error') {
      calls.push({ tool, args, error: change.message });
      throw new ToolFailure(change.message);
    }
    if (change !== null && change.fault === 'timeout') {
      calls.push({ tool, args, error: 'timed out' });
      throw new ToolFailure('timed out');
    }
    if (change !== null && change.fault === 'malformed') {
      calls.push({ tool, args, result: change.result });
      return change.result;
    }
    try {
      const result = TOOLS[tool](args);
      calls.push({ tool, args, result: structuredClone(result) });
      return result;
    } catch (error) {
      if (!(error instanceof ToolFailure)) throw error;
      calls.push({ tool, args, error: error.message });
      throw error;
    }
  };
  return { use, calls };
}

/** The agent: "close T-1" or "reopen T-1"; on any tool failure it hands over (escalate). */
function handle(input, box) {
  const text = typeof input === 'string' ? input : String(input.request ?? '');
  const match = /\b(close|reopen)\s+(T-\d+)/i.exec(text);
  if (match === null) return 'I can close or reopen a ticket: say which one.';
  const [, verb, id] = match;
  const status = verb.toLowerCase() === 'close' ? 'closed' : 'open';
  try {
    const ticket = box.use('get_ticket', { id });
    if (ticket === null || typeof ticket !== 'object' || typeof ticket.status !== 'string') {
      throw new ToolFailure('get_ticket gave an answer I cannot read');
    }
    if (ticket.status === status) return `${id} is already ${status}.`;
    box.use('set_status', { id, status });
    return `${id} is now ${status}.`;
  } catch (error) {
    if (!(error instanceof ToolFailure)) throw error;
    box.use('escalate', { id, reason: error.message });
    return `I could not update ${id}; a person will look at it.`;
  }
}

export default async function agent(input) {
  const box = toolBox();
  const answer = handle(input, box);
  return { answer, calls: box.calls };
}

export async function replay(_trajectory, { checkpoint, change, input }) {
  // The world was reset to the case's initial state; this agent is deterministic,
  // so running it again reproduces the calls before the checkpoint.
  const box = toolBox({ checkpoint, change });
  const answer = handle(input, box);
  return { answer, calls: box.calls };
}
