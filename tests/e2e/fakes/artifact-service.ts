/**
 * A loopback fake of the Actions results service that the real `@actions/artifact`
 * 6.x client uploads to: the Twirp ArtifactService RPCs (JSON, proto field names,
 * int64 as strings) and the Azure block-blob PUTs behind the signed upload URL.
 *
 * It checks what the real service checks that a client can get wrong: the bearer
 * token, the backend ids taken from the token's `scp` claim, artifact version 7, the
 * size and sha256 reported on finalize, and one finalized artifact per name per run
 * (409 `already_exists`, as GitHub answers a re-upload). Finalized uploads are
 * unzipped (fflate) so tests can read the files.
 *
 * Downloads, as `downloadArtifact` makes them inside a run: ListArtifacts (the
 * caller's own backend ids, optionally `id_filter`/`name_filter`) lists every
 * artifact of the run, whichever job uploaded it; GetSignedArtifactURL carries the
 * backend ids of the artifact's run and job (from the listing, not the caller's)
 * and its name; the signed URL serves the zip. `seed` stores an artifact as
 * another job of the run would have uploaded it.
 */
import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { unzipSync, zipSync } from 'fflate';

const SERVICE = '/twirp/github.actions.results.api.v1.ArtifactService/';

export type TwirpMethod =
  | 'CreateArtifact'
  | 'FinalizeArtifact'
  | 'ListArtifacts'
  | 'DeleteArtifact'
  | 'GetSignedArtifactURL';

/** What a recorded request was: a Twirp method, a blob PUT, a download, or something unknown. */
export type ArtifactRequestKind = TwirpMethod | 'block' | 'blocklist' | 'download' | 'unknown';

export interface ArtifactRequest {
  kind: ArtifactRequestKind;
  method: string;
  path: string;
  headers: Record<string, string>;
  /** Parsed JSON for Twirp calls; the byte count for blob PUTs. */
  body: unknown;
  status: number;
}

export interface StoredArtifact {
  id: number;
  name: string;
  size: number;
  /** `sha256:<hex>` of the uploaded blob. */
  digest: string;
  mimeType: string | null;
  runBackendId: string;
  jobBackendId: string;
  /** The assembled blob as uploaded (a zip unless the client used skipArchive). */
  blob: Buffer;
  /** The files in the zip, or the single raw file under the artifact's name. */
  files: Map<string, Buffer>;
  createdAt: string;
}

export interface ArtifactFailSpec {
  status: number;
  /** Default 1. */
  times?: number;
  /** Default: a Twirp error `{code, msg: "injected failure"}`. */
  body?: unknown;
}

export interface FakeArtifactServiceOptions {
  /** Backend id of the workflow run (scp claim). Default a random UUID. */
  runBackendId?: string;
  /** Backend id of the job (scp claim). Default a random UUID. */
  jobBackendId?: string;
}

export interface FakeArtifactService {
  /** `http://127.0.0.1:<port>/`, for ACTIONS_RESULTS_URL. */
  readonly url: string;
  /** An unsigned JWT for ACTIONS_RUNTIME_TOKEN whose scp names this run and job. */
  readonly token: string;
  readonly runBackendId: string;
  readonly jobBackendId: string;
  readonly requests: ArtifactRequest[];
  /** Finalized artifacts, in upload order. */
  readonly artifacts: StoredArtifact[];
  /** Requests the real client would never send (wrong token, ids, version, size, hash). */
  readonly violations: string[];
  /** A token for another job of the same run (its uploads share the run's names). */
  tokenForJob(jobBackendId: string): string;
  failNext(kind: TwirpMethod | 'block' | 'blocklist' | 'download', spec: ArtifactFailSpec): void;
  /**
   * Store a finalized artifact of this run, zipped from `files`, as if another job
   * (`jobBackendId`, default a fresh one) had uploaded it; returns it.
   */
  seed(
    name: string,
    files: Record<string, string | Buffer>,
    options?: { jobBackendId?: string },
  ): StoredArtifact;
  close(): Promise<void>;
}

function b64url(text: string): string {
  return Buffer.from(text).toString('base64url');
}

/** An unsigned JWT whose payload carries the Actions.Results scope, as the runner's token does. */
export function runtimeToken(runBackendId: string, jobBackendId: string): string {
  const header = b64url(JSON.stringify({ typ: 'JWT', alg: 'none' }));
  const payload = b64url(
    JSON.stringify({
      scp: `Actions.ExampleScope Actions.Results:${runBackendId}:${jobBackendId}`,
      iss: 'fake-results-service',
    }),
  );
  return `${header}.${payload}.sig`;
}

