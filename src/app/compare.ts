// `compare-evidence`: two recorded runs compared route by route at one tolerance
// (core's compareEvidence). The shell reads the two files and renders; the
// settings are checked and the tolerance resolved here, and the exit code is the
// comparison's: drifted → 1, otherwise 0.
import {
  compareEvidence,
  resolveEpsilon,
  type Evidence,
  type EvidenceComparison,
} from '../core/index.js';
import { EXIT } from '../errors.js';
import { checkSettings } from './check.js';
import { refuseProblems } from './problems.js';

export interface CompareSettings {
  readonly epsilon?: number;
  readonly precision?: string;
}

/** The settings of a comparison, refused (settings.*) before any file is read. */
export function checkCompareSettings(settings: CompareSettings): void {
  refuseProblems(
    checkSettings(
      {
        ...(settings.epsilon === undefined ? {} : { epsilon: settings.epsilon }),
        ...(settings.precision === undefined ? {} : { precision: settings.precision }),
      },
      { source: 'none' },
    ),
  );
}

export type Comparison = EvidenceComparison;

/** Compare two runs' evidence; `names` label them in the report. */
export function compareRecorded(
  before: Evidence,
  after: Evidence,
  settings: CompareSettings,
  names: { readonly before: string; readonly after: string },
): { readonly comparison: Comparison; readonly exitCode: number } {
  checkCompareSettings(settings);
  const epsilon = resolveEpsilon(settings.precision ?? 'balanced', settings.epsilon);
  const comparison = compareEvidence(before, after, { epsilon, names });
  return { comparison, exitCode: comparison.drifted ? EXIT.no : EXIT.clean };
}
