// How a module setting (`--agent path/to/agent.mjs[:export]`, a relations module) names
// its file and export: a dependency-free reader, so the settings can name the file
// among a run's inputs (no output may overwrite it) without loading any agent code.

/** `path/to/agent.mjs[:exportName]` split into the file and the export (default `default`). */
export function parseAgentSpec(spec: string): { file: string; exportName: string } {
  const match = /^(.+):([A-Za-z_$][\w$]*)$/.exec(spec);
  // A single letter before the colon is a Windows drive, not a file.
  if (match && (match[1] as string).length > 1) {
    return { file: match[1] as string, exportName: match[2] as string };
  }
  return { file: spec, exportName: 'default' };
}
