import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getOctokit } from '@actions/github';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiError,
  commentBody,
  commentMarker,
  COMMENT_SCHEMA,
  GithubApiError,
  isAuthor,
  MAX_COMMENT_CHARS,
  parseMarker,
  TRUNCATION_NOTE,
  upsertStickyComment,
  type CommentContent,
  type Octokit,
  type StickyTarget,
} from '../../src/github/comment.js';

/**
 * A small stateful stand-in for GitHub's issue-comment endpoints on loopback:
 * comments per issue, pagination with a Link header, the author taken from the
 * token, and per-test fault injection. Every request is logged.
 */

interface StoredComment {
  id: number;
  issue: number;
  body: string;
  user: { login: string; type: string };
}

interface Fault {
  readonly status: number;
  readonly body?: unknown;
}

const USERS: Record<string, { login: string; type: string }> = {
  'bot-token': { login: 'github-actions[bot]', type: 'Bot' },
  'alice-token': { login: 'alice', type: 'User' },
};

class FakeGitHub {
  server: Server;
  base = '';
  comments = new Map<number, StoredComment>();
  nextId = 1000;
  log: { method: string; path: string }[] = [];
  /** Return a response to send instead of handling the request. */
  fault: (method: string, path: string) => Fault | null = () => null;
  /** Called before a request is handled (to simulate a concurrent run). */
  before: (method: string, path: string) => void = () => {};

  constructor() {
    this.server = createServer((req, res) => {
      void this.handle(req, res);
    });
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.base = `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  reset(): void {
    this.comments.clear();
    this.nextId = 1000;
    this.log = [];
    this.fault = () => null;
    this.before = () => {};
  }

  add(issue: number, body: string, user = USERS['bot-token']!): StoredComment {
    const c = { id: this.nextId++, issue, body, user: { ...user } };
    this.comments.set(c.id, c);
    return c;
  }

  onIssue(issue: number): StoredComment[] {
    return [...this.comments.values()].filter((c) => c.issue === issue).sort((a, b) => a.id - b.id);
  }

  requests(method: string): number {
    return this.log.filter((r) => r.method === method).length;
  }

  private json(res: ServerResponse, status: number, data: unknown, headers = {}): void {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(data === undefined ? '' : JSON.stringify(data));
  }

  private view(c: StoredComment) {
    return {
      id: c.id,
      body: c.body,
      user: c.user,
      html_url: `https://github.example/o/r/pull/${c.issue}#issuecomment-${c.id}`,
      created_at: '2026-01-01T00:00:00Z',
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', this.base);
    const method = req.method ?? 'GET';
    this.log.push({ method, path: url.pathname });
    this.before(method, url.pathname);
    const fault = this.fault(method, url.pathname);
    if (fault !== null) {
      this.json(res, fault.status, fault.body ?? { message: `injected ${fault.status}` });
      return;
    }
    const token = (req.headers.authorization ?? '').replace(/^token /, '');
    const user = USERS[token];
    if (user === undefined) {
      this.json(res, 401, { message: 'Bad credentials' });
      return;
    }
    const list = /^\/repos\/o\/r\/issues\/(\d+)\/comments$/.exec(url.pathname);
    const one = /^\/repos\/o\/r\/issues\/comments\/(\d+)$/.exec(url.pathname);
    const body = chunks.length > 0 ? (JSON.parse(Buffer.concat(chunks).toString()) as unknown) : {};
    const text = (body as { body?: unknown }).body;
    if (list && method === 'GET') {
      const issue = Number(list[1]);
      const perPage = Number(url.searchParams.get('per_page') ?? 30);
      const page = Number(url.searchParams.get('page') ?? 1);
      const all = this.onIssue(issue);
      const last = Math.max(1, Math.ceil(all.length / perPage));
      const links: string[] = [];
      const at = (p: number) =>
        `<${this.base}${url.pathname}?per_page=${perPage}&page=${p}>; rel="${p === page + 1 ? 'next' : 'last'}"`;
      if (page < last) links.push(at(page + 1), at(last));
      this.json(
        res,
        200,
        all.slice((page - 1) * perPage, page * perPage).map((c) => this.view(c)),
        links.length > 0 ? { link: links.join(', ') } : {},
      );
      return;
    }
    if (list && method === 'POST') {
      if (typeof text !== 'string') return this.json(res, 422, { message: 'Invalid request' });
      if (text.length > MAX_COMMENT_CHARS) {
        return this.json(res, 422, {
          message: 'Validation Failed',
          errors: [
            { resource: 'IssueComment', code: 'unprocessable', message: 'Body is too long' },
          ],
        });
      }
      return this.json(res, 201, this.view(this.add(Number(list[1]), text, user)));
    }
    if (one && (method === 'PATCH' || method === 'DELETE')) {
      const c = this.comments.get(Number(one[1]));
      if (c === undefined) return this.json(res, 404, { message: 'Not Found' });
      if (c.user.login !== user.login) return this.json(res, 403, { message: 'Forbidden' });
      if (method === 'DELETE') {
        this.comments.delete(c.id);
        res.writeHead(204);
        res.end();
        return;
      }
      if (typeof text !== 'string') return this.json(res, 422, { message: 'Invalid request' });
      c.body = text;
      return this.json(res, 200, this.view(c));
    }
    this.json(res, 404, { message: 'Not Found' });
  }
}

