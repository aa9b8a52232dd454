/** The kinds of agent `init` writes a stub for (a leaf: the CLI's `init` options load it alone). */
export declare const INIT_KINDS: readonly ["module", "typescript", "python", "http"];
export type InitKind = (typeof INIT_KINDS)[number];
/** The examples `init --example NAME` copies (their files: src/app/init-example.ts). */
export declare const INIT_EXAMPLES: readonly ["stateful-agent"];
export type InitExample = (typeof INIT_EXAMPLES)[number];
