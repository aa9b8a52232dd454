import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { validateXML } from 'xmllint-wasm';
import { expect } from 'vitest';
import { assess, type Assessment, type DecisionSuite } from '../../src/core/index.js';
import { evidenceDigest, readEvidence, readSuite } from '../../src/evidence/index.js';
import type { ReportMeta } from '../../src/render/index.js';
import { ROOT } from '../helpers/cli.js';

export const FIXTURES = path.join(ROOT, 'tests/fixtures/reports');
export const EXPECTED = path.join(ROOT, 'tests/fixtures/expected');

const reportSchema = JSON.parse(
  readFileSync(path.join(ROOT, 'schemas/report.schema.json'), 'utf8'),
) as object;
const validateReport = new Ajv({ allErrors: true, strict: true }).compile(reportSchema);

/** Every JSON report a test produces goes through this. */
export function expectValidReport(report: unknown): void {
  const ok = validateReport(report);
  expect(validateReport.errors ?? []).toEqual([]);
  expect(ok).toBe(true);
}

const XSD_FILE = readFileSync(path.join(ROOT, 'tests/fixtures/junit/junit-10.xsd'), 'utf8');
/**
 * The one extension we write: a `file` attribute on `<testcase>`, as pytest and
 * jest-junit do, so test reporters point at the suite or evidence file. The
 * schema is extended in memory by exactly that attribute; everything else is
 * checked as the Jenkins xUnit plugin checks it.
 */
const TESTCASE_CLASSNAME = '<xs:attribute name="classname" type="xs:string"/>';
const XSD = XSD_FILE.replace(
  TESTCASE_CLASSNAME,
  `${TESTCASE_CLASSNAME}\n            <xs:attribute name="file" type="xs:string"/>`,
);
if (XSD === XSD_FILE)
  throw new Error('junit-10.xsd changed: the testcase file extension no longer applies');

/** Validate many JUnit reports in one run of xmllint; the errors name each report's file name. */
export async function expectValidJunitFiles(
  files: readonly { readonly fileName: string; readonly contents: string }[],
): Promise<void> {
  const result = await validateXML({
    xml: [...files],
    schema: { fileName: 'junit-10.xsd', contents: XSD },
  });
  expect(result.errors.map((e) => e.rawMessage)).toEqual([]);
  expect(result.valid).toBe(true);
}

/** Validate a JUnit report against the Jenkins xUnit plugin's junit-10.xsd (plus testcase `file`). */
export async function expectValidJunit(xml: string): Promise<void> {
  const result = await validateXML({
    xml: { fileName: 'report.xml', contents: xml },
    schema: { fileName: 'junit-10.xsd', contents: XSD },
  });
  expect(result.errors.map((e) => e.rawMessage)).toEqual([]);
  expect(result.valid).toBe(true);
}

export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  text: string;
}

function decode(value: string): string {
  return value.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);/g, (_m, e: string) => {
    if (e === 'amp') return '&';
    if (e === 'lt') return '<';
    if (e === 'gt') return '>';
    if (e === 'quot') return '"';
    if (e === 'apos') return "'";
    return String.fromCodePoint(
      e.startsWith('#x') ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1)),
    );
  });
}

/**
 * A minimal reader for the XML we write (no CDATA, comments or DTD; xmllint checks
 * well-formedness): elements, attributes and text, the way a JUnit reporter reads them.
 */
