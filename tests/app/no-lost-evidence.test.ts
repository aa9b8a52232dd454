import { copyFileSync, cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, cliWith, ROOT, tempDir } from '../helpers/cli.js';
import { evidenceOf, routed, writeEvidence } from '../cli/baseline-helpers.js';

// Issue 29, item 9: no output of a run may destroy evidence it or an earlier run kept.

describe('a candidate and an approved baseline', () => {
  it('never writes a candidate over an approved baseline (exit 2, nothing written)', async () => {
    const { dir, file } = writeEvidence(evidenceOf(routed()));
    const target = path.join(dir, 'baseline.json');
    const approved = await cliWith(
      { env: { USER: 'dana' } },
      'snapshot',
      '--evidence',
      file,
      '--accept-reference',
      '--output',
      target,
    );
    expect(approved.code).toBe(0);
    writeFileSync(target, approved.files.get(target)!);

    const r = await cli('snapshot', '--evidence', file, '--candidate', '--output', target);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/holds an approved baseline; a candidate never overwrites one/);
    expect(r.stderr).toContain(target);
    expect(r.files.size).toBe(0);
  });

  it('still replaces an earlier candidate with a new one', async () => {
    const { dir, file } = writeEvidence(evidenceOf(routed()));
    const target = path.join(dir, 'candidate.json');
    const first = await cli('snapshot', '--evidence', file, '--candidate', '--output', target);
    writeFileSync(target, first.files.get(target)!);
    const r = await cli('snapshot', '--evidence', file, '--candidate', '--output', target);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.files.get(target)!).approval).toBeNull();
  });
});

/**
 * A run whose output names one of its inputs: refused (exit 2) before any call or
 * write, the refusal naming the output's flag and the input's.
 */
function expectRefusedOverInput(
  r: { code: number; stdout: string; stderr: string; files: Map<string, string> },
  output: string,
  input: string,
): void {
  expect(r.code).toBe(2);
  expect(r.stderr).toContain(`${output} names the same file as ${input} `);
  expect(r.stderr).not.toMatch(/^plan:/m);
  expect(r.files.size).toBe(0);
}

describe('an output (evidence, baseline or report) that is one of the run’s inputs', () => {
  const router = path.join(ROOT, 'examples/agents/router.mjs');
  const tickets = path.join(ROOT, 'examples/agents/tickets.txt');

  it('refuses a baseline written over the evidence it is made from', async () => {
    const { file } = writeEvidence(evidenceOf(routed()));
    const r = await cli('snapshot', '--evidence', file, '--candidate', '--output', file);
    expectRefusedOverInput(r, '--output', '--evidence');
  });

  it('refuses evidence written over the inputs file (by another spelling) before any call', async () => {
    const inputs = path.join(tempDir(), 'tickets.txt');
    copyFileSync(tickets, inputs);
    const again = path.join(path.dirname(inputs), '.', 'tickets.txt');
    const r = await cli('run', '--agent', router, '--inputs', inputs, '--evidence-out', again);
    expectRefusedOverInput(r, '--evidence-out', '--inputs');
  });

  it('refuses assess writing its report over the evidence it reads', async () => {
    const { file } = writeEvidence(evidenceOf(routed()));
    const r = await cli('assess', '--evidence', file, '--format', 'json', '--output', file);
    expectRefusedOverInput(r, '--output', '--evidence');
  });

  it('refuses run writing its report over its own evidence file, before any call', async () => {
    const r = await cliWith(
      { cwd: tempDir() },
      'run',
      '--agent',
      router,
      '--inputs',
      tickets,
      '--format',
      'json',
      '--output',
      'agentverity-evidence.json',
    );
    expectRefusedOverInput(r, '--output', 'the evidence file');
  });

  it('refuses run writing its report or evidence over the agent module (with or without :export)', async () => {
    const dir = tempDir();
    const agent = path.join(dir, 'agent.mjs');
    copyFileSync(router, agent);
    const before = readFileSync(agent, 'utf8');
    const report = await cliWith(
      { cwd: dir },
      'run',
      '--agent',
      'agent.mjs:default',
      '--inputs',
      tickets,
      '--format',
      'json',
      '--output',
      './agent.mjs',
    );
    expectRefusedOverInput(report, '--output', '--agent');
    const evidence = await cliWith(
      { cwd: dir },
      'run',
      '--agent',
      agent,
      '--inputs',
      tickets,
      '--evidence-out',
      'agent.mjs',
    );
    expectRefusedOverInput(evidence, '--evidence-out', '--agent');
    expect(readFileSync(agent, 'utf8')).toBe(before);
  });
});

