// npx tsx scripts/audit/run.ts [--require] [--file audit-justifications.json]
//
// Runs `npm audit --json` over the whole lockfile (everything dist/ bundles is a
// devDependency, so none is left out) and compares each advisory with
// audit-justifications.json: exit 1 when one is not justified. When the registry's
// advisory service gives no report (offline, a mirror without the audit endpoint,
// an error or a time-out) it prints a `skipped` line and exits 0, so CI does not
// depend on that service; --require (or AGENTVERITY_AUDIT_REQUIRED=1) makes that a
// failure, for a release.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { auditVerdict, readAudit, readJustifications } from './audit.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const fileAt = process.argv.indexOf('--file');
const FILE = fileAt > 0 ? (process.argv[fileAt + 1] ?? '') : 'audit-justifications.json';

const required =
  process.argv.includes('--require') || process.env['AGENTVERITY_AUDIT_REQUIRED'] === '1';
const justifications = readJustifications(
  JSON.parse(readFileSync(path.resolve(ROOT, FILE), 'utf8')) as unknown,
  FILE,
);
const npm = spawnSync(
  'npm',
  ['audit', '--json', '--fetch-timeout=20000', '--fetch-retries=1', '--no-update-notifier'],
  { cwd: ROOT, encoding: 'utf8', timeout: 120_000, maxBuffer: 64 << 20 },
);
const reading =
  npm.error !== undefined
    ? { kind: 'unavailable' as const, reason: `npm audit did not finish: ${npm.error.message}` }
    : readAudit(npm.stdout, npm.stderr);
const verdict = auditVerdict(reading, justifications, { require: required, file: FILE });
for (const line of verdict.lines) (verdict.code === 0 ? console.log : console.error)(line);
process.exitCode = verdict.code;
