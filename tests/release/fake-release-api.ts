/**
 * A loopback fake of the part of the GitHub REST API a release uses: create, update
 * and delete a release (`repos/create-release`, `repos/update-release`,
 * `repos/delete-release`), upload a release asset to the `upload_url` it answers with
 * (`repos/upload-release-asset`, on the same server under /uploads), and read, list,
 * create and update tag refs (`git/get-ref`, `git/list-matching-refs`,
 * `git/create-ref`, `git/update-ref`). Status codes and the fields the script reads
 * follow GitHub's REST documentation for those operations.
 *
 * Why not tests/e2e/fakes/github-api.ts: that fake checks every request against the
 * OpenAPI fixture of the operations the Action calls (tests/fixtures/github), which
 * holds none of these; adding them means regenerating that fixture from
 * @octokit/openapi (scripts/openapi-fixture.ts).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAsset {
  readonly name: string;
  readonly contentType: string;
  readonly data: Buffer;
}

export interface FakeRelease {
  readonly id: number;
  readonly tag: string;
  readonly target: string;
  draft: boolean;
  readonly assets: FakeAsset[];
}

export interface Recorded {
  readonly method: string;
  readonly path: string;
}

export interface FakeReleaseApi {
  readonly url: string;
  readonly requests: Recorded[];
  readonly releases: Map<number, FakeRelease>;
  /** Tag name -> commit SHA (what `refs/tags/<name>` points at). */
  readonly tags: Map<string, string>;
  /** Asset names whose upload answers 500 (and stores nothing). */
  readonly failUploads: Set<string>;
  close(): Promise<void>;
}

export const TOKEN = 'ghs_release-token';

export async function startFakeReleaseApi(repo: string): Promise<FakeReleaseApi> {
  const requests: Recorded[] = [];
  const releases = new Map<number, FakeRelease>();
  const tags = new Map<string, string>();
  const failUploads = new Set<string>();
  let nextId = 1000;
  let url = '';

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const u = new URL(req.url ?? '/', 'http://127.0.0.1');
      const method = req.method ?? 'GET';
      requests.push({ method, path: u.pathname + u.search });
      const body = Buffer.concat(chunks);
      const send = (status: number, json?: unknown): void => {
        res.writeHead(status, json === undefined ? {} : { 'content-type': 'application/json' });
        res.end(json === undefined ? '' : JSON.stringify(json));
      };
      if (req.headers.authorization !== `Bearer ${TOKEN}`) {
        send(401, { message: 'Bad credentials', status: '401' });
        return;
      }
      const json = (): Record<string, unknown> => {
        try {
          const v: unknown = JSON.parse(body.toString('utf8'));
          return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
        } catch {
          return {};
        }
      };
      const releaseJson = (r: FakeRelease) => ({
        id: r.id,
        tag_name: r.tag,
        target_commitish: r.target,
        draft: r.draft,
        url: `${url}/repos/${repo}/releases/${r.id}`,
        upload_url: `${url}/uploads/repos/${repo}/releases/${r.id}/assets{?name,label}`,
        assets: r.assets.map((a) => ({ name: a.name, size: a.data.length })),
      });
      const p = u.pathname;
      const prefix = `/repos/${repo}`;
      let m: RegExpExecArray | null;
      if (method === 'POST' && p === `${prefix}/releases`) {
        const b = json();
        const tag = String(b['tag_name'] ?? '');
        if ([...releases.values()].some((r) => r.tag === tag)) {
          send(422, { message: 'Validation Failed', errors: [{ code: 'already_exists' }] });
          return;
        }
        const r: FakeRelease = {
          id: nextId++,
          tag,
          target: String(b['target_commitish'] ?? ''),
          draft: b['draft'] === true,
          assets: [],
        };
        releases.set(r.id, r);
        send(201, releaseJson(r));
      } else if ((m = new RegExp(`^${prefix}/releases/(\\d+)$`).exec(p)) !== null) {
        const r = releases.get(Number(m[1]));
        if (r === undefined) send(404, { message: 'Not Found' });
        else if (method === 'PATCH') {
          const b = json();
          if (typeof b['draft'] === 'boolean') r.draft = b['draft'];
          if (!r.draft && !tags.has(r.tag)) tags.set(r.tag, r.target); // publishing creates the tag
          send(200, releaseJson(r));
        } else if (method === 'DELETE') {
          releases.delete(r.id);
          send(204);
        } else send(405, { message: 'Method Not Allowed' });
      } else if (
        method === 'POST' &&
        (m = new RegExp(`^/uploads${prefix}/releases/(\\d+)/assets$`).exec(p)) !== null
      ) {
        const r = releases.get(Number(m[1]));
        const name = u.searchParams.get('name') ?? '';
        if (r === undefined) send(404, { message: 'Not Found' });
        else if (name === '') send(422, { message: 'name is required' });
        else if (failUploads.has(name)) send(500, { message: 'Server Error' });
        else if (r.assets.some((a) => a.name === name)) {
          send(422, { message: 'Validation Failed', errors: [{ code: 'already_exists' }] });
        } else {
          const contentType = req.headers['content-type'] ?? '';
          r.assets.push({ name, contentType, data: body });
          send(201, { id: nextId++, name, size: body.length, content_type: contentType });
        }
      } else if (
        method === 'GET' &&
        (m = new RegExp(`^${prefix}/git/matching-refs/tags/(.*)$`).exec(p)) !== null
      ) {
        const start = m[1] ?? '';
        send(
          200,
          [...tags]
            .filter(([name]) => name.startsWith(start))
            .map(([name, sha]) => ({ ref: `refs/tags/${name}`, object: { sha, type: 'commit' } })),
        );
      } else if (
        method === 'GET' &&
        (m = new RegExp(`^${prefix}/git/ref/tags/(.+)$`).exec(p)) !== null
      ) {
        const sha = tags.get(m[1] ?? '');
        if (sha === undefined) send(404, { message: 'Not Found' });
        else send(200, { ref: `refs/tags/${m[1] ?? ''}`, object: { sha, type: 'commit' } });
      } else if (
        method === 'PATCH' &&
        (m = new RegExp(`^${prefix}/git/refs/tags/(.+)$`).exec(p)) !== null
      ) {
        const name = m[1] ?? '';
        const b = json();
        if (!tags.has(name)) send(422, { message: 'Reference does not exist' });
        else if (b['force'] !== true) send(422, { message: 'Update is not a fast forward' });
        else {
          tags.set(name, String(b['sha']));
          send(200, {
            ref: `refs/tags/${name}`,
            object: { sha: String(b['sha']), type: 'commit' },
          });
        }
      } else if (method === 'POST' && p === `${prefix}/git/refs`) {
        const b = json();
        const name = String(b['ref'] ?? '').replace(/^refs\/tags\//, '');
        if (tags.has(name)) send(422, { message: 'Reference already exists' });
        else {
          tags.set(name, String(b['sha']));
          send(201, {
            ref: `refs/tags/${name}`,
            object: { sha: String(b['sha']), type: 'commit' },
          });
        }
      } else send(404, { message: 'Not Found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    releases,
    tags,
    failUploads,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
