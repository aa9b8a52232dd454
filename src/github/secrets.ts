// Values a PR comment must never show. GitHub masks registered secrets in logs
// and job summaries, not in comments, and an agent's error message may echo a
// model key or a header it was given.
import { MIN_SECRET_LENGTH, scrubberOf } from '../app/index.js';
import type { ActionSettings } from './inputs.js';

/** Names of environment variables that hold credentials by convention. */
export const SECRET_NAME =
  /(^|_)(API_?KEY|KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIALS?|AUTH)(_|$)/i;

export { MIN_SECRET_LENGTH } from '../app/index.js';

/**
 * The token, the agent's HTTP header values (with and without their scheme) and
 * credential-named environment variables (model keys), longest first so that a
 * value containing another is replaced whole.
 */
export function secretValues(
  env: NodeJS.ProcessEnv,
  settings: Pick<ActionSettings, 'token' | 'source'>,
): string[] {
  const values = new Set<string>();
  const add = (value: string) => {
    if (value.length >= MIN_SECRET_LENGTH) values.add(value);
  };
  add(settings.token);
  if (settings.source.kind === 'run') {
    for (const h of settings.source.options.header ?? []) {
      const value = h.slice(h.indexOf(':') + 1).trim();
      add(value);
      add(value.replace(/^(Bearer|Basic|token)\s+/i, ''));
    }
  }
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && SECRET_NAME.test(name)) add(value);
  }
  return [...values].sort((a, b) => b.length - a.length);
}

/** `text` with every occurrence of each secret replaced by `***` (secrets longest first). */
export function scrubSecrets(text: string, secrets: readonly string[]): string {
  return scrubberOf(secrets)?.(text) ?? text;
}
