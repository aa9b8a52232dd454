// Bundles the CLI and the library into dist/ in one build, so the code they share
// lives once in dist/chunks/. No source maps are committed.
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import typescript from '@rollup/plugin-typescript';

export default {
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
  plugins: [
    typescript({
      tsconfig: './tsconfig.json',
      include: ['src/**/*.ts'],
      noEmitOnError: true,
      sourceMap: false,
    }),
    nodeResolve({ preferBuiltins: true, exportConditions: ['node'] }),
    commonjs(),
    json(),
  ],
};
