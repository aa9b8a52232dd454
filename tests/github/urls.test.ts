import { describe, expect, it } from 'vitest';
import { artifactUrl, commitUrl, runUrl } from '../../src/github/urls.js';

const place = {
  serverUrl: 'https://github.example.com',
  repo: { owner: 'octo-org', repo: 'agent-repo' },
  runId: '4242',
};

describe('URLs', () => {
  it('the run, one of its artifacts, a commit', () => {
    expect(runUrl(place)).toBe('https://github.example.com/octo-org/agent-repo/actions/runs/4242');
    expect(artifactUrl(place, 17)).toBe(
      'https://github.example.com/octo-org/agent-repo/actions/runs/4242/artifacts/17',
    );
    expect(commitUrl('https://github.com', 'acme/app', 'f'.repeat(40))).toBe(
      `https://github.com/acme/app/commit/${'f'.repeat(40)}`,
    );
  });

  it('none without a repository or a run id', () => {
    expect(runUrl({ ...place, repo: null })).toBeUndefined();
    expect(runUrl({ ...place, runId: null })).toBeUndefined();
    expect(artifactUrl({ ...place, runId: null }, 1)).toBeUndefined();
  });

  it('a segment cannot add path parts or end a Markdown link', () => {
    const odd = runUrl({ ...place, runId: '1/../../x) [y' })!;
    expect(odd).toBe(
      'https://github.example.com/octo-org/agent-repo/actions/runs/1%2F..%2F..%2Fx)%20%5By',
    );
    expect(new URL(odd).pathname.split('/')).toHaveLength(6);
  });
});
