import path from 'node:path';
import {
  assess,
  isRefusal,
  Refusal,
  type Assessment,
  type AssessSettings,
  type DecisionSuite,
  type Evidence,
} from '../core/index.js';

/**
 * `assess` on evidence read from files: a refusal it raises (no cases, a series
 * too short to pair, an unusable observation) names the file(s) it is about, so
 * the user knows which file to fix.
 */
export function assessFiles(
  files: readonly string[],
  cwd: string,
  evidence: Evidence,
  suite: DecisionSuite | null,
  settings: AssessSettings,
): Assessment {
  try {
    return assess(evidence, suite, settings);
  } catch (error) {
    if (!isRefusal(error) || files.length === 0) throw error;
    const named = files.map((f) => path.resolve(cwd, f));
    const where = named.length === 1 ? (named[0] as string) : `${named.join(' + ')} (merged)`;
    throw new Refusal(error.code, error.message, where);
  }
}

/**
 * The settings a report records for an assessment of recorded runs (`assess`,
 * and the Action reading evidence or imports).
 */
export function importSettings(
  epsilon: number,
  precision: string | undefined,
  sources: readonly string[],
  suite: string | undefined,
): Record<string, unknown> {
  return {
    epsilon,
    ...(precision === undefined ? {} : { precision }),
    blindnessThreshold: 0.9,
    evidence: sources.map((f) => path.basename(f)),
    suite: suite === undefined ? null : path.basename(suite),
  };
}