export function parseXml(xml: string): XmlElement {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  const tag = /<(\/?)([A-Za-z_][\w.-]*)((?:\s+[\w:.-]+="[^"]*")*)\s*(\/?)>|([^<]+)/g;
  for (const m of body.matchAll(tag)) {
    const [, close, name, attrs, selfClose, text] = m;
    if (text !== undefined) {
      const top = stack[stack.length - 1];
      if (top) top.text += decode(text);
      continue;
    }
    if (close) {
      const top = stack.pop();
      if (top?.name !== name) throw new Error(`mismatched </${name}>`);
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const a of (attrs ?? '').matchAll(/([\w:.-]+)="([^"]*)"/g))
      attributes[a[1] as string] = decode(a[2] as string);
    const element: XmlElement = { name: name as string, attributes, children: [], text: '' };
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(element);
    else root = element;
    if (!selfClose) stack.push(element);
  }
  if (root === null || stack.length > 0) throw new Error('unbalanced XML');
  return root;
}

/**
 * What JUnit reporters read (dorny/test-reporter's java-junit parser and
 * mikepenz/action-junit-report): a `<testsuites>` root; on every suite a name, a
 * numeric time and counts that match its cases; on every case a name, a classname
 * and a numeric time; `failure`/`error`/`skipped` with a message.
 */
export function expectReporterShape(xml: string): void {
  const root = parseXml(xml);
  expect(root.name).toBe('testsuites');
  expect(root.attributes['name']).toBeTruthy();
  expect(Number.isFinite(Number(root.attributes['time']))).toBe(true);
  expect(root.children.length).toBeGreaterThan(0);
  let total = 0;
  for (const suite of root.children) {
    expect(suite.name).toBe('testsuite');
    expect(suite.attributes['name']).toBeTruthy();
    expect(suite.attributes['time']).toMatch(/^\d+\.\d{3}$/);
    const cases = suite.children.filter((c) => c.name === 'testcase');
    const having = (tag: string) =>
      cases.filter((c) => c.children.some((x) => x.name === tag)).length;
    expect(Number(suite.attributes['tests'])).toBe(cases.length);
    expect(Number(suite.attributes['failures'])).toBe(having('failure'));
    expect(Number(suite.attributes['errors'])).toBe(having('error'));
    expect(Number(suite.attributes['skipped'])).toBe(having('skipped'));
    total += cases.length;
    for (const c of cases) {
      expect(c.attributes['name']?.length ?? 0).toBeGreaterThan(0);
      expect(Array.from(c.attributes['name']!).length).toBeLessThanOrEqual(240);
      // A classname no file of a user's repository can match, and a file for every case.
      expect(c.attributes['classname']).toMatch(/^agentverity: [a-z]+$/);
      expect(c.attributes['file']?.length ?? 0).toBeGreaterThan(0);
      expect(c.attributes['time']).toMatch(/^\d+\.\d{3}$/);
      const outcomes = c.children.filter((x) => ['failure', 'error', 'skipped'].includes(x.name));
      expect(outcomes.length).toBeLessThanOrEqual(1);
      for (const o of outcomes) {
        expect(o.attributes['message']?.length ?? 0).toBeGreaterThan(0);
        // The message is the element's text too (readers that read only the text).
        expect(o.text.trim().length).toBeGreaterThan(0);
      }
    }
  }
  expect(Number(root.attributes['tests'])).toBe(total);
}

export interface Scenario {
  readonly name: string;
  readonly evidence: string;
  readonly suite?: string;
}

export const SCENARIOS: readonly Scenario[] = [
  { name: 'payment', evidence: 'payment.evidence.json', suite: 'payment-suite.json' },
  { name: 'blind', evidence: 'blind.evidence.json' },
  { name: 'incomplete', evidence: 'incomplete.evidence.json' },
  { name: 'vacuous', evidence: 'vacuous.evidence.json' },
  {
    name: 'contract-missing-route',
    evidence: 'contract-missing-route.evidence.json',
    suite: 'contract-missing-route.suite.json',
  },
  { name: 'stable', evidence: 'stable.evidence.json' },
  { name: 'unmeasured', evidence: 'unmeasured.evidence.json' },
  {
    name: 'undecided-violation',
    evidence: 'undecided-violation.evidence.json',
    suite: 'undecided-violation.suite.json',
  },
  { name: 'noise-exact', evidence: 'noise-exact.evidence.json' },
];

/** Assess a scenario with fixed meta: no tool version or date that changes. */
export async function loadScenario(
  s: Scenario,
): Promise<{ assessment: Assessment; meta: ReportMeta }> {
  const read = await readEvidence(path.join(FIXTURES, s.evidence));
  const suite: DecisionSuite | null =
    s.suite === undefined ? null : await readSuite(path.join(FIXTURES, s.suite));
  const assessment = assess(read.evidence, suite, { epsilon: 0.05 });
  if (read.file === undefined) throw new Error(`${s.evidence} is not our evidence format`);
  return {
    assessment,
    meta: {
      tool: { name: 'agentverity-action', version: 'golden' },
      settings: {
        epsilon: 0.05,
        blindnessThreshold: 0.9,
        evidence: [s.evidence],
        suite: s.suite ?? null,
      },
      evidenceDigest: evidenceDigest(read.file),
      approvalLabel: 'agentverity:approve',
    },
  };
}
