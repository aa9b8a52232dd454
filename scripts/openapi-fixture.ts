/**
 * Regenerates the GitHub REST and webhook schema fixtures that the e2e fakes check
 * traffic against (tests/fixtures/github/). Run with `npx tsx scripts/openapi-fixture.ts`.
 *
 * It fetches the published packages with `npm pack` into a temporary directory (they
 * are not dependencies: @octokit/openapi unpacks to ~385 MB), extracts one file from
 * each tarball with `tar`, keeps only the operations and events we use, strips prose
 * (descriptions, examples) and writes compact JSON. Repeated titled sub-schemas of the
 * dereferenced REST description are hoisted into `definitions` and referenced as
 * `#/definitions/<name>`, which resolves inside the written file.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, 'tests/fixtures/github');

const REST_PACKAGE = '@octokit/openapi';
const REST_VERSION = '23.0.2';
const REST_FILE = 'generated/api.github.com.deref.json';
const HOOKS_PACKAGE = '@octokit/openapi-webhooks';
const HOOKS_VERSION = '12.1.0';
const HOOKS_FILE = 'generated/api.github.com.json';

/** The operations our Action calls (GitHub operationIds). */
const OPERATIONS = [
  'issues/list-comments',
  'issues/create-comment',
  'issues/update-comment',
  'issues/delete-comment',
  'issues/get-comment',
  'pulls/get',
  'pulls/list',
  'repos/get-collaborator-permission-level',
  'issues/list-events',
  'issues/list-events-for-timeline',
  'issues/remove-label',
  'repos/create-commit-status',
  'repos/list-commit-statuses-for-ref',
  'repos/get-combined-status-for-ref',
  'repos/get-content',
  'repos/create-or-update-file-contents',
  'actions/list-workflow-run-artifacts',
  'actions/list-workflow-runs-for-repo',
  'actions/get-workflow-run',
  'actions/download-artifact',
  'teams/get-membership-for-user-in-org',
  'issues/add-labels',
  'users/get-authenticated',
] as const;

/** Webhook payloads our event fixtures imitate: `<event>-<action>` keys of the webhooks spec. */
const WEBHOOKS: Record<string, string> = {
  'pull_request.opened': 'pull-request-opened',
  'pull_request.synchronize': 'pull-request-synchronize',
  'pull_request.labeled': 'pull-request-labeled',
  push: 'push',
  'workflow_run.completed': 'workflow-run-completed',
};

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonObject = { [k: string]: Json };

/** Validation keywords kept; everything else (prose, examples, vendor extensions) goes. */
const KEEP = new Set([
  '$ref',
  'type',
  'properties',
  'required',
  'items',
  'enum',
  'nullable',
  'oneOf',
  'anyOf',
  'allOf',
  'not',
  'format',
  'additionalProperties',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'title',
  'minProperties',
  'maxProperties',
  'multipleOf',
]);

function isObject(v: Json | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Strips a schema to validation keywords, walking only schema positions (a property may be called `description`). */
function clean(schema: Json | undefined): Json {
  if (!isObject(schema)) return schema ?? null;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(schema)) {
    if (!KEEP.has(k)) continue;
    if (k === 'properties' && isObject(v)) {
      out[k] = Object.fromEntries(Object.entries(v).map(([n, p]) => [n, clean(p)]));
    } else if ((k === 'items' || k === 'not' || k === 'additionalProperties') && isObject(v)) {
      out[k] = clean(v);
    } else if ((k === 'oneOf' || k === 'anyOf' || k === 'allOf') && Array.isArray(v)) {
      out[k] = v.map((s) => clean(s));
    } else {
      out[k] = v;
    }
  }
  return out;
}

/** Calls `visit` on every sub-schema (post-order not needed: counting only). */
function eachSubschema(schema: Json, visit: (s: JsonObject) => void): void {
  if (!isObject(schema)) return;
  visit(schema);
  for (const [k, v] of Object.entries(schema)) {
    if (k === 'properties' && isObject(v)) Object.values(v).forEach((p) => eachSubschema(p, visit));
    else if ((k === 'items' || k === 'not' || k === 'additionalProperties') && isObject(v))
      eachSubschema(v, visit);
    else if ((k === 'oneOf' || k === 'anyOf' || k === 'allOf') && Array.isArray(v))
      v.forEach((s) => eachSubschema(s, visit));
  }
}

function slug(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'schema'
  );
}

/** Hoists titled sub-schemas that occur at least twice into `definitions`. */
class Hoister {
  readonly definitions: Record<string, Json> = {};
  private readonly counts = new Map<string, number>();
  private readonly names = new Map<string, string>();

