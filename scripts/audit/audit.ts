// `npm audit` against audit-justifications.json: pure functions (the command is
// run.ts). npm's JSON report (auditReportVersion 2) lists, per vulnerable package,
// the advisories it is affected by (`via` objects) and the packages it is affected
// through (`via` strings). Every advisory must be justified in the file, by its id
// and package; a report that is not one (the registry's advisory service did not
// answer) is a skip, never a pass and never a failure, unless required.

/** One advisory affecting one installed package. */
export interface Finding {
  /** `GHSA-…` when the advisory's URL names one, else npm's numeric source id. */
  readonly advisory: string;
  readonly package: string;
  readonly severity: string;
  readonly title: string;
  readonly url: string;
  readonly range: string;
}

export interface Justification {
  readonly advisory: string;
  readonly package: string;
  /** Why the finding does not affect what we ship, or why it cannot be fixed yet. */
  readonly why: string;
}

export type AuditReading =
  | { readonly kind: 'report'; readonly findings: readonly Finding[] }
  | { readonly kind: 'unavailable'; readonly reason: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** What npm printed: a report, or why there is none (the first line of its error). */
export function readAudit(stdout: string, stderr = ''): AuditReading {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stdout);
  } catch {
    const line = `${stderr}\n${stdout}`.split('\n').find((l) => l.trim() !== '');
    return { kind: 'unavailable', reason: line?.trim().slice(0, 300) || 'npm printed no report' };
  }
  if (!isRecord(parsed) || !isRecord(parsed['vulnerabilities'])) {
    const error = isRecord(parsed) && isRecord(parsed['error']) ? parsed['error'] : {};
    const reason =
      (isRecord(parsed) ? text(parsed['message']) : '') ||
      text(error['summary']) ||
      text(error['code']) ||
      'npm printed no report';
    return { kind: 'unavailable', reason: reason.split('\n')[0]?.slice(0, 300) ?? reason };
  }
  const seen = new Set<string>();
  const findings: Finding[] = [];
  for (const [name, entry] of Object.entries(parsed['vulnerabilities'])) {
    if (!isRecord(entry) || !Array.isArray(entry['via'])) continue;
    for (const via of entry['via']) {
      if (!isRecord(via)) continue; // affected through another package: listed under it
      const url = text(via['url']);
      const advisory = /GHSA(-[23456789cfghjmpqrvwx]{4}){3}/.exec(url)?.[0] ?? text(via['source']);
      const pkg = text(via['dependency']) || text(via['name']) || name;
      const key = `${advisory} ${pkg}`;
      if (seen.has(key)) continue;
      seen.add(key);
      findings.push({
        advisory,
        package: pkg,
        severity: text(via['severity']) || text(entry['severity']),
        title: text(via['title']),
        url,
        range: text(via['range']),
      });
    }
  }
  findings.sort((a, b) =>
    a.package === b.package ? (a.advisory < b.advisory ? -1 : 1) : a.package < b.package ? -1 : 1,
  );
  return { kind: 'report', findings };
}

/** The justification file's entries; throws naming what is wrong with it. */
export function readJustifications(value: unknown, where: string): Justification[] {
  if (!isRecord(value) || !Array.isArray(value['justifications'])) {
    throw new Error(`${where}: expected {"justifications": [...]}`);
  }
  return value['justifications'].map((j, i) => {
    if (
      !isRecord(j) ||
      typeof j['advisory'] !== 'string' ||
      typeof j['package'] !== 'string' ||
      typeof j['why'] !== 'string' ||
      j['why'].trim().length < 20
    ) {
      throw new Error(
        `${where}: justifications[${i}]: expected {"advisory", "package", "why"} with a why of a sentence or more`,
      );
    }
    return { advisory: j['advisory'], package: j['package'], why: j['why'] };
  });
}

export interface Comparison {
  readonly justified: readonly Finding[];
  readonly unjustified: readonly Finding[];
  /** Justifications no finding needs any more (remove them). */
  readonly stale: readonly Justification[];
}

export function compareAudit(
  findings: readonly Finding[],
  justifications: readonly Justification[],
): Comparison {
  const matches = (f: Finding, j: Justification) =>
    j.advisory.toLowerCase() === f.advisory.toLowerCase() && j.package === f.package;
  return {
    justified: findings.filter((f) => justifications.some((j) => matches(f, j))),
    unjustified: findings.filter((f) => !justifications.some((j) => matches(f, j))),
    stale: justifications.filter((j) => !findings.some((f) => matches(f, j))),
  };
}

/** The lines to print and the exit code: 0 clean, justified or skipped; 1 otherwise. */
export function auditVerdict(
  reading: AuditReading,
  justifications: readonly Justification[],
  options: { readonly require?: boolean; readonly file?: string } = {},
): { readonly code: number; readonly lines: readonly string[] } {
  const file = options.file ?? 'audit-justifications.json';
  if (reading.kind === 'unavailable') {
    const line = `audit: ${options.require === true ? 'failed' : 'skipped'}: the registry's advisory service gave no report (${reading.reason})`;
    return {
      code: options.require === true ? 1 : 0,
      lines: [line, `audit: nothing was checked against ${file}; run npm audit where it answers`],
    };
  }
  const c = compareAudit(reading.findings, justifications);
  const describe = (f: Finding) =>
    `${f.package} ${f.range}: ${f.severity} ${f.advisory} ${f.title}${f.url === '' ? '' : ` (${f.url})`}`;
  const lines = [
    ...c.justified.map((f) => `audit: justified in ${file}: ${describe(f)}`),
    ...c.unjustified.map(
      (f) => `audit: NOT justified: ${describe(f)}: update the package, or justify it in ${file}`,
    ),
    ...c.stale.map(
      (j) =>
        `audit: note: ${file} justifies ${j.advisory} in ${j.package}, which npm no longer reports`,
    ),
    c.unjustified.length === 0
      ? `audit: ${reading.findings.length === 0 ? 'no advisory' : `${reading.findings.length} advisories, each justified`}`
      : `audit: ${c.unjustified.length} of ${reading.findings.length} advisories not justified`,
  ];
  return { code: c.unjustified.length === 0 ? 0 : 1, lines };
}
