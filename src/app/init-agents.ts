// The agent stubs `init` writes (./init.ts), one per kind: a JavaScript module,
// a TypeScript module, a Python JSON-lines worker and an HTTP server, each a
// keyword router over the starter suite's three routes for the user to replace
// with their agent; what each is, in the words `init` lists it with.
import { CLI_COMMAND } from '../version.js';
import type { InitKind } from './init-kinds.js';

export const REPO = 'https://github.com/agentverity/action';
export const DOCS = `${REPO}/blob/v1/docs`;

/** Where the HTTP stub listens in the workflow and the next steps. */
export const INIT_HTTP_PORT = 8787;

const MODULE_AGENT = `// The agent AgentVerity calls, once per input and repeat. This stub routes support
// tickets by keyword, so the starter suite runs with no model and no key:
//
//   ${CLI_COMMAND} run --agent agentverity/agent.mjs --suite agentverity/suite.json
//
// Replace the body of decide() with a call to your agent and return its decision:
// a label from the suite's "allowed" list, or {decision, text, tools} to keep the
// answer and the tools called, in order, too. For a deliberate non-answer return
// {decision: {noDecision: 'refused'}} and declare it in the suite's contract
// ("allowed_no_decisions"). Model keys come from the environment (process.env).
// The agent protocol: ${DOCS}/agent-protocol.md

const ROUTES = [
  ['escalate', ['password', 'logged into', 'complaint', 'manager', 'fire']],
  ['refund', ['refund', 'money back', 'charged twice', 'return the payment']],
  ['shipping', ['parcel', 'tracking', 'deliver', 'arrive']],
];

// How independent two calls are. 'fresh-session': nothing carries over from one call
// to the next (no memory, no shared conversation). Change it if that is not true of
// your agent: 'shared-session' evidence never admits a baseline.
decide.isolation = 'fresh-session';

export default async function decide(input) {
  const text = input.normalize('NFD').replace(/\\p{Mn}/gu, '').toLowerCase();
  for (const [route, words] of ROUTES) {
    if (words.some((w) => text.includes(w))) {
      return { decision: route, text: 'routed to ' + route, tools: ['lookup_customer', 'open_' + route + '_case'] };
    }
  }
  return { decision: 'escalate', text: 'no route matched: a person looks', tools: ['lookup_customer'] };
}
`;

/**
 * The TypeScript runner on Node 20, which cannot load a .ts file by itself: the same
 * CLI started under the tsx loader (npm install --save-dev tsx).
 */
export const INIT_TSX_RUNNER = 'node --import tsx node_modules/.bin/agentverity';

const TYPESCRIPT_AGENT = `// The agent AgentVerity calls, once per input and repeat. This stub routes support
// tickets by keyword, so the starter suite runs with no model and no key.
//
// On Node 22.18 or later (and in the Action, which runs on Node 24) Node loads this
// file itself, by erasing its types:
//
//   ${CLI_COMMAND} run --agent agentverity/agent.ts --suite agentverity/suite.json
//
// On Node 20, start the same command through the tsx loader (npm install --save-dev tsx):
//
//   ${INIT_TSX_RUNNER} run --agent agentverity/agent.ts --suite agentverity/suite.json
//
// Node only erases types, so write TypeScript that is JavaScript once they are gone:
// annotations, interfaces, type aliases and \`import type\` are fine; enums, namespaces
// and constructor parameter properties are not (tsc's --erasableSyntaxOnly checks
// this). Import your other .ts files with their .ts extension. If your package.json
// says "type": "commonjs", rename this file agent.mts.
//
// Replace the body of decide() with a call to your agent and return its decision:
// a label from the suite's "allowed" list, with the answer's text and the tools
// called, in order. For a deliberate non-answer return
// { decision: { noDecision: 'refused' } } and declare it in the suite's contract
// ("allowed_no_decisions"). Model keys come from the environment (process.env).
// The agent protocol: ${DOCS}/agent-protocol.md

/** One call's answer: the decision, and what AgentVerity keeps beside it. */
export interface AgentAnswer {
  /** A label from the suite's "allowed" list. */
  readonly decision: string | { readonly noDecision: 'refused' };
  /** The answer's text (compared on the text layer). */
  readonly text?: string;
  /** The tools the agent called, in order (compared on the tools layer). */
  readonly tools?: readonly string[];
}

type Route = 'escalate' | 'refund' | 'shipping';

const ROUTES: readonly (readonly [Route, readonly string[]])[] = [
  ['escalate', ['password', 'logged into', 'complaint', 'manager', 'fire']],
  ['refund', ['refund', 'money back', 'charged twice', 'return the payment']],
  ['shipping', ['parcel', 'tracking', 'deliver', 'arrive']],
];

export default async function decide(input: string): Promise<AgentAnswer> {
  const text = input.normalize('NFD').replace(/\\p{Mn}/gu, '').toLowerCase();
  for (const [route, words] of ROUTES) {
    if (words.some((w) => text.includes(w))) {
      return { decision: route, text: 'routed to ' + route, tools: ['lookup_customer', 'open_' + route + '_case'] };
    }
  }
  return { decision: 'escalate', text: 'no route matched: a person looks', tools: ['lookup_customer'] };
}

// How independent two calls are. 'fresh-session': nothing carries over from one call
// to the next (no memory, no shared conversation). Change it if that is not true of
// your agent: 'shared-session' evidence never admits a baseline.
decide.isolation = 'fresh-session';
`;

