// Values a PR comment must never show. GitHub masks registered secrets in logs
// and job summaries, not in comments, and an agent's error message may echo a
// model key or a header it was given.
import { scrubberOf, secretValuesOf } from '../app/index.js';
import type { ActionSettings } from './inputs.js';

export { MIN_SECRET_LENGTH, SECRET_NAME } from '../app/index.js';

/**
 * The token, the agent's HTTP header values (with and without their scheme) and
 * credential-named environment variables (model keys), longest first: the list is
 * built by the app (secretValuesOf), from what the Action was given.
 */
export function secretValues(
  env: NodeJS.ProcessEnv,
  settings: Pick<ActionSettings, 'token' | 'source'>,
): string[] {
  return secretValuesOf({
    token: settings.token,
    headers: settings.source.kind === 'run' ? (settings.source.options.header ?? []) : [],
    env,
  });
}

/**
 * The secrets known before any input is checked: the raw `github-token` and
 * `headers` inputs and the credential-named environment values. The Action masks
 * them first, so a refusal that quotes an input can never show one.
 */
export function rawSecretValues(env: NodeJS.ProcessEnv, read: (input: string) => string): string[] {
  return secretValuesOf({
    token: read('github-token'),
    headers: read('headers')
      .split('\n')
      .map((h) => h.trim())
      .filter((h) => h !== ''),
    env,
  });
}

/** `text` with every occurrence of each secret replaced by `***` (secrets longest first). */
export function scrubSecrets(text: string, secrets: readonly string[]): string {
  return scrubberOf(secrets)?.(text) ?? text;
}
