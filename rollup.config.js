// Bundles dist/ in two builds. The CLI and the library share one chunk in
// dist/chunks/, so the code they share lives once. The Action (dist/index.js) is
// one self-contained file with the @actions/* toolkit, as the runner loads it. No
// source maps are committed. dist/licenses.json and dist/THIRD-PARTY-LICENSES.txt
// record the npm packages bundled into them (scripts/licenses/).
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import typescript from '@rollup/plugin-typescript';
import { readFileSync } from 'node:fs';
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
      // Everything but the CLI's own modules is shared by both entries.
      manualChunks: (id) => (id.includes('/src/cli/') ? undefined : 'shared'),
      banner: (chunk) => (chunk.isEntry && chunk.name === 'cli' ? '#!/usr/bin/env node' : ''),
    },
    external,
    plugins: plugins(),
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
