/**
 * The GitHub side of a release (RELEASING.md), run by .github/workflows/release.yml
 * through script/github-release:
 *
 *   script/github-release pack --out DIR
 *     `npm pack` into DIR, then the tarball's SHA-256 beside it as `<tarball>.sha256`
 *     (the `sha256sum` line format, so `sha256sum -c` checks it). Prints both paths
 *     and, on a runner, sets the step outputs `tarball` and `checksum`.
 *
 *   script/github-release publish --tag vX.Y.Z --tarball FILE --checksum FILE
 *     Creates the release of the tag as a draft, uploads both files, publishes it, and
 *     only then points the major tag vX at the released commit (when vX.Y.Z is the
 *     highest vX.*.* tag; an older line's patch leaves vX alone). Any failure stops it
 *     before vX moves; a draft left by a failed upload is deleted.
 *
 * GitHub is reached through the REST API at GITHUB_API_URL (the runner sets it; a
 * test points it at a loopback fake) with GITHUB_TOKEN, for GITHUB_REPOSITORY at
 * GITHUB_SHA. The upload goes to the `upload_url` the create call answers with.
 * Exit codes: 0 done, 1 a step failed, 2 bad arguments or environment.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export type Env = Readonly<Record<string, string | undefined>>;

export interface Io {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

/** A failure with the exit code it ends the run with. */
export class ReleaseError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2,
  ) {
    super(message);
  }
}

const VERSION_TAG = /^v(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

function usage(message: string): never {
  throw new ReleaseError(
    `${message}\nusage: script/github-release pack --out DIR\n       script/github-release publish --tag vX.Y.Z --tarball FILE --checksum FILE`,
    2,
  );
}

function flags(args: readonly string[], names: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i] ?? '';
    const value = args[i + 1];
    if (!name.startsWith('--') || !names.includes(name.slice(2))) usage(`unknown option ${name}`);
    if (value === undefined || value.startsWith('--')) usage(`${name} needs a value`);
    out.set(name.slice(2), value);
  }
  for (const n of names) if (!out.has(n)) usage(`--${n} is required`);
  return out;
}

function required(env: Env, name: string): string {
  const value = env[name];
  if (value === undefined || value === '') {
    throw new ReleaseError(`the environment variable ${name} is not set`, 2);
  }
  return value;
}

/** The `sha256sum` line for a file: `<64 hex>  <file name>\n`. */
export function checksumLine(file: string): string {
  const hex = createHash('sha256').update(readFileSync(file)).digest('hex');
  return `${hex}  ${path.basename(file)}\n`;
}

