// The REST client: `@actions/github`'s Octokit with `@octokit/plugin-retry`, which
// retries server errors and 429s. GitHub's `retry-after` (seconds) is honoured: it
// replaces the plugin's own back-off for that attempt.
import { getOctokit } from '@actions/github';
import type { Octokit as CoreOctokit } from '@octokit/core';
import { retry } from '@octokit/plugin-retry';

export type Octokit = ReturnType<typeof getOctokit>;

/** Attempts after the first for a failing request. */
export const API_RETRIES = 3;
/** Statuses the retry plugin must not repeat: client errors that will not change. */
const DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 451];
/** The longest `retry-after` we wait for (seconds); beyond it the request fails. */
const MAX_RETRY_AFTER_S = 120;

function headerOf(error: unknown, name: string): string | undefined {
  const headers = (error as { response?: { headers?: Record<string, unknown> } }).response?.headers;
  const value = headers?.[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

interface RetryApi {
  retryRequest: (error: unknown, retries: number, retryAfter: number) => unknown;
}

/**
 * Applied after the retry plugin: when a failed response said how long to wait
 * (`retry-after`, in seconds), that wait replaces the plugin's back-off. The
 * plugin's `retryRequest` lives on the client, so it is wrapped there.
 */
function retryAfterPlugin(
  octokit: CoreOctokit,
  options: { retry?: { retryAfterBaseValue?: number } },
): Record<string, never> {
  const base = options.retry?.retryAfterBaseValue ?? 1000;
  const api = (octokit as unknown as { retry?: RetryApi }).retry;
  if (api === undefined) return {};
  const original = api.retryRequest.bind(api);
  api.retryRequest = (error, retries, retryAfter) => {
    const header = headerOf(error, 'retry-after');
    const seconds = header === undefined ? NaN : Number(header);
    const wait =
      Number.isFinite(seconds) && seconds >= 0 && seconds <= MAX_RETRY_AFTER_S
        ? (seconds * 1000) / base
        : retryAfter;
    return original(error, retries, wait);
  };
  return {};
}

/**
 * Applied before the retry plugin: GitHub answers a secondary rate limit (and an
 * exhausted primary one) with 403 and `retry-after` or `x-ratelimit-remaining: 0`.
 * Such a 403 is a 429 in all but name, so it is retried as one; every other 403
 * (a read-only token, a missing permission) fails at once.
 */
function rateLimitPlugin(octokit: CoreOctokit): Record<string, never> {
  octokit.hook.error('request', (error) => {
    const e = error as { status?: number };
    if (e.status === 403) {
      const retryAfter = headerOf(error, 'retry-after');
      const remaining = headerOf(error, 'x-ratelimit-remaining');
      if (retryAfter !== undefined || remaining === '0') e.status = 429;
    }
    throw error;
  });
  return {};
}

/**
 * The client for `token` against the runner's API (GITHUB_API_URL, read by
 * `@actions/github`). `retryBaseMs` scales the back-off (1 s by default).
 */
export function makeOctokit(token: string, retryBaseMs = 1000, baseUrl?: string): Octokit {
  return getOctokit(
    token,
    {
      ...(baseUrl === undefined ? {} : { baseUrl }),
      retry: { retries: API_RETRIES, doNotRetry: DO_NOT_RETRY, retryAfterBaseValue: retryBaseMs },
    },
    rateLimitPlugin as never,
    retry,
    retryAfterPlugin as never,
  );
}
