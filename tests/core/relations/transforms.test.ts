import { describe, expect, it } from 'vitest';
import {
  BUILTIN_RELATIONS,
  applyRelation,
  isPythonSpace,
  normaliseText,
  padWhitespaceText,
  swapCaseText,
  toolSelectionText,
} from '../../../src/core/relations/index.js';

// Expected values are the reference's transform vectors, or Python 3.11
// (Unicode 14.0, the reference's tables) for the cases the vectors do not hold.

describe('normaliseText', () => {
  it.each([
    ['mixed case untouched', 'HeLLo World', 'HeLLo World'],
    ['NFD accents dropped', 'cafe\u0301 nai\u0308ve', 'cafe naive'],
    ['NFC accents dropped', 'caf\u00E9 na\u00EFve r\u00E9sum\u00E9', 'cafe naive resume'],
    ['NBSP and em space', 'a\u00A0b\u2003c', 'a b c'],
    ['ZWSP and BOM are not whitespace', 'a\u200Bb\uFEFFc', 'a\u200Bb\uFEFFc'],
    ['line and paragraph separators', 'a\u2028b\u2029c', 'a b c'],
    ['ideographic space', '\u6771\u4EAC\u3000\u5927\u962A', '\u6771\u4EAC \u5927\u962A'],
    [
      'emoji with skin tone and ZWJ kept',
      '\u{1F469}\u{1F3FD}\u200D\u{1F4BB} help',
      '\u{1F469}\u{1F3FD}\u200D\u{1F4BB} help',
    ],
    ['U+FE0F removed, keycap U+20E3 kept', 'press 1\uFE0F\u20E3', 'press 1\u20E3'],
    ['VS16 after a heart', 'I \u2764\uFE0F this', 'I \u2764 this'],
    ['flag kept', '\u{1F1EC}\u{1F1E7} transfer', '\u{1F1EC}\u{1F1E7} transfer'],
    ['dotted capital I', '\u0130stanbul \u0131i', 'Istanbul \u0131i'],
    [
      'Greek tonos dropped, final sigma kept',
      '\u03A3\u038A\u03A3\u03A5\u03A6\u039F\u03A3 \u03C3\u03AF\u03C3\u03C5\u03C6\u03BF\u03C2',
      '\u03A3\u0399\u03A3\u03A5\u03A6\u039F\u03A3 \u03C3\u03B9\u03C3\u03C5\u03C6\u03BF\u03C2',
    ],
    [
      'Hangul syllables become conjoining jamo',
      '\uD55C\uAD6D\uC5B4 \uD658\uBD88',
      '\u1112\u1161\u11AB\u1100\u116E\u11A8\u110B\u1165 \u1112\u116A\u11AB\u1107\u116E\u11AF',
    ],
    [
      'digits and punctuation',
      'GBP 40 / \u00A340 \u2014 #4471!',
      'GBP 40 / \u00A340 \u2014 #4471!',
    ],
    ['Ł and Ø have no decomposition', '\u0141\u00F3d\u017A \u00D8resund', '\u0141odz \u00D8resund'],
    ['ß and ﬁ unchanged', 'Stra\u00DFe \uFB01le', 'Stra\u00DFe \uFB01le'],
    ['combining marks only', '\u0301\u0308', ''],
    ['ypogegrammeni dropped', '\u1F80 \u1F88', '\u03B1 \u0391'],
    ['KELVIN SIGN', '\u212A', 'K'],
    ['ANGSTROM SIGN and Å', '\u212B and \u00C5', 'A and A'],
    [
      'Devanagari virama (Mn) dropped, vowel sign (Mc) kept',
      '\u0915\u094D\u0937\u093F',
      '\u0915\u0937\u093F',
    ],
    ['Devanagari namaste', '\u0928\u092E\u0938\u094D\u0924\u0947', '\u0928\u092E\u0938\u0924'],
    ['U+001C and U+0085 are whitespace', 'x\u001Cy\u0085z', 'x y z'],
    ['runs collapse to one space', 'a \t\r\n\u000B\u000C b', 'a b'],
    ['trimmed both ends', '  \u3000 padded \u2029 ', 'padded'],
    ['marks between spaces join the run', 'a \u0301 b', 'a b'],
    ['empty', '', ''],
    ['whitespace only', ' \t\n ', ''],
    ['NBSP and em space only', '\u00A0\u2003', ''],
    ['BOM at the start is kept', '\uFEFF x', '\uFEFF x'],
  ])('%s', (_name, input, expected) => {
    expect(normaliseText(input)).toBe(expected);
  });

  it('tool-selection uses the same transform', () => {
    expect(toolSelectionText).toBe(normaliseText);
  });
});

