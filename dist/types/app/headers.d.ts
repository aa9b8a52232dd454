/** `Name: value` header lines as headers; a line without a name is refused (setting `header`). */
export declare function headersOf(lines: readonly string[] | undefined): Record<string, string>;
