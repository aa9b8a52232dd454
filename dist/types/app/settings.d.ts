import type { ErrorPolicy } from '../collect/index.js';
import type { Isolation, Layer } from '../core/index.js';
import { type ShardSpec } from '../core/shard.js';
import { IMPORT_KINDS, type ImportKind } from '../importers/registry.js';
import type { NamedFile } from './files.js';
import type { PRECISIONS } from './setting-rows.js';
import { kebab } from './setting-table.js';
/** Where a baseline is written and looked for by default. */
export declare const DEFAULT_BASELINE_PATH = ".agentverity/baseline.json";
/** The per-call timeout when none is given. */
export declare const DEFAULT_TIMEOUT_MS = 120000;
export declare const DEFAULT_BLINDNESS_THRESHOLD = 0.9;
export { ALLOCATIONS, DEFAULT_EVIDENCE_OUT, ERROR_POLICIES, METHOD_NAMES, PRECISIONS, } from './setting-rows.js';
export type Precision = (typeof PRECISIONS)[number];
/** Whether `run` declares the early-rejection test when nobody says. */
export declare const DEFAULT_EARLY_REJECTION = true;
/**
 * The `shard` setting as {index, count}, or null when absent. The settings must
 * have passed checkSettings (which refuses a malformed or out-of-range shard).
 */
export declare function shardOf(settings: Settings): ShardSpec | null;
/** Recorded runs in another tool's format: the importer registry's kinds (src/importers/registry.ts). */
export { IMPORT_KINDS, type ImportKind };
export type RecordedKind = 'evidence' | ImportKind;
/** Each import kind and its one-line description, for the shells' flags and inputs. */
export declare const IMPORT_SOURCES: readonly {
    readonly kind: ImportKind;
    readonly help: string;
}[];
/**
 * Each import kind a bench reads (the registry's importers that declare `bench`) and
 * its one line, for the shells' flags and inputs (read at start-up, so it lives here).
 */
export declare const BENCH_IMPORT_SOURCES: readonly {
    readonly kind: ImportKind;
    readonly help: string;
}[];
/** The kinds of recorded runs, in the order their files are merged. */
export declare const RECORDED_KINDS: readonly RecordedKind[];
/** The three ways to call an agent. */
export declare const AGENT_KEYS: readonly ["agent", "agentCommand", "agentUrl"];
export type AgentKey = (typeof AGENT_KEYS)[number];
/** The files of each kind of imported run, keyed by its kind. */
export type ImportFiles = {
    readonly [K in ImportKind]?: readonly string[];
};
export interface Settings extends ImportFiles {
    /** A JS module agent, `file[:export]`. */
    readonly agent?: string;
    /** A JSON-lines worker command. */
    readonly agentCommand?: string;
    /** An HTTP agent's endpoint. */
    readonly agentUrl?: string;
    /** HTTP request headers, each `Name: value`. */
    readonly header?: readonly string[];
    /** HTTP retries on connection errors and 429/503. */
    readonly httpRetries?: number;
    /** The seed inputs of a live run (text, JSONL or a suite file). */
    readonly inputs?: string;
    readonly evidence?: readonly string[];
    readonly inputPath?: string;
    readonly score?: string;
    readonly provider?: string;
    readonly promptId?: string;
    /** Where the decision is: in an HTTP agent's answer or in each imported row. */
    readonly decisionPath?: string;
    readonly textPath?: string;
    readonly toolsPath?: string;
    /** The decision suite: a live run's seeds, the expected decisions of imports, the contract. */
    readonly suite?: string;
    /**
     * Assess recorded evidence that was collected against a suite without that
     * suite's contract, said in every report; without it such evidence is refused.
     */
    readonly withoutSuite?: boolean;
    readonly layer?: Layer;
    readonly isolation?: Isolation;
    /** The flip-rate tolerance; `precision` names a preset instead. */
    readonly epsilon?: number;
    readonly precision?: string;
    /** Keep fingerprints and decisions only in the evidence written. */
    readonly redact?: boolean;
    readonly k?: number;
    readonly budget?: number;
    readonly blindnessThreshold?: number;
    /**
     * Built-in relations by name (`case,whitespace`), a relations module
     * (`file[:export]`), `false` (or `none`) for none, absent for the four built-ins.
     */
    readonly relations?: string | false;
    readonly reuse?: boolean;
    /** `false` leaves the repeatability meter out. */
    readonly meter?: boolean;
    /** `false` leaves the blindness check out. */
    readonly blindness?: boolean;
    readonly sequential?: boolean;
    readonly curtail?: boolean;
    /** The meter's decision rule: `wilson` (default, the reference's) or `exact`. */
    readonly method?: string;
    /** `per-input` (default): k repeats of every input; `random`: each pair's input drawn with `seed`. */
    readonly allocation?: string;
    /** The seed of a random allocation (one is chosen and recorded when absent). */
    readonly seed?: number;
    /** Declare the early-rejection test: stop once the evidence for stochastic is conclusive. */
    readonly earlyRejection?: boolean;
    readonly maxWorkers?: number;
    readonly parallelRepeats?: boolean;
    /** Per-call timeout in milliseconds; `null` for none. */
    readonly timeout?: number | null;
    /** Calls started per second. */
    readonly rateLimit?: number;
    readonly errorPolicy?: ErrorPolicy;
    readonly costPerCall?: number;
    /** Where a live run writes its evidence. */
    readonly evidenceOut?: string;
    /**
     * `I/N`: collect only shard I of N (the inputs whose fingerprint falls in it,
     * docs/sharding.md); the shards are merged by assessing their evidence together.
     */
    readonly shard?: string;
}
export type SettingKey = keyof Settings;
/** Every setting key, for shells that map names and for the check: the settings table's order. */
export declare const SETTING_KEYS: readonly SettingKey[];
/**
 * The settings with every `null` left out: settings read from JSON (a library
 * caller's object, a parsed file) write `null` for "not given", and a setting not
 * given is planned or defaulted, never refused. The exceptions are the settings
 * whose `null` is a value of its own (`keep`): by default `timeout`, whose `null`
 * is no per-call timeout. The bench and cases settings go through it too.
 */
export declare function withoutNulls<T extends object>(settings: T, keep?: readonly string[]): T;
/** The setting key written in kebab case: the rule both shells name settings by. */
export { kebab };
/** The agent settings given, in the order of AGENT_KEYS. */
export declare function agentsOf(settings: Settings): AgentKey[];
/** The recorded-run settings given (a non-empty list of files). */
export declare function recordedOf(settings: Settings): RecordedKind[];
/** True when the settings name a live run (at least one agent). */
export declare function isLive(settings: Settings): boolean;
/** The files a run with these settings reads, each with its flag: no output may be one of them. */
export declare function inputFilesOf(settings: Settings): NamedFile[];
