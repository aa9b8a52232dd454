/** The tool's name and version, stamped into every file we write. Kept equal to package.json by a test. */
export declare const TOOL_NAME = "agentverity-action";
export declare const VERSION = "0.1.0";
