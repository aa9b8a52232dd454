// mode: merge's side of the Action (src/github/shards.ts): which artifacts of the
// run are the shards, and their download through a fake of the run-artifacts port.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRefusal } from '../../src/core/index.js';
import type { ListedArtifact } from '../../src/github/artifact.js';
import { fails } from '../../src/github/evaluate.js';
import { readSettings } from '../../src/github/inputs.js';
import type { RunArtifactsPort } from '../../src/github/ports.js';
import {
  artifactPatternMatcher,
  downloadShards,
  latestAttempts,
  parseShardInput,
  shardArtifactName,
} from '../../src/github/shards.js';
import { cliWith, tempDir } from '../helpers/cli.js';
import { gateResult } from '../helpers/gate.js';

const art = (id: number, name: string, digest?: string): ListedArtifact => ({
  id,
  name,
  size: 10,
  ...(digest === undefined ? {} : { digest }),
});

/** A run's artifacts; each download writes the files given for its name. */
function fakePort(
  listed: ListedArtifact[],
  contents: Record<string, Record<string, string> | Error> = {},
  mismatch: readonly string[] = [],
): RunArtifactsPort & { downloads: string[] } {
  const downloads: string[] = [];
  return {
    downloads,
    list: async () => listed,
    download: async (a, dir) => {
      downloads.push(a.name);
      const files = contents[a.name] ?? { 'evidence.json': `{"from":${JSON.stringify(a.name)}}` };
      if (files instanceof Error) throw files;
      for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
      return { digestMismatch: mismatch.includes(a.name) };
    },
  };
}