  count(schema: Json): void {
    eachSubschema(schema, (s) => {
      if (typeof s.title !== 'string') return;
      const key = JSON.stringify(s);
      this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    });
  }

  rewrite(schema: Json): Json {
    if (!isObject(schema)) return schema;
    const key = typeof schema.title === 'string' ? JSON.stringify(schema) : null;
    const hoist = key !== null && (this.counts.get(key) ?? 0) >= 2;
    if (hoist && this.names.has(key)) return { $ref: `#/definitions/${this.names.get(key)}` };
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(schema)) {
      if (k === 'properties' && isObject(v)) {
        out[k] = Object.fromEntries(Object.entries(v).map(([n, p]) => [n, this.rewrite(p)]));
      } else if ((k === 'items' || k === 'not' || k === 'additionalProperties') && isObject(v)) {
        out[k] = this.rewrite(v);
      } else if ((k === 'oneOf' || k === 'anyOf' || k === 'allOf') && Array.isArray(v)) {
        out[k] = v.map((s) => this.rewrite(s));
      } else {
        out[k] = v;
      }
    }
    if (!hoist || key === null) return out;
    const base = slug(String(schema.title));
    let name = base;
    for (let i = 2; name in this.definitions; i++) name = `${base}-${i}`;
    this.names.set(key, name);
    this.definitions[name] = out;
    return { $ref: `#/definitions/${name}` };
  }
}

/** `npm pack` a package into `dir` and extract one file of it; returns the parsed JSON. */
function packAndRead(dir: string, pkg: string, version: string, file: string): JsonObject {
  const out = execFileSync(
    'npm',
    ['pack', `${pkg}@${version}`, '--silent', '--pack-destination', dir],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const tarball = out.trim().split('\n').pop();
  if (!tarball) throw new Error(`npm pack ${pkg}@${version} printed no file name`);
  execFileSync('tar', ['-xzf', path.join(dir, tarball), '-C', dir, `package/${file}`], {
    stdio: 'inherit',
  });
  const parsed = JSON.parse(readFileSync(path.join(dir, 'package', file), 'utf8')) as Json;
  if (!isObject(parsed)) throw new Error(`${pkg}/${file} is not a JSON object`);
  return parsed;
}

function jsonSchemaOf(content: Json | undefined): Json {
  if (!isObject(content)) return null;
  const media = content['application/json'] ?? Object.values(content)[0];
  return isObject(media) ? clean(media.schema) : null;
}

function restFixture(spec: JsonObject, today: string): JsonObject {
  const found = new Map<string, JsonObject>();
  const paths = spec.paths;
  if (!isObject(paths)) throw new Error('the REST description has no paths');
  for (const [template, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!isObject(op) || typeof op.operationId !== 'string') continue;
      if (!(OPERATIONS as readonly string[]).includes(op.operationId)) continue;
      const params = [
        ...(Array.isArray(item.parameters) ? item.parameters : []),
        ...(Array.isArray(op.parameters) ? op.parameters : []),
      ].filter(isObject);
      const responses = isObject(op.responses) ? op.responses : {};
      found.set(op.operationId, {
        operationId: op.operationId,
        method: method.toUpperCase(),
        path: template,
        parameters: params.map((p) => ({
          name: p.name ?? null,
          in: p.in ?? null,
          required: p.required === true,
          schema: clean(p.schema),
        })),
        requestBody: isObject(op.requestBody) ? jsonSchemaOf(op.requestBody.content) : null,
        responses: Object.fromEntries(
          Object.entries(responses).map(([status, r]) => [
            status,
            isObject(r) ? jsonSchemaOf(r.content) : null,
          ]),
        ),
      });
    }
  }
  const missing = OPERATIONS.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw new Error(`operations not in the description: ${missing.join(', ')}`);
  const operations = OPERATIONS.map((id) => found.get(id) as JsonObject);

  // The shapes GitHub answers errors with, for statuses an operation does not document.
  const getComment = found.get('issues/get-comment') as JsonObject;
  const createComment = found.get('issues/create-comment') as JsonObject;
  const commonErrors: JsonObject = {
    'basic-error': (getComment.responses as JsonObject)['404'] ?? null,
    'validation-error': (createComment.responses as JsonObject)['422'] ?? null,
  };

  const hoister = new Hoister();
  for (const op of operations) {
    for (const p of op.parameters as JsonObject[]) hoister.count(p.schema ?? null);
    hoister.count(op.requestBody ?? null);
    Object.values(op.responses as JsonObject).forEach((r) => hoister.count(r));
  }
  Object.values(commonErrors).forEach((e) => hoister.count(e));
  const rewrite = (op: JsonObject): JsonObject => ({
    ...op,
    parameters: (op.parameters as JsonObject[]).map((p) => ({
      ...p,
      schema: hoister.rewrite(p.schema ?? null),
    })),
    requestBody: hoister.rewrite(op.requestBody ?? null),
    responses: Object.fromEntries(
      Object.entries(op.responses as JsonObject).map(([s, r]) => [s, hoister.rewrite(r)]),
    ),
  });
  const rewritten = operations.map(rewrite);
  const errors = Object.fromEntries(
    Object.entries(commonErrors).map(([k, v]) => [k, hoister.rewrite(v)]),
  );
  return {
    source: {
      package: REST_PACKAGE,
      version: REST_VERSION,
      file: REST_FILE,
      openapi: spec.openapi ?? null,
      licence: 'MIT',
      generated: today,
      generator: 'scripts/openapi-fixture.ts',
    },
    operations: rewritten,
    commonErrors: errors,
    definitions: hoister.definitions,
  };
}

