/** The files of examples/stateful-agent/, by name: what `init --example stateful-agent` writes. */
export declare const STATEFUL_AGENT_FILES: Readonly<Record<string, string>>;
