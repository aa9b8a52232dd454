// `cases`: argv → the engine's cases settings (src/app/cases-run.ts), the report
// decided once by the core, and each requested format rendered from it.
import { casesReportOf, type CasesSettings } from '../../app/cases-run.js';
import { CASES_KEYS } from '../../app/cases-setting-table.js';
import { EXIT, isInterrupted } from '../../errors.js';
import { renderCases } from '../../render/cases/index.js';
import { terminalSafeLines } from '../../render/escape.js';
import { TOOL_NAME, VERSION } from '../../version.js';
import { appIoOf, checkWritable, outputPath, type CliIo } from '../io.js';
import { resolveReportTargets, type ReportOptions } from '../reports.js';

/** The options of `cases` as commander gives them. */
export interface CasesCommandOptions
  extends ReportOptions, Omit<CasesSettings, 'replayCache' | 'timeout'> {
  /** A folder, or false for --no-replay-cache (true when neither was given). */
  readonly replayCache?: string | boolean;
  /** ms; 0 for none. */
  readonly timeout?: number;
  readonly quiet?: boolean;
}

/** The engine's settings from the command line (unset options left out). */
export function casesSettingsOf(o: CasesCommandOptions): CasesSettings {
  const out: Record<string, unknown> = {};
  // Every setting taken as given but the two whose null is a value (read below).
  for (const key of CASES_KEYS) {
    if (key === 'timeout' || key === 'replayCache') continue;
    if (o[key] !== undefined) out[key] = o[key];
  }
  if (o.timeout !== undefined) out['timeout'] = o.timeout === 0 ? null : o.timeout;
  if (o.replayCache === false) out['replayCache'] = null;
  else if (typeof o.replayCache === 'string') out['replayCache'] = o.replayCache;
  return out as CasesSettings;
}

export async function casesCommand(options: CasesCommandOptions, io: CliIo): Promise<number> {
  const settings = casesSettingsOf(options);
  // An ambiguous report request, or a report file that cannot be written, is refused before any call.
  const targets = resolveReportTargets(options);
  for (const t of targets) if (t.path !== null) checkWritable(outputPath(io.cwd, t.path), 'report');
  // In the CLI's own process a module system shares it: guard it as `run` and `bench` do.
  const ownsProcess = io.cwd === process.cwd() && io.env === process.env;
  const outcome = await casesReportOf(settings, appIoOf(io, options.quiet === true), {
    ownsProcess,
  });
  if (isInterrupted(outcome)) return EXIT.interrupted;
  const meta = { tool: { name: TOOL_NAME, version: VERSION } };
  for (const t of targets) {
    const text = renderCases(t.format, outcome.report, meta);
    if (t.path === null) {
      io.stdout(t.format === 'text' ? terminalSafeLines(text, 10_000_000) : text);
    } else io.writeFile(outputPath(io.cwd, t.path), text);
  }
  return outcome.report.exitCode;
}
