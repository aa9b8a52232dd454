// Shape tests the registry's entries use: dependency-free, so loading the
// registry (the CLI's start-up, `--help`) loads no reader.

/** A JSON object (not null, not an array). */
export function isObjectLike(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
