import type { InitKind } from './init-kinds.js';
export declare const REPO = "https://github.com/agentverity/action";
export declare const DOCS = "https://github.com/agentverity/action/blob/v1/docs";
/** Where the HTTP stub listens in the workflow and the next steps. */
export declare const INIT_HTTP_PORT = 8787;
/**
 * The TypeScript runner on Node 20, which cannot load a .ts file by itself: the same
 * CLI started under the tsx loader (npm install --save-dev tsx).
 */
export declare const INIT_TSX_RUNNER = "node --import tsx node_modules/.bin/agentverity";
export declare const AGENT_TEXT: Readonly<Record<InitKind, string>>;
export declare const AGENT_ABOUT: Readonly<Record<InitKind, string>>;
