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

  it.each(
    ['github', 'cli', 'testing'].flatMap((shell) =>
      (['collect', 'agents', 'importers', 'evidence'] as const).map((room) => [shell, room]),
    ),
  )('src/%s goes through app: importing src/%s is refused', async (shell, room) => {
    const found = await messages(
      `src/${shell}/example.ts`,
      `export * from '../${room}/index.js';\n`,
    );
    expect(found).toContain(
      `layers/import-direction: src/${shell} must not import src/${room} (DESIGN.md §3)`,
    );
    const door = await messages(`src/${shell}/example.ts`, "export * from '../app/index.js';\n");
    expect(door.filter((m) => m.startsWith('layers/'))).toEqual([]);
  });

  it('app never imports a shell', async () => {
    for (const shell of ['cli', 'github']) {
      const found = await messages('src/app/example.ts', `export * from '../${shell}/index.js';\n`);
      expect(found).toContain(
        `layers/import-direction: src/app must not import src/${shell} (DESIGN.md §3)`,
      );
    }
  });

  it('keeps the two shells apart: github never imports cli, cli never imports github', async () => {
    const github = await messages(
      'src/github/example.ts',
      "export { runCli } from '../cli/program.js';\n",
    );
    expect(github).toContain(
      'layers/import-direction: src/github must not import src/cli (DESIGN.md §3)',
    );
    const cli = await messages(
      'src/cli/example.ts',
      "export { readSettings } from '../github/inputs.js';\n",
    );
    expect(cli).toContain(
      'layers/import-direction: src/cli must not import src/github (DESIGN.md §3)',
    );
    // Both may import the use cases they share.
    for (const file of ['src/github/example.ts', 'src/cli/example.ts']) {
      const app = await messages(file, "export { checkSettings } from '../app/index.js';\n");
      expect(
        app.filter((m) => m.startsWith('layers/')),
        file,
      ).toEqual([]);
    }
  });

  it('keeps the test-runner shell apart from the other two, meeting them in app', async () => {
    for (const shell of ['cli', 'github']) {
      const found = await messages(
        'src/testing/example.ts',
        `export * from '../${shell}/index.js';\n`,
      );
      expect(found).toContain(
        `layers/import-direction: src/testing must not import src/${shell} (DESIGN.md §3)`,
      );
      const back = await messages(
        `src/${shell}/example.ts`,
        `export * from '../testing/index.js';\n`,
      );
      expect(back).toContain(
        `layers/import-direction: src/${shell} must not import src/testing (DESIGN.md §3)`,
      );
    }
    const app = await messages(
      'src/testing/example.ts',
      "export { obtainEvidence } from '../app/index.js';\n",
    );
    expect(app.filter((m) => m.startsWith('layers/'))).toEqual([]);
  });

  it('keeps src/app below the shells', async () => {
    for (const shell of ['cli', 'github', 'testing']) {
      const found = await messages('src/app/example.ts', `export * from '../${shell}/index.js';\n`);
      expect(found).toContain(
        `layers/import-direction: src/app must not import src/${shell} (DESIGN.md §3)`,
      );
    }
  });

  it('allows @actions/* only in src/github', async () => {
    const found = await messages('src/cli/example.ts', "export * from '@actions/core';\n");
    expect(found.some((m) => m.includes("only src/github may import '@actions/core'"))).toBe(true);
  });
});
