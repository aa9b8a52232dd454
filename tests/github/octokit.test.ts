import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { makeOctokit } from '../../src/github/octokit.js';

/** A server answering each request with the next canned status (then 200). */
async function serve(answers: { status: number; headers?: Record<string, string> }[]) {
  const seen: number[] = [];
  const server = http.createServer((_req, res) => {
    const next = answers.shift() ?? { status: 200 };
    seen.push(next.status);
    res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
    res.end(next.status === 200 ? '[]' : '{"message":"no"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise((r) => server.close(r)) };
}

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const list = (url: string, baseMs: number) =>
  makeOctokit('t', baseMs, url).rest.issues.listComments({
    owner: 'o',
    repo: 'r',
    issue_number: 1,
  });

describe('makeOctokit', () => {
  // The back-off unit is an hour, so a retry that ignored `retry-after: 0` would
  // outlast the test's timeout; honouring it retries at once.
  it(
    "waits what retry-after says, not the plugin's own back-off",
    { timeout: 20_000 },
    async () => {
      const s = await serve([{ status: 429, headers: { 'retry-after': '0' } }]);
      close = s.close;
      const r = await list(s.url, 3_600_000);
      expect(r.status).toBe(200);
      expect(s.seen).toEqual([429, 200]);
    },
  );

  it('retries a rate-limit 403 and fails any other 403 at once', async () => {
    const s = await serve([
      { status: 403, headers: { 'retry-after': '0' } },
      { status: 403, headers: { 'x-ratelimit-remaining': '0', 'retry-after': '0' } },
      { status: 403 },
    ]);
    close = s.close;
    await expect(list(s.url, 1)).rejects.toMatchObject({ status: 403 });
    expect(s.seen).toEqual([403, 403, 403]);
  });

  it('retries 5xx three times, then gives up with the status', async () => {
    const s = await serve([{ status: 500 }, { status: 502 }, { status: 503 }, { status: 500 }]);
    close = s.close;
    await expect(list(s.url, 1)).rejects.toMatchObject({ status: 500 });
    expect(s.seen).toEqual([500, 502, 503, 500]);
  });
});
