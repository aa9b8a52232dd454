import { type PathPart } from './paths.js';
type YamlModule = typeof import('yaml');
type YamlDocument = ReturnType<YamlModule['parseDocument']>;
type YamlLineCounter = InstanceType<YamlModule['LineCounter']>;
/**
 * A parsed YAML document with what is needed to find the line of a JSON path in
 * it, or (a document written as JSON) its text, scanned when a line is asked for.
 */
export type Located = {
    readonly doc: YamlDocument;
    readonly lines: YamlLineCounter;
    readonly yaml: YamlModule;
} | {
    readonly json: string;
};
/** The line (1-based) of the node at `parts`, or of its nearest ancestor present in the file. */
export declare function lineOf(at: Located, parts: readonly PathPart[], atKey: boolean): number;
/**
 * What a refusal of a YAML file with its problems says, and where, each at its
 * line and JSON path: one problem is named at its place; several are listed
 * under one heading (`not a valid <what>`), at most ten, then how many more.
 * The caller throws it with the first problem's code.
 */
export declare function locatedRefusal(problems: readonly {
    readonly path: readonly PathPart[];
    readonly atKey?: boolean;
    readonly message: string;
}[], file: string, at: Located, what: string): {
    readonly message: string;
    readonly where: string;
};
/** The codes and words a YAML format of ours refuses a document with. */
export interface YamlFormat {
    readonly syntax: 'benchmark.syntax' | 'config.syntax';
    readonly invalid: 'benchmark.invalid' | 'config.invalid';
    /** What the file should hold, after "expected" ("a benchmark (version, name, tasks)"). */
    readonly what: string;
    /** The top-level mapping, after "expected" ("a mapping with version, name and tasks"). */
    readonly mapping: string;
}
/**
 * Parses YAML text (one leading BOM dropped; a repeated key refused) into a plain
 * value that is a mapping, keeping where each node is for line-numbered refusals.
 * The `yaml` package is loaded only here, when a YAML file is read.
 */
export declare function parseYamlText(text: string, file: string, format: YamlFormat): Promise<{
    value: Record<string, unknown>;
    at: Located;
}>;
export {};
