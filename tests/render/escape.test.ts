/* eslint-disable no-control-regex -- these tests look for control characters */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cut,
  htmlText,
  logSafeJson,
  markdownCode,
  markdownText,
  plainLine,
  terminalSafe,
  terminalSafeLines,
  xmlText,
} from '../../src/render/escape.js';

/** Characters XML 1.0 does not allow in a document, even as references. */
const XML_FORBIDDEN =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe('markdownCode', () => {
  it('keeps the text literal inside one code span on one line', () => {
    expect(markdownCode('a_b <img> *x*')).toBe('`a_b <img> *x*`');
    expect(markdownCode('a`b')).toBe("`a'b`");
    expect(markdownCode('one\ntwo\r\nthree')).toBe('`one two three`');
    expect(markdownCode('\u001b[31m')).toBe('`\\u001b[31m`');
    expect(markdownCode('')).toBe('` `');
    expect(markdownCode('x'.repeat(300), 10)).toBe(`\`${'x'.repeat(9)}…\``);
  });
});

describe('markdownText', () => {
  it.each([
    ['</details>', '&lt;/details&gt;'],
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['| pipes |', '\\| pipes \\|'],
    ['@org/team', '@&#x200D;org/team'],
    ['`code`', '\\`code\\`'],
    ['[x](https://evil.example)', '\\[x\\](https:&#x200D;//evil.example)'],
    ['![img](x.png)', '!\\[img\\](x.png)'],
    ['www.evil.example', 'www&#x200D;.evil.example'],
    ['see #123', 'see \\#&#x200D;123'],
    ['*bold* _it_ ~~s~~ $x$', '\\*bold\\* \\_it\\_ \\~\\~s\\~\\~ \\$x\\$'],
    ['a\nb\r\nc\td', 'a b c d'],
    ['<!-- marker -->', '&lt;!-- marker --&gt;'],
    ['&amp;', '&amp;amp;'],
    ['back\\slash', 'back\\\\slash'],
  ])('%j → %j', (input, expected) => {
    expect(markdownText(input)).toBe(expected);
  });

  it('shows ANSI, NUL and bidirectional marks as visible escapes', () => {
    expect(markdownText('\u001b[31mred\u0000\u202e')).toBe('\\\\u001b\\[31mred\\\\u0000\\\\u202e');
  });

  it('cuts a 10 KB label', () => {
    const out = markdownText('x'.repeat(10_000), 120);
    expect(Array.from(out)).toHaveLength(120);
    expect(out.endsWith('…')).toBe(true);
  });

  it('never leaves a raw tag opener, pipe, backtick, newline or mention for any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (s) => {
        const out = markdownText(s, 500);
        expect(out).not.toMatch(/[<>\n\r]/);
        expect(out).not.toMatch(/(^|[^\\])(\\\\)*[|`[\]*_~$]/);
        expect(out).not.toMatch(/@(?!&#x200D;)/);
        expect(out).not.toMatch(CONTROLS);
      }),
    );
  });
});

describe('xmlText and htmlText', () => {
  it('escape markup and both quotes', () => {
    expect(xmlText(`<a b="c" d='e'>&`)).toBe('&lt;a b=&quot;c&quot; d=&apos;e&apos;&gt;&amp;');
    expect(htmlText(`<a b="c" d='e'>&`)).toBe('&lt;a b=&quot;c&quot; d=&#39;e&#39;&gt;&amp;');
  });

  it('replace what XML 1.0 forbids (NUL, ESC, lone surrogates, U+FFFE) with visible escapes', () => {
    expect(xmlText('a\u0000b\u001bc\ud800d\ufffe')).toBe('a\\u0000b\\u001bc\\ud800d\\ufffe');
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (s) => {
        expect(xmlText(s, 500)).not.toMatch(XML_FORBIDDEN);
        expect(htmlText(s, 500)).not.toMatch(/[<>"']/);
      }),
    );
  });

  it('keeps astral characters whole', () => {
    expect(xmlText('🙂')).toBe('🙂');
    expect(cut('🙂🙂🙂', 2)).toBe('🙂…');
    expect(plainLine('🙂\u202e', 10)).toBe('🙂\\u202e');
  });
});

describe('terminalSafe', () => {
  it('neutralises ANSI and bidi controls', () => {
    expect(terminalSafe('\u001b[2J\u202egood')).toBe('\\u001b[2J\\u202egood');
  });
});

describe('workflow commands (GitHub reads `::name::` at a line start and `##[name]` anywhere)', () => {
  it.each([
    [terminalSafe, '::error::x', '\\u003a:error::x'],
    [terminalSafe, '   ::warning::x', '   \\u003a:warning::x'],
    [terminalSafe, 'a ##[error]b', 'a ##\\u005berror]b'],
    [terminalSafe, 'mid ::error:: line', 'mid ::error:: line'],
    [xmlText, '::error::x', '&#58;:error::x'],
    [xmlText, '##[add-mask]s', '##&#91;add-mask]s'],
    [htmlText, ' ::notice::x', ' &#58;:notice::x'],
    [htmlText, '##[error]x', '##&#91;error]x'],
    [markdownText, '::error::x', '&#58;:error::x'],
    [markdownText, '##[error]x', '\\#\\#\\[error\\]x'],
  ] as const)('%o(%j) → %j', (escape, input, expected) => {
    expect(escape(input)).toBe(expected);
  });

  it('no escaped value can start a command or hold the legacy form, for any input', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }).map((s) => `${s.slice(0, 3)}::${s}##[${s}`),
        fc.string({ maxLength: 6, unit: fc.constantFrom(' ', '\u00a0', ':', '#', '[') }),
        (s, prefix) => {
          for (const out of [
            terminalSafe(prefix + s, 500),
            xmlText(prefix + s),
            htmlText(prefix + s, 500),
            markdownText(prefix + s, 500),
          ]) {
            expect(out.trimStart().startsWith('::')).toBe(false);
            expect(out).not.toContain('##[');
          }
        },
      ),
    );
  });

  it('terminalSafeLines keeps line breaks and makes each line safe', () => {
    // "  - ::error::x" does not start with `::` after its spaces, so it stays.
    expect(terminalSafeLines('2 problems:\n::error::x\n  - \u001b[2J')).toBe(
      '2 problems:\n\\u003a:error::x\n  - \\u001b[2J',
    );
  });

  it('logSafeJson reads back as the same value', () => {
    const value = { label: '##[error]x', list: ['a ##[set-output name=x;]y'] };
    const text = logSafeJson(value);
    expect(text).not.toContain('##[');
    expect(JSON.parse(text)).toEqual(value);
    expect(text.endsWith('}\n')).toBe(true);
  });
});
