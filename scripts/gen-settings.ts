/**
 * Writes what the settings table (src/app/setting-rows.ts) decides into the two
 * files that list the gate's settings by hand otherwise: action.yml's inputs of
 * the settings and the README's table of them, each between its two marker
 * lines; everything outside the markers is left as it is. Run with
 * `npm run gen:settings`; tests/app/setting-table.test.ts fails when either
 * file differs from what this writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { SETTING_TABLE, type SettingRow } from '../src/app/setting-table.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The command that regenerates the blocks, as the drift test names it. */
export const GEN_COMMAND = 'npm run gen:settings';

/** A generated block: the file, its marker lines and how its text is made. */
export interface Block {
  readonly file: string;
  readonly start: string;
  readonly end: string;
  readonly make: (table: readonly SettingRow[]) => Promise<string>;
}

const NOTE = `generated from src/app/setting-rows.ts by \`${GEN_COMMAND}\`: edit the rows, not this block`;

/** Words wrapped into lines of at most `width` characters (a longer word stands alone). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** action.yml's inputs of the settings: each row with an input, in the table's order. */
export function actionInputs(table: readonly SettingRow[]): Promise<string> {
  const out: string[] = [];
  for (const row of table) {
    if (row.input === null) continue;
    if (row.action === undefined)
      throw new Error(`setting ${row.key} has an input but no action text`);
    out.push(`  ${row.input}:`, '    description: >-');
    for (const line of wrap(row.action, 82)) out.push(`      ${line}`);
    out.push('    required: false');
    // A switch's default is the Action's too; no other setting has one there.
    if (row.type === 'switch-on') out.push("    default: 'true'");
    if (row.type === 'switch-off') out.push("    default: 'false'");
  }
  return Promise.resolve(`${out.join('\n')}\n`);
}

/** A Markdown table cell: a `|` in it would end the cell. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** The README's table of the settings' inputs (input, default, what), formatted as the repository formats Markdown. */
export async function readmeInputs(table: readonly SettingRow[]): Promise<string> {
  const lines = ['| input | default | what |', '| --- | --- | --- |'];
  for (const row of table) {
    if (row.input === null) continue;
    lines.push(`| \`${row.input}\` | ${cell(row.shownDefault ?? '')} | ${cell(row.doc)} |`);
  }
  const options = (await prettier.resolveConfig(path.join(ROOT, 'README.md'))) ?? {};
  const formatted = await prettier.format(`${lines.join('\n')}\n`, {
    ...options,
    parser: 'markdown',
  });
  // Blank lines between the table and the marker comments, so no renderer reads a marker as a row.
  return `\n${formatted}\n`;
}

export const BLOCKS: readonly Block[] = [
  {
    file: 'action.yml',
    start: `  # <settings> ${NOTE}`,
    end: '  # </settings>',
    make: actionInputs,
  },
  {
    file: 'README.md',
    start: `<!-- <settings> ${NOTE} -->`,
    end: '<!-- </settings> -->',
    make: readmeInputs,
  },
];

/** The file's text with its block regenerated; an error when a marker is missing or repeated. */
export async function regenerated(
  block: Block,
  text: string,
  table: readonly SettingRow[] = SETTING_TABLE,
): Promise<string> {
  const lines = text.split('\n');
  const at = lines.indexOf(block.start);
  const to = lines.indexOf(block.end);
  if (at < 0 || to < at || lines.lastIndexOf(block.start) !== at)
    throw new Error(`${block.file}: expected the marker lines ${block.start} … ${block.end} once`);
  const made = (await block.make(table)).replace(/\n$/, '').split('\n');
  return [...lines.slice(0, at + 1), ...made, ...lines.slice(to)].join('\n');
}

async function main(): Promise<void> {
  for (const block of BLOCKS) {
    const file = path.join(ROOT, block.file);
    const before = readFileSync(file, 'utf8');
    const after = await regenerated(block, before);
    if (after !== before) writeFileSync(file, after);
    console.log(`${block.file}: ${after === before ? 'unchanged' : 'regenerated'}`);
  }
}

if (
  process.argv[1] !== undefined &&
  path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
) {
  await main();
}
