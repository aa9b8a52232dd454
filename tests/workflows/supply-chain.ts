// The supply-chain checks of a workflow file, shared by the tests of the shipped
// workflows (tests/workflows/pins-permissions.test.ts) and of the ones `init`
// writes (tests/cli/init.test.ts):
//
// - every third-party action is pinned by the full 40-hex commit SHA of a release
//   tag, with that tag as a `# vX.Y.Z` comment on the same line, and the pair is one
//   we verified against the action's own repository (VERIFIED_PINS); commented-out
//   `uses:` lines count too, since a user uncomments them;
// - every job gets its token's permissions from a `permissions:` block (its own or
//   the workflow's), never `write-all` or `read-all`, only known scopes, and writes
//   exactly the scopes it is expected to.
import { parseDocument } from 'yaml';

type Mapping = Record<string, unknown>;

function isMapping(value: unknown): value is Mapping {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The pins we verified: for each action repository, the commit each release tag
 * points to, read from the tags of a copy of that repository (`git rev-parse
 * vX.Y.Z^{commit}`; for an annotated tag, the commit it tags). A new action or a new
 * version is added here only after the same check.
 */
export const VERIFIED_PINS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'actions/checkout': { fbc6f3992d24b796d5a048ff273f7fcc4a7b6c09: 'v5.1.0' },
  'actions/setup-node': { a0853c24544627f65ddf259abe73b1d18a591444: 'v5.0.0' },
  'actions/setup-python': { a26af69be951a213d495a4c3e4e4022e16d87065: 'v5.6.0' },
  'actions/upload-artifact': { '330a01c490aca151604b8cf639adc76d48f6c5d4': 'v5.0.0' },
  'actions/download-artifact': { '634f93cb2916e3fdff6788551b99b062d0335ce0': 'v5.0.0' },
  'actions/attest-build-provenance': { a2bbfa25375fe432b6a289bc6b6cd05ecd0c4c32: 'v4.1.0' },
  'github/codeql-action': { '8aad20d150bbac5944a9f9d289da16a4b0d87c1e': 'v4.36.2' },
};

/** Our own action: referenced by its major tag on purpose (SECURITY.md says why). */
export function isOwnAction(uses: string): boolean {
  return uses === './' || uses === '.' || /^agentverity\/action@v\d+$/.test(uses);
}

/** The GitHub token's permission scopes (docs: "Permissions for the GITHUB_TOKEN"). */
export const PERMISSION_SCOPES: ReadonlySet<string> = new Set([
  'actions',
  'attestations',
  'checks',
  'contents',
  'deployments',
  'discussions',
  'id-token',
  'issues',
  'models',
  'packages',
  'pages',
  'pull-requests',
  'repository-projects',
  'security-events',
  'statuses',
]);

