import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';

const eslint = new ESLint({ cwd: ROOT });

async function messages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the layering lint rules (DESIGN.md §3)', () => {
  it('keeps src/core pure: no node:*, no third-party imports, no clock, randomness or process', async () => {
    const found = await messages(
      'src/core/meter/example.ts',
      [
        "import { readFileSync } from 'node:fs';",
        "import { Command } from 'commander';",
        "import { sha256 } from '@noble/hashes/sha2';",
        'export const a = Date.now() + Math.random() + readFileSync.length + sha256.length;',
        'export const b = new Date();',
        'export const c = process.env.X;',
        'export { Command };',
      ].join('\n'),
    );
    expect(found.filter((m) => m.includes("must not import 'node:fs'"))).toHaveLength(1);
    expect(found.filter((m) => m.includes("must not import 'commander'"))).toHaveLength(1);
    expect(found.some((m) => m.includes('@noble/hashes'))).toBe(false);
    expect(found.filter((m) => m.includes('pass time in'))).toHaveLength(2);
    expect(found.some((m) => m.includes('pass randomness in'))).toBe(true);
    expect(found.some((m) => m.startsWith('no-restricted-globals') && m.includes('process'))).toBe(
      true,
    );
  });

  it('lets imports flow inward only', async () => {
    const core = await messages(
      'src/core/meter/example.ts',
      "export { renderText } from '../../render/text.js';\n",
    );
    expect(core.some((m) => m.includes('src/core must not import src/render'))).toBe(true);
    const render = await messages(
      'src/render/example.ts',
      "export { runCli } from '../cli/program.js';\n",
    );
    expect(render.some((m) => m.includes('src/render must not import src/cli'))).toBe(true);
    const cli = await messages(
      'src/cli/example.ts',
      "export { renderText } from '../render/text.js';\n",
    );
    expect(cli.filter((m) => m.startsWith('layers/'))).toEqual([]);
  });

  it('allows @actions/* only in src/github', async () => {
    const found = await messages('src/cli/example.ts', "export * from '@actions/core';\n");
    expect(found.some((m) => m.includes("only src/github may import '@actions/core'"))).toBe(true);
  });
});
