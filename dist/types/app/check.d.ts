import type { Problem } from './problems.js';
import { type Settings } from './settings.js';
/**
 * What the settings are for: a live run only (`run`), recorded runs only
 * (`assess`, `check`), either one (`snapshot`, the Action's gate), or neither
 * (`plan`, `compare-evidence`: only the tolerance is read).
 */
export type SourceUse = 'live' | 'recorded' | 'either' | 'none';
export interface CheckOptions {
    readonly source?: SourceUse;
    /**
     * What a library caller passed as values rather than settings: an agent it
     * made (`agent`: an in-process JS agent, checked as a module agent) and the
     * inputs themselves (`inputs`: then `inputs` and `suite` name no file).
     */
    readonly provided?: {
        readonly agent?: boolean;
        readonly inputs?: boolean;
    };
}
/**
 * Every problem with the settings, in a stable order; empty when they can be
 * used as given. Nothing is read from disk: files are checked when they are read.
 */
export declare function checkSettings(asked: Settings, options?: CheckOptions): Problem[];
export { SETTINGS_CODES } from './problems.js';
