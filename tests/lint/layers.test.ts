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

  const SHELL_NAMES = ['github', 'cli', 'testing'] as const;
  const coreRefused = (shell: string, what: string, source: string) =>
    `layers/import-direction: src/${shell} may import src/core only for types and formatting helpers: ${what} from '${source}' goes through src/app (DESIGN.md §3)`;

  it.each(SHELL_NAMES)(
    'src/%s imports core values only for formatting; every other value goes through app',
    async (shell) => {
      const src = '../core/index.js';
      const refused = await messages(
        `src/${shell}/example.ts`,
        [
          `import { withBaseline } from '${src}';`,
          `import { admit, listing, type Assessment } from '${src}';`,
          "import { Refusal } from '../core/errors.js';",
          `import * as core from '${src}';`,
          `export { compareEvidence } from '${src}';`,
          `export * from '${src}';`,
          `export const later = () => import('${src}');`,
          'export const used = [withBaseline, admit, listing, Refusal, core];',
          'export type A = Assessment;',
        ].join('\n'),
      );
      const layered = refused.filter((m) => m.startsWith('layers/'));
      expect(layered).toEqual([
        coreRefused(shell, "the value 'withBaseline'", src),
        coreRefused(shell, "the value 'admit'", src),
        coreRefused(shell, "the value 'Refusal'", '../core/errors.js'),
        coreRefused(shell, '* as core', src),
        coreRefused(shell, "the value 'compareEvidence'", src),
        coreRefused(shell, 'export *', src),
        coreRefused(shell, 'a dynamic import', src),
      ]);
      // Types, and the formatting helpers, are the shell's to import.
      const allowed = await messages(
        `src/${shell}/example.ts`,
        [
          `import type { Assessment, Finding } from '${src}';`,
          `import { describeThrown, listing, plural, type Baseline } from '${src}';`,
          `export type { CheckResult } from '${src}';`,
          "export * from '../app/vocabulary.js';",
          'export const used = [describeThrown, listing, plural];',
          'export type A = Assessment | Finding | Baseline;',
        ].join('\n'),
      );
      expect(allowed.filter((m) => m.startsWith('layers/'))).toEqual([]);
    },
  );

  it('app and render import core values freely', async () => {
    for (const room of ['app', 'render']) {
      const found = await messages(
        `src/${room}/example.ts`,
        "export { withBaseline, admit } from '../core/index.js';\n",
      );
      expect(
        found.filter((m) => m.startsWith('layers/')),
        room,
      ).toEqual([]);
    }
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
