import { describe, expect, it } from 'vitest';
import { readSettings } from '../../src/github/inputs.js';
import { scrubSecrets, secretValues } from '../../src/github/secrets.js';

function settings(extra: Record<string, string>) {
  const inputs: Record<string, string> = {
    'github-token': 'ghs_0123456789abcdef',
    'agent-url': 'http://127.0.0.1:9/agent',
    inputs: 't.txt',
    ...extra,
  };
  return readSettings((name) => inputs[name] ?? '');
}

describe('secrets kept out of the PR comment', () => {
  it('collects the token, header values and credential-named variables', () => {
    const values = secretValues(
      {
        OPENAI_API_KEY: 'sk-live-abcdefgh1234',
        ANTHROPIC_KEY: 'ant-0000000000',
        DB_PASSWORD: 'hunter2hunter2',
        GITHUB_TOKEN: 'ghs_0123456789abcdef',
        HOME: '/home/runner',
        MONKEY: 'bananas-and-more',
        SHORT_TOKEN: 'abc',
      },
      settings({ headers: 'Authorization: Bearer tok-9876543210' }),
    );
    expect(values).toEqual(
      expect.arrayContaining([
        'sk-live-abcdefgh1234',
        'ant-0000000000',
        'hunter2hunter2',
        'ghs_0123456789abcdef',
        'Bearer tok-9876543210',
        'tok-9876543210',
      ]),
    );
    expect(values).not.toContain('/home/runner');
    expect(values).not.toContain('bananas-and-more');
    expect(values).not.toContain('abc');
  });

  it('replaces every occurrence, longest first', () => {
    const secrets = ['Bearer tok-9876543210', 'tok-9876543210'];
    expect(scrubSecrets('401 for Bearer tok-9876543210; retry with tok-9876543210', secrets)).toBe(
      '401 for ***; retry with ***',
    );
  });
});

describe('secretValues: edge cases', () => {
  it('ignores short values and names that only look alike', () => {
    const values = secretValues(
      { KEYBOARD_LAYOUT: 'us-international', MY_API_KEY: 'short', TOKENS_USED: '123456789' },
      settings({}),
    );
    expect(values).toEqual(['ghs_0123456789abcdef']);
  });

  it('takes header values with and without their scheme, longest first', () => {
    const values = secretValues(
      {},
      settings({ headers: 'X-Api-Key: k-0123456789\nAuthorization: token abcdefgh12' }),
    );
    expect(values).toEqual(
      expect.arrayContaining(['k-0123456789', 'token abcdefgh12', 'abcdefgh12']),
    );
    for (let i = 1; i < values.length; i++)
      expect(values[i - 1]!.length).toBeGreaterThanOrEqual(values[i]!.length);
  });

  it('an empty token is not a secret, and nothing is replaced by an empty value', () => {
    expect(secretValues({}, settings({ 'github-token': '' }))).toEqual([]);
    expect(scrubSecrets('text', [''])).toBe('text');
  });
});
