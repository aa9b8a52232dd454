import type { ImportKind } from '../importers/registry.js';
import type { Declared } from './setting-table.js';
import type { SettingKey } from './settings.js';
/** Where the evidence lands when nobody says (the CLI's `--evidence-out` default). */
export declare const DEFAULT_EVIDENCE_OUT = "agentverity-evidence.json";
export declare const PRECISIONS: readonly ["cheap", "balanced", "strict"];
export declare const ERROR_POLICIES: readonly ["record", "raise"];
/** The meter's decision rules (docs/statistics.md). */
export declare const METHOD_NAMES: readonly ["wilson", "exact"];
/** How a live run spreads its pairs over the inputs. */
export declare const ALLOCATIONS: readonly ["per-input", "random"];
/**
 * Every setting but the importers' files, in the order of SETTING_KEYS (the
 * importers' rows follow `evidence`). The mapped type makes a setting of
 * `Settings` missing here, or one here that `Settings` lacks, a type error.
 */
export declare const DECLARED: {
    readonly [K in Exclude<SettingKey, ImportKind>]: Declared;
};