const gh = new FakeGitHub();
let octokit: Octokit;

beforeAll(async () => {
  await gh.start();
  // The real client, without the retry plugin, so a failure is reported at once.
  octokit = getOctokit('bot-token', { baseUrl: gh.base });
});
afterAll(async () => {
  await gh.stop();
});
beforeEach(() => gh.reset());

const ISSUE = 7;
const target: StickyTarget = {
  owner: 'o',
  repo: 'r',
  issueNumber: ISSUE,
  key: 'main',
  author: 'github-actions[bot]',
};
const content = (body: string, digest = 'd1'): CommentContent => ({ body, contentDigest: digest });

describe('marker', () => {
  it('round-trips key and digest and hides in an HTML comment', () => {
    const m = commentMarker('main', 'abc123');
    expect(m).toBe(`<!-- ${COMMENT_SCHEMA} key=main digest=abc123 -->`);
    expect(parseMarker(`${m}\nreport`)).toEqual({ key: 'main', contentDigest: 'abc123' });
  });

  it('sanitises odd keys: only [A-Za-z0-9._-], at most 100 characters, empty allowed', () => {
    const m = commentMarker('job: eval --> <b>x</b> 😀', 'd');
    expect(m).not.toContain('<b>');
    expect(m.match(/-->/g)).toHaveLength(1);
    expect(parseMarker(m)?.key).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(parseMarker(commentMarker('k'.repeat(300), 'd'))?.key).toHaveLength(100);
    expect(parseMarker(commentMarker('', 'd'))).toEqual({ key: '', contentDigest: 'd' });
  });

  it('reads the marker on the first line only', () => {
    expect(parseMarker(`hello\n${commentMarker('main', 'd')}`)).toBeNull();
    expect(parseMarker(`quoted: ${commentMarker('main', 'd')}\nrest`)?.key).toBe('main');
    expect(parseMarker('<!-- agentverity-action/comment@2 key=main digest=d -->')).toBeNull();
  });

  it('recognises the author by login, and a bot with or without [bot]', () => {
    expect(isAuthor({ login: 'GitHub-Actions[bot]', type: 'Bot' }, 'github-actions[bot]')).toBe(
      true,
    );
    expect(isAuthor({ login: 'github-actions[bot]', type: 'Bot' }, 'github-actions')).toBe(true);
    expect(isAuthor({ login: 'github-actions', type: 'User' }, 'github-actions[bot]')).toBe(false);
    expect(isAuthor({ login: 'mallory', type: 'User' }, 'github-actions[bot]')).toBe(false);
    expect(isAuthor(null, 'github-actions[bot]')).toBe(false);
  });
});

