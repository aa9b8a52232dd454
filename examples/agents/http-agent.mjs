#!/usr/bin/env node
// A tiny HTTP agent on 127.0.0.1 for `--agent-url`: POST {"input": "..."} → JSON.
//   node examples/agents/http-agent.mjs 8787 &
//   npx agentverity run --agent-url http://127.0.0.1:8787/route --decision-path result.route \
//     --inputs examples/agents/tickets.txt
import { createServer } from 'node:http';
import router from './router.mjs';

const port = Number(process.argv[2] ?? 8787);
const server = createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    try {
      const { input } = JSON.parse(body);
      const r = router(String(input));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ result: { route: r.decision }, text: r.text, tools: r.tools }));
    } catch (error) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: String(error) }));
    }
  });
});
server.listen(port, '127.0.0.1', () => process.stderr.write(`agent listening on http://127.0.0.1:${port}/route\n`));
