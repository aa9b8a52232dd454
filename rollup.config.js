// Bundles the CLI and the library into dist/. No source maps are committed.
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import typescript from '@rollup/plugin-typescript';

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
];

export default [
  {
    input: 'src/cli/main.ts',
    output: { file: 'dist/cli.js', format: 'es', banner: '#!/usr/bin/env node', sourcemap: false },
    plugins: plugins(),
  },
  {
    input: 'src/index.ts',
    output: { file: 'dist/lib.js', format: 'es', sourcemap: false },
    plugins: plugins(),
  },
];