describe('bench: an output that is one of the run’s inputs', () => {
  const agent = path.join(ROOT, 'examples/bench/passing-agent.mjs');

  it('refuses bench evidence written over the benchmark file, before any call', async () => {
    const benchmark = path.join(tempDir(), 'bench.yaml');
    copyFileSync(path.join(ROOT, 'benchmarks/general.yaml'), benchmark);
    const r = await cli(
      'bench',
      'test',
      agent,
      '--benchmark',
      benchmark,
      '--evidence-out',
      benchmark,
    );
    expectRefusedOverInput(r, '--evidence-out', '--benchmark');
    expect(readFileSync(benchmark, 'utf8')).toBe(
      readFileSync(path.join(ROOT, 'benchmarks/general.yaml'), 'utf8'),
    );
  });

  it('refuses a bench report written over its own evidence file', async () => {
    const r = await cliWith(
      { cwd: tempDir() },
      'bench',
      'test',
      agent,
      '--format',
      'json',
      '--output',
      'agentverity-bench-evidence.json',
    );
    expectRefusedOverInput(r, '--output', 'the bench evidence file');
  });
});

describe('cases: an output that is one of the run’s inputs', () => {
  it('refuses cases evidence written over its configuration or cases file, before the system runs', async () => {
    const dir = tempDir();
    const config = path.join(dir, 'agentverity.yml');
    writeFileSync(config, 'not read\n');
    const overConfig = await cliWith(
      { cwd: dir },
      'cases',
      '--system',
      'missing-system.mjs',
      '--evidence-out',
      'agentverity.yml',
    );
    expectRefusedOverInput(overConfig, '--evidence-out', 'the configuration');
    const overCases = await cliWith(
      { cwd: dir },
      'cases',
      '--system',
      'missing-system.mjs',
      '--cases',
      'cases.jsonl',
      '--evidence-out',
      path.join(dir, 'cases.jsonl'),
    );
    expectRefusedOverInput(overCases, '--evidence-out', '--cases');
    expect(readFileSync(config, 'utf8')).toBe('not read\n');
  });
});

describe('a failed run and the evidence at the default path', () => {
  const onDisk = { writeFile: (file: string, text: string) => writeFileSync(file, text) };
  const tickets = path.join(ROOT, 'examples/agents/tickets.txt');

  it('keeps complete evidence there and writes the incomplete run beside it, saying so', async () => {
    const dir = tempDir();
    const good = await cliWith(
      { ...onDisk, cwd: dir },
      'run',
      '--agent',
      path.join(ROOT, 'examples/agents/router.mjs'),
      '--inputs',
      tickets,
      '--k',
      '2',
      '--no-relations',
    );
    const kept = path.join(dir, 'agentverity-evidence.json');
    const before = readFileSync(kept, 'utf8');
    expect(JSON.parse(before).complete).toBe(true);

    // An agent that fails on one input: the run failed (exit 2).
    const agent = path.join(dir, 'failing.mjs');
    writeFileSync(
      agent,
      "export default (input) => { if (/password/i.test(input)) throw new Error('down'); return { decision: 'ok' }; };\n",
    );
    const failed = await cliWith(
      { ...onDisk, cwd: dir },
      'run',
      '--agent',
      agent,
      '--inputs',
      tickets,
      '--k',
      '2',
      '--no-relations',
    );
    expect(good.stderr).toMatch(/wrote evidence .* 0 failed/);
    expect(failed.code).toBe(2);
    expect(readFileSync(kept, 'utf8')).toBe(before);
    const beside = path.join(dir, 'agentverity-evidence.incomplete.json');
    expect(readFileSync(beside, 'utf8')).toContain('"label": "failing.mjs:default"');
    expect(failed.stderr).toMatch(
      /failed or is incomplete, so the complete evidence already in agentverity-evidence\.json is kept; this run's evidence is written beside it, to agentverity-evidence\.incomplete\.json/,
    );
  });

  it('replaces the file a user named, as asked', async () => {
    const dir = tempDir();
    const named = path.join(dir, 'mine.json');
    writeFileSync(named, 'not evidence');
    const agent = path.join(dir, 'failing.mjs');
    writeFileSync(agent, 'export default (input) => { throw new Error(String(input)); };\n');
    const r = await cliWith(
      { ...onDisk, cwd: dir },
      'run',
      '--agent',
      agent,
      '--inputs',
      tickets,
      '--k',
      '2',
      '--no-relations',
      '--evidence-out',
      named,
    );
    expect(r.code).toBe(2);
    expect(readFileSync(named, 'utf8')).not.toBe('not evidence');
    expect(existsSync(path.join(dir, 'mine.incomplete.json'))).toBe(false);
  });
});