describe('swapCaseText', () => {
  it.each([
    ['empty', '', ''],
    ['plain ASCII', 'routine request', 'ROUTINE REQUEST'],
    ['combining marks unchanged', 'cafe\u0301 nai\u0308ve', 'CAFE\u0301 NAI\u0308VE'],
    ['spaces kept', '   padded   ', '   PADDED   '],
    ['whitespace only is unchanged', ' \t\n ', ' \t\n '],
    ['ZWSP and BOM kept', 'a\u200Bb\uFEFFc', 'A\u200BB\uFEFFC'],
    ['emoji kept', 'refund please \u{1F600}', 'REFUND PLEASE \u{1F600}'],
    ['flag kept', '\u{1F1EC}\u{1F1E7} transfer', '\u{1F1EC}\u{1F1E7} TRANSFER'],
    ['ß becomes SS', 'Stra\u00DFe', 'sTRASSE'],
    [
      'Σ becomes σ, never ς; ς becomes Σ',
      '\u03A3\u038A\u03A3\u03A5\u03A6\u039F\u03A3 \u03C3\u03AF\u03C3\u03C5\u03C6\u03BF\u03C2',
      '\u03C3\u03AF\u03C3\u03C5\u03C6\u03BF\u03C3 \u03A3\u038A\u03A3\u03A5\u03A6\u039F\u03A3',
    ],
    ['Polish and Danish', '\u0141\u00F3d\u017A \u00D8resund', '\u0142\u00D3D\u0179 \u00F8RESUND'],
    ['İ becomes i + combining dot', '\u0130i', 'i\u0307I'],
    ['title-case ǅ unchanged', '\u01C5emal \u01C4\u01C6\u01C7', '\u01C5EMAL \u01C6\u01C4\u01C9'],
    ['long s becomes S', '\u017F', 'S'],
    ['ﬁ ligature becomes FI', '\uFB01le', 'FILE'],
    ['ᾀ becomes two code points; title-case ᾈ unchanged', '\u1F80 \u1F88', '\u1F08\u0399 \u1F88'],
    ['KELVIN SIGN becomes k', '\u212A', 'k'],
    ['ANGSTROM SIGN becomes å', '\u212B', '\u00E5'],
    ['Roman numeral (Nl, not a letter) unchanged', '\u2164', '\u2164'],
    ['ª (Lo, Lowercase, no upper mapping) unchanged', '\u00AA', '\u00AA'],
    ['dotless ı becomes I', '\u0131', 'I'],
    ['astral letters', '\u{10400}\u{1E900}', '\u{10428}\u{1E922}'],
    ['mathematical bold A has no mapping', '\u{1D400}', '\u{1D400}'],
    ['Devanagari has no case', '\u0915\u094D\u0937\u093F', '\u0915\u094D\u0937\u093F'],
  ])('%s', (_name, input, expected) => {
    expect(swapCaseText(input)).toBe(expected);
  });
});

describe('padWhitespaceText', () => {
  it.each([
    ['', '\n  '],
    ['HeLLo World', '\nHeLLo World  '],
    ['a\tb\n\nc\r\nd', '\na\tb\n\nc\r\nd  '],
    ['\u212B and \u00C5', '\n\u212B and \u00C5  '],
  ])('pads %j', (input, expected) => {
    expect(padWhitespaceText(input)).toBe(expected);
  });
});

describe('isPythonSpace', () => {
  const spaces = [
    0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1c, 0x1d, 0x1e, 0x1f, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2005,
    0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000,
  ];
  const notSpaces = [0x08, 0x0e, 0x1b, 0x21, 0x84, 0x180e, 0x200b, 0x200c, 0x200d, 0x2060, 0xfeff];
  it.each(spaces)('U+%s is whitespace', (cp) => {
    expect(isPythonSpace(String.fromCodePoint(cp))).toBe(true);
  });
  it.each(notSpaces)('U+%s is not whitespace', (cp) => {
    expect(isPythonSpace(String.fromCodePoint(cp))).toBe(false);
  });
});

describe('built-in transforms through applyRelation', () => {
  const byName = (name: string) => {
    const r = BUILTIN_RELATIONS.find((x) => x.name === name);
    if (r === undefined) throw new Error(name);
    return r;
  };
  it.each([
    ['normalisation-invariance', 'HeLLo World', 'HeLLo World', false],
    ['normalisation-invariance', 'a\u200Bb\uFEFFc', 'a\u200Bb\uFEFFc', false],
    ['normalisation-invariance', 'press 1\uFE0F\u20E3', 'press 1\u20E3', true],
    ['case-invariance', '', '', false],
    ['case-invariance', ' \t\n ', ' \t\n ', false],
    ['case-invariance', 'Stra\u00DFe', 'sTRASSE', true],
    ['whitespace-invariance', '', '\n  ', true],
    ['tool-selection-invariance', 'routine request', 'routine request', false],
    ['tool-selection-invariance', 'I \u2764\uFE0F this', 'I \u2764 this', true],
  ])('%s on %j', (name, input, followup, changed) => {
    expect(applyRelation(byName(name), input)).toEqual({ followup, changed });
  });
});