const PYTHON_AGENT = String.raw`#!/usr/bin/env python3
"""The agent AgentVerity calls, as a command worker (JSON lines on stdin/stdout).

This stub routes support tickets by keyword, so the starter suite runs with no
model and no key:

    ${CLI_COMMAND} run --agent-command "python3 agentverity/agent.py" --suite agentverity/suite.json

Replace the body of decide() with a call to your agent and return its decision: a
label from the suite's "allowed" list, with the answer's text and the tools called,
in order. For a deliberate non-answer return {"decision": {"noDecision": "refused"}}
and declare it in the suite's contract ("allowed_no_decisions").

The protocol (${DOCS}/agent-protocol.md): one request per line on stdin,
{"id": 7, "input": "..."}; one answer per line on stdout with the same id,
{"id": 7, "decision": "...", "text": "...", "tools": [...]}, or {"id": 7, "error": "..."}
when this call failed. Logs go to stderr, never to stdout. Exit when stdin closes.
"""
import json
import sys
import unicodedata

ROUTES = [
    ("escalate", ["password", "logged into", "complaint", "manager", "fire"]),
    ("refund", ["refund", "money back", "charged twice", "return the payment"]),
    ("shipping", ["parcel", "tracking", "deliver", "arrive"]),
]


def decide(text):
    plain = "".join(
        c for c in unicodedata.normalize("NFD", text) if unicodedata.category(c) != "Mn"
    ).lower()
    for route, words in ROUTES:
        if any(w in plain for w in words):
            return {"decision": route, "text": "routed to " + route,
                    "tools": ["lookup_customer", "open_" + route + "_case"]}
    return {"decision": "escalate", "text": "no route matched: a person looks",
            "tools": ["lookup_customer"]}


def main():
    print("agent worker ready", file=sys.stderr, flush=True)
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        try:
            answer = {"id": request["id"], **decide(request["input"])}
        except Exception as error:  # this call failed; the worker goes on
            answer = {"id": request.get("id"), "error": str(error)}
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
`;

const HTTP_AGENT = `#!/usr/bin/env node
// The agent AgentVerity calls, as an HTTP endpoint: POST {"input": "..."} to
// /decide, answer {"decision", "text", "tools"} as JSON. This stub routes support
// tickets by keyword, so the starter suite runs with no model and no key:
//
//   node agentverity/server.mjs ${INIT_HTTP_PORT} &
//   ${CLI_COMMAND} run --agent-url http://127.0.0.1:${INIT_HTTP_PORT}/decide --suite agentverity/suite.json
//
// It stands in for your service: point agent-url at your own endpoint instead (add
// decision-path when the decision is deeper in its answer, e.g. result.route), or
// replace decide() below. Port 0 picks a free one; the line on stderr names it.

import { createServer } from 'node:http';

const ROUTES = [
  ['escalate', ['password', 'logged into', 'complaint', 'manager', 'fire']],
  ['refund', ['refund', 'money back', 'charged twice', 'return the payment']],
  ['shipping', ['parcel', 'tracking', 'deliver', 'arrive']],
];

function decide(input) {
  const text = input.normalize('NFD').replace(/\\p{Mn}/gu, '').toLowerCase();
  for (const [route, words] of ROUTES) {
    if (words.some((w) => text.includes(w))) {
      return { decision: route, text: 'routed to ' + route, tools: ['lookup_customer', 'open_' + route + '_case'] };
    }
  }
  return { decision: 'escalate', text: 'no route matched: a person looks', tools: ['lookup_customer'] };
}

function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const port = Number(process.argv[2] ?? process.env.PORT ?? ${INIT_HTTP_PORT});
const server = createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/decide') return send(res, 404, { error: 'POST /decide' });
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    let input;
    try {
      input = JSON.parse(body).input;
    } catch {
      return send(res, 400, { error: 'expected JSON: {"input": "..."}' });
    }
    if (typeof input !== 'string') return send(res, 400, { error: 'expected a string input' });
    send(res, 200, decide(input));
  });
});
server.listen(port, '127.0.0.1', () => {
  process.stderr.write('agent listening on http://127.0.0.1:' + server.address().port + '/decide\\n');
});
`;

export const AGENT_TEXT: Readonly<Record<InitKind, string>> = {
  module: MODULE_AGENT,
  typescript: TYPESCRIPT_AGENT,
  python: PYTHON_AGENT,
  http: HTTP_AGENT,
};

export const AGENT_ABOUT: Readonly<Record<InitKind, string>> = {
  module: 'the agent module (a keyword stub: put your agent in decide())',
  typescript: 'the TypeScript agent module (a keyword stub: put your agent in decide())',
  python: 'the Python command worker (a keyword stub: put your agent in decide())',
  http: 'the HTTP agent (a keyword stub standing in for your service)',
};