function scopeOf(token: string): { run: string; job: string } | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      scp?: unknown;
    };
    if (typeof claims.scp !== 'string') return null;
    for (const scope of claims.scp.split(' ')) {
      const parts = scope.split(':');
      if (parts[0] === 'Actions.Results' && parts.length === 3 && parts[1] && parts[2])
        return { run: parts[1], job: parts[2] };
    }
  } catch {
    return null;
  }
  return null;
}

const TWIRP_CODES: Record<number, string> = {
  400: 'invalid_argument',
  401: 'unauthenticated',
  403: 'permission_denied',
  404: 'not_found',
  409: 'already_exists',
  412: 'failed_precondition',
  429: 'resource_exhausted',
  500: 'internal',
  502: 'unavailable',
  503: 'unavailable',
  504: 'deadline_exceeded',
};

interface PendingUpload {
  id: string;
  name: string;
  mimeType: string | null;
  run: string;
  job: string;
  blocks: Map<string, Buffer>;
  blob: Buffer | null;
}

interface Reply {
  status: number;
  json?: unknown;
  raw?: Buffer;
}

export async function startFakeArtifactService(
  options: FakeArtifactServiceOptions = {},
): Promise<FakeArtifactService> {
  const runBackendId = options.runBackendId ?? randomUUID();
  const jobBackendId = options.jobBackendId ?? randomUUID();
  const token = runtimeToken(runBackendId, jobBackendId);
  const tokens = new Set([token]);
  const requests: ArtifactRequest[] = [];
  const artifacts: StoredArtifact[] = [];
  const violations: string[] = [];
  const failures = new Map<string, ArtifactFailSpec[]>();
  const uploads = new Map<string, PendingUpload>();
  let nextId = 1001;
  let url = '';

  const twirpError = (status: number, msg: string): Reply => ({
    status,
    json: { code: TWIRP_CODES[status] ?? 'unknown', msg },
  });
  const violation = (status: number, msg: string): Reply => {
    violations.push(msg);
    return twirpError(status, msg);
  };

  const injected = (kind: string): Reply | null => {
    const queue = failures.get(kind);
    const spec = queue?.[0];
    if (!queue || !spec) return null;
    const left = (spec.times ?? 1) - 1;
    if (left <= 0) queue.shift();
    else queue[0] = { ...spec, times: left };
    return spec.body === undefined
      ? twirpError(spec.status, 'injected failure')
      : { status: spec.status, json: spec.body };
  };

  const str = (v: unknown): string => (typeof v === 'string' ? v : '');

  const twirp = (
    method: string,
    headers: Record<string, string>,
    body: Record<string, unknown>,
  ): Reply => {
    const auth = /^Bearer (.+)$/.exec(headers.authorization ?? '');
    if (!auth?.[1] || !tokens.has(auth[1]))
      return violation(401, `${method}: missing or unknown bearer token`);
    const scope = scopeOf(auth[1]);
    if (!scope) return violation(401, `${method}: the token has no Actions.Results scope`);
    if (!(headers['content-type'] ?? '').startsWith('application/json'))
      return violation(400, `${method}: content-type must be application/json`);
    // GetSignedArtifactURL names the artifact's own job (any job of the caller's run).
    const jobOk =
      method === 'GetSignedArtifactURL'
        ? typeof body.workflow_job_run_backend_id === 'string' &&
          body.workflow_job_run_backend_id !== ''
        : body.workflow_job_run_backend_id === scope.job;
    if (body.workflow_run_backend_id !== scope.run || !jobOk)
      return violation(
        400,
        `${method}: backend ids ${String(body.workflow_run_backend_id)}/${String(body.workflow_job_run_backend_id)} do not match the token's scope`,
      );
    const failure = injected(method);
    if (failure) return failure;
    const inRun = artifacts.filter((a) => a.runBackendId === scope.run);

    switch (method) {
      case 'CreateArtifact': {
        if (body.version !== 7)
          return violation(400, `CreateArtifact: version ${String(body.version)} is not 7`);
        const name = str(body.name);
        if (!name) return violation(400, 'CreateArtifact: no name');
        if (inRun.some((a) => a.name === name))
          return twirpError(409, 'an artifact with this name already exists on the workflow run');
        const id = randomUUID();
        uploads.set(`${scope.run}/${name}`, {
          id,
          name,
          mimeType: typeof body.mime_type === 'string' ? body.mime_type : null,
          run: scope.run,
          job: scope.job,
          blocks: new Map(),
          blob: null,
        });
        return {
          status: 200,
          json: {
            ok: true,
            signed_upload_url: `${url}upload/${id}?sig=fake-signature&sv=2024-01-01`,
          },
        };
      }
      case 'FinalizeArtifact': {
        const name = str(body.name);
        const upload = uploads.get(`${scope.run}/${name}`);
        if (!upload) return twirpError(404, `no upload in progress for artifact ${name}`);
        if (!upload.blob)
          return violation(400, `FinalizeArtifact: ${name} has no committed block list`);
        const size = Number(str(body.size));
        if (size !== upload.blob.length)
          violations.push(
            `FinalizeArtifact: size ${str(body.size)} but ${upload.blob.length} bytes were uploaded`,
          );
        const digest = `sha256:${createHash('sha256').update(upload.blob).digest('hex')}`;
        if (body.hash !== undefined && body.hash !== digest)
          violations.push(`FinalizeArtifact: hash ${String(body.hash)} but the blob is ${digest}`);
        let files: Map<string, Buffer>;
        const zipped = upload.mimeType === null || upload.mimeType === 'application/zip';
        if (zipped) {
          try {
            files = new Map(
              Object.entries(unzipSync(new Uint8Array(upload.blob))).map(([k, v]) => [
                k,
                Buffer.from(v),
              ]),
            );
          } catch (err) {
            violations.push(`FinalizeArtifact: ${name} is not a readable zip (${String(err)})`);
            files = new Map();
          }
        } else files = new Map([[name, upload.blob]]);
        const stored: StoredArtifact = {
          id: nextId++,
          name,
          size: upload.blob.length,
          digest,
          mimeType: upload.mimeType,
          runBackendId: upload.run,
          jobBackendId: upload.job,
          blob: upload.blob,
          files,
          createdAt: new Date().toISOString(),
        };
        artifacts.push(stored);
        uploads.delete(`${scope.run}/${name}`);
        return { status: 200, json: { ok: true, artifact_id: String(stored.id) } };
      }
      case 'ListArtifacts': {
        const nameFilter = typeof body.name_filter === 'string' ? body.name_filter : null;
        const idFilter = body.id_filter === undefined ? null : Number(body.id_filter);
        return {
          status: 200,
          json: {
            artifacts: inRun
              .filter(
                (a) =>
                  (nameFilter === null || a.name === nameFilter) &&
                  (idFilter === null || a.id === idFilter),
              )
              .map((a) => ({
                workflow_run_backend_id: a.runBackendId,
                workflow_job_run_backend_id: a.jobBackendId,
                database_id: String(a.id),
                name: a.name,
                size: String(a.size),
                created_at: a.createdAt,
                digest: a.digest,
              })),
          },
        };
      }
      case 'GetSignedArtifactURL': {
        const found = inRun.find(
          (a) => a.name === str(body.name) && a.jobBackendId === body.workflow_job_run_backend_id,
        );
        if (!found) return twirpError(404, `artifact ${str(body.name)} not found`);
        return {
          status: 200,
          json: { signed_url: `${url}download/${found.id}?sig=fake-signature` },
        };
      }
      case 'DeleteArtifact': {
        const index = artifacts.findIndex(
          (a) => a.runBackendId === scope.run && a.name === str(body.name),
        );
        const found = artifacts[index];
        if (!found) return twirpError(404, `artifact ${str(body.name)} not found`);
        artifacts.splice(index, 1);
        return { status: 200, json: { ok: true, artifact_id: String(found.id) } };
      }
      default:
        return violation(404, `unknown Twirp method ${method}`);
    }
  };

  const blob = (u: URL, raw: Buffer): { kind: ArtifactRequestKind; reply: Reply } => {
    const id = u.pathname.slice('/upload/'.length);
    const upload = [...uploads.values()].find((x) => x.id === id);
    const comp = u.searchParams.get('comp');
    const kind: ArtifactRequestKind =
      comp === 'block' ? 'block' : comp === 'blocklist' ? 'blocklist' : 'unknown';
    if (u.searchParams.get('sig') !== 'fake-signature')
      return { kind, reply: violation(403, 'blob PUT without the signed URL signature') };
    if (!upload) return { kind, reply: violation(404, `blob PUT for unknown upload ${id}`) };
    if (kind === 'unknown')
      return { kind, reply: violation(400, `blob PUT with comp=${String(comp)}`) };
    const failure = injected(kind);
    if (failure) return { kind, reply: failure };
    if (kind === 'block') {
      const blockId = u.searchParams.get('blockid');
      if (!blockId) return { kind, reply: violation(400, 'block PUT without blockid') };
      upload.blocks.set(blockId, raw);
      return { kind, reply: { status: 201 } };
    }
    const ids = [
      ...raw.toString('utf8').matchAll(/<(Latest|Committed|Uncommitted)>([^<]*)<\/\1>/g),
    ].map((m) => m[2] ?? '');
    const parts: Buffer[] = [];
    for (const blockId of ids) {
      const part = upload.blocks.get(blockId);
      if (!part)
        return { kind, reply: violation(400, `block list names unknown block ${blockId}`) };
      parts.push(part);
    }
    upload.blob = Buffer.concat(parts);
    return { kind, reply: { status: 201 } };
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const u = new URL(req.url ?? '/', 'http://127.0.0.1');
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [
          k,
          Array.isArray(v) ? v.join(', ') : (v ?? ''),
        ]),
      );
      let kind: ArtifactRequestKind = 'unknown';
      let body: unknown = raw.length;
      let reply: Reply;
      if (req.method === 'POST' && u.pathname.startsWith(SERVICE)) {
        const method = u.pathname.slice(SERVICE.length);
        kind = method as TwirpMethod;
        try {
          body = JSON.parse(raw.toString('utf8') || '{}');
        } catch {
          body = raw.toString('utf8');
        }
        reply =
          typeof body === 'object' && body !== null && !Array.isArray(body)
            ? twirp(method, headers, body as Record<string, unknown>)
            : violation(400, `${method}: the body is not a JSON object`);
      } else if (req.method === 'PUT' && u.pathname.startsWith('/upload/')) {
        ({ kind, reply } = blob(u, raw));
      } else if (req.method === 'GET' && u.pathname.startsWith('/download/')) {
        kind = 'download';
        const found = artifacts.find((a) => String(a.id) === u.pathname.slice('/download/'.length));
        reply =
          u.searchParams.get('sig') !== 'fake-signature'
            ? violation(403, 'blob GET without the signed URL signature')
            : !found
              ? twirpError(404, 'no such artifact')
              : (injected('download') ?? { status: 200, raw: found.blob });
      } else {
        reply = violation(404, `${req.method ?? ''} ${u.pathname} is not part of the service`);
      }
      requests.push({
        kind,
        method: req.method ?? '',
        path: req.url ?? '',
        headers,
        body,
        status: reply.status,
      });
      if (reply.raw) {
        res.writeHead(reply.status, { 'content-type': 'application/zip' });
        res.end(reply.raw);
      } else if (reply.json !== undefined) {
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.json));
      } else {
        res.writeHead(reply.status, {
          'x-ms-request-id': randomUUID(),
          'x-ms-version': '2024-11-04',
        });
        res.end();
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

  return {
    url,
    token,
    runBackendId,
    jobBackendId,
    requests,
    artifacts,
    violations,
    tokenForJob(jobId) {
      const t = runtimeToken(runBackendId, jobId);
      tokens.add(t);
      return t;
    },
    seed(name, content, seedOptions = {}) {
      const zip = Buffer.from(
        zipSync(
          Object.fromEntries(
            Object.entries(content).map(([k, v]) => [
              k,
              new Uint8Array(typeof v === 'string' ? Buffer.from(v) : v),
            ]),
          ),
        ),
      );
      const stored: StoredArtifact = {
        id: nextId++,
        name,
        size: zip.length,
        digest: `sha256:${createHash('sha256').update(zip).digest('hex')}`,
        mimeType: 'application/zip',
        runBackendId,
        jobBackendId: seedOptions.jobBackendId ?? randomUUID(),
        blob: zip,
        files: new Map(
          Object.entries(content).map(([k, v]) => [k, typeof v === 'string' ? Buffer.from(v) : v]),
        ),
        createdAt: new Date().toISOString(),
      };
      artifacts.push(stored);
      return stored;
    },
    failNext(kind, spec) {
      const list = failures.get(kind) ?? [];
      list.push(spec);
      failures.set(kind, list);
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
