/**
 * A regular expression from a user's file, tested under a time bound (issue 33).
 *
 * JavaScript's regular expressions backtrack: `^(a+)+$` on a long answer never
 * returns, and nothing on the thread that runs it can stop it. So the test runs
 * in a worker thread, and this thread waits for its answer with `Atomics.wait`
 * (grading stays synchronous) at most `timeoutMs`; past that the worker is
 * terminated (a new one starts for the next test) and `PatternTimeout` is
 * thrown, which the bench records as an ERROR attempt naming the pattern, the
 * bound and the length of the answer.
 */
import { Worker } from 'node:worker_threads';
import { PatternTimeout, type PatternMatcher } from '../core/util/pattern.js';

/** The default time bound of one test, in ms. */
export const DEFAULT_PATTERN_TIMEOUT_MS = 1000;
/** How long a new worker may take to start before the test is run here instead. */
const START_TIMEOUT_MS = 30_000;

// Slot 0: the state (0 idle, 1 ready, 2 answered); slot 1: the answer (1 match, 0 none, 2 error).
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const state = new Int32Array(workerData);
const compiled = new Map();
parentPort.on('message', (m) => {
  let answer;
  try {
    const key = m.flags + '/' + m.source;
    let re = compiled.get(key);
    if (re === undefined) {
      re = new RegExp(m.source, m.flags);
      if (compiled.size > 1000) compiled.clear();
      compiled.set(key, re);
    }
    answer = re.test(m.text) ? 1 : 0;
  } catch {
    answer = 2;
  }
  Atomics.store(state, 1, answer);
  Atomics.store(state, 0, 2);
  Atomics.notify(state, 0);
});
Atomics.store(state, 0, 1);
Atomics.notify(state, 0);
`;

interface Running {
  readonly worker: Worker;
  readonly state: Int32Array;
}

let running: Running | null = null;

function start(): Running {
  const state = new Int32Array(new SharedArrayBuffer(8));
  const worker = new Worker(WORKER_CODE, { eval: true, workerData: state.buffer });
  worker.unref();
  // A worker that fails is dropped; the next test starts another.
  worker.on('error', () => {
    if (running?.worker === worker) running = null;
  });
  Atomics.wait(state, 0, 0, START_TIMEOUT_MS);
  if (Atomics.load(state, 0) !== 1) {
    void worker.terminate();
    throw new Error('the worker that tests regular expressions did not start');
  }
  return { worker, state };
}

/** A matcher that ends a test running past `timeoutMs` with `PatternTimeout`. */
export function boundedMatcher(timeoutMs: number = DEFAULT_PATTERN_TIMEOUT_MS): PatternMatcher {
  return (source, flags, text) => {
    running ??= start();
    const { worker, state } = running;
    Atomics.store(state, 0, 1);
    worker.postMessage({ source, flags, text });
    const waited = Atomics.wait(state, 0, 1, timeoutMs);
    if (waited === 'timed-out' && Atomics.load(state, 0) !== 2) {
      running = null;
      void worker.terminate();
      throw new PatternTimeout(source, timeoutMs, text.length);
    }
    const answer = Atomics.load(state, 1);
    if (answer === 2) {
      // The pattern was checked when its file was read; compile it here for the message.
      new RegExp(source, flags).test(text);
    }
    return answer === 1;
  };
}
