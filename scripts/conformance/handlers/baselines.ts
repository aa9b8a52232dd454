/** Conformance handlers for the baselines issue (admission, check, drift). */
import type { Handler } from '../convert.js';

export const handlers: Record<string, Handler> = {};

export const notYet: Record<string, string> = {
  snapshot_underpowered_message: 'baselines issue',
  drift: 'baselines issue',
  snapshot_admission: 'baselines issue',
  snapshot_check: 'baselines issue',
};
