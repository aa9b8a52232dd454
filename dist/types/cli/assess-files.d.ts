import { type Assessment, type AssessSettings, type DecisionSuite, type Evidence } from '../core/index.js';
/**
 * `assess` on evidence read from files: a refusal it raises (no cases, a series
 * too short to pair, an unusable observation) names the file(s) it is about, so
 * the user knows which file to fix.
 */
export declare function assessFiles(files: readonly string[], cwd: string, evidence: Evidence, suite: DecisionSuite | null, settings: AssessSettings): Assessment;
/**
 * The settings a report records for an assessment of recorded runs (`assess`,
 * and the Action reading evidence or imports).
 */
export declare function importSettings(epsilon: number, precision: string | undefined, sources: readonly string[], suite: string | undefined): Record<string, unknown>;
