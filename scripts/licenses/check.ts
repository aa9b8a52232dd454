// npx tsx scripts/licenses/check.ts [dist/licenses.json]
//
// Fails (exit 1) when a package bundled into dist/ is under a licence outside the
// allow-list (scripts/licenses/licenses.ts) without a review in reviewed.json, when
// dist/licenses.json no longer matches what node_modules holds, or when the notices
// file misses a package. Run after `npm run build` (.ci/run does).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkLicenses, type Installed, type LicenseRecord, type Review } from './licenses.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SCHEMA = 'agentverity-action/licenses@1';

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
}

function main(argv: readonly string[]): number {
  const file = path.resolve(argv[0] ?? path.join(ROOT, 'dist', 'licenses.json'));
  const shown = path.relative(process.cwd(), file) || file;
  if (!existsSync(file)) {
    console.error(`licenses: ${shown} does not exist: run npm run build first`);
    return 1;
  }
  const record = readJson(file) as { schema?: unknown; packages?: unknown };
  if (record.schema !== SCHEMA || !Array.isArray(record.packages)) {
    console.error(`licenses: ${shown}: expected {"schema": "${SCHEMA}", "packages": [...]}`);
    return 1;
  }
  const packages = record.packages as LicenseRecord[];
  const reviewed = (
    readJson(path.join(ROOT, 'scripts', 'licenses', 'reviewed.json')) as {
      packages: Record<string, Review>;
    }
  ).packages;
  const result = checkLicenses({
    packages,
    reviewed,
    installed: (p) => {
      const pj = path.join(ROOT, p.path, 'package.json');
      return existsSync(pj) ? (readJson(pj) as Installed) : null;
    },
  });
  const problems = [...result.problems];
  const notices = path.join(path.dirname(file), 'THIRD-PARTY-LICENSES.txt');
  if (!existsSync(notices)) {
    problems.push(`${path.relative(process.cwd(), notices)} does not exist: run npm run build`);
  } else {
    const text = readFileSync(notices, 'utf8');
    for (const p of packages) {
      if (!text.includes(`\n${p.name}@${p.version} (`)) {
        problems.push(
          `${p.name}@${p.version}: missing from THIRD-PARTY-LICENSES.txt (npm run build)`,
        );
      }
    }
  }
  for (const key of result.unusedReviews) {
    console.log(
      `licenses: note: the review of ${key} in scripts/licenses/reviewed.json is no longer used`,
    );
  }
  if (problems.length > 0) {
    for (const p of problems) console.error(`licenses: ${p}`);
    console.error(`licenses: ${problems.length} problem(s) in ${packages.length} bundled packages`);
    return 1;
  }
  const counts = [...result.counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([l, n]) => `${l} ${n}`)
    .join(', ');
  console.log(`licenses: ${packages.length} bundled packages, every licence allowed (${counts})`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
