import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentCallError, HttpAgent, parseJsonPath, safeUrlLabel } from '../../src/agents/index.js';
import { isRefusal, type Refusal } from '../../src/core/index.js';
import { expectNoFlag, refusalOf } from '../helpers/refusal.js';

let server: Server;
let base = '';
const hits = new Map<string, number>();

function handler(req: IncomingMessage, res: ServerResponse): void {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString('utf8')));
  req.on('end', () => {
    const url = req.url ?? '/';
    const count = (hits.get(url) ?? 0) + 1;
    hits.set(url, count);
    const input = body === '' ? '' : (JSON.parse(body) as { input: string }).input;
    const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(value));
    };
    switch (url) {
      case '/ok':
        return json(200, { decision: `d:${input}`, text: 'fine', tools: ['a'] });
      case '/nested':
        return json(200, { result: { route: 'billing', steps: [{ tool: 'x' }] }, tools: ['t'] });
      case '/output':
        return json(200, { output: { route: 'billing' }, text: 'ok' });
      case '/long':
        return json(200, { decision: 'Dear customer, '.repeat(1000), text: 'ok' });
      case '/null-route':
        return json(200, { output: { route: null }, text: 'ok' });
      case '/500':
        return json(500, { error: 'boom' });
      case '/429-then-ok':
        return count < 3 ? json(429, {}, { 'retry-after': '0' }) : json(200, { decision: 'late' });
      case '/503':
        return json(503, {});
      case '/redirect':
        return json(307, {}, { location: `${base}/redirect-target` });
      case '/bad-json':
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end('{"decision": ');
      case '/slow-body':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"decision":');
        return; // never finishes
      default:
        return json(404, {});
    }
  });
}