/** Every `uses:` line in the text, commented out or not, with its 1-based line number. */
function usesLines(text: string): { line: number; uses: string; comment: string }[] {
  const out: { line: number; uses: string; comment: string }[] = [];
  text.split('\n').forEach((raw, i) => {
    const m = /^\s*(?:#\s*)?(?:-\s+)?uses:\s*(['"]?)([^\s'"#]+)\1\s*(#.*)?$/.exec(raw);
    if (m !== null) out.push({ line: i + 1, uses: m[2] as string, comment: m[3] ?? '' });
  });
  return out;
}

/** The `uses:` values of the parsed workflow: every step's, and reusable-workflow jobs'. */
function parsedUses(workflow: unknown): string[] {
  if (!isMapping(workflow) || !isMapping(workflow['jobs'])) return [];
  const out: string[] = [];
  for (const job of Object.values(workflow['jobs'])) {
    if (!isMapping(job)) continue;
    if (typeof job['uses'] === 'string') out.push(job['uses'].trim());
    const steps = Array.isArray(job['steps']) ? job['steps'] : [];
    for (const step of steps) {
      if (isMapping(step) && typeof step['uses'] === 'string') out.push(step['uses'].trim());
    }
  }
  return out;
}

/** What is wrong with one `uses:` reference, or null when it is pinned as we require. */
export function pinProblem(uses: string, comment: string): string | null {
  if (isOwnAction(uses)) return null;
  if (uses.startsWith('./')) return null; // a local action or workflow of the same repository
  if (uses.startsWith('docker://')) {
    return /@sha256:[0-9a-f]{64}$/.test(uses)
      ? null
      : `${uses}: a Docker image must be pinned by its sha256 digest`;
  }
  const m = /^([A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+)((?:\/[^@]+)?)@(.+)$/.exec(uses);
  if (m === null) return `${uses}: not an owner/repo[/path]@ref reference`;
  const repo = (m[1] as string).toLowerCase();
  const ref = m[3] as string;
  if (!/^[0-9a-f]{40}$/.test(ref)) {
    return `${uses}: a third-party action must be pinned by a full 40-hex commit SHA, not '${ref}'`;
  }
  const tag = /^#\s*(v\d+\.\d+\.\d+)\s*$/.exec(comment)?.[1];
  if (tag === undefined) return `${uses}: the pinned SHA needs its release as a '# vX.Y.Z' comment`;
  const known = VERIFIED_PINS[repo];
  if (known === undefined) {
    return `${uses}: ${repo} is not among the verified pins (tests/workflows/supply-chain.ts)`;
  }
  const verified = known[ref];
  if (verified === undefined) {
    return `${uses}: ${ref} is not a verified commit of ${repo} (known: ${Object.entries(known)
      .map(([sha, v]) => `${v} ${sha}`)
      .join(', ')})`;
  }
  if (verified !== tag) return `${uses}: the comment says ${tag}, but that commit is ${verified}`;
  return null;
}

/** Every pinning problem in a workflow's text, as `line N: what`. */
export function pinProblems(text: string): string[] {
  const doc = parseDocument(text);
  const lines = usesLines(text);
  const problems: string[] = [];
  // Every reference the parser sees must be on a line we read (no flow-style step hides one).
  for (const uses of parsedUses(doc.toJS())) {
    if (!lines.some((l) => l.uses === uses)) {
      problems.push(
        `${uses}: a uses: reference not written as 'uses: REF # vX.Y.Z' on its own line`,
      );
    }
  }
  for (const l of lines) {
    const problem = pinProblem(l.uses, l.comment);
    if (problem !== null) problems.push(`line ${l.line}: ${problem}`);
  }
  return problems;
}

/** The scopes a job's token may write, and what is wrong with its permissions. */
export interface JobPermissions {
  readonly writes: readonly string[];
  readonly problems: readonly string[];
}

function permissionsOf(value: unknown, where: string): JobPermissions {
  if (value === undefined) {
    return {
      writes: [],
      problems: [`${where}: no permissions: block (the token would get the repository default)`],
    };
  }
  if (typeof value === 'string') {
    return { writes: [], problems: [`${where}: permissions: ${value} (name each scope instead)`] };
  }
  if (!isMapping(value))
    return { writes: [], problems: [`${where}: permissions is not a mapping`] };
  const problems: string[] = [];
  const writes: string[] = [];
  for (const [scope, level] of Object.entries(value)) {
    if (!PERMISSION_SCOPES.has(scope)) problems.push(`${where}: unknown permission scope ${scope}`);
    if (level === 'write') writes.push(scope);
    else if (level !== 'read' && level !== 'none') {
      problems.push(`${where}: ${scope}: ${String(level)} (expected read, write or none)`);
    }
  }
  return { writes: writes.sort(), problems };
}

/** Each job's effective permissions: its own block, else the workflow's. */
export function jobPermissions(workflow: unknown): Map<string, JobPermissions> {
  const out = new Map<string, JobPermissions>();
  if (!isMapping(workflow) || !isMapping(workflow['jobs'])) return out;
  for (const [id, job] of Object.entries(workflow['jobs'])) {
    const own = isMapping(job) ? job['permissions'] : undefined;
    out.set(
      id,
      own !== undefined
        ? permissionsOf(own, `jobs.${id}.permissions`)
        : permissionsOf(workflow['permissions'], `jobs.${id} (and the workflow)`),
    );
  }
  return out;
}

/**
 * Every permission problem of a workflow against the writes expected of each job
 * (`expected`: job id -> the scopes it may write; a job missing there is a problem).
 */
export function permissionProblems(
  workflow: unknown,
  expected: ReadonlyMap<string, readonly string[]>,
): string[] {
  const problems: string[] = [];
  if (isMapping(workflow) && typeof workflow['permissions'] === 'string') {
    problems.push(`permissions: ${workflow['permissions']} at the top level`);
  }
  const jobs = jobPermissions(workflow);
  for (const [id, p] of jobs) {
    problems.push(...p.problems);
    const want = expected.get(id);
    if (want === undefined) {
      problems.push(`jobs.${id}: no expected permissions documented for this job`);
      continue;
    }
    const sorted = [...want].sort();
    if (p.writes.join(',') !== sorted.join(',')) {
      problems.push(
        `jobs.${id}: writes ${p.writes.join(', ') || 'nothing'}, expected ${sorted.join(', ') || 'nothing'}`,
      );
    }
  }
  for (const id of expected.keys()) {
    if (!jobs.has(id)) problems.push(`jobs.${id}: documented but not in the workflow`);
  }
  return problems;
}

/** One row of SECURITY.md's table of the writes each job's token has, and why. */
export interface DocumentedWrites {
  readonly workflow: string;
  readonly job: string;
  readonly writes: readonly string[];
}

export const PERMISSIONS_START = '<!-- workflow-permissions:start -->';
export const PERMISSIONS_END = '<!-- workflow-permissions:end -->';

/**
 * SECURITY.md's table between the two markers: `| \`file\` | \`job\` | \`scope\`, … or
 * none | why |`. Throws on a row it cannot read, so a malformed table fails loudly.
 */
export function documentedWrites(markdown: string): DocumentedWrites[] {
  const start = markdown.indexOf(PERMISSIONS_START);
  const end = markdown.indexOf(PERMISSIONS_END);
  if (start < 0 || end < start)
    throw new Error('SECURITY.md: the workflow-permissions table is missing');
  const rows = markdown
    .slice(start + PERMISSIONS_START.length, end)
    .split('\n')
    .filter((l) => l.trim().startsWith('|'))
    .slice(2); // the header and its rule
  return rows.map((row) => {
    const cells = row
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    const code = (cell: string | undefined) => /^`([^`]+)`$/.exec(cell ?? '')?.[1];
    const workflow = code(cells[0]);
    const job = code(cells[1]);
    const writesCell = cells[2] ?? '';
    const writes = writesCell === 'none' ? [] : writesCell.split(',').map((s) => code(s.trim()));
    if (workflow === undefined || job === undefined || writes.some((w) => w === undefined)) {
      throw new Error(`SECURITY.md: cannot read the permissions row: ${row}`);
    }
    return { workflow, job, writes: writes as string[] };
  });
}
