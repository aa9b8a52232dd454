/* eslint-disable no-control-regex -- the corpus and its checks are about control characters */
// A corpus of hostile strings for every report format: what an agent, a suite or
// a workflow could put in a label, an input, a relation name, an error message or
// a setting. Each entry is used in every role (hostile.corpus.test.ts) and every
// report is checked for structure, not for the exact text.
import { assess, buildBaseline, checkBaseline, parseSuite } from '../../src/core/index.js';
import type { Assessment, Baseline, CheckResult, Evidence } from '../../src/core/index.js';
import type { RecordedObservation } from '../../src/core/assess/model.js';
import { inputFingerprint } from '../../src/core/fingerprint.js';
import type { ReportMeta } from '../../src/render/index.js';
import { alternating, evidenceOf, times } from '../helpers/evidence.js';

export interface Hostile {
  readonly name: string;
  readonly text: string;
}

const C0 = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).join('');
const C1 = Array.from({ length: 32 }, (_, i) => String.fromCharCode(0x80 + i)).join('');
const KIB64 = 64 * 1024;

export const CORPUS: readonly Hostile[] = [
  // Control characters: terminal escapes, OSC hyperlinks and titles, every C0 and C1.
  { name: 'C0 controls', text: `c0:${C0}:end` },
  { name: 'C1 controls and DEL', text: `c1:${C1}\u007f:end` },
  { name: 'ANSI colour and clear screen', text: '\u001b[31mred\u001b[0m\u001b[2J\u001b[H' },
  {
    name: 'OSC 8 hyperlink',
    text: '\u001b]8;;https://evil.example\u001b\\click\u001b]8;;\u001b\\',
  },
  { name: 'OSC title', text: '\u001b]0;owned\u0007title' },
  { name: 'NUL', text: 'nul\u0000byte' },
  { name: 'carriage return overwrite', text: 'approved\rDENIED' },
  { name: 'backspaces', text: 'safe\b\b\b\bevil' },
  // Bidirectional overrides (Trojan Source) and other invisible marks.
  { name: 'RLO', text: 'admin\u202e nimda' },
  { name: 'bidi embeddings', text: '\u202aa\u202bb\u202cc\u202dd' },
  { name: 'bidi isolates', text: '\u2066a\u2067b\u2068c\u2069' },
  { name: 'LRM RLM', text: 'x\u200ey\u200fz' },
  { name: 'Arabic letter mark', text: 'x\u061cy' },
  { name: 'line and paragraph separators', text: 'one\u2028two\u2029three' },
  { name: 'zero width and BOM', text: 'z\u200bw\u200dj\ufeffb\u00ad' },
  // Lone surrogates (a label a JavaScript agent can return; not encodable as UTF-8).
  { name: 'lone high surrogate', text: 'high\ud800' },
  { name: 'lone low surrogate', text: '\udfffl' },
  { name: 'reversed pair', text: 'r\ude00\ud83d' },
  { name: 'cut emoji', text: '🙂🙂\ud83d' },
  { name: 'noncharacters', text: 'n\ufffe\uffff' },
  // HTML and XML.
  { name: 'details close', text: '</details></summary>' },
  { name: 'details open', text: '<details open><summary>x</summary>' },
  { name: 'script', text: '<script>window.__pwned = 1</script>' },
  { name: 'img onerror', text: '<img src=x onerror="window.__pwned=1">' },
  { name: 'svg onload', text: '<svg onload="window.__pwned=1"></svg>' },
  { name: 'attribute break-out', text: '"><script>window.__pwned=1</script><b x="' },
  { name: 'single-quote break-out', text: "'><a href='javascript:window.__pwned=1'>x</a>" },
  { name: 'style', text: '<style>*{display:none}</style>' },
  { name: 'iframe', text: '<iframe src="https://evil.example"></iframe>' },
  {
    name: 'meta refresh',
    text: '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  },
  { name: 'comment', text: '<!-- hidden --> <!--' },
  { name: 'CDATA end', text: ']]><![CDATA[' },
  { name: 'entities', text: '&lt;&#x3c;&amp;amp;&#0;&#xD800;' },
  { name: 'XML declaration', text: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e "e">]>&e;' },
  // Mentions and references.
  { name: 'team mention', text: '@org/team please look' },
  { name: 'user mention', text: 'cc @octocat' },
  { name: 'mention at start', text: '@admins' },
  { name: 'email', text: 'me@example.com' },
  { name: 'issue references', text: '#1 GH-2 acme/app#3' },
  // GitHub workflow commands.
  { name: 'workflow command', text: '::error::pwned' },
  { name: 'add-mask', text: '::add-mask::secret' },
  { name: 'stop-commands', text: '::stop-commands::token' },
  { name: 'indented command', text: '   ::warning file=a.ts,line=1::indented' },
  { name: 'command after a line break', text: 'ok\n::error::after LF' },
  { name: 'command after CR', text: 'ok\r::error::after CR' },
  { name: 'command after CRLF', text: 'ok\r\n::set-output name=x::y' },
  { name: 'command after LS', text: 'ok\u2028::error::after LS' },
  { name: 'legacy command', text: '##[error]legacy ##[group]x' },
  { name: 'encoded command', text: '%0A::error::encoded %0D%25' },
  { name: 'expression', text: '${{ secrets.GITHUB_TOKEN }} {{7*7}}' },
  // Markdown.
  { name: 'table pipes', text: '| a | b |\\|' },
  { name: 'trailing backslash', text: 'x\\' },
  { name: 'code fences', text: '```js\nalert(1)\n``` ~~~' },
  { name: 'backticks', text: '`code` ``two``' },
  { name: 'emphasis', text: '**bold** __u__ *i* ~~s~~' },
  { name: 'link', text: '[click](https://evil.example "t")' },
  { name: 'image', text: '![x](https://evil.example/x.png)' },
  { name: 'autolinks', text: 'https://evil.example www.evil.example <https://evil.example>' },
  { name: 'heading', text: '# Heading' },
  { name: 'block quote and lists', text: '> quote\n- item\n1. item\n---' },
  { name: 'math', text: '$x$ $$\\frac{1}{2}$$' },
  { name: 'footnote and emoji', text: '[^1] :smile:' },
  // Size.
  { name: '64 KiB line', text: 'x'.repeat(KIB64) },
  { name: '64 KiB of pipes', text: '|'.repeat(KIB64) },
  { name: '64 KiB of two-byte characters', text: 'é'.repeat(KIB64 / 2) },
  { name: '64 KiB of emoji', text: '🙂'.repeat(KIB64 / 4) },
  { name: '64 KiB of markup', text: '<b>@x</b>'.repeat(KIB64 / 9) },
  { name: 'a thousand line breaks', text: `a${'\n'.repeat(1_000)}b` },
  // Names that mean something to JavaScript.
  { name: '__proto__', text: '__proto__' },
  { name: 'constructor', text: 'constructor' },
];

/** Calls that returned these labels (taken as they are: no `!` or `x:` shorthand). */
function calls(labels: readonly string[]): RecordedObservation[] {
  return labels.map((d) => ({ decision: d, text: d }));
}

/** Each entry in every role of the reports. */
export interface HostileReport {
  readonly assessment: Assessment;
  readonly evidence: Evidence;
  readonly meta: ReportMeta;
  /** A baseline of the hostile label, and its check against evidence that drifted from it. */
  readonly baseline: Baseline;
  readonly check: CheckResult;
  /** The suite's text (annotations point at lines in it). */
  readonly suiteText: string;
}

/**
 * The hostile text as a route (intended and observed, flipping against `ok`), the
 * contract's critical route, an input that flips, a relation's name and its
 * violation, a failed call's message, the stop reason, and settings and meta.
 */
export function hostileReport(h: string, partner = 'ok'): HostileReport {
  const label = h.trim() === '' ? `${h}x` : h;
  // An input cannot hold a lone surrogate (its fingerprint needs UTF-8): U+FFFD stands in.
  const input = label.replace(new RegExp(LONE_SURROGATE.source, 'g'), '\ufffd');
  const suiteValue = {
    schema: 'agentverity.decision-suite/v1',
    contract: { allowed: [label, partner, 'missing'], critical: [label] },
    cases: [
      { input: 'route case', expected: label },
      { input: 'partner case', expected: partner },
      { input, expected: partner },
    ],
  };
  const suite = parseSuite(suiteValue);
  const relation = { name: label, type: 'invariant' as const };
  const evidence = evidenceOf(
    [
      {
        input: 'route case',
        obs: calls(alternating(label, partner, 20)),
        expected: label,
        relations: [
          {
            name: label,
            type: 'invariant',
            followupFingerprint: inputFingerprint('route case!'),
            changed: true,
            observation: { decision: partner },
            outcome: 'violated',
          },
        ],
      },
      {
        input: 'partner case',
        obs: [...calls(times(partner, 19)), { error: label }],
        expected: partner,
      },
      { input, obs: calls(alternating(partner, label, 20)), expected: partner },
    ],
    { relations: [relation], complete: false, stopReason: label },
  );
  const assessment = assess(evidence, suite, { epsilon: 0.05 });
  const stableEvidence = evidenceOf([
    { input: 'route case', obs: calls(times(label, 146)), expected: label },
    { input: 'partner case', obs: calls(times(partner, 146)), expected: partner },
    { input, obs: calls(times(label, 146)), expected: label },
  ]);
  const baseline = buildBaseline({
    assessment: assess(stableEvidence, null, { epsilon: 0.05 }),
    evidence: stableEvidence,
    evidenceDigest: 'e'.repeat(64),
    tool: { name: 'agentverity-action', version: 'test' },
    createdAt: '2026-01-02T03:04:05.000Z',
    approval: { how: 'cli-flag', approver: label, approvedAt: '2026-01-02T03:04:05.000Z' },
  });
  const drifted = evidenceOf([
    { input: 'route case', obs: calls(times(partner, 146)), expected: label },
    { input: 'partner case', obs: calls(times(label, 146)), expected: partner },
    { input, obs: calls(times(partner, 146)), expected: label },
  ]);
  const check = checkBaseline(baseline, assess(drifted, null, { epsilon: 0.05 }), drifted);
  return {
    assessment,
    evidence,
    baseline,
    check,
    suiteText: `${JSON.stringify(suiteValue, null, 2)}\n`,
    meta: {
      tool: { name: 'agentverity-action', version: 'test' },
      settings: { epsilon: 0.05, note: h, [h]: 'a key' },
      evidenceDigest: 'a'.repeat(64),
      artifactUrl: 'https://github.com/acme/app/actions/runs/1/artifacts/2',
      casesFile: h,
      approvalLabel: label,
    },
  };
}

/** Raw controls a reader would not see as text: C0 (but line breaks), DEL, C1, bidi marks. */
export const RAW_CONTROL =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Line breaks JavaScript, HTML and some terminals honour besides LF. */
export const ODD_BREAKS = /[\r\u2028\u2029\u0085]/;

/** A lone UTF-16 surrogate: a report must show it as an escape, never carry it. */
export const LONE_SURROGATE =
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A log line GitHub's runner would read as a workflow command. */
export function workflowCommandLines(text: string): string[] {
  return text
    .split(/\r\n|\n|\r/)
    .filter((line) => /^\s*::[a-z-]+/i.test(line) || line.includes('##['));
}

/** Markdown outside its code spans: what GitHub interprets. */
export function outsideCode(md: string): string {
  return md
    .split('\n')
    .map((line) => line.replace(/(`+)(?:(?!\1).)*?\1/g, ''))
    .join('\n');
}

/** Pipes that end a table cell: not escaped by an odd run of backslashes. */
export function cellPipes(line: string): number {
  return (line.match(/(?<!\\)(?:\\\\)*\|/g) ?? []).length;
}
