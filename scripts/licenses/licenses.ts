// The licence check of what rollup bundled into dist/ (scripts/licenses/rollup-plugin.js
// writes dist/licenses.json): each bundled package's declared licence must be an SPDX
// expression the allow-list satisfies, or carry a review in reviewed.json; and the
// record must match the package installed at its path, so a stale dist/licenses.json
// (a dependency updated without a rebuild) fails too. Pure functions here; the
// command is check.ts.

/**
 * Licences whose terms let us bundle the code into a published Action and npm package
 * under Apache-2.0, asking only for notices (dist/THIRD-PARTY-LICENSES.txt keeps them).
 */
export const ALLOWED_LICENSES: readonly string[] = [
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'CC0-1.0',
  'ISC',
  'MIT',
  'MIT-0',
  'Python-2.0',
  'Unlicense',
];

export interface LicenseRecord {
  readonly name: string;
  readonly version: string;
  readonly license: string | null;
  readonly path: string;
  readonly licenseFiles: readonly string[];
  readonly bundles: readonly string[];
}

export interface Review {
  readonly declared: string | null;
  readonly license: string;
  readonly why: string;
}

type Token = '(' | ')' | 'AND' | 'OR' | 'WITH' | { readonly id: string };

function tokens(expression: string): Token[] | null {
  const out: Token[] = [];
  for (const raw of expression
    .replace(/([()])/g, ' $1 ')
    .trim()
    .split(/\s+/)) {
    if (raw === '(' || raw === ')') out.push(raw);
    else if (/^(AND|OR|WITH)$/i.test(raw)) out.push(raw.toUpperCase() as 'AND' | 'OR' | 'WITH');
    else if (/^[A-Za-z0-9.+-]+$/.test(raw)) out.push({ id: raw });
    else return null;
  }
  return out;
}

/**
 * Whether an SPDX licence expression is satisfied by the allowed licences: `A OR B`
 * when either is, `A AND B` when both are. Identifiers compare case-insensitively,
 * `X+` is X, and `X WITH exception` is refused (an exception is reviewed by hand).
 * Null for what is not an SPDX expression at all (`MIT/X11`, `SEE LICENSE IN …`).
 */
export function satisfies(
  expression: string,
  allowed: readonly string[] = ALLOWED_LICENSES,
): boolean | null {
  const list = tokens(expression);
  if (list === null || list.length === 0) return null;
  const ok = new Set(allowed.map((a) => a.toLowerCase()));
  let i = 0;
  // or := and ('OR' and)* ; and := atom ('AND' atom)* ; atom := id ['WITH' id] | '(' or ')'
  const atom = (): boolean | null => {
    const t = list[i++];
    if (t === '(') {
      const v = or();
      return list[i++] === ')' ? v : null;
    }
    if (t === undefined || typeof t === 'string') return null;
    if (list[i] === 'WITH') {
      const exception = list[i + 1];
      if (exception === undefined || typeof exception === 'string') return null;
      i += 2;
      return false;
    }
    return ok.has(t.id.replace(/\+$/, '').toLowerCase());
  };
  const and = (): boolean | null => {
    let v = atom();
    while (v !== null && list[i] === 'AND') {
      i++;
      const next = atom();
      v = next === null ? null : v && next;
    }
    return v;
  };
  const or = (): boolean | null => {
    let v = and();
    while (v !== null && list[i] === 'OR') {
      i++;
      const next = and();
      v = next === null ? null : v || next;
    }
    return v;
  };
  const value = or();
  return i === list.length ? value : null;
}

export interface Installed {
  readonly name?: unknown;
  readonly version?: unknown;
  readonly license?: unknown;
  readonly licenses?: unknown;
}

/** The licence a package.json declares (the same reading as the rollup plugin's). */
export function declaredLicense(pkg: Installed): string | null {
  if (typeof pkg.license === 'string') return pkg.license;
  const type = (pkg.license as { type?: unknown } | null | undefined)?.type;
  if (typeof type === 'string') return type;
  if (Array.isArray(pkg.licenses)) {
    const types = pkg.licenses
      .map((l: unknown) => (typeof l === 'string' ? l : (l as { type?: unknown } | null)?.type))
      .filter((t): t is string => typeof t === 'string' && t !== '');
    if (types.length > 0)
      return types.length === 1 ? (types[0] as string) : `(${types.join(' OR ')})`;
  }
  return null;
}

export interface CheckInput {
  readonly packages: readonly LicenseRecord[];
  readonly reviewed: Readonly<Record<string, Review>>;
  /** The package.json installed at a record's path, or null when there is none. */
  readonly installed: (record: LicenseRecord) => Installed | null;
  readonly allowed?: readonly string[];
}

export interface CheckResult {
  readonly problems: readonly string[];
  /** Licence (as accepted) -> number of packages. */
  readonly counts: ReadonlyMap<string, number>;
  /** Reviews no bundled package uses any more. */
  readonly unusedReviews: readonly string[];
}

/** Checks every bundled package; problems name the package and say what to do. */
export function checkLicenses(input: CheckInput): CheckResult {
  const allowed = input.allowed ?? ALLOWED_LICENSES;
  const problems: string[] = [];
  const counts = new Map<string, number>();
  const usedReviews = new Set<string>();
  for (const p of input.packages) {
    const key = `${p.name}@${p.version}`;
    const pkg = input.installed(p);
    if (pkg === null) {
      problems.push(`${key}: not installed at ${p.path} (run npm ci, then npm run build)`);
      continue;
    }
    if (pkg.name !== p.name || pkg.version !== p.version) {
      problems.push(
        `${key}: ${p.path} now holds ${String(pkg.name)}@${String(pkg.version)}; dist/licenses.json is stale (npm run build)`,
      );
      continue;
    }
    const declared = declaredLicense(pkg);
    if (declared !== p.license) {
      problems.push(
        `${key}: declares ${JSON.stringify(declared)} but dist/licenses.json says ${JSON.stringify(p.license)} (npm run build)`,
      );
      continue;
    }
    const review = input.reviewed[key];
    let accepted: string | null = null;
    if (declared !== null && satisfies(declared, allowed) === true) {
      accepted = declared;
    } else if (review !== undefined && review.declared === declared) {
      if (satisfies(review.license, allowed) === true) {
        accepted = review.license;
        usedReviews.add(key);
      } else {
        problems.push(
          `${key}: reviewed as ${review.license}, which the allow-list does not satisfy`,
        );
        continue;
      }
    }
    if (accepted === null) {
      const what =
        declared === null
          ? 'declares no licence'
          : satisfies(declared, allowed) === null
            ? `declares ${JSON.stringify(declared)}, which is not an SPDX expression`
            : `is under ${declared}, which the allow-list (${allowed.join(', ')}) does not satisfy`;
      const stale =
        review !== undefined
          ? ` (its review in scripts/licenses/reviewed.json was for ${JSON.stringify(review.declared)})`
          : '';
      problems.push(
        `${key} (${p.path}, in ${p.bundles.join(', ')}) ${what}${stale}: drop the dependency, or review its licence and record it in scripts/licenses/reviewed.json`,
      );
      continue;
    }
    counts.set(accepted, (counts.get(accepted) ?? 0) + 1);
  }
  const unusedReviews = Object.keys(input.reviewed).filter((k) => !usedReviews.has(k));
  return { problems, counts, unusedReviews };
}
