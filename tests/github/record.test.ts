import { describe, expect, it } from 'vitest';
import {
  candidateDataBlock,
  candidateDescription,
  noCandidateDescription,
  parseCandidateDataBlock,
  parseRecordDescription,
  recordContext,
  runIdOfUrl,
} from '../../src/github/record.js';

const DIGEST = '0123456789abcdef'.repeat(4);
const SHA = 'fedcba9876543210fedcba9876543210fedcba98';
const MARKER = '<!-- agentverity-action/comment@1 key= digest=x -->';

describe('recordContext', () => {
  it('one context per comment key', () => {
    expect(recordContext('')).toBe('agentverity/baseline-candidate');
    expect(recordContext('linux')).toBe('agentverity/baseline-candidate (linux)');
  });
});

describe('status descriptions', () => {
  it('a candidate description fits and round-trips', () => {
    const d = candidateDescription(DIGEST);
    expect(d.length).toBeLessThanOrEqual(140);
    expect(parseRecordDescription(d)).toEqual({ kind: 'candidate', digest: DIGEST });
  });

  it('a no-candidate description is cut to 140 characters and round-trips', () => {
    const short = noCandidateDescription('too few  pairs\n\tfor the tolerance');
    expect(short).toBe('no candidate: too few pairs for the tolerance');
    expect(parseRecordDescription(short)).toEqual({
      kind: 'none',
      reason: 'too few pairs for the tolerance',
    });
    const long = noCandidateDescription('x'.repeat(500));
    expect(long.length).toBe(140);
    expect(long.endsWith('…')).toBe(true);
    expect(parseRecordDescription(long)?.kind).toBe('none');
    const exact = noCandidateDescription('y'.repeat(126));
    expect(exact.length).toBe(140);
    expect(exact.endsWith('y')).toBe(true);
  });

  it('a cut never splits a surrogate pair', () => {
    // Both parities of the prefix: one of them puts the cut inside a pair.
    for (const prefix of ['decision ', 'decisions ']) {
      const d = noCandidateDescription(`${prefix}${'😀'.repeat(100)}`);
      expect(d.length).toBeLessThanOrEqual(140);
      // No lone surrogate: the text is well-formed Unicode.
      expect(
        /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(d),
        prefix,
      ).toBe(false);
    }
  });

  it('rejects descriptions that are not exactly ours', () => {
    for (const hostile of [
      `candidate sha256:${DIGEST.slice(1)}`,
      `candidate sha256:${DIGEST}0`,
      `candidate sha256:${DIGEST.toUpperCase()}`,
      `candidate sha256:${DIGEST} approved`,
      `candidate sha256:${DIGEST}\n`,
      ` candidate sha256:${DIGEST}`,
      `Candidate sha256:${DIGEST}`,
      `candidate sha1:${DIGEST}`,
      `candidate ${DIGEST}`,
      'all checks passed',
      'no candidate:missing space',
      '',
    ]) {
      expect(parseRecordDescription(hostile), hostile).toBeNull();
    }
    expect(parseRecordDescription(null)).toBeNull();
    expect(parseRecordDescription(undefined)).toBeNull();
  });
});

