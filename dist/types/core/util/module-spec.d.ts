/** `path/to/agent.mjs[:exportName]` split into the file and the export (default `default`). */
export declare function parseAgentSpec(spec: string): {
    file: string;
    exportName: string;
};
