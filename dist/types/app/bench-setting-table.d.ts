import type { BenchSettingKey } from './bench-settings.js';
import type { ImportKind } from './settings.js';
/**
 * How a bench flag's value is read: `positive` a whole number of at least 1,
 * `whole` one of at least 0, `number` any finite number, `duration` such as 30s
 * (0 for none), `rate` such as 10/s, `lines` a repeatable flag, `text` as given.
 */
export type BenchValue = 'positive' | 'whole' | 'number' | 'duration' | 'rate' | 'lines' | 'text';
/** The bench commands a setting's flag is defined on. */
export type BenchFlagCommand = 'test' | 'compare' | 'run';
/** What the shells and the check need to know of one bench setting. */
export interface BenchColumn {
    /**
     * `live`: applies when agents are run (refused beside imported logs or bench
     * evidence); `import`: when outcome logs are imported; `any`: whatever the
     * source (`failIfWorse` and `evidenceOut` have rules of their own in the check).
     */
    readonly scope: 'any' | 'live' | 'import';
    /** The CLI flag's value placeholder (`<n>`); the flag is `--` + the kebab case of the key. */
    readonly arg: string;
    /** How the CLI reads the value (text as given unless the row says). */
    readonly value?: BenchValue;
    /** The CLI help line. */
    readonly help: string;
    /** The commands that define its flag (default `test` and `compare`). */
    readonly commands?: readonly BenchFlagCommand[];
    /** Its help on `bench run` where that differs (the one-shot call has no defaults to state). */
    readonly runHelp?: string;
    /**
     * Its Action input (the kebab case of the key): `bench` an input of `mode: bench`
     * only, `gate` the gate's input of that name, read with the same meaning; none
     * when the Action has no input for it (it places the bench evidence itself).
     */
    readonly input?: 'bench' | 'gate';
}
/**
 * Every bench setting but the agents and the outcome logs. The mapped type makes
 * a BenchSettings key missing here a type error: adding a bench setting is its
 * BenchSettings field and one row here.
 */
export declare const BENCH_SETTING_TABLE: {
    readonly [K in Exclude<BenchSettingKey, 'agents' | ImportKind>]: BenchColumn;
};
/** The table's keys, in its order. */
export declare const BENCH_DECLARED_KEYS: Exclude<BenchSettingKey, "agents" | ImportKind>[];
