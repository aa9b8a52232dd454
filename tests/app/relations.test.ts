// The `relations` setting: built-in relations by name, a module, none or the
// default four — read once (app/relations.ts), checked by checkSettings, and the
// same in both shells.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkSettings,
  relationsChoiceOf,
  relationsFor,
  relationsModuleOf,
} from '../../src/app/index.js';
import { BUILTIN_RELATION_NAMES, builtinRelationNamed, isRefusal } from '../../src/core/index.js';
import { parseEvidenceFile } from '../../src/evidence/index.js';
import { loadsWorkspaceCode } from '../../src/github/inputs.js';
import { envInputReader, readSettings } from '../../src/github/inputs.js';
import { cliWith, ROOT } from '../helpers/cli.js';

const ROUTER = path.join(ROOT, 'examples/agents/router.mjs');
const TICKETS = path.join(ROOT, 'examples/agents/tickets.txt');
const LIVE = { agent: 'agent.mjs', inputs: 'tickets.txt' };

describe('the relations setting', () => {
  it('reads names, a module, none and the default', () => {
    expect(relationsChoiceOf(undefined)).toEqual({ kind: 'default' });
    expect(relationsChoiceOf(false)).toEqual({ kind: 'none' });
    expect(relationsChoiceOf('none')).toEqual({ kind: 'none' });
    expect(relationsChoiceOf('case,whitespace')).toEqual({
      kind: 'names',
      names: ['case', 'whitespace'],
    });
    expect(relationsChoiceOf(' case , tool-selection-invariance ')).toEqual({
      kind: 'names',
      names: ['case', 'tool-selection-invariance'],
    });
    for (const spec of ['relations.mjs', './rel.mjs:mine', 'lib/rel.js', 'C:\\rel.mjs']) {
      expect(relationsChoiceOf(spec)).toEqual({ kind: 'module', spec });
      expect(relationsModuleOf(spec)).toBe(spec);
    }
    expect(relationsModuleOf('case,whitespace')).toBeNull();
    expect(relationsModuleOf(undefined)).toBeNull();
  });

  it('finds each built-in by its full or short name, in any case', () => {
    for (const name of BUILTIN_RELATION_NAMES) {
      expect(builtinRelationNamed(name)?.name).toBe(name);
      expect(builtinRelationNamed(name.replace(/-invariance$/, '').toUpperCase())?.name).toBe(name);
    }
    expect(builtinRelationNamed('invariance')).toBeUndefined();
    expect(builtinRelationNamed('')).toBeUndefined();
  });

  it('gives the named built-ins in the order given, each once', async () => {
    const got = await relationsFor('whitespace,case,whitespace-invariance', ROOT);
    expect(got.map((r) => r.name)).toEqual(['whitespace-invariance', 'case-invariance']);
    expect((await relationsFor(undefined, ROOT)).map((r) => r.name)).toEqual(
      BUILTIN_RELATION_NAMES,
    );
    expect(await relationsFor('none', ROOT)).toEqual([]);
  });

  it('checkSettings refuses an unknown name and lists the known ones', () => {
    expect(checkSettings({ ...LIVE, relations: 'case,whitespace' })).toEqual([]);
    const problems = checkSettings({ ...LIVE, relations: 'case,typo' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ setting: 'relations', code: 'settings.relations-unknown' });
    expect(problems[0]?.message).toContain('"typo"');
    for (const short of ['normalisation', 'case', 'whitespace', 'tool-selection']) {
      expect(problems[0]?.message).toContain(short);
    }
    // A module path is checked when it is loaded, not here.
    expect(checkSettings({ ...LIVE, relations: './relations.mjs' })).toEqual([]);
  });
});

describe('agentverity run --relations NAMES', () => {
  async function run(...argv: string[]) {
    const files = new Map<string, string>();
    const r = await cliWith(
      { writeFile: (f, t) => void files.set(path.basename(f), t) },
      'run',
      '--agent',
      ROUTER,
      '--inputs',
      TICKETS,
      '--quiet',
      ...argv,
    );
    return { ...r, files };
  }

  it('runs only the built-ins named', async () => {
    const r = await run('--no-meter', '--relations', 'case,whitespace');
    expect(r.code, r.stderr).toBe(0);
    const { evidence } = parseEvidenceFile(
      JSON.parse(r.files.get('agentverity-evidence.json')!),
      'e',
    );
    expect(evidence.relations.map((x) => x.name)).toEqual([
      'case-invariance',
      'whitespace-invariance',
    ]);
    expect(evidence.cases[0]?.relations?.map((x) => x.name)).toEqual([
      'case-invariance',
      'whitespace-invariance',
    ]);
  });

  it('refuses an unknown name before any call (exit 2), naming the flag and the built-ins', async () => {
    const r = await run('--relations', 'case,casing');
    expect(r.code).toBe(2);
    expect(r.files.size).toBe(0);
    expect(r.stderr).toContain('agentverity: --relations: no built-in relation is named "casing"');
    expect(r.stderr).toContain('normalisation (normalisation-invariance)');
    expect(r.stderr).not.toMatch(/no such relations module/);
  });
});

describe('the Action input relations', () => {
  function reader(inputs: Record<string, string>) {
    const env: NodeJS.ProcessEnv = {
      INPUT_MODE: 'gate',
      'INPUT_FAIL-ON': '1, 2',
      'INPUT_WORKING-DIRECTORY': '.',
      'INPUT_ALLOW-UNTRUSTED-CODE': 'false',
      'INPUT_UPLOAD-EVIDENCE': 'true',
      INPUT_COMMENT: 'always',
    };
    for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
    return envInputReader(env);
  }

  it('takes built-in names, which load no workspace code', () => {
    const s = readSettings(
      reader({
        'agent-url': 'http://127.0.0.1:9/a',
        inputs: 't.txt',
        relations: 'case, whitespace',
      }),
    );
    if (s.source.kind !== 'run') throw new Error('unreachable');
    expect(s.source.options.relations).toBe('case, whitespace');
    expect(loadsWorkspaceCode(s)).toBe(false);
    const m = readSettings(
      reader({ 'agent-url': 'http://127.0.0.1:9/a', inputs: 't.txt', relations: 'rel.mjs' }),
    );
    expect(loadsWorkspaceCode(m)).toBe(true);
  });

  it('refuses an unknown name, naming the input', () => {
    let message = '';
    try {
      readSettings(reader({ 'agent-url': 'http://127.0.0.1:9/a', inputs: 't', relations: 'caps' }));
    } catch (error) {
      if (!isRefusal(error)) throw error;
      message = error.message;
    }
    expect(message).toContain("input 'relations'");
    expect(message).toContain('"caps"');
    expect(message).toContain('tool-selection');
  });
});
