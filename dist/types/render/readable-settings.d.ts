/** Figures for the suite header and the JSON-free formats: settings as `key=value`, sorted. */
export declare function settingLines(settings: Readonly<Record<string, unknown>>): string[];
/**
 * The routes a given k was raised on by the suite's stability targets, in words
 * (`k raised by the stability targets on a (70 repeats per input)`), or null when
 * the settings record none: every report says it, never a silent raise.
 */
export declare function kRaisedText(settings: Readonly<Record<string, unknown>>): string | null;
/**
 * The settings as a person reads them (`tolerance 5%`, `suite payments.json`),
 * in the order they were recorded, defaults and empty values left out: raw
 * text, which each format escapes. The JSON report and JUnit keep the raw keys.
 */
export declare function readableSettings(settings: Readonly<Record<string, unknown>>): string[];
