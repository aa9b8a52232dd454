// Bundles dist/ in two builds. The CLI and the library share their chunks in
// dist/chunks/, so the code they share lives once; each CLI command's work is a
// chunk loaded when the command runs, so `--version` and `--help` load no
// engine. The Action (dist/index.js) is one self-contained file with the
// @actions/* toolkit, as the runner loads it. No source maps are committed.
// dist/licenses.json and dist/THIRD-PARTY-LICENSES.txt record the npm packages
// bundled into them (scripts/licenses/).
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import typescript from '@rollup/plugin-typescript';
import { readFileSync, rmSync } from 'node:fs';
import { bundledLicenses } from './scripts/licenses/rollup-plugin.js';

const plugins = () => [
  typescript({
    tsconfig: './tsconfig.json',
    include: ['src/**/*.ts'],
    noEmitOnError: true,
    sourceMap: false,
  }),
  nodeResolve({ preferBuiltins: true, exportConditions: ['node'] }),
  commonjs(),
  json(),
  bundledLicenses(),
];

/**
 * The optional peer dependencies (package.json `peerDependencies`) are never
 * bundled: an adapter or the telemetry loader imports the user's own copy at
 * run time, so the framework's objects and OpenTelemetry's global provider are
 * the ones the user's code created.
 */
const OPTIONAL_PEERS = Object.keys(
  JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).peerDependencies ??
    {},
);
const external = (id) => OPTIONAL_PEERS.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * The bundled packages, each in a chunk of its own name, loaded only by the code
 * that uses it: the schema compiler when evidence or a baseline is read, the glob
 * matcher for a pattern, the zip reader for an Inspect log, the argument parser
 * by the CLI alone.
 */
const VENDOR_CHUNKS = {
  ajv: ['ajv', 'fast-uri', 'fast-deep-equal', 'json-schema-traverse'],
  glob: ['tinyglobby', 'picomatch', 'fdir'],
  fflate: ['fflate'],
  commander: ['commander'],
  yaml: ['yaml'],
};

function vendorChunk(id) {
  const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  if (match === null) return undefined;
  const name = match[1].replace('\\', '/');
  for (const [chunk, packages] of Object.entries(VENDOR_CHUNKS)) {
    if (packages.includes(name)) return chunk;
  }
  return undefined;
}

/**
 * dist/chunks/ is written afresh: a chunk an earlier build wrote and this one no
 * longer does would otherwise stay, and be packed.
 */
const freshChunks = () => ({
  name: 'fresh-chunks',
  buildStart() {
    rmSync(new URL('./dist/chunks', import.meta.url), { recursive: true, force: true });
  },
});

/** The toolkit's dependencies trip warnings that say nothing about our code. */
function onwarn(warning, warn) {
  const inDependency = (id) => typeof id === 'string' && id.includes('node_modules');
  if (warning.code === 'THIS_IS_UNDEFINED' && inDependency(warning.id)) return;
  if (warning.code === 'CIRCULAR_DEPENDENCY' && (warning.ids ?? []).some(inDependency)) return;
  warn(warning);
}

export default [
  {
    input: { cli: 'src/cli/main.ts', lib: 'src/index.ts' },
    output: {
      dir: 'dist',
      format: 'es',
      sourcemap: false,
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name].js',
      // Rollup splits the rest by which entry (or command loaded on use) needs it;
      // the bundled packages get chunks named for them.
      manualChunks: vendorChunk,
      banner: (chunk) => (chunk.isEntry && chunk.name === 'cli' ? '#!/usr/bin/env node' : ''),
    },
    external,
    // No module of ours or of the bundled packages is imported for its side
    // effects: one that is imported for nothing it exports (through an index)
    // is left out, so a command never loads what it does not use.
    treeshake: { moduleSideEffects: (id, isExternal) => isExternal },
    plugins: [freshChunks(), ...plugins()],
    onwarn,
  },
  {
    input: 'src/github/index.ts',
    output: {
      file: 'dist/index.js',
      format: 'es',
      sourcemap: false,
      inlineDynamicImports: true,
    },
    external,
    plugins: plugins(),
    onwarn,
  },
];
