/** The kinds of agent `init` writes a stub for (a leaf: the CLI's `init` options load it alone). */
export const INIT_KINDS = ['module', 'typescript', 'python', 'http'] as const;
export type InitKind = (typeof INIT_KINDS)[number];

/** The examples `init --example NAME` copies (their files: src/app/init-example.ts). */
export const INIT_EXAMPLES = ['stateful-agent'] as const;
export type InitExample = (typeof INIT_EXAMPLES)[number];
