import { type CasesSettings } from '../../app/cases-run.js';
import { type CliIo } from '../io.js';
import { type ReportOptions } from '../reports.js';
/** The options of `cases` as commander gives them. */
export interface CasesCommandOptions extends ReportOptions, Omit<CasesSettings, 'replayCache' | 'timeout'> {
    /** A folder, or false for --no-replay-cache (true when neither was given). */
    readonly replayCache?: string | boolean;
    /** ms; 0 for none. */
    readonly timeout?: number;
    readonly quiet?: boolean;
}
/** The engine's settings from the command line (unset options left out). */
export declare function casesSettingsOf(o: CasesCommandOptions): CasesSettings;
export declare function casesCommand(options: CasesCommandOptions, io: CliIo): Promise<number>;
