import { describe, expect, it } from 'vitest';
import { isRefusal } from '../../src/core/index.js';
import {
  PROMOTION_SECTION_END,
  PROMOTION_SECTION_START,
  repositoryPath,
  withPromotionSection,
} from '../../src/github/promote.js';

function refusalOf(run: () => unknown): { code: string; message: string } {
  try {
    run();
  } catch (error) {
    if (isRefusal(error)) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('repositoryPath', () => {
  it('joins the working directory and the baseline path', () => {
    expect(repositoryPath('.', '.agentverity/baseline.json')).toBe('.agentverity/baseline.json');
    expect(repositoryPath('packages/agent', 'baseline.json')).toBe('packages/agent/baseline.json');
    expect(repositoryPath('./sub/', './x/../b.json')).toBe('sub/b.json');
    // Up and out of the working directory but still inside the repository.
    expect(repositoryPath('sub', '../b.json')).toBe('b.json');
  });

  it('refuses paths that leave the repository', () => {
    for (const [wd, file] of [
      ['.', '../b.json'],
      ['sub', '../../b.json'],
      ['.', 'a/../../b.json'],
      ['..', 'b.json'],
    ] as const) {
      const r = refusalOf(() => repositoryPath(wd, file));
      expect(r.code, `${wd} + ${file}`).toBe('action.baseline');
      expect(r.message).toContain("'working-directory'");
      expect(r.message).toContain("'baseline'");
    }
  });

  it('refuses the repository root itself', () => {
    expect(refusalOf(() => repositoryPath('.', '.')).code).toBe('action.baseline');
    expect(refusalOf(() => repositoryPath('sub', '..')).code).toBe('action.baseline');
  });

  it('refuses an absolute working directory', () => {
    expect(refusalOf(() => repositoryPath('/home/runner/work/app', 'b.json')).code).toBe(
      'action.baseline',
    );
  });

  it('refuses an absolute baseline path instead of reading it as relative', () => {
    // path.posix.join('.', '/etc/b.json') is 'etc/b.json': an absolute path would
    // silently become a file inside the repository that the gate never reads.
    expect(refusalOf(() => repositoryPath('.', '/etc/b.json')).code).toBe('action.baseline');
    expect(refusalOf(() => repositoryPath('sub', '/b.json')).code).toBe('action.baseline');
  });
});

describe('withPromotionSection', () => {
  const section = '### Baseline approved\n\ntext';
  const block = `${PROMOTION_SECTION_START}\n${section}\n${PROMOTION_SECTION_END}`;

  it('appends the section when there is none', () => {
    expect(withPromotionSection('## Report\n\nbody\n\n\n', section)).toBe(
      `## Report\n\nbody\n\n${block}\n`,
    );
  });

  it('creates a body holding only the section from nothing', () => {
    const body = withPromotionSection('', section);
    expect(body).toContain(block);
    expect(body.trim()).toBe(block);
  });

  it('replaces an earlier section in place, keeping what is around it', () => {
    const before = `head\n${PROMOTION_SECTION_START}\nold refusal\n${PROMOTION_SECTION_END}\ntail`;
    const after = withPromotionSection(before, section);
    expect(after).toBe(`head\n${block}\ntail`);
    expect(after).not.toContain('old refusal');
  });

  it('is idempotent, and a second promotion leaves one section', () => {
    const once = withPromotionSection('report', 'first');
    expect(withPromotionSection(once, 'first')).toBe(once);
    const twice = withPromotionSection(once, 'second');
    expect(twice.split(PROMOTION_SECTION_START)).toHaveLength(2);
    expect(twice.split(PROMOTION_SECTION_END)).toHaveLength(2);
    expect(twice).toContain('second');
    expect(twice).not.toContain('first');
    expect(twice.startsWith('report')).toBe(true);
  });

  it('inserts the section literally ($-patterns are not replacement patterns)', () => {
    const text = "cost $& and $1 and $' and $`";
    expect(withPromotionSection('body', text)).toContain(text);
    const replaced = withPromotionSection(withPromotionSection('body', 'x'), text);
    expect(replaced).toContain(text);
  });

  it('a stray end marker before the section does not make sections pile up', () => {
    let body = `report\n${PROMOTION_SECTION_END}\nmore`;
    for (const n of [1, 2, 3]) body = withPromotionSection(body, `attempt ${n}`);
    expect(body.split(PROMOTION_SECTION_START)).toHaveLength(2);
    expect(body).toContain('attempt 3');
    expect(body).not.toContain('attempt 1');
  });
});
