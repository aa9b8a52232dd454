/** The tool's name and version, stamped into every file we write. Kept equal to package.json by a test. */
export declare const TOOL_NAME = "agentverity-action";
export declare const VERSION = "0.1.0";
/**
 * How a command is written wherever a report or a message suggests one: the form
 * that works in a clone (npm runs the package's own bin) and after an install.
 */
export declare const CLI_COMMAND = "npx agentverity";
