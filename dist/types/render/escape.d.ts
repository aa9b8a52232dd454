/**
 * Make an untrusted string safe to print on a terminal: control characters (ESC
 * starts ANSI sequences), DEL and bidirectional overrides are shown as visible
 * \u escapes instead of acting on the terminal. Long strings are cut.
 */
export declare function terminalSafe(value: string, max?: number): string;