describe('a failed bench or cases run and the evidence at the default path', () => {
  const onDisk = { writeFile: (file: string, text: string) => writeFileSync(file, text) };

  it('bench: keeps complete bench evidence and writes the failed run beside it, saying so', async () => {
    const dir = tempDir();
    const good = await cliWith(
      { ...onDisk, cwd: dir },
      'bench',
      'test',
      path.join(ROOT, 'examples/bench/passing-agent.mjs'),
      '--runs',
      '1',
    );
    expect(good.code).toBe(0);
    const kept = path.join(dir, 'agentverity-bench-evidence.json');
    const before = readFileSync(kept, 'utf8');

    const agent = path.join(dir, 'down.mjs');
    writeFileSync(
      agent,
      "export default (prompt) => { throw new Error('down ' + prompt.length); };\n",
    );
    const failed = await cliWith({ ...onDisk, cwd: dir }, 'bench', 'test', agent, '--runs', '1');
    expect(failed.code).toBe(2);
    expect(readFileSync(kept, 'utf8')).toBe(before);
    const beside = path.join(dir, 'agentverity-bench-evidence.incomplete.json');
    expect(readFileSync(beside, 'utf8')).toContain('down.mjs');
    expect(failed.stderr).toMatch(
      /failed or is incomplete, so the complete bench evidence already in agentverity-bench-evidence\.json is kept; this run's bench evidence is written beside it, to agentverity-bench-evidence\.incomplete\.json/,
    );
    expect(failed.stderr).toContain('is in agentverity-bench-evidence.incomplete.json');
  });

  it('bench: replaces incomplete evidence at the default path, and a file the user named', async () => {
    const dir = tempDir();
    const agent = path.join(dir, 'down.mjs');
    writeFileSync(
      agent,
      "export default (prompt) => { throw new Error('down ' + prompt.length); };\n",
    );
    const first = await cliWith({ ...onDisk, cwd: dir }, 'bench', 'test', agent, '--runs', '1');
    expect(first.code).toBe(2);
    const second = await cliWith({ ...onDisk, cwd: dir }, 'bench', 'test', agent, '--runs', '1');
    expect(second.code).toBe(2);
    expect(existsSync(path.join(dir, 'agentverity-bench-evidence.incomplete.json'))).toBe(false);
    const named = path.join(dir, 'mine.json');
    writeFileSync(named, 'not evidence');
    const third = await cliWith(
      { ...onDisk, cwd: dir },
      'bench',
      'test',
      agent,
      '--runs',
      '1',
      '--evidence-out',
      named,
    );
    expect(third.code).toBe(2);
    expect(readFileSync(named, 'utf8')).not.toBe('not evidence');
    expect(existsSync(path.join(dir, 'mine.incomplete.json'))).toBe(false);
  });

  it('cases: keeps complete cases evidence and writes the failed run beside it, saying so', async () => {
    const dir = tempDir();
    cpSync(path.join(ROOT, 'examples/stateful-agent'), dir, { recursive: true });
    const good = await cliWith(
      { ...onDisk, cwd: dir },
      'cases',
      '--system',
      'system.mjs',
      '--no-replay-cache',
    );
    expect(good.code).toBe(1); // complete evidence; the planted flaws fail the gate
    const kept = path.join(dir, 'agentverity-cases-evidence.json');
    const before = readFileSync(kept, 'utf8');
    expect(JSON.parse(before).complete).toBe(true);

    const text = readFileSync(path.join(dir, 'system.mjs'), 'utf8');
    const from = 'export default async function agent(input) {';
    expect(text).toContain(from);
    writeFileSync(
      path.join(dir, 'broken.mjs'),
      text.replace(from, `${from}\n  throw new Error('down');`),
    );
    const failed = await cliWith(
      { ...onDisk, cwd: dir },
      'cases',
      '--system',
      'broken.mjs',
      '--no-replay-cache',
    );
    expect(failed.code).toBe(2);
    expect(readFileSync(kept, 'utf8')).toBe(before);
    const beside = path.join(dir, 'agentverity-cases-evidence.incomplete.json');
    expect(JSON.parse(readFileSync(beside, 'utf8')).complete).toBe(false);
    expect(failed.stderr).toMatch(
      /failed or is incomplete, so the complete cases evidence already in agentverity-cases-evidence\.json is kept; this run's cases evidence is written beside it, to agentverity-cases-evidence\.incomplete\.json/,
    );
  });
});