function pack(args: readonly string[], env: Env, io: Io): void {
  const out = path.resolve(flags(args, ['out']).get('out') as string);
  const text = execFileSync('npm', ['pack', '--json', '--pack-destination', out], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const parsed = JSON.parse(text) as { filename?: unknown }[];
  const name = parsed[0]?.filename;
  if (parsed.length !== 1 || typeof name !== 'string') {
    throw new ReleaseError(`npm pack --json did not name one tarball: ${text.slice(0, 200)}`, 1);
  }
  const tarball = path.join(out, path.basename(name));
  const checksum = `${tarball}.sha256`;
  writeFileSync(checksum, checksumLine(tarball));
  io.out(`tarball: ${tarball}`);
  io.out(`checksum: ${checksum} (${readFileSync(checksum, 'utf8').split(' ')[0] ?? ''})`);
  const output = env['GITHUB_OUTPUT'];
  if (output !== undefined && output !== '') {
    appendFileSync(output, `tarball=${tarball}\nchecksum=${checksum}\n`);
  }
}

interface Api {
  call(
    method: string,
    url: string,
    body?: unknown,
    raw?: { data: Uint8Array; type: string },
  ): Promise<{ status: number; json: unknown }>;
}

function api(env: Env): { api: Api; base: string } {
  const base = required(env, 'GITHUB_API_URL').replace(/\/+$/, '');
  const token = required(env, 'GITHUB_TOKEN');
  return {
    base,
    api: {
      async call(method, url, body, raw) {
        const headers: Record<string, string> = {
          accept: 'application/vnd.github+json',
          authorization: `Bearer ${token}`,
          'x-github-api-version': '2022-11-28',
          'user-agent': 'agentverity-release',
        };
        let payload: string | Uint8Array | undefined;
        if (raw !== undefined) {
          headers['content-type'] = raw.type;
          payload = raw.data;
        } else if (body !== undefined) {
          headers['content-type'] = 'application/json';
          payload = JSON.stringify(body);
        }
        const response = await fetch(url, {
          method,
          headers,
          ...(payload === undefined ? {} : { body: payload }),
        });
        const text = await response.text();
        let json: unknown;
        try {
          json = text === '' ? null : JSON.parse(text);
        } catch {
          json = text;
        }
        return { status: response.status, json };
      },
    },
  };
}

function failure(step: string, r: { status: number; json: unknown }): ReleaseError {
  const message =
    typeof r.json === 'object' && r.json !== null && 'message' in r.json
      ? String((r.json as { message: unknown }).message)
      : JSON.stringify(r.json);
  return new ReleaseError(`${step}: GitHub answered ${r.status}: ${message}`, 1);
}

function field(value: unknown, name: string, step: string): unknown {
  if (typeof value !== 'object' || value === null || !(name in value)) {
    throw new ReleaseError(`${step}: the answer has no ${name}`, 1);
  }
  return (value as Record<string, unknown>)[name];
}

/** The highest vMAJOR.Y.Z among the tag refs (`refs/tags/...`). */
export function highestOfMajor(refs: readonly string[], major: number): string | null {
  let best: [number, number, string] | null = null;
  for (const ref of refs) {
    const m = VERSION_TAG.exec(ref.replace(/^refs\/tags\//, ''));
    if (m === null || Number(m[1]) !== major) continue;
    const key: [number, number, string] = [Number(m[2]), Number(m[3]), m[0]];
    if (best === null || key[0] > best[0] || (key[0] === best[0] && key[1] > best[1])) best = key;
  }
  return best?.[2] ?? null;
}

async function publish(args: readonly string[], env: Env, io: Io): Promise<void> {
  const opts = flags(args, ['tag', 'tarball', 'checksum']);
  const tag = opts.get('tag') as string;
  const m = VERSION_TAG.exec(tag);
  if (m === null) usage(`--tag ${tag} is not a release tag vX.Y.Z (digits only, no leading zeros)`);
  const major = `v${m[1] as string}`;
  const files = [opts.get('tarball') as string, opts.get('checksum') as string];
  for (const f of files) {
    try {
      if (!statSync(f).isFile()) throw new Error('not a file');
    } catch {
      throw new ReleaseError(`${f}: no such file to attach`, 2);
    }
  }
  const repo = required(env, 'GITHUB_REPOSITORY');
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) {
    throw new ReleaseError(`GITHUB_REPOSITORY '${repo}' is not owner/name`, 2);
  }
  const sha = required(env, 'GITHUB_SHA');
  if (!/^[0-9a-f]{40}$/.test(sha))
    throw new ReleaseError(`GITHUB_SHA '${sha}' is not a commit SHA`, 2);
  const { api: gh, base } = api(env);
  const repoUrl = `${base}/repos/${repo}`;

  // 1. The release, as a draft until both files are attached.
  const created = await gh.call('POST', `${repoUrl}/releases`, {
    tag_name: tag,
    target_commitish: sha,
    name: tag,
    body: `agentverity-action ${tag}. The npm tarball and its SHA-256 are attached; the tarball's build provenance is attested (\`gh attestation verify <tarball> --repo ${repo}\`).`,
    draft: true,
    prerelease: false,
  });
  if (created.status !== 201) throw failure(`creating the release ${tag}`, created);
  const id = field(created.json, 'id', 'creating the release');
  const uploadTemplate = field(created.json, 'upload_url', 'creating the release');
  if (typeof id !== 'number' || typeof uploadTemplate !== 'string') {
    throw new ReleaseError('creating the release: the answer has no numeric id and upload_url', 1);
  }
  io.out(`created the draft release ${tag} (id ${id})`);

  // 2. Both files; a failed upload deletes the draft and stops before vX moves.
  const uploadBase = uploadTemplate.replace(/\{[^}]*\}$/, '');
  for (const file of files) {
    const name = path.basename(file);
    const data = readFileSync(file);
    const type = name.endsWith('.tgz') ? 'application/gzip' : 'text/plain';
    const up = await gh.call('POST', `${uploadBase}?name=${encodeURIComponent(name)}`, undefined, {
      data,
      type,
    });
    const size = up.status === 201 ? field(up.json, 'size', `uploading ${name}`) : undefined;
    if (up.status !== 201 || size !== data.length) {
      const cleanup = await gh.call('DELETE', `${repoUrl}/releases/${id}`);
      const note =
        cleanup.status === 204
          ? 'the draft was deleted'
          : `deleting the draft failed (${cleanup.status})`;
      const cause =
        up.status !== 201
          ? failure(`uploading ${name}`, up).message
          : `uploading ${name}: GitHub stored ${String(size)} bytes of ${data.length}`;
      throw new ReleaseError(`${cause}; ${note}; ${major} was not moved`, 1);
    }
    io.out(`uploaded ${name} (${data.length} bytes)`);
  }

  // 3. Published: from here the release and its files are what users download.
  const published = await gh.call('PATCH', `${repoUrl}/releases/${id}`, { draft: false });
  if (published.status !== 200) {
    throw new ReleaseError(
      `${failure(`publishing the release ${tag}`, published).message}; ${major} was not moved`,
      1,
    );
  }
  io.out(`published the release ${tag}`);

  // 4. The major tag, last, and only forward.
  const matching = await gh.call('GET', `${repoUrl}/git/matching-refs/tags/${major}.`);
  if (matching.status !== 200 || !Array.isArray(matching.json)) {
    throw failure(`listing the ${major}.* tags`, matching);
  }
  const refs = matching.json.map((r) => String(field(r, 'ref', 'listing the tags')));
  const highest = highestOfMajor([...refs, `refs/tags/${tag}`], Number(m[1]));
  if (highest !== tag) {
    io.out(`${major} stays: ${highest ?? '?'} is a later ${major} release than ${tag}`);
    return;
  }
  const current = await gh.call('GET', `${repoUrl}/git/ref/tags/${major}`);
  const moved =
    current.status === 200
      ? await gh.call('PATCH', `${repoUrl}/git/refs/tags/${major}`, { sha, force: true })
      : current.status === 404
        ? await gh.call('POST', `${repoUrl}/git/refs`, { ref: `refs/tags/${major}`, sha })
        : current;
  if (moved.status !== 200 && moved.status !== 201)
    throw failure(`moving ${major} to ${tag}`, moved);
  io.out(`moved ${major} to ${tag} (${sha})`);
}

/** Runs one command; returns the exit code (and writes the failure to io.err). */
export async function main(argv: readonly string[], env: Env, io: Io): Promise<number> {
  try {
    const [command, ...rest] = argv;
    if (command === 'pack') pack(rest, env, io);
    else if (command === 'publish') await publish(rest, env, io);
    else usage(command === undefined ? 'no command given' : `unknown command ${command}`);
    return 0;
  } catch (e) {
    if (e instanceof ReleaseError) {
      io.err(`github-release: ${e.message}`);
      return e.exitCode;
    }
    io.err(`github-release: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const io: Io = { out: (l) => console.log(l), err: (l) => console.error(l) };
  process.exitCode = await main(process.argv.slice(2), process.env, io);
}
