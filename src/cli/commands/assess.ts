import { assessEvidence, casesFileOf, obtainEvidence, reportMetaOf } from '../../app/obtain.js';
import { replayCurtailment } from '../../app/verdict.js';
import { EXIT } from '../../errors.js';
import { renderReplayText } from '../../render/baselines/replay.js';
import { appIoOf, type CliIo } from '../io.js';
import { emitReports, refuseReportsOverInputs, type ReportOptions } from '../reports.js';
import { inputFilesOf } from '../../app/settings.js';
import { settingsOf } from '../settings.js';
import type { SourceOptions } from '../sources.js';

export interface AssessOptions extends SourceOptions, ReportOptions {
  readonly suite?: string;
  readonly withoutSuite?: boolean;
  readonly epsilon?: number;
  readonly precision?: string;
  readonly replayCurtailment?: boolean;
}

export async function assessCommand(options: AssessOptions, io: CliIo): Promise<number> {
  const settings = settingsOf(options);
  refuseReportsOverInputs(options, io.cwd, inputFilesOf(settings));
  const app = appIoOf(io);
  const obtained = await obtainEvidence(settings, app, { source: 'recorded' });
  // Recorded runs are never interrupted nor planned; the types say so once here.
  if (obtained.kind !== 'evidence') return EXIT.unusable;
  const assessment = assessEvidence(obtained, app);
  emitReports(
    io,
    assessment,
    reportMetaOf(obtained, { casesFile: casesFileOf(settings, obtained) }),
    options,
  );
  // A counterfactual after the report, on stderr: it never changes the status or exit code.
  if (options.replayCurtailment === true) {
    io.stderr(
      renderReplayText(
        replayCurtailment(
          assessment,
          obtained.evidence,
          obtained.suite?.cases.map((c) => c.expected),
        ),
      ),
    );
  }
  return assessment.exitCode;
}