describe('candidate data block', () => {
  it('round-trips with and without a run id', () => {
    const block = { sha: SHA, digest: DIGEST, runId: 123456789 };
    const line = candidateDataBlock(block);
    expect(line).toBe(
      `<!-- agentverity-action/candidate@1 sha=${SHA} digest=${DIGEST} run=123456789 -->`,
    );
    expect(parseCandidateDataBlock(`${MARKER}\n${line}\n### Report`)).toEqual(block);
    const noRun = { sha: SHA, digest: DIGEST, runId: null };
    expect(parseCandidateDataBlock(`${MARKER}\n${candidateDataBlock(noRun)}`)).toEqual(noRun);
    // A SHA-256 object name is a head commit too.
    const sha256 = { sha: DIGEST, digest: DIGEST, runId: 7 };
    expect(parseCandidateDataBlock(`${MARKER}\n${candidateDataBlock(sha256)}\n`)).toEqual(sha256);
  });

  it('tolerates a carriage return at the end of the line', () => {
    const line = candidateDataBlock({ sha: SHA, digest: DIGEST, runId: 1 });
    expect(parseCandidateDataBlock(`${MARKER}\r\n${line}\r\nrest`)?.digest).toBe(DIGEST);
  });

  it('is only read from the line right after the marker', () => {
    const line = candidateDataBlock({ sha: SHA, digest: DIGEST, runId: 1 });
    // Agent output rendered further down the comment cannot pose as a record.
    expect(parseCandidateDataBlock(`${MARKER}\n### Report\n${line}`)).toBeNull();
    expect(parseCandidateDataBlock(`${MARKER}\n\n${line}`)).toBeNull();
    expect(parseCandidateDataBlock(`${MARKER}\ntext ${line}`)).toBeNull();
    expect(parseCandidateDataBlock(`${MARKER}\n  ${line}`)).toBeNull();
    expect(parseCandidateDataBlock(`${line}\n${MARKER}`)).toBeNull();
    expect(parseCandidateDataBlock(line)).toBeNull();
    expect(parseCandidateDataBlock('')).toBeNull();
  });

  it('rejects malformed blocks', () => {
    const good = { sha: SHA, digest: DIGEST };
    for (const bad of [
      `<!-- agentverity-action/candidate@1 sha=${SHA.toUpperCase()} digest=${DIGEST} -->`,
      `<!-- agentverity-action/candidate@1 sha=${SHA.slice(1)} digest=${DIGEST} -->`,
      `<!-- agentverity-action/candidate@1 sha=${good.sha} digest=${DIGEST.slice(1)} -->`,
      `<!-- agentverity-action/candidate@1 sha=${good.sha} digest=${DIGEST} run=0 -->`,
      `<!-- agentverity-action/candidate@1 sha=${good.sha} digest=${DIGEST} run=-1 -->`,
      `<!-- agentverity-action/candidate@1 sha=${good.sha} digest=${DIGEST} run=12a -->`,
      `<!-- agentverity-action/candidate@1 sha=${good.sha} digest=${DIGEST} run=1 extra=2 -->`,
      `<!-- agentverity-action/candidate@2 sha=${good.sha} digest=${DIGEST} -->`,
      `<!-- agentverity-action/candidate@1 digest=${DIGEST} sha=${good.sha} -->`,
      `<!-- agentverity-action/candidate@1 sha=${good.sha} digest=${DIGEST} --> trailing`,
    ]) {
      expect(parseCandidateDataBlock(`${MARKER}\n${bad}`), bad).toBeNull();
    }
  });
});

describe('runIdOfUrl', () => {
  it("takes the run id of this repository's run URL", () => {
    expect(runIdOfUrl('https://github.com/acme/app/actions/runs/4242', 'acme', 'app')).toBe(4242);
    expect(
      runIdOfUrl('https://github.com/acme/app/actions/runs/4242/attempts/2', 'acme', 'app'),
    ).toBe(4242);
    expect(
      runIdOfUrl(
        'https://github.example.com/Acme/App/actions/runs/9?check_suite_focus=true',
        'acme',
        'app',
      ),
    ).toBe(9);
    expect(runIdOfUrl('https://github.com/ACME/APP/actions/runs/9', 'Acme', 'app')).toBe(9);
  });

  it("refuses other repositories' runs", () => {
    expect(runIdOfUrl('https://github.com/evil/app/actions/runs/1', 'acme', 'app')).toBeNull();
    expect(runIdOfUrl('https://github.com/acme/app2/actions/runs/1', 'acme', 'app')).toBeNull();
    expect(runIdOfUrl('https://github.com/acme/ap/actions/runs/1', 'acme', 'app')).toBeNull();
  });

  it('refuses paths with a prefix or another shape', () => {
    for (const url of [
      'https://example.com/proxy/acme/app/actions/runs/1',
      'https://github.com/acme/app/runs/1',
      'https://github.com/acme/app/actions/workflows/1',
      'https://github.com/acme/app/actions/runs',
      'https://github.com/acme/app/actions/runs/',
      'https://github.com/acme/app/Actions/Runs/1',
    ]) {
      expect(runIdOfUrl(url, 'acme', 'app'), url).toBeNull();
    }
  });

  it('refuses ids that are not positive integers', () => {
    for (const id of ['abc', '0', '-1', '1e3', '12.5', '0x10', '007', '1'.repeat(17)]) {
      const url = `https://github.com/acme/app/actions/runs/${id}`;
      expect(runIdOfUrl(url, 'acme', 'app'), url).toBeNull();
    }
  });

  it('refuses what is not a URL', () => {
    expect(runIdOfUrl(null, 'acme', 'app')).toBeNull();
    expect(runIdOfUrl(undefined, 'acme', 'app')).toBeNull();
    expect(runIdOfUrl('', 'acme', 'app')).toBeNull();
    expect(runIdOfUrl('/acme/app/actions/runs/1', 'acme', 'app')).toBeNull();
    expect(runIdOfUrl('not a url', 'acme', 'app')).toBeNull();
  });
});