/** Copies `#/components/schemas/X` references transitively into `definitions`. */
function hooksFixture(spec: JsonObject, today: string): JsonObject {
  const components = isObject(spec.components) ? spec.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  const definitions: Record<string, Json> = {};
  const pending: string[] = [];
  const relink = (schema: Json): Json => {
    if (Array.isArray(schema)) return schema.map(relink);
    if (!isObject(schema)) return schema;
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(schema)) {
      if (k === '$ref' && typeof v === 'string') {
        const m = /^#\/components\/schemas\/(.+)$/.exec(v);
        if (!m?.[1]) throw new Error(`unexpected $ref ${v}`);
        if (!(m[1] in definitions) && !pending.includes(m[1])) pending.push(m[1]);
        out[k] = `#/definitions/${m[1]}`;
      } else if (k === 'properties' && isObject(v)) {
        out[k] = Object.fromEntries(Object.entries(v).map(([n, p]) => [n, relink(p)]));
      } else {
        out[k] = k === 'enum' || k === 'required' ? v : relink(v);
      }
    }
    return out;
  };
  const webhooks = isObject(spec.webhooks) ? spec.webhooks : {};
  const events: Record<string, Json> = {};
  for (const [event, key] of Object.entries(WEBHOOKS)) {
    const hook = webhooks[key];
    const post = isObject(hook) ? hook.post : undefined;
    const body = isObject(post) && isObject(post.requestBody) ? post.requestBody : undefined;
    if (!body) throw new Error(`webhook ${key} not in the description`);
    events[event] = relink(jsonSchemaOf(body.content));
  }
  while (pending.length > 0) {
    const name = pending.shift() as string;
    if (name in definitions) continue;
    definitions[name] = null; // placeholder against cycles
    definitions[name] = relink(clean(schemas[name]));
  }
  return {
    source: {
      package: HOOKS_PACKAGE,
      version: HOOKS_VERSION,
      file: HOOKS_FILE,
      licence: 'MIT',
      generated: today,
      generator: 'scripts/openapi-fixture.ts',
    },
    events,
    definitions: Object.fromEntries(
      Object.entries(definitions).sort(([a], [b]) => (a < b ? -1 : 1)),
    ),
  };
}

function main(): void {
  const today = new Date().toISOString().slice(0, 10);
  const dir = mkdtempSync(path.join(tmpdir(), 'agentverity-openapi-'));
  try {
    mkdirSync(OUT_DIR, { recursive: true });
    const rest = restFixture(packAndRead(dir, REST_PACKAGE, REST_VERSION, REST_FILE), today);
    const restText = `${JSON.stringify(rest)}\n`;
    writeFileSync(path.join(OUT_DIR, 'openapi-operations.json'), restText);
    const hooks = hooksFixture(packAndRead(dir, HOOKS_PACKAGE, HOOKS_VERSION, HOOKS_FILE), today);
    const hooksText = `${JSON.stringify(hooks)}\n`;
    writeFileSync(path.join(OUT_DIR, 'webhook-schemas.json'), hooksText);
    process.stdout.write(
      `openapi-operations.json: ${OPERATIONS.length} operations, ${Buffer.byteLength(restText)} bytes\n` +
        `webhook-schemas.json: ${Object.keys(WEBHOOKS).length} events, ${Buffer.byteLength(hooksText)} bytes\n`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
