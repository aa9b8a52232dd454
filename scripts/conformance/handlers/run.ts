/** Conformance handlers for the run issue (scripted runs, callable adapters, sequential replay). */
import type { Handler } from '../convert.js';

export const handlers: Record<string, Handler> = {};

export const notYet: Record<string, string> = {
  run_scripted: 'run issue',
  callable_adapter: 'run issue',
  sequential_run_replay: 'run issue',
};