describe('commentBody', () => {
  it('is the marker line and the content when it fits', () => {
    expect(commentBody('main', content('# hi'))).toBe(`${commentMarker('main', 'd1')}\n# hi`);
  });

  it('cuts an oversized body at a line break, with a visible note, under the limit', () => {
    const line = 'x'.repeat(99);
    const big = Array.from({ length: 1000 }, (_, i) => `${i} ${line}`).join('\n');
    const out = commentBody('main', content(big));
    expect(out.length).toBeLessThanOrEqual(MAX_COMMENT_CHARS);
    expect(out).toContain(TRUNCATION_NOTE);
    expect(out.startsWith(commentMarker('main', 'd1'))).toBe(true);
    // Every kept line is a whole line of the original.
    const kept = out.split('\n').slice(1, -3);
    expect(kept.every((l) => /^\d+ x{99}$/.test(l))).toBe(true);
  });

  it('never splits a surrogate pair when one line is too long', () => {
    for (const pad of [0, 1]) {
      const out = commentBody('main', content(`${'a'.repeat(pad)}${'😀'.repeat(40_000)}`));
      expect(out.length).toBeLessThanOrEqual(MAX_COMMENT_CHARS);
      expect(out).toContain(TRUNCATION_NOTE);
      expect(/[\uD800-\uDFFF]/u.test(out)).toBe(false);
    }
  });
});

