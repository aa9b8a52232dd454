import type { InitKind } from './init-kinds.js';
export { INIT_HTTP_PORT, INIT_TSX_RUNNER } from './init-agents.js';
export { INIT_EXAMPLES, INIT_KINDS, type InitExample, type InitKind } from './init-kinds.js';
/** One file `init` writes: where (relative, `/`-separated), what, and what it is for. */
export interface InitFile {
    readonly path: string;
    readonly text: string;
    readonly about: string;
}
export declare const INIT_SUITE = "agentverity/suite.json";
export declare const INIT_GATE = ".github/workflows/agentverity-gate.yml";
export declare const INIT_PROMOTE = ".github/workflows/agentverity-promote.yml";
/** The stub's file, per kind. */
export declare const INIT_AGENT: Readonly<Record<InitKind, string>>;
/** The files `init` writes for this kind, in the order it lists them. */
export declare function initFiles(kind: InitKind): InitFile[];
/**
 * The command that runs the starter locally, with paths as seen from `cwd`. For
 * TypeScript, two: on Node 22.18 or later, and on Node 20 through `tsxRunner` (by
 * default INIT_TSX_RUNNER; the CLI passes the command it was itself started with).
 */
export declare function initRunCommands(kind: InitKind, shown: (file: string) => string, tsxRunner?: string): string[];
export interface InitResult {
    readonly kind: InitKind;
    /** What was written, in the order of `initFiles`: the path as shown and the absolute one. */
    readonly written: readonly {
        readonly shown: string;
        readonly file: string;
        readonly about: string;
    }[];
}
/**
 * Write the starter files for `kind` into `dir` (resolved from `cwd`). Refuses
 * (`init.exists`, exit 2) when any of them exists, naming each, and then writes none.
 */
export declare function writeInit(kind: InitKind, dir: string, cwd: string): InitResult;
/**
 * Write `files` into `dir` (resolved from `cwd`), all or none: refuses
 * (`init.exists`, exit 2) when any of them exists, naming each. `init` and
 * `init --example` both write through it.
 */
export declare function writeInitFiles(initial: readonly InitFile[], dir: string, cwd: string): InitResult['written'];
