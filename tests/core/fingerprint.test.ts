import { describe, expect, it } from 'vitest';
import { Refusal } from '../../src/core/errors.js';
import { inputFingerprint } from '../../src/core/fingerprint.js';

describe('inputFingerprint', () => {
  // From the reference's fingerprint vectors (and Python's hashlib for the rest).
  it.each([
    ['emoji', '\u{1F600}', 'f0443a342c5ef54783a111b51ba56c938e474c32324d90c3a60c9c8e3a37e2d9'],
    [
      'newline-terminated',
      'line\n',
      'c73b73af8851e9e91bc6b4dc12e7dace0a2bfb931c1d0b8b36ef367319f58cd1',
    ],
    ['tab', '\t', '2b4c342f5433ebe591a1da77e013d1b72475562d48578dca8b84bac6651c3cb9'],
    [
      'payment case',
      'My card was charged twice for the same order.',
      'f77018cfb35e3c9eef5ae615c0e3d7db6c0346cdc7fd1a4b35d731969b43b5a4',
    ],
    ['BOM kept', '\uFEFFx', '84144a41283d6dc344addf4e83189d83fdd656439675abf54e6f44ccb73b4eb6'],
    ['long', 'x'.repeat(1000), '44f8354494a5ba03ba1792a8d3e9c534c47a9181980fde7a3f44b06ef2ae7c7f'],
    ['empty', '', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['NFC café', 'caf\u00E9', '850f7dc43910ff890f8879c0ed26fe697c93a067ad93a7d50f466a7028a9bf4e'],
    ['NFD café', 'cafe\u0301', '81ef060bcd98adc7824eb5c1ada83c32491b16018e11e79f00ab9d09e04b015a'],
  ])('%s', (_name, text, expected) => {
    expect(inputFingerprint(text)).toBe(expected);
  });

  it('is lowercase hex of 64 digits', () => {
    expect(inputFingerprint('Refund GBP 40')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('does not normalise: NFC and NFD spellings differ', () => {
    expect(inputFingerprint('caf\u00E9')).not.toBe(inputFingerprint('cafe\u0301'));
  });

  it.each([
    ['lone high surrogate', 'a\uD83Db'],
    ['lone low surrogate', '\uDE00'],
    ['high surrogate at the end', 'abc\uD800'],
    ['reversed pair', '\uDE00\uD83D'],
  ])('refuses a %s', (_name, text) => {
    expect(() => inputFingerprint(text)).toThrow(Refusal);
    try {
      inputFingerprint(text, 'cases[3].input');
    } catch (e) {
      expect((e as Refusal).code).toBe('fingerprint.lone-surrogate');
      expect((e as Refusal).where).toBe('cases[3].input');
    }
  });

  it('refuses a lone surrogate beside a well-formed pair, accepts pairs alone', () => {
    expect(() => inputFingerprint('\u{1F600}\uD83D')).toThrow(Refusal);
    expect(() => inputFingerprint('\u{1F600}\u{1F600}')).not.toThrow();
  });

  it('gives distinct fingerprints for 10,000 distinct inputs', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 10_000; i++) seen.add(inputFingerprint(`input number ${i}`));
    expect(seen.size).toBe(10_000);
  });
});
