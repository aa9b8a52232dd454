// The one JSON-lines worker under the command agent and the command system
// (src/agents/json-lines-worker.ts), driven directly: framing, the protocol
// errors and their reasons, scrubbing before any cut, retirement.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { AgentCallError } from '../../src/agents/index.js';
import { JsonLinesWorker, StderrTail } from '../../src/agents/json-lines-worker.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'agentverity-jlw-'));
const SCRIPT = path.join(dir, 'worker.mjs');
writeFileSync(
  SCRIPT,
  `import { createInterface } from 'node:readline';
   const out = (s) => process.stdout.write(s);
   createInterface({ input: process.stdin }).on('line', (line) => {
     const { id, input } = JSON.parse(line);
     if (input === 'split') {
       out('{"id": ' + id + ', "tex');
       setTimeout(() => out('t": "whole"}\\r\\n'), 30);
     } else if (input === 'array') out('[1, 2]\\n');
     else if (input === 'leak') out('x'.repeat(110) + ' TOKEN-abcdefghijklmnop and more\\n');
     else if (input === 'twice') out(JSON.stringify({ id, text: 'one' }) + '\\n' + JSON.stringify({ id, text: 'two' }) + '\\n');
     else if (input === 'long') out('y'.repeat(300));
     else if (input === 'error') out(JSON.stringify({ id, error: { why: 'no' } }) + '\\n');
     else if (input === 'stderr') { process.stderr.write('key TOKEN-abcdefghijklmnop here\\n'); process.exit(9); }
     else out('\\n' + JSON.stringify({ id, text: input }) + '\\n');
   });`,
);

const started: JsonLinesWorker[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((w) => w.stop()));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function start(maxLine?: number) {
  const tail = new StderrTail(10);
  const retired: JsonLinesWorker[] = [];
  const worker = new JsonLinesWorker({
    command: `${JSON.stringify(process.execPath)} ${JSON.stringify(SCRIPT)}`,
    cwd: dir,
    ...(maxLine === undefined ? {} : { maxLine }),
    scrub: (t) => t.replaceAll('TOKEN-abcdefghijklmnop', '***'),
    noun: 'message',
    keep: (line) => tail.keep(line),
    stderrHint: () => tail.hint(),
    retired: (w) => retired.push(w),
  });
  started.push(worker);
  return { worker, tail, retired };
}

function ask(worker: JsonLinesWorker, id: number, input: string): Promise<Record<string, unknown>> {
  return new Promise((answered, failed) => worker.send({ id, answered, failed }, { input }));
}

async function failure(p: Promise<unknown>): Promise<AgentCallError> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  if (e instanceof AgentCallError) return e;
  throw new Error(`expected a failed request, got ${String(e)}`);
}

describe('JsonLinesWorker', () => {
  it('frames an answer split across chunks and ended by \\r\\n, skips blank lines, keeps serving', async () => {
    const { worker, retired } = start();
    expect(await ask(worker, 1, 'split')).toEqual({ text: 'whole' });
    expect(await ask(worker, 2, 'plain')).toEqual({ text: 'plain' });
    expect(worker.dead).toBe(false);
    expect(retired).toHaveLength(0);
  });

  it('an {"error"} answer fails the request and leaves the worker in service', async () => {
    const { worker } = start();
    const e = await failure(ask(worker, 1, 'error'));
    expect(e.message).toBe('{"why":"no"}');
    expect(e.reason).toBe('runtime_error');
    expect(worker.dead).toBe(false);
  });

  it('JSON that is not an object is malformed_response, and the worker is retired once', async () => {
    const { worker, retired } = start();
    const e = await failure(ask(worker, 1, 'array'));
    expect([e.reason, e.message]).toEqual([
      'malformed_response',
      'the worker answered with JSON that is not an object',
    ]);
    expect(worker.dead).toBe(true);
    await worker.whenExited();
    expect(retired).toEqual([worker]);
  });

  it('scrubs a line that is no JSON before cutting it for the message', async () => {
    const { worker } = start();
    const e = await failure(ask(worker, 1, 'leak'));
    expect(e.reason).toBe('malformed_response');
    expect(e.message).toContain(`${'x'.repeat(110)} *** and`);
    expect(e.message).not.toMatch(/TOKEN/);
  });

  it('a second answer when no message waits ends the worker, noted beside stderr', async () => {
    const { worker, tail } = start();
    expect(await ask(worker, 1, 'twice')).toEqual({ text: 'one' });
    await worker.whenExited();
    expect(tail.lines()).toContain(
      '(agentverity) the worker wrote an answer when no message was waiting',
    );
    expect(worker.dead).toBe(true);
  });

  it('an unended line past the cap is runtime_error naming the cap', async () => {
    const { worker } = start(100);
    const e = await failure(ask(worker, 1, 'long'));
    expect([e.reason, e.message]).toEqual([
      'runtime_error',
      'the worker wrote a line longer than 100 characters',
    ]);
  });

  it('an exit fails the request with its code and the scrubbed last stderr line', async () => {
    const { worker, tail } = start();
    const e = await failure(ask(worker, 1, 'stderr'));
    expect(e.message).toBe(
      'the worker exited during the call (exit code 9); last stderr: key *** here',
    );
    expect(tail.lines()).toEqual(['key *** here']);
  });
});
