/** The kinds of agent `init` writes a stub for (a leaf: the CLI's `init` options load it alone). */
export const INIT_KINDS = ['module', 'typescript', 'python', 'http'] as const;
export type InitKind = (typeof INIT_KINDS)[number];