beforeAll(async () => {
  server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const agent = (p: string, extra = {}) =>
  new HttpAgent({ url: `${base}${p}`, backoffMs: 1, maxBackoffMs: 5, ...extra });

describe('HttpAgent', () => {
  it('POSTs {"input"} and reads decision, text and tools from the answer', async () => {
    const o = await agent('/ok').call('hello', 1);
    expect(o).toMatchObject({ verdict: 'd:hello', text: 'fine', tools: ['a'] });
  });

  it('reads the decision from a path', async () => {
    const a = agent('/nested', { decisionPath: 'result.route', toolsPath: 'tools' });
    expect((await a.call('x', 1)).verdict).toBe('billing');
    const missing = agent('/nested', { decisionPath: 'result.nothing' });
    await expect(missing.call('x', 1)).rejects.toMatchObject({
      reason: 'extraction_failed',
      message: expect.stringMatching(
        /nothing at the decision path result\.nothing: result has no "nothing" \(it has the keys "route", "steps"\)/,
      ) as unknown,
    });
  });

  it('never compares the text when the answer has no decision: that call failed extraction', async () => {
    // {"output": {"route": …}, "text": "ok"} without a decision path used to compare "ok".
    const plain = agent('/output');
    const e = (await plain.call('x', 1).catch((error: unknown) => error)) as AgentCallError;
    expect(e).toBeInstanceOf(AgentCallError);
    expect(e.reason).toBe('extraction_failed');
    expect(e.message).toMatch(
      /no "decision" or "verdict" key \(it has the keys "output", "text"\)/,
    );
    expect(e.message).toMatch(/set the decision path/);
    expect(e.message).not.toMatch(/--decision-path/);
    // With the decision path, the decision; with only a text path, the text, as asked.
    expect((await agent('/output', { decisionPath: 'output.route' }).call('x', 1)).verdict).toBe(
      'billing',
    );
    expect(await agent('/output', { textPath: 'text' }).call('x', 1)).toMatchObject({
      verdict: null,
      text: 'ok',
    });
    // A tools path alone does not make the text the decision.
    await expect(agent('/output', { toolsPath: 'output' }).call('x', 1)).rejects.toMatchObject({
      reason: 'extraction_failed',
    });
    // A null at the decision path is no decision either.
    await expect(
      agent('/null-route', { decisionPath: 'output.route' }).call('x', 1),
    ).rejects.toMatchObject({ reason: 'extraction_failed' });
    // On the text layer no decision is expected.
    expect((await agent('/output', { layer: 'text' }).call('x', 1)).text).toBe('ok');
  });

  it('refuses a decision label longer than the limit as malformed, without quoting it', async () => {
    const e = (await agent('/long')
      .call('x', 1)
      .catch((error: unknown) => error)) as AgentCallError;
    expect(e.reason).toBe('malformed_response');
    expect(e.message).toMatch(/15000 characters, more than the 256/);
    expect(e.message).not.toMatch(/Dear customer/);
  });

  it('never follows a redirect, so the input and headers stay with the given URL', async () => {
    const a = agent('/redirect', { headers: { 'x-api-key': 'secret' } });
    await expect(a.call('x', 1)).rejects.toThrow(/HTTP 307: the agent answered with a redirect/);
    expect(hits.get('/redirect-target') ?? 0).toBe(0);
    expect(a.diagnostics().retries).toBe(0);
  });

  it('fails on 500 without retrying', async () => {
    const a = agent('/500');
    await expect(a.call('x', 1)).rejects.toThrow(/HTTP 500/);
    expect(a.diagnostics().retries).toBe(0);
    expect(hits.get('/500')).toBe(1);
  });

  it('retries 429 with backoff and counts every retry', async () => {
    const a = agent('/429-then-ok');
    expect((await a.call('x', 1)).verdict).toBe('late');
    expect(a.diagnostics().retries).toBe(2);
  });

  it('gives up on 503 after the retries', async () => {
    const a = agent('/503', { retries: 2 });
    await expect(a.call('x', 1)).rejects.toThrow(/HTTP 503 after 2 retries/);
    expect(a.diagnostics().retries).toBe(2);
  });

  it('fails on a body that is not JSON', async () => {
    await expect(agent('/bad-json').call('x', 1)).rejects.toThrow(/not JSON/);
    await expect(agent('/bad-json').call('x', 1)).rejects.toMatchObject({
      reason: 'malformed_response',
    });
  });

  it('once the agent has answered, retries connection errors, then fails', async () => {
    const once = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"decision": "up"}');
    });
    await new Promise<void>((r) => once.listen(0, '127.0.0.1', r));
    const port = (once.address() as AddressInfo).port;
    const a = new HttpAgent({ url: `http://127.0.0.1:${port}/`, backoffMs: 1, retries: 2 });
    expect((await a.call('x', 1)).verdict).toBe('up');
    once.closeAllConnections();
    await new Promise((r) => once.close(r));
    await expect(a.call('x', 2)).rejects.toThrow(/request failed.*after 2 retries/);
    expect(a.diagnostics().retries).toBe(2);
  });

  it('before any answer, a refused connection fails at once, without retries', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const a = new HttpAgent({ url: `http://127.0.0.1:${port}/`, backoffMs: 1, retries: 2 });
    await expect(a.call('x', 1)).rejects.toThrow(/ECONNREFUSED.*not retried/);
    expect(a.diagnostics().retries).toBe(0);
  });

  it('aborts a slow body when the call is abandoned', async () => {
    const a = agent('/slow-body');
    const p = a.call('x', 7);
    await new Promise((r) => setTimeout(r, 30));
    a.abort(7, 'timed out after 30 ms');
    await expect(p).rejects.toThrow(/timed out after 30 ms/);
  });

  it('refuses a URL that is not http(s) and keeps secrets out of its label', () => {
    expect(() => new HttpAgent({ url: 'ftp://x' })).toThrow(/http:\/\//);
    let thrown: unknown;
    try {
      new HttpAgent({ url: 'nope' });
    } catch (e) {
      thrown = e;
    }
    expect(isRefusal(thrown)).toBe(true);
    expect(thrown).toMatchObject({ code: 'agent.url', setting: 'agentUrl', where: undefined });
    expect(refusalOf(() => new HttpAgent({ url: 'ftp://x' })).setting).toBe('agentUrl');
    const path = refusalOf(() => parseJsonPath('a..b', 'toolsPath'));
    expect(path).toMatchObject({ code: 'agent.path', setting: 'toolsPath' });
    expectNoFlag(path);
    expect(safeUrlLabel('https://user:pw@host:8/p?key=secret')).toBe('https://host:8/p');
    expect(parseJsonPath('$.a.0.b', 'f')).toEqual(['a', 0, 'b']);
  });

  it('refuses a URL with credentials before any call (fetch would refuse every call, quoting them)', () => {
    let thrown: unknown;
    try {
      new HttpAgent({ url: 'http://user:secret@127.0.0.1:9/' });
    } catch (e) {
      thrown = e;
    }
    expect(isRefusal(thrown)).toBe(true);
    expect((thrown as Error).message).toMatch(/user name or password/);
    expect((thrown as Error).message).not.toContain('secret');
    expect(thrown).toMatchObject({ code: 'agent.url', setting: 'agentUrl' });
    expectNoFlag(thrown as Refusal);
  });

  it('refuses a header fetch cannot send before any call', () => {
    for (const headers of [{ 'Bad Name': 'x' }, { 'X-Key': 'a\nb' }]) {
      const r = refusalOf(() => new HttpAgent({ url: 'http://127.0.0.1:9/', headers }));
      expect(r.code).toBe('agent.header');
      expect(r.setting).toBe('header');
      expect(r.message).toMatch(/^cannot send the header/);
      expectNoFlag(r);
    }
    expect(
      () => new HttpAgent({ url: 'http://127.0.0.1:9/', headers: { 'X-Key': 'v' } }),
    ).not.toThrow();
  });
});
