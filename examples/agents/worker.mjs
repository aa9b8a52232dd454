#!/usr/bin/env node
// A command worker in Node (docs/agent-protocol.md): one JSON request per line on
// stdin, one JSON answer per line on stdout. Logs go to stderr, never stdout.
// `npx agentverity run --agent-command "node examples/agents/worker.mjs" --inputs examples/agents/tickets.txt`
import { createInterface } from 'node:readline';
import router from './router.mjs';

process.stderr.write('worker ready\n');
const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  if (line.trim() === '') continue;
  let request;
  try {
    request = JSON.parse(line);
  } catch {
    continue; // not for us; the harness never sends this
  }
  try {
    const result = router(request.input);
    process.stdout.write(`${JSON.stringify({ id: request.id, ...result })}\n`);
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ id: request.id, error: String(error) })}\n`);
  }
}
