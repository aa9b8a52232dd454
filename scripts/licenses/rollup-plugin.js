// A rollup plugin that records every npm package whose code ends up in the bundles:
// `licenses.json` (name, version, declared licence, where it is installed, which
// output files hold it) and `THIRD-PARTY-LICENSES.txt` (each package's own licence
// and notice files), written next to the bundles. Both builds of rollup.config.js
// write into dist/, so the records of every build this process ran are merged and
// both files are rewritten after each one: after `npm run build` they cover all
// the bundles. Sorted and free of dates and absolute paths, so the same sources and
// lockfile give the same bytes. scripts/licenses/check.ts checks the result.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const LICENSES_FILE = 'licenses.json';
export const NOTICES_FILE = 'THIRD-PARTY-LICENSES.txt';
export const LICENSES_SCHEMA = 'agentverity-action/licenses@1';

/** The licences established by review (scripts/licenses/reviewed.json), by `name@version`. */
const REVIEWED = JSON.parse(
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'reviewed.json'), 'utf8'),
).packages;

/** Output folder (absolute) -> `name@version` -> the package's record. */
const recorded = new Map();

/** The installed package folder a module id lies in, or null for our own code. */
export function packageDirOf(id) {
  const file = id.replace(/^\0+/, '').replace(/\?.*$/, '').split(path.sep).join('/');
  const at = file.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const rest = file.slice(at + '/node_modules/'.length).split('/');
  const name = rest[0]?.startsWith('@') ? rest.slice(0, 2).join('/') : rest[0];
  if (name === undefined || name === '') return null;
  return `${file.slice(0, at)}/node_modules/${name}`;
}

/** The licence a package.json declares, as written (an SPDX expression, we hope). */
export function declaredLicense(pkg) {
  if (typeof pkg.license === 'string') return pkg.license;
  if (
    pkg.license !== null &&
    typeof pkg.license === 'object' &&
    typeof pkg.license.type === 'string'
  )
    return pkg.license.type;
  // The old `licenses: [{type}]` form: any of them may be chosen.
  if (Array.isArray(pkg.licenses)) {
    const types = pkg.licenses.map((l) => (typeof l === 'string' ? l : l?.type)).filter(Boolean);
    if (types.length > 0) return types.length === 1 ? types[0] : `(${types.join(' OR ')})`;
  }
  return null;
}

/** The package's licence and notice files, by name. */
export function licenseFilesIn(dir) {
  return readdirSync(dir)
    .filter((f) => /^(licen[cs]e|copying|notice)([.-].*)?$/i.test(f))
    .sort();
}

function render(records) {
  const packages = [...records.values()].sort((a, b) =>
    a.name === b.name ? (a.version < b.version ? -1 : 1) : a.name < b.name ? -1 : 1,
  );
  const json = {
    schema: LICENSES_SCHEMA,
    about:
      'The npm packages bundled into these files, with the licence each declares. The texts: THIRD-PARTY-LICENSES.txt.',
    packages: packages.map((p) => ({
      name: p.name,
      version: p.version,
      license: p.license,
      path: p.path,
      licenseFiles: p.licenseFiles,
      bundles: [...p.bundles].sort(),
    })),
  };
  const rule = '='.repeat(78);
  const notices = [
    'The npm packages bundled into the files of this folder, and their licences.',
    'The code of AgentVerity Action itself is under the Apache License 2.0 (LICENSE).',
    '',
    ...packages.flatMap((p) => [
      rule,
      `${p.name}@${p.version} (${p.license ?? 'no licence declared'})`,
      rule,
      ...(REVIEWED[`${p.name}@${p.version}`]?.declared === p.license
        ? [
            `Reviewed as ${REVIEWED[`${p.name}@${p.version}`].license}: ${REVIEWED[`${p.name}@${p.version}`].why}`,
            '',
          ]
        : []),
      ...(p.licenseFiles.length === 0
        ? [
            `The package ships no licence file; its package.json declares ${p.license ?? 'nothing'}.`,
            '',
          ]
        : p.texts.flatMap((t) => [
            `--- ${t.file}`,
            '',
            t.text.replace(/\r\n?/g, '\n').trimEnd(),
            '',
          ])),
    ]),
  ];
  return { json: `${JSON.stringify(json, null, 2)}\n`, notices: `${notices.join('\n')}\n` };
}

/**
 * The plugin. `root` is the folder paths in licenses.json are relative to (the
 * repository, so `path` points into its node_modules).
 */
export function bundledLicenses({ root = process.cwd() } = {}) {
  return {
    name: 'bundled-licenses',
    writeBundle(options, bundle) {
      const outDir = path.resolve(options.dir ?? path.dirname(options.file));
      let records = recorded.get(outDir);
      if (records === undefined) recorded.set(outDir, (records = new Map()));
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const [id, info] of Object.entries(chunk.modules)) {
          if (info.renderedLength === 0) continue; // tree-shaken away
          const dir = packageDirOf(id);
          if (dir === null || !existsSync(path.join(dir, 'package.json'))) continue;
          const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
          const key = `${pkg.name}@${pkg.version}`;
          let r = records.get(key);
          if (r === undefined) {
            const licenseFiles = licenseFilesIn(dir);
            r = {
              name: pkg.name,
              version: pkg.version,
              license: declaredLicense(pkg),
              path: path.relative(root, dir).split(path.sep).join('/'),
              licenseFiles,
              texts: licenseFiles.map((file) => ({
                file,
                text: readFileSync(path.join(dir, file), 'utf8'),
              })),
              bundles: new Set(),
            };
            records.set(key, r);
          }
          r.bundles.add(chunk.fileName);
        }
      }
      const { json, notices } = render(records);
      writeFileSync(path.join(outDir, LICENSES_FILE), json);
      writeFileSync(path.join(outDir, NOTICES_FILE), notices);
    },
  };
}