describe('upsertStickyComment', () => {
  it('creates the comment when there is none', async () => {
    gh.add(ISSUE, 'an unrelated comment', USERS['alice-token']);
    const r = await upsertStickyComment(octokit, target, content('report v1'), 'always');
    expect(r.action).toBe('created');
    expect(r.removedDuplicates).toEqual([]);
    expect(r.warnings).toEqual([]);
    const stored = gh.comments.get(r.id);
    expect(stored?.body).toBe(`${commentMarker('main', 'd1')}\nreport v1`);
    expect(r.url).toContain(`issuecomment-${r.id}`);
    expect(gh.onIssue(ISSUE)).toHaveLength(2);
  });

  it('updates our old comment in place', async () => {
    const old = gh.add(ISSUE, `${commentMarker('main', 'd0')}\nreport v0`);
    const r = await upsertStickyComment(octokit, target, content('report v1'), 'always');
    expect(r).toMatchObject({ action: 'updated', id: old.id, removedDuplicates: [] });
    expect(gh.comments.get(old.id)?.body).toBe(`${commentMarker('main', 'd1')}\nreport v1`);
    expect(gh.requests('POST')).toBe(0);
    expect(gh.onIssue(ISSUE)).toHaveLength(1);
  });

  it('sends no PATCH when the body is byte-identical', async () => {
    const old = gh.add(ISSUE, commentBody('main', content('report v1')));
    const r = await upsertStickyComment(octokit, target, content('report v1'), 'always');
    expect(r).toMatchObject({ action: 'unchanged', id: old.id });
    expect(gh.requests('PATCH')).toBe(0);
  });

  it('always-mode rewrites when only the run link changed', async () => {
    const old = gh.add(ISSUE, commentBody('main', content('report, run 1')));
    const r = await upsertStickyComment(octokit, target, content('report, run 2'), 'always');
    expect(r).toMatchObject({ action: 'updated', id: old.id });
    expect(gh.requests('PATCH')).toBe(1);
  });

  it('on-change with the same digest sends no PATCH, even when the text differs', async () => {
    const old = gh.add(ISSUE, commentBody('main', content('report, run 1', 'same')));
    const r = await upsertStickyComment(
      octokit,
      target,
      content('report, run 2', 'same'),
      'on-change',
    );
    expect(r).toMatchObject({ action: 'unchanged', id: old.id });
    expect(gh.requests('PATCH')).toBe(0);
    expect(gh.comments.get(old.id)?.body).toContain('run 1');
  });

  it('on-change with a new digest updates', async () => {
    const old = gh.add(ISSUE, commentBody('main', content('report', 'before')));
    const r = await upsertStickyComment(octokit, target, content('report', 'after'), 'on-change');
    expect(r).toMatchObject({ action: 'updated', id: old.id });
    expect(parseMarker(gh.comments.get(old.id)!.body)?.contentDigest).toBe('after');
  });

  it("leaves someone else's comment with our marker alone and creates ours", async () => {
    const fake = gh.add(
      ISSUE,
      commentBody('main', content('FORGED: all green', 'd1')),
      USERS['alice-token'],
    );
    const r = await upsertStickyComment(octokit, target, content('report'), 'on-change');
    expect(r.action).toBe('created');
    expect(r.id).not.toBe(fake.id);
    expect(gh.comments.get(fake.id)?.body).toContain('FORGED');
    expect(gh.log.filter((x) => x.path.endsWith(`/${fake.id}`))).toEqual([]);
    expect(gh.onIssue(ISSUE)).toHaveLength(2);
  });

  it('keeps the oldest of two of ours and deletes the other', async () => {
    const first = gh.add(ISSUE, commentBody('main', content('run A')));
    gh.add(ISSUE, 'chatter', USERS['alice-token']);
    const second = gh.add(ISSUE, commentBody('main', content('run B')));
    const r = await upsertStickyComment(octokit, target, content('run C'), 'always');
    expect(r).toMatchObject({ action: 'updated', id: first.id, removedDuplicates: [second.id] });
    expect(gh.comments.has(second.id)).toBe(false);
    expect(gh.comments.get(first.id)?.body).toContain('run C');
  });

  it('after a create race, keeps the older comment, gives it our body, deletes ours', async () => {
    let raced = false;
    gh.before = (method) => {
      if (method === 'POST' && !raced) {
        raced = true; // another run creates its comment between our list and our create
        gh.add(ISSUE, commentBody('main', content('the other run')));
      }
    };
    const r = await upsertStickyComment(octokit, target, content('this run'), 'always');
    const left = gh.onIssue(ISSUE);
    expect(left).toHaveLength(1);
    expect(r.action).toBe('updated');
    expect(r.id).toBe(left[0]!.id);
    expect(r.removedDuplicates).toHaveLength(1);
    expect(left[0]!.body).toContain('this run');
  });

  it('treats a duplicate already deleted by another run (404) as removed', async () => {
    const first = gh.add(ISSUE, commentBody('main', content('x')));
    const second = gh.add(ISSUE, commentBody('main', content('y')));
    gh.fault = (method, path) =>
      method === 'DELETE' && path.endsWith(`/${second.id}`) ? { status: 404 } : null;
    const r = await upsertStickyComment(octokit, target, content('x'), 'always');
    expect(r).toMatchObject({ action: 'unchanged', id: first.id, removedDuplicates: [second.id] });
    expect(r.warnings).toEqual([]);
  });

  it('reports a duplicate it could not delete as a warning, not a failure', async () => {
    gh.add(ISSUE, commentBody('main', content('x')));
    gh.add(ISSUE, commentBody('main', content('y')));
    gh.fault = (method) => (method === 'DELETE' ? { status: 500 } : null);
    const r = await upsertStickyComment(octokit, target, content('x'), 'always');
    expect(r.action).toBe('unchanged');
    expect(r.removedDuplicates).toEqual([]);
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toMatch(/HTTP 500/);
  });

  it('reads every page: ours on the third of three pages is found and updated', async () => {
    for (let i = 0; i < 230; i++) gh.add(ISSUE, `chatter ${i}`, USERS['alice-token']);
    const mine = gh.add(ISSUE, commentBody('main', content('old', 'd0')));
    for (let i = 0; i < 5; i++) gh.add(ISSUE, `more ${i}`, USERS['alice-token']);
    const r = await upsertStickyComment(octokit, target, content('new'), 'on-change');
    expect(r).toMatchObject({ action: 'updated', id: mine.id });
    expect(gh.requests('GET')).toBe(3);
    expect(gh.requests('POST')).toBe(0);
  });

  it('a 403 on create is a forbidden GithubApiError', async () => {
    gh.fault = (method) =>
      method === 'POST'
        ? { status: 403, body: { message: 'Resource not accessible by integration' } }
        : null;
    const error = await upsertStickyComment(octokit, target, content('r'), 'always').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GithubApiError);
    const e = error as GithubApiError;
    expect(e.status).toBe(403);
    expect(e.forbidden).toBe(true);
    expect(e.operation).toBe('create comment');
    expect(e.message).toContain('Resource not accessible by integration');
  });

  it('a 404 on create (token cannot see the repository) is forbidden too', async () => {
    gh.fault = (method) =>
      method === 'POST' ? { status: 404, body: { message: 'Not Found' } } : null;
    const e = (await upsertStickyComment(octokit, target, content('r'), 'always').catch(
      (x: unknown) => x,
    )) as GithubApiError;
    expect(e).toMatchObject({ status: 404, forbidden: true, operation: 'create comment' });
  });

  it('a persistent 500 is a GithubApiError with the status and no retry', async () => {
    gh.fault = () => ({ status: 500, body: { message: 'Server Error' } });
    const e = (await upsertStickyComment(octokit, target, content('r'), 'always').catch(
      (x: unknown) => x,
    )) as GithubApiError;
    expect(e).toBeInstanceOf(GithubApiError);
    expect(e).toMatchObject({ status: 500, forbidden: false, operation: 'list comments' });
    expect(e.message).toContain('Server Error');
    expect(gh.log).toHaveLength(1);
  });

  it('an oversized report is cut with the note and accepted by the server', async () => {
    const big = Array.from({ length: 2000 }, (_, i) => `| row ${i} | ${'y'.repeat(60)} |`).join(
      '\n',
    );
    const r = await upsertStickyComment(octokit, target, content(big), 'always');
    const stored = gh.comments.get(r.id)!.body;
    expect(stored.length).toBeLessThanOrEqual(MAX_COMMENT_CHARS);
    expect(stored).toContain(TRUNCATION_NOTE);
    expect(parseMarker(stored)?.key).toBe('main');
  });

  it('sanitises an odd key, finds it again, and keeps one comment per key', async () => {
    const odd = { ...target, key: 'eval / node 20 --> "x"' };
    const other = { ...target, key: 'lint' };
    const a = await upsertStickyComment(octokit, odd, content('A1'), 'always');
    const b = await upsertStickyComment(octokit, other, content('B1'), 'always');
    expect(a.action).toBe('created');
    expect(b.action).toBe('created');
    expect(a.id).not.toBe(b.id);
    expect(gh.comments.get(a.id)?.body.split('\n')[0]).toMatch(/key=[A-Za-z0-9._-]+ /);
    const a2 = await upsertStickyComment(octokit, odd, content('A2'), 'always');
    expect(a2).toMatchObject({ action: 'updated', id: a.id });
    expect(gh.comments.get(b.id)?.body).toContain('B1');
    expect(gh.onIssue(ISSUE)).toHaveLength(2);
  });

  it('describes a network failure with no status', async () => {
    const dead = getOctokit('bot-token', { baseUrl: 'http://127.0.0.1:9' });
    const e = (await upsertStickyComment(dead, target, content('r'), 'always').catch(
      (x: unknown) => x,
    )) as GithubApiError;
    expect(e).toBeInstanceOf(GithubApiError);
    expect(e.status).toBeNull();
    expect(e.forbidden).toBe(false);
  });
});

describe('apiError', () => {
  it('marks "Resource not accessible by integration" forbidden whatever the status', () => {
    const e = apiError('update comment', {
      status: 404,
      response: { status: 404, data: { message: 'Resource not accessible by integration' } },
    });
    expect(e.forbidden).toBe(true);
    expect(apiError('update comment', { response: { status: 404, data: {} } }).forbidden).toBe(
      false,
    );
  });

  it('keeps a plain thrown value readable', () => {
    const e = apiError('list comments', new Error('boom'));
    expect(e.status).toBeNull();
    expect(e.message).toBe('list comments failed (no response): boom');
  });
});
