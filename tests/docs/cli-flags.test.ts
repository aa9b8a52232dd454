// The docs and the CLI agree on every flag: each command line of README.md and
// docs/*.md (`agentverity <command> …` in a code block, and inline code such as
// `assess --evidence` that starts with a command) uses only flags the command
// defines in the commander program (src/cli/program.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli/program.js';
import { ROOT } from '../helpers/cli.js';

const program = buildProgram({
  io: {
    stdout: () => {},
    stderr: () => {},
    cwd: ROOT,
    writeFile: () => {},
    env: {},
    stdoutIsTTY: false,
    stderrIsTTY: false,
  },
  setCode: () => {},
});

/** Every long flag a command takes: its own options, `--help`, and the program's. */
function flagsOf(command: Command): Set<string> {
  const out = new Set(['--help']);
  for (const option of command.options) if (option.long !== undefined) out.add(option.long);
  return out;
}

const commands = new Map(program.commands.map((c) => [c.name(), c]));

/**
 * The Markdown files under `dir` (relative to the root), every level below it, but
 * the folders in `skip`.
 */
function markdownUnder(dir: string, skip: readonly string[] = []): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      return skip.includes(rel) || entry.name === 'node_modules' ? [] : markdownUnder(rel, skip);
    }
    return entry.isFile() && entry.name.endsWith('.md') ? [rel] : [];
  });
}

// README.md, every page of docs/ (the adapters' pages too; the decision records in
// docs/adr say what was decided when, so an old flag there is history, not drift),
// SECURITY.md and the examples' READMEs.
const DOCS = [
  'README.md',
  'SECURITY.md',
  ...markdownUnder('docs', ['docs/adr']),
  ...markdownUnder('examples'),
];

interface CommandLine {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

/** The command lines of one Markdown file: in fenced blocks (continued lines joined), and inline. */
function commandLines(file: string): CommandLine[] {
  const lines = readFileSync(path.join(ROOT, file), 'utf8').split('\n');
  const out: CommandLine[] = [];
  let fenced = false;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i] ?? '';
    if (/^\s*(```|~~~)/.test(raw)) {
      fenced = !fenced;
      continue;
    }
    if (fenced) {
      let text = raw;
      const start = i;
      while (/\\\s*$/.test(text) && i + 1 < lines.length) {
        text = `${text.replace(/\\\s*$/, ' ')}${lines[++i] ?? ''}`;
      }
      const at = text.search(/\bagentverity\s+[a-z]/);
      if (at >= 0) out.push({ file, line: start + 1, text: text.slice(at + 'agentverity'.length) });
      continue;
    }
    for (const m of raw.matchAll(/`([^`]+)`/g)) {
      const span = (m[1] ?? '').replace(/^(npx\s+)?agentverity\s+/, '');
      const first = span.split(/\s+/)[0] ?? '';
      if (commands.has(first) && /\s--[a-z]/.test(span))
        out.push({ file, line: i + 1, text: span });
    }
  }
  return out;
}

/** The flags a command line uses that its command does not define (empty: none). */
function unknownFlags(text: string): { command: string; unknown: string[] } | null {
  // The command line ends at a pipe, a chain, a redirection or a comment.
  const words =
    text
      .split(/\s+(?:\||&&|;|#|>)/)[0]
      ?.trim()
      .split(/\s+/) ?? [];
  const top = commands.get(words[0] ?? '');
  if (top === undefined) return null;
  let command: Command = top;
  let name = command.name();
  const unknown: string[] = [];
  for (const [index, word] of words.slice(1).entries()) {
    const sub: Command | undefined = command.commands.find((c) => c.name() === word);
    if (index === 0 && sub !== undefined) {
      command = sub;
      name = `${name} ${sub.name()}`;
      continue;
    }
    if (word === '--') break;
    const flag = /^[[(]?(--[a-z][a-z0-9-]*)/.exec(word)?.[1];
    if (flag !== undefined && !flagsOf(command).has(flag)) unknown.push(flag);
  }
  return { command: name, unknown };
}

describe('the docs and the CLI agree on every flag', () => {
  const all = DOCS.flatMap(commandLines);

  it('reads README.md and every page of docs/', () => {
    expect(DOCS).toContain('README.md');
    expect(DOCS).toContain('docs/adapters/vercel-ai.md');
    for (const f of readdirSync(path.join(ROOT, 'docs')).filter((n) => n.endsWith('.md'))) {
      expect(DOCS).toContain(`docs/${f}`);
    }
  });

  it('finds the command lines of the docs', () => {
    expect(all.length).toBeGreaterThan(50);
    expect(new Set(all.map((l) => l.text.trim().split(/\s+/)[0])).size).toBeGreaterThan(5);
  });

  it('uses only flags each command defines', () => {
    const wrong = all.flatMap((l) => {
      const got = unknownFlags(l.text);
      return got === null || got.unknown.length === 0
        ? []
        : [`${l.file}:${l.line} ${got.command}: ${got.unknown.join(', ')}`];
    });
    expect(wrong).toEqual([]);
  });

  it('would catch a flag the command refuses', () => {
    expect(unknownFlags(' assess --evidence a.json --evidence-out b.json')).toEqual({
      command: 'assess',
      unknown: ['--evidence-out'],
    });
    expect(unknownFlags(' run --agent a.mjs --shard 1/2 | tee log')?.unknown).toEqual([]);
  });
});