async function refusalOf(p: Promise<unknown>) {
  try {
    await p;
  } catch (error) {
    if (isRefusal(error)) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const root = () => mkdtempSync(path.join(tmpdir(), 'av-shards-'));

describe('shard names and patterns', () => {
  it('reads I/N and names the shard artifact', () => {
    expect(parseShardInput('2/4')).toEqual({ index: 2, count: 4 });
    expect(parseShardInput(' 1 / 1 ')).toEqual({ index: 1, count: 1 });
    for (const bad of ['0/4', '5/4', '2', '2/', 'a/b', '-1/3', '1/4/2']) {
      expect(parseShardInput(bad), bad).toBeNull();
    }
    expect(shardArtifactName('agentverity', { index: 3, count: 8 })).toBe(
      'agentverity-shard-3-of-8',
    );
  });

  it('a pattern matches the whole name: * any run, ? one character, the rest literally', () => {
    const m = artifactPatternMatcher('agentverity-shard-*');
    expect(m('agentverity-shard-1-of-4')).toBe(true);
    expect(m('agentverity-shard-')).toBe(true);
    expect(m('agentverity')).toBe(false);
    expect(m('my-agentverity-shard-1-of-4')).toBe(false);
    expect(m('Agentverity-shard-1-of-4')).toBe(false);
    const q = artifactPatternMatcher('s.?');
    expect(q('s.1')).toBe(true);
    expect(q('sx1')).toBe(false); // the dot is a dot
    expect(q('s.12')).toBe(false);
    expect(artifactPatternMatcher('a+(b)[c]')('a+(b)[c]')).toBe(true);
  });

  it('a re-run attempt replaces the earlier upload of its shard; other namesakes stay', () => {
    const kept = latestAttempts([
      art(1, 'x-shard-1-of-2'),
      art(2, 'x-shard-2-of-2'),
      art(3, 'x-shard-1-of-2-attempt-2'),
      art(4, 'x-shard-1-of-2-attempt-3'),
      art(5, 'x-shard-2-of-2-gate'),
      art(6, 'lonely-attempt-2'),
    ]);
    expect(kept.map((a) => a.name).sort()).toEqual([
      'lonely-attempt-2',
      'x-shard-1-of-2-attempt-3',
      'x-shard-2-of-2',
      'x-shard-2-of-2-gate',
    ]);
  });
});

describe('downloadShards', () => {
  it('downloads the matching artifacts, each into its own folder, in shard order', async () => {
    const port = fakePort([
      art(10, 'agentverity'),
      art(13, 'agentverity-shard-10-of-10'),
      art(12, 'agentverity-shard-2-of-10'),
      art(11, 'agentverity-shard-1-of-10'),
      art(14, 'other-shard-3-of-10'),
    ]);
    const lines: string[] = [];
    const dir = root();
    const got = await downloadShards('agentverity-shard-*', dir, port, (l) => lines.push(l));
    expect(got.map((g) => g.artifact)).toEqual([
      'agentverity-shard-1-of-10',
      'agentverity-shard-2-of-10',
      'agentverity-shard-10-of-10',
    ]);
    expect(new Set(got.map((g) => path.dirname(g.evidence))).size).toBe(3);
    for (const g of got) {
      expect(g.evidence.startsWith(dir)).toBe(true);
      expect(JSON.parse(readFileSync(g.evidence, 'utf8'))).toEqual({ from: g.artifact });
    }
    expect(port.downloads).not.toContain('agentverity');
    expect(lines).toHaveLength(3);
  });

  it('no artifact matching: a refusal naming the pattern and what the run has', async () => {
    const r = await refusalOf(
      downloadShards('agentverity-shard-*', root(), fakePort([art(1, 'agentverity')]), () => {}),
    );
    expect(r.code).toBe('action.shard-artifacts');
    expect(r.message).toContain('"agentverity-shard-*"');
    expect(r.message).toContain('"agentverity"');
    const empty = await refusalOf(downloadShards('s-*', root(), fakePort([]), () => {}));
    expect(empty.message).toContain('no artifacts yet');
  });

  it('a failed download: a refusal naming the artifact', async () => {
    const port = fakePort(
      [art(1, 'agentverity-shard-1-of-2'), art(2, 'agentverity-shard-2-of-2')],
      { 'agentverity-shard-2-of-2': new Error('Unexpected HTTP response from blob storage: 503') },
    );
    const r = await refusalOf(downloadShards('agentverity-shard-*', root(), port, () => {}));
    expect(r.code).toBe('action.shard-download');
    expect(r.message).toContain('"agentverity-shard-2-of-2" (id 2)');
    expect(r.message).toContain('503');
  });

  it('a listing that fails, and bytes that differ from the listed digest, are refused', async () => {
    const broken: RunArtifactsPort = {
      list: async () => {
        throw new Error('ListArtifacts (401)');
      },
      download: async () => ({ digestMismatch: false }),
    };
    const r = await refusalOf(downloadShards('*', root(), broken, () => {}));
    expect(r.code).toBe('action.shard-download');
    expect(r.message).toContain('ListArtifacts (401)');
    const altered = fakePort([art(1, 's-1', 'sha256:abc')], {}, ['s-1']);
    const m = await refusalOf(downloadShards('s-*', root(), altered, () => {}));
    expect(m.code).toBe('action.shard-download');
    expect(m.message).toContain('"s-1"');
    expect(m.message).toContain('sha256:abc');
  });

  it('an artifact without evidence.json is refused by name', async () => {
    const port = fakePort([art(1, 'agentverity-shard-1-of-1')], {
      'agentverity-shard-1-of-1': { 'report.json': '{}' },
    });
    const r = await refusalOf(downloadShards('agentverity-shard-*', root(), port, () => {}));
    expect(r.code).toBe('action.shard-evidence');
    expect(r.message).toContain('"agentverity-shard-1-of-1"');
    expect(r.message).toContain('upload-evidence');
  });
});

describe('two attempts of one shard: the latest is merged, said, and held to the other shards', () => {
  const AGENT = `
const agent = (input) => ({ decision: input.toLowerCase().includes('never') ? 'lost' : 'late', text: 'ok' });
agent.isolation = 'fresh-session';
export default agent;
`;
  /** The evidence of shards of one seed file, collected by the CLI from the agent files named. */
  async function shardEvidence(agents: Record<string, string>): Promise<Record<string, string>> {
    const dir = tempDir();
    const inputs = Array.from(
      { length: 40 },
      (_, i) => `ticket ${i}: ${i % 3 ? 'late' : 'never came'}`,
    );
    writeFileSync(path.join(dir, 'inputs.txt'), `${inputs.join('\n')}\n`);
    const out: Record<string, string> = {};
    for (const [name, spec] of Object.entries(agents)) {
      const [agentFile, shard] = spec.split('@') as [string, string];
      writeFileSync(path.join(dir, agentFile), AGENT);
      const io = {
        cwd: dir,
        writeFile: (f: string, t: string) => {
          mkdirSync(path.dirname(f), { recursive: true });
          writeFileSync(f, t);
        },
      };
      const args = ['--agent', agentFile, '--inputs', 'inputs.txt', '--k', '6', '--quiet'];
      const r = await cliWith(
        io,
        'run',
        ...args,
        '--shard',
        shard,
        '--evidence-out',
        `${name}.json`,
      );
      expect(r.code, r.stderr).toBe(0);
      out[name] = readFileSync(path.join(dir, `${name}.json`), 'utf8');
    }
    return out;
  }

  const listed = [
    art(1, 'agentverity-shard-1-of-2'),
    art(2, 'agentverity-shard-2-of-2'),
    art(3, 'agentverity-shard-1-of-2-attempt-2'),
  ];

  async function mergeOf(evidence: Record<string, string>) {
    const contents = Object.fromEntries(
      Object.entries(evidence).map(([name, text]) => [name, { 'evidence.json': text }]),
    );
    const lines: string[] = [];
    const got = await downloadShards(
      'agentverity-shard-*',
      root(),
      fakePort(listed, contents),
      (l) => lines.push(l),
    );
    const args = got.flatMap((g) => ['--evidence', g.evidence]);
    const assessed = await cliWith({ cwd: tempDir() }, 'assess', ...args);
    return { got, lines, assessed };
  }

  it('a re-run of the same agent: its latest attempt is merged, and the log names the one left out', async () => {
    const { got, lines, assessed } = await mergeOf(
      await shardEvidence({
        'agentverity-shard-1-of-2': 'agent.mjs@1/2',
        'agentverity-shard-2-of-2': 'agent.mjs@2/2',
        'agentverity-shard-1-of-2-attempt-2': 'agent.mjs@1/2',
      }),
    );
    expect(got.map((g) => g.artifact)).toEqual([
      'agentverity-shard-1-of-2-attempt-2',
      'agentverity-shard-2-of-2',
    ]);
    expect(lines).toContain(
      'AgentVerity: shard artifact agentverity-shard-1-of-2-attempt-2 (id 3) is the latest attempt and is merged; left out: agentverity-shard-1-of-2 (id 1)',
    );
    expect(assessed.code, assessed.stdout + assessed.stderr).toBe(0);
  });

  it('a later attempt of another agent is not merged silently: the merge refuses, naming both', async () => {
    const { got, lines, assessed } = await mergeOf(
      await shardEvidence({
        'agentverity-shard-1-of-2': 'agent.mjs@1/2',
        'agentverity-shard-2-of-2': 'agent.mjs@2/2',
        'agentverity-shard-1-of-2-attempt-2': 'forged.mjs@1/2',
      }),
    );
    expect(got.map((g) => g.artifact)[0]).toBe('agentverity-shard-1-of-2-attempt-2');
    expect(lines.some((l) => l.includes('left out: agentverity-shard-1-of-2 (id 1)'))).toBe(true);
    expect(assessed.code).toBe(2);
    expect(assessed.stderr).toContain('were collected from different agents or runs');
    expect(assessed.stderr).toContain('forged.mjs');
    expect(assessed.stderr).toContain('agent.mjs');
  });
});

describe('inputs of mode: merge and of a shard run', () => {
  const read = (inputs: Record<string, string>) => readSettings((n) => inputs[n] ?? '');
  const problemsOf = (inputs: Record<string, string>): string => {
    try {
      read(inputs);
    } catch (error) {
      return String((error as Error).message);
    }
    return '';
  };

  it('merge takes its evidence from the artifacts: the default pattern, its own pattern', () => {
    const s = read({ mode: 'merge' });
    expect(s.mode).toBe('merge');
    expect(s.source.kind).toBe('merge');
    expect(s.artifactPattern).toBe('agentverity-shard-*');
    expect(read({ mode: 'merge', 'artifact-pattern': 'nightly-shard-*' }).artifactPattern).toBe(
      'nightly-shard-*',
    );
    // Settings of the assessment still apply (and are checked as for recorded evidence).
    const e = read({ mode: 'merge', epsilon: '0.1' });
    expect(e.source.kind === 'merge' && e.source.options.epsilon).toBe(0.1);
  });

  it('merge refuses an agent, recorded runs, a shard and a run-only setting', () => {
    const text = problemsOf({
      mode: 'merge',
      agent: 'agent.mjs',
      evidence: 'e.json',
      shard: '1/2',
      k: '8',
    });
    expect(text).toContain("input 'agent'");
    expect(text).toContain("input 'evidence'");
    expect(text).toContain("input 'shard'");
    expect(text).toContain("input 'k'");
    expect(text).toContain("mode 'merge'");
  });

  it('a pattern with characters no artifact name has is refused', () => {
    expect(problemsOf({ mode: 'merge', 'artifact-pattern': 'a/b*' })).toContain(
      "input 'artifact-pattern'",
    );
  });

  it('a shard run must upload its evidence', () => {
    expect(
      problemsOf({ agent: 'a.mjs', inputs: 'i.txt', shard: '1/2', 'upload-evidence': 'false' }),
    ).toContain("input 'upload-evidence'");
    expect(read({ agent: 'a.mjs', inputs: 'i.txt', shard: '1/2' }).shard).toEqual({
      index: 1,
      count: 2,
    });
    expect(read({ evidence: 'e.json' }).shard).toBeNull();
  });

  it("a shard's own assessment never fails the step: the merge's does", async () => {
    const blind = await gateResult('blind');
    expect(fails(read({ evidence: 'e.json' }), blind)).toBe(true);
    expect(fails(read({ agent: 'a.mjs', inputs: 'i.txt', shard: '1/2' }), blind)).toBe(false);
  });
});
