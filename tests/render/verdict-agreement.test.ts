// Every view of an assessment reads the same verdict: over generated assessments, the
// findings that gate agree with the exit code, and JUnit, the annotations, Markdown,
// text and JSON show exactly those findings as gating (DESIGN.md §3, "a verdict is
// decided once"). JUnit is also read the way the test reporters users run in GitHub
// Actions read it (xml2js, as dorny/test-reporter does).
import fc from 'fast-check';
import { parseStringPromise } from 'xml2js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  gateVerdict,
  PROMOTION_CODES,
  PromotionRefused,
  promotionResult,
  type GateBaselineState,
  type PromotionCode,
} from '../../src/app/index.js';
import type { Baseline } from '../../src/core/index.js';
import { GithubApiError } from '../../src/github/comment.js';
import type { PromotePorts } from '../../src/github/ports.js';
import { endOf, reportPromotion, type PromotionOutcome } from '../../src/github/promote.js';
import { gateResult } from '../helpers/gate.js';
import { ctx, DIR, fakes, LABEL } from '../helpers/gate-ports.js';
import { deliver } from '../../src/github/deliver.js';
import {
  baselineStateOf,
  fails,
  type ReportFiles,
  type Result,
} from '../../src/github/evaluate.js';
import { readSettings } from '../../src/github/inputs.js';
import {
  assess,
  parseSuite,
  withBaseline,
  type Assessment,
  type CheckResult,
  type DecisionSuite,
  type Evidence,
} from '../../src/core/index.js';
import type { RecordedRelation } from '../../src/core/assess/model.js';
import { inputFingerprint } from '../../src/core/fingerprint.js';
import { annotationsFor } from '../../src/github/annotations.js';
import {
  buildJsonReport,
  checksOf,
  renderHtml,
  renderJunit,
  renderMarkdown,
  renderText,
  type ReportMeta,
} from '../../src/render/index.js';
import { evidenceOf, type CaseSpec } from '../helpers/evidence.js';
import { loadScenario, SCENARIOS } from './helpers.js';

const ROUTES = ['approve', 'deny', 'review', 'escalate'] as const;
const META: ReportMeta = {
  tool: { name: 'agentverity-action', version: 'property' },
  settings: { epsilon: 0.05 },
  evidenceDigest: null,
  casesFile: 'suite.json',
};

interface Generated {
  readonly cases: readonly {
    route: (typeof ROUTES)[number];
    pairs: readonly boolean[];
    stray: boolean;
    failed: boolean;
    relation: 'held' | 'violated' | 'skipped' | 'error' | null;
  }[];
  readonly suite: { targets: Record<string, number>; extraRequired: boolean } | null;
  readonly relations: boolean;
  readonly epsilon: number;
}

const flipPair = fc.oneof(
  { weight: 5, arbitrary: fc.constant(false) },
  { weight: 1, arbitrary: fc.constant(true) },
);

const generated: fc.Arbitrary<Generated> = fc.record({
  cases: fc.array(
    fc.record({
      route: fc.constantFrom(...ROUTES),
      pairs: fc.oneof(
        fc.array(flipPair, { minLength: 1, maxLength: 6 }),
        fc.array(flipPair, { minLength: 20, maxLength: 60 }),
        fc.array(fc.constant(false), { minLength: 30, maxLength: 90 }),
      ),
      stray: fc.oneof({ weight: 12, arbitrary: fc.constant(false) }, fc.constant(true)),
      failed: fc.oneof({ weight: 15, arbitrary: fc.constant(false) }, fc.constant(true)),
      relation: fc.constantFrom('held', 'held', 'violated', 'skipped', 'skipped', null),
    }),
    { minLength: 1, maxLength: 8 },
  ),
  suite: fc.option(
    fc.record({
      targets: fc.dictionary(fc.constantFrom(...ROUTES), fc.constantFrom(0.05, 0.2, 0.4), {
        maxKeys: 2,
      }),
      extraRequired: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, fc.constant(true)),
    }),
  ),
  relations: fc.boolean(),
  epsilon: fc.constantFrom(0.05, 0.1, 0.3),
});

function build(g: Generated): { a: Assessment; evidence: Evidence; suiteText: string | null } {
  const specs: CaseSpec[] = g.cases.map((c, i) => {
    const input = `case ${i}`;
    const other = c.stray ? 'stray' : ROUTES[(ROUTES.indexOf(c.route) + 1) % ROUTES.length]!;
    const obs: string[] = c.pairs.flatMap((flip) => (flip ? [c.route, other] : [c.route, c.route]));
    if (c.failed) obs.push('x:HTTP 500 from the agent');
    const relation: RecordedRelation | null =
      !g.relations || c.relation === null
        ? null
        : {
            name: 'case-invariance',
            type: 'invariant',
            followupFingerprint: inputFingerprint(
              c.relation === 'skipped' ? input : input.toUpperCase(),
            ),
            changed: c.relation !== 'skipped',
            outcome: c.relation,
            ...(c.relation === 'held' ? { observation: { decision: c.route } } : {}),
            ...(c.relation === 'violated' ? { observation: { decision: other } } : {}),
            ...(c.relation === 'error' ? { error: 'follow-up call failed' } : {}),
          };
    return {
      input,
      obs,
      expected: c.route,
      ...(relation === null ? {} : { relations: [relation] }),
    };
  });
  const evidence = evidenceOf(specs, {
    ...(g.relations
      ? { relations: [{ name: 'case-invariance', type: 'invariant' as const }] }
      : {}),
  });
  let suite: DecisionSuite | null = null;
  let suiteText: string | null = null;
  if (g.suite !== null) {
    const present = [...new Set(g.cases.map((c) => c.route))];
    const targets = Object.fromEntries(
      Object.entries(g.suite.targets).filter(([route]) => present.includes(route as never)),
    );
    const required = g.suite.extraRequired ? [...present, 'fraud_review'] : present;
    const json = {
      schema: 'agentverity.decision-suite/v1',
      contract: {
        allowed: [...ROUTES, 'fraud_review'],
        required,
        critical: [],
        stability_targets: targets,
      },
      cases: specs.map((s) => ({ input: s.input, expected: s.expected })),
    };
    suiteText = `${JSON.stringify(json, null, 2)}\n`;
    suite = parseSuite(JSON.parse(suiteText));
  }
  return { a: assess(evidence, suite, { epsilon: g.epsilon }), evidence, suiteText };
}

interface JunitCase {
  readonly name: string;
  readonly file: string;
  readonly outcome: 'failure' | 'error' | 'skipped' | null;
  /** The element's text as xml2js gives it (dorny/test-reporter reads this). */
  readonly text: string | null;
  readonly message: string | null;
}

type XmlNode = { $?: Record<string, string>; _?: string } | string;

function textOf(node: XmlNode | undefined): string | null {
  if (node === undefined) return null;
  if (typeof node === 'string') return node;
  return node._ ?? null;
}

async function readJunit(
  xml: string,
): Promise<{ cases: JunitCase[]; counts: Record<string, number> }> {
  const doc = (await parseStringPromise(xml)) as {
    testsuites: {
      $: Record<string, string>;
      testsuite: {
        $: Record<string, string>;
        testcase?: Record<string, XmlNode[] | Record<string, string>>[];
      }[];
    };
  };
  const suite = doc.testsuites.testsuite[0]!;
  const cases = (suite.testcase ?? []).map((tc): JunitCase => {
    const attrs = tc['$'] as unknown as Record<string, string>;
    const pick = (['failure', 'error', 'skipped'] as const).find((k) => Array.isArray(tc[k]));
    const node = pick === undefined ? undefined : (tc[pick] as XmlNode[])[0];
    return {
      name: attrs['name'] ?? '',
      file: attrs['file'] ?? '',
      outcome: pick ?? null,
      text: textOf(node),
      message:
        node !== undefined && typeof node !== 'string' ? (node.$?.['message'] ?? null) : null,
    };
  });
  const counts = Object.fromEntries(
    ['tests', 'failures', 'errors', 'skipped'].map((k) => [k, Number(suite.$[k])]),
  );
  return { cases, counts };
}

/** What a JUnit consumer shows: the structural expectations of the parsers users run. */
async function expectConsumersAgree(a: Assessment, meta: ReportMeta): Promise<void> {
  const { cases, counts } = await readJunit(renderJunit(a, meta));
  const gating = a.findings.filter((f) => f.gates);
  const checks = checksOf(a);
  // Counts as the reporters total them.
  expect(counts['tests']).toBe(cases.length);
  expect(counts['failures']).toBe(cases.filter((c) => c.outcome === 'failure').length);
  expect(counts['errors']).toBe(cases.filter((c) => c.outcome === 'error').length);
  expect(counts['skipped']).toBe(cases.filter((c) => c.outcome === 'skipped').length);
  for (const c of cases) {
    // dorny/test-reporter (jest-junit) reads the element's text and throws when it is
    // missing; mikepenz/action-junit-report points at `file` before the classname.
    if (c.outcome !== null) expect(c.text?.trim().length ?? 0).toBeGreaterThan(0);
    if (c.outcome !== null) expect(c.message?.length ?? 0).toBeGreaterThan(0);
    expect(c.file).toBe(meta.casesFile ?? 'agentverity-evidence.json');
  }
  // Red in every consumer exactly when the exit code is not 0.
  const red = cases.filter((c) => c.outcome === 'failure' || c.outcome === 'error');
  expect(red.length > 0).toBe(a.exitCode !== 0);
  expect(red.map((c) => c.name).sort()).toEqual(
    checks
      .filter((c) => c.gates)
      .map((c) => c.name)
      .sort(),
  );
  expect(red.length).toBe(gating.length);
  // A caution is visible (a skipped case whose text says so) and never red.
  const cautions = a.findings.filter((f) => f.outcome === 'caution').length;
  expect(cases.filter((c) => c.text?.startsWith('CAUTION:') === true).length).toBe(cautions);
}

function expectFindingsAgreeWithExit(a: Assessment): void {
  const gating = a.findings.filter((f) => f.gates);
  expect(gating.length > 0).toBe(a.exitCode !== 0);
  for (const f of a.findings) {
    expect(f.gates).toBe(f.exitCode !== 0);
    if (f.gates) expect(['failed', 'error']).toContain(f.outcome);
    else expect(['failed', 'error']).not.toContain(f.outcome);
  }
  if (a.exitCode !== 0) {
    // The finding that names the status gates with the status's exit code.
    const decisive = gating.filter((f) => f.status === a.status);
    expect(decisive.length).toBeGreaterThan(0);
    for (const f of decisive) expect(f.exitCode).toBe(a.exitCode);
  }
}

/** A baseline check of each outcome the gate meets: clean, drift (changed or unstable), refused. */
const baselineCheck: fc.Arbitrary<CheckResult | null> = fc.oneof(
  fc.constant(null),
  fc.constantFrom<CheckResult>(
    {
      status: 'clean',
      exitCode: 0,
      checked: 4,
      changes: [],
      instability: null,
      refusals: [],
      isolation: { baseline: 'fresh-session', current: 'fresh-session', weakened: false },
    },
    {
      status: 'drift',
      exitCode: 1,
      checked: 4,
      changes: [
        {
          fingerprint: 'a'.repeat(64),
          baseline: 'escalate',
          current: 'refund',
          currentCount: 6,
          currentObservations: 6,
        },
      ],
      instability: null,
      refusals: [],
      isolation: { baseline: 'fresh-session', current: 'fresh-session', weakened: false },
    },
    {
      status: 'drift',
      exitCode: 1,
      checked: 4,
      changes: [],
      instability: {
        admitted: { pairs: 40, flips: 0, ciHigh: 0.08 },
        routes: [],
        pooled: null,
        reason: 'the pooled flip rate is now above the tolerance',
      },
      refusals: [],
      isolation: { baseline: 'fresh-session', current: 'fresh-session', weakened: false },
    },
    {
      status: 'refused',
      exitCode: 2,
      checked: 0,
      changes: [],
      instability: null,
      refusals: [{ code: 'check.inputs', reason: 'the inputs differ from the baseline' }],
      isolation: { baseline: 'fresh-session', current: 'fresh-session', weakened: false },
    },
  ),
);

function expectBaselineNamed(a: Assessment, check: CheckResult | null, meta: ReportMeta): void {
  if (check === null) return;
  const f = a.findings.find((x) => x.id === 'baseline');
  expect(f).toBeDefined();
  expect(f!.gates).toBe(check.exitCode !== 0);
  // A baseline that objects never leaves the run at exit 0.
  if (check.exitCode !== 0) expect(a.exitCode).not.toBe(0);
  const md = renderMarkdown(a, meta, { mode: 'summary' }).split('\n')[0] ?? '';
  // When only the baseline objects, the first line of every report names it.
  if (check.status === 'drift' && a.status === 'drift') {
    expect(md).toContain('DRIFTED FROM BASELINE');
    expect(renderText(a, meta, { colour: false }).split('\n')[0]).toContain(
      'DRIFTED FROM BASELINE',
    );
  }
  if (check.status === 'clean') expect(md).not.toContain('BASELINE');
}

/** The gate's knowledge of the candidate's approval: no pull request, none yet, given, stale. */
const gateState: fc.Arbitrary<GateBaselineState> = fc.record({
  candidateWanted: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, fc.constant(false)),
  pullRequest: fc.option(
    fc.record({
      label: fc.constantFrom('agentverity:approve-baseline', 'ok_to *promote* <now>'),
      labelGiven: fc.boolean(),
      pushed: fc.boolean(),
    }),
  ),
});

/**
 * The candidate and its approval are findings like any other: never gating, named
 * in every format, and "no approval yet" a caution that names the label to add.
 */
function expectCandidateNamed(
  a: Assessment,
  written: boolean,
  state: GateBaselineState,
  meta: ReportMeta,
): void {
  const candidate = a.findings.find((f) => f.id === 'baseline:candidate');
  const approval = a.findings.find((f) => f.id === 'baseline:approval');
  expect(candidate !== undefined).toBe(written);
  expect(approval !== undefined).toBe(written && state.pullRequest !== null);
  for (const f of [candidate, approval]) if (f !== undefined) expect(f.gates).toBe(false);
  const checks = checksOf(a);
  const json = buildJsonReport(a, meta) as unknown as { findings: { id: string }[] };
  if (candidate !== undefined) {
    expect(checks.find((c) => c.id === 'baseline:candidate')?.name).toBe('baseline candidate');
    expect(json.findings.map((f) => f.id)).toContain('baseline:candidate');
  }
  if (approval === undefined || state.pullRequest === null) return;
  const pr = state.pullRequest;
  const expected = !pr.labelGiven ? 'no-approval' : pr.pushed ? 'approval-stale' : 'approval-given';
  expect(approval.figures['status']).toBe(expected);
  expect(approval.outcome).toBe(expected === 'approval-given' ? 'passed' : 'caution');
  const message = checks.find((c) => c.id === 'baseline:approval')?.message ?? '';
  expect(message).toContain(`"${pr.label}"`);
  if (expected === 'no-approval') expect(message).toMatch(/^no approval yet/);
  expect(json.findings.map((f) => f.id)).toContain('baseline:approval');
  // The annotations show a caution as a notice naming the label, never as an error.
  const notes = annotationsFor(a, null, {}).filter((x) => x.finding === 'baseline:approval');
  expect(notes.length).toBe(approval.outcome === 'caution' ? 1 : 0);
  for (const n of notes) {
    expect(n.level).toBe('notice');
    expect(n.message).toContain(pr.label);
  }
}

function expectAnnotationsAgree(
  a: Assessment,
  suiteText: string | null,
  check: CheckResult | null = null,
): void {
  const list = annotationsFor(a, check, {
    ...(suiteText === null ? {} : { suitePath: 'suite.json', suiteText }),
  });
  const gating = new Map(a.findings.filter((f) => f.gates).map((f) => [f.id, f]));
  const shown = new Set<string>();
  for (const x of list) {
    if (x.level === 'notice') {
      if (x.finding !== undefined) expect(gating.has(x.finding)).toBe(false);
      continue;
    }
    expect(x.finding, `${x.title} names its finding`).toBeDefined();
    const f = gating.get(x.finding!);
    expect(f, `${x.title} is a gating finding`).toBeDefined();
    expect(x.level).toBe(f!.exitCode === 1 ? 'error' : 'warning');
    shown.add(x.finding!);
  }
  for (const id of gating.keys()) {
    // The contract as a whole is shown through its problems.
    if (id === 'contract') expect([...shown].some((s) => s.startsWith('contract:'))).toBe(true);
    else expect(shown.has(id), `${id} has an annotation`).toBe(true);
  }
}

function expectTextFormatsAgree(a: Assessment, meta: ReportMeta): void {
  const gating = a.findings.filter((f) => f.gates);
  const md = renderMarkdown(a, meta, { mode: 'summary' });
  const heading = /\*\*What keeps this run from passing \((\d+); exit (\d)\):\*\*/.exec(md);
  if (gating.length === 0) {
    expect(heading).toBeNull();
    expect(md).toContain(`**Nothing keeps this run from passing (exit ${a.exitCode}).**`);
  } else {
    expect(Number(heading?.[1])).toBe(gating.length);
    expect(Number(heading?.[2])).toBe(a.exitCode);
    const lines = md.split('\n');
    expect(lines.filter((l) => l.startsWith('- ❌ ')).length).toBe(
      gating.filter((f) => f.exitCode === 1).length,
    );
    expect(lines.filter((l) => l.startsWith('- ⚠️ ')).length).toBe(
      gating.filter((f) => f.exitCode === 2).length,
    );
  }
  const text = renderText(a, meta);
  const t = /^What keeps this run from passing \((\d+); exit (\d)\)$/m.exec(text);
  expect(t === null ? 0 : Number(t[1])).toBe(gating.length);
  const json = buildJsonReport(a, meta) as unknown as {
    exitCode: number;
    findings: { id: string; gates: boolean; exitCode: number }[];
  };
  expect(json.exitCode).toBe(a.exitCode);
  const html = renderHtml(a, meta);
  const red = (html.match(/<span class="outcome-(failed|error)">/g) ?? []).length;
  expect(red).toBe(gating.length);
  expect((html.match(/<span class="outcome-caution">/g) ?? []).length).toBe(
    a.findings.filter((f) => f.outcome === 'caution').length,
  );
  expect(json.findings.filter((f) => f.gates).map((f) => f.id)).toEqual(gating.map((f) => f.id));
}

describe('every format reads the same verdict', () => {
  it('over generated assessments: findings, exit code, JUnit, annotations, Markdown, text, JSON, HTML', async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(generated, baselineCheck, gateState, async (g, check, state) => {
        const built = build(g);
        // The gate's verdict: the assessment with the baseline check applied, and the
        // candidate and its approval as findings (app/verdict.ts gateVerdict).
        const verdict = gateVerdict(built.a, built.evidence, check, state);
        const a = verdict.assessment;
        expect(a.exitCode).toBe(withBaseline(built.a, check).exitCode);
        seen.add(a.status);
        if (verdict.candidate) seen.add('candidate');
        if (a.findings.some((f) => f.id === 'baseline:approval' && f.outcome === 'caution')) {
          seen.add('no approval yet');
        }
        expectFindingsAgreeWithExit(a);
        expectAnnotationsAgree(a, built.suiteText, check);
        expectTextFormatsAgree(a, META);
        expectBaselineNamed(a, check, META);
        expectCandidateNamed(a, verdict.candidate, state, META);
        await expectConsumersAgree(a, META);
      }),
      { numRuns: 400, seed: 20261201 },
    );
    // The generator reaches the statuses that matter, so the property means something.
    for (const status of [
      'incomplete',
      'contract',
      'blind',
      'stochastic',
      'undecided',
      'violations',
      'deterministic',
      'target-failed',
      'drift',
      'baseline-refused',
      'candidate',
      'no approval yet',
    ]) {
      expect(seen, `the generator reached ${status}`).toContain(status);
    }
  });

  it.each(SCENARIOS.map((s) => [s.name, s] as const))(
    'golden scenario %s: consumers, annotations and text formats agree',
    async (_name, scenario) => {
      const { assessment, meta } = await loadScenario(scenario);
      expectFindingsAgreeWithExit(assessment);
      expectAnnotationsAgree(assessment, null);
      expectTextFormatsAgree(assessment, meta);
      await expectConsumersAgree(assessment, meta);
    },
  );

  it('undecided with a violated relation: JUnit, annotations, Markdown and the status agree', async () => {
    const scenario = SCENARIOS.find((s) => s.name === 'undecided-violation')!;
    const { assessment: a, meta } = await loadScenario(scenario);
    expect(a.status).toBe('undecided');
    expect(a.exitCode).toBe(2);
    const relation = a.findings.find((f) => f.id === 'relation:case-invariance')!;
    expect(relation).toMatchObject({ outcome: 'failed', gates: true, exitCode: 1 });
    expect(a.findings.find((f) => f.id === 'route:approve')).toMatchObject({
      outcome: 'error',
      gates: true,
      exitCode: 2,
      status: 'undecided',
    });
    // JUnit: the relation is a failure, the targeted route an error.
    const { cases } = await readJunit(renderJunit(a, meta));
    expect(cases.find((c) => c.name === 'relation case-invariance')?.outcome).toBe('failure');
    expect(cases.find((c) => c.name === 'route approve')?.outcome).toBe('error');
    // Annotations: the relation is an error, the route a warning.
    const list = annotationsFor(a, null, {});
    expect(list.find((x) => x.finding === 'relation:case-invariance')?.level).toBe('error');
    expect(list.find((x) => x.finding === 'route:approve')?.level).toBe('warning');
    // Markdown: both listed as keeping the run from passing, the status's first.
    const md = renderMarkdown(a, meta, { mode: 'comment' });
    const gateLines = md.split('\n').filter((l) => /^- (❌|⚠️) /.test(l));
    expect(gateLines[0]).toMatch(/^- ⚠️ route approve /);
    expect(gateLines[1]).toMatch(/^- ❌ relation case-invariance /);
    expect(md).toContain('`undecided` · exit 2');
  });
});

// ------------------------------------------------------------ promotion outcomes

interface PromotionRun {
  readonly outputs: Map<string, string>;
  readonly summaries: string[];
  readonly sections: string[];
  readonly failures: string[];
}

async function reportThroughFakes(outcome: PromotionOutcome): Promise<PromotionRun> {
  const run: PromotionRun = { outputs: new Map(), summaries: [], sections: [], failures: [] };
  const quiet = () => undefined;
  const ports: PromotePorts = {
    outputs: { set: (name, value) => void run.outputs.set(name, value) },
    log: {
      info: quiet,
      notice: quiet,
      warning: quiet,
      group: quiet,
      annotate: quiet,
      fail: (message) => void run.failures.push(message),
    },
    summary: { write: async (md) => void run.summaries.push(md) },
    comment: {
      updateSection: async (section) => {
        run.sections.push(section);
        return { url: 'https://github.com/o/r/pull/7#issuecomment-9', warnings: [] };
      },
    },
  };
  await reportPromotion(outcome, ports);
  return run;
}

const promotionOutcome: fc.Arbitrary<
  | { kind: 'promoted'; how: 'commit' | 'artifact' | 'runner' }
  | { kind: 'refused'; code: PromotionCode }
  | { kind: 'api-error' }
> = fc.oneof(
  fc.record({
    kind: fc.constant('promoted' as const),
    how: fc.constantFrom('commit' as const, 'artifact' as const, 'runner' as const),
  }),
  fc.record({ kind: fc.constant('refused' as const), code: fc.constantFrom(...PROMOTION_CODES) }),
  fc.record({ kind: fc.constant('api-error' as const) }),
);

function outcomeOf(g: unknown): PromotionOutcome {
  const o = g as
    | { kind: 'promoted'; how: 'commit' | 'artifact' | 'runner' }
    | { kind: 'refused'; code: PromotionCode }
    | { kind: 'api-error' };
  if (o.kind === 'api-error') {
    return {
      kind: 'api-error',
      error: new GithubApiError('read the pull request', 502, 'no', false),
    };
  }
  if (o.kind === 'refused') {
    return {
      kind: 'refused',
      refusal: new PromotionRefused(o.code, `refused for ${o.code}`, 'do it again'),
    };
  }
  const approval = {
    how: 'pr-label' as const,
    approver: 'maintainer',
    approvedAt: '2026-01-02T03:04:05Z',
    label: 'agentverity:approve-baseline',
    role: 'write',
    headSha: 'a'.repeat(40),
    pullRequest: 7,
    repository: 'o/r',
  };
  const how = o.how;
  return {
    kind: 'promoted',
    commitUrl: null,
    promoted: {
      baseline: { ...promotionCandidate, approval },
      approval,
      digest: 'd'.repeat(64),
      candidateRun: 1,
      candidateArtifact: 'agentverity',
      record: { digest: 'd'.repeat(64), runId: 1, at: null, source: 'commit status' },
      delivered: {
        how,
        commit: how === 'commit' ? 'c'.repeat(40) : null,
        branch: how === 'commit' ? 'feature' : null,
        artifact: how === 'artifact' ? { id: 3, name: 'agentverity-baseline' } : null,
        fallback: how === 'commit' ? null : 'a fork',
        warnings: [],
      },
      file: '/runner/baseline.json',
      repoPath: '.agentverity/baseline.json',
      labelRemoved: true,
    },
  };
}

let promotionCandidate: Baseline;

describe('a promotion is one result: its findings, outputs, sections and step agree', () => {
  beforeAll(async () => {
    promotionCandidate = (await gateResult('stable')).candidate!.baseline;
  });

  it('over generated outcomes (promoted, delivered nowhere, refused by every code, the API)', async () => {
    await fc.assert(
      fc.asyncProperty(promotionOutcome, async (g) => {
        const outcome = outcomeOf(g);
        const result = promotionResult(endOf(outcome));
        const gating = result.findings.filter((f) => f.gates);
        // The exit code is the findings' and nothing else.
        expect(result.exitCode).toBe(Math.max(0, ...gating.map((f) => f.exitCode)));
        const ids = result.findings.map((f) => f.id);
        expect(ids).toEqual(['candidate', 'approval']);
        const approval = result.findings[1]!;
        const run = await reportThroughFakes(outcome);
        expect(run.outputs.get('exit-code')).toBe(String(result.exitCode));
        expect(run.outputs.get('status')).toBe(result.status);
        expect(run.outputs.get('promoted')).toBe(String(result.promoted));
        // The step fails exactly when the result gates.
        expect(run.failures.length > 0).toBe(result.exitCode !== 0);
        expect(result.promoted).toBe(approval.outcome === 'promoted');
        if (outcome.kind === 'api-error') return;
        // The summary and the comment's section are the same text, headed by the approval.
        expect(run.sections).toEqual(run.summaries.map((s) => s.trimEnd()));
        const heading = run.summaries[0]!.split('\n')[0];
        expect(heading).toBe(
          approval.outcome === 'refused' ? '### Baseline not approved' : '### Baseline approved',
        );
        if (approval.code !== null && approval.outcome === 'refused') {
          expect(run.summaries[0]).toContain(approval.code);
          expect(run.failures.join('\n')).toContain(`[${approval.code}]`);
        }
        if (outcome.kind === 'refused') {
          expect(result.exitCode).toBe(outcome.refusal.exitCode);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a label that is not the approval label: no approval yet, exit 0, status skipped', () => {
    const result = promotionResult({ kind: 'skipped', label: 'bug' });
    expect(result.findings.map((f) => f.outcome)).toEqual([
      'candidate not used',
      'no approval yet',
    ]);
    expect(result).toMatchObject({ exitCode: 0, status: 'skipped', promoted: false });
  });

  it('differing records on one head refuse with exit 2 in every view', async () => {
    const outcome: PromotionOutcome = {
      kind: 'refused',
      refusal: new PromotionRefused('promotion.records-differ', 'two digests', 'push again'),
    };
    const run = await reportThroughFakes(outcome);
    expect(promotionResult(endOf(outcome)).exitCode).toBe(2);
    expect(run.outputs.get('exit-code')).toBe('2');
    expect(run.summaries[0]).toContain('promotion.records-differ');
  });
});

// ------------------------------------------- the Action's gate, one delivery each

type GateOutcome = 'clean' | 'drift' | 'refused' | 'candidate';

/** The check each outcome's run meets (the candidate one has none: a first baseline). */
function checkFor(outcome: GateOutcome, checks: readonly CheckResult[]): CheckResult | null {
  if (outcome === 'candidate') return null;
  return checks.find((c) => c.status === (outcome === 'clean' ? 'clean' : outcome))!;
}

describe("the Action's gate: every artifact of one delivery reads the baseline's findings", () => {
  const DIR_ = DIR;
  const reportFiles: ReportFiles = {
    dir: DIR_,
    evidence: `${DIR_}/evidence.json`,
    report: `${DIR_}/report.json`,
    junit: `${DIR_}/junit.xml`,
    html: `${DIR_}/report.html`,
    summary: `${DIR_}/summary.md`,
    suite: null,
    check: null,
    candidate: `${DIR_}/candidate-baseline.json`,
  };
  let stable: Result;
  let checks: CheckResult[];
  beforeAll(async () => {
    stable = await gateResult('stable');
    checks = fc
      .sample(baselineCheck, { numRuns: 200, seed: 1 })
      .filter((c): c is CheckResult => c !== null);
  });

  it.each(['clean', 'drift', 'refused', 'candidate'] as const)(
    'baseline %s: report.json, JUnit, summary, comment, HTML, annotations, outputs and the step agree',
    async (outcome) => {
      const settings = readSettings(
        (name) => ({ 'github-token': 'ghs_0123456789abcdef', evidence: 'e.json' })[name] ?? '',
      );
      const runCtx = gateCtx();
      const check = checkFor(outcome, checks);
      const verdict = gateVerdict(
        stable.assessment,
        stable.evidence,
        check,
        baselineStateOf(settings, runCtx),
      );
      const a = verdict.assessment;
      const result: Result = {
        ...stable,
        assessment: a,
        check:
          check === null
            ? null
            : {
                result: check,
                baseline: stable.candidate!.baseline,
                path: 'baseline.json',
                file: '/runner/work/agent-repo/baseline.json',
              },
        exitCode: a.exitCode,
        status: a.status,
      };
      const f = fakes();
      await deliver(
        {
          settings,
          ctx: runCtx,
          result,
          files: reportFiles,
          secrets: [],
          fails: fails(settings, result),
        },
        f.ports,
      );
      const expectedExit = check?.exitCode ?? 0;
      // The exit code is the findings', and every artifact says it.
      expect(a.exitCode).toBe(expectedExit);
      expectFindingsAgreeWithExit(a);
      const json = JSON.parse(f.files.get(reportFiles.report)!) as {
        exitCode: number;
        status: string;
        findings: { id: string; gates: boolean; outcome: string }[];
      };
      expect(json.exitCode).toBe(expectedExit);
      expect(json.status).toBe(a.status);
      expect(f.outputs.get('exit-code')).toBe(String(expectedExit));
      expect(f.outputs.get('status')).toBe(a.status);
      expect(f.log.some((l) => l.level === 'fail')).toBe(expectedExit !== 0);
      const { cases } = await readJunit(f.files.get(reportFiles.junit)!);
      const red = cases.filter((c) => c.outcome === 'failure' || c.outcome === 'error');
      const summary = f.files.get(reportFiles.summary)!;
      const comment = f.comments[0]!.content.body;
      const firstLine = (md: string) =>
        md.split('\n').find((l) => l.trim() !== '' && !l.startsWith('<!--')) ?? '';
      if (outcome === 'drift') {
        expect(red.map((c) => c.name)).toContain('baseline drift');
        expect(firstLine(summary)).toContain('DRIFTED FROM BASELINE');
        expect(firstLine(comment)).toContain('DRIFTED FROM BASELINE');
        expect(f.summaries[0]!).toContain('DRIFTED FROM BASELINE');
        expect(f.annotations.some((x) => x.level === 'error' && /drift/i.test(x.title))).toBe(true);
      }
      if (outcome === 'refused') {
        expect(red.map((c) => c.name)).toContain('baseline not compared');
        expect(firstLine(summary)).toContain('BASELINE NOT COMPARED');
      }
      if (outcome === 'clean' || outcome === 'candidate') {
        expect(red).toHaveLength(0);
        expect(firstLine(summary)).not.toContain('BASELINE');
      }
      // The candidate this run writes and the approval it waits for: findings in every view.
      expect(verdict.candidate).toBe(true);
      expect(json.findings.find((x) => x.id === 'baseline:candidate')).toMatchObject({
        gates: false,
        outcome: 'passed',
      });
      expect(json.findings.find((x) => x.id === 'baseline:approval')).toMatchObject({
        gates: false,
        outcome: 'caution',
      });
      // A caution is a skipped case whose name says so (junit.ts).
      const care = cases.find((c) =>
        c.name.startsWith('CAUTION: baseline approval (no approval yet'),
      );
      expect(care?.outcome).toBe('skipped');
      expect(care?.text).toContain(`"${LABEL}"`);
      expect(summary).toContain('no approval yet');
      expect(comment).toContain('no approval yet');
      expect(f.files.get(reportFiles.html)!).toContain('no approval yet');
      expect(f.annotations.some((x) => x.level === 'notice' && x.message.includes(LABEL))).toBe(
        true,
      );
    },
  );
});

function gateCtx() {
  return ctx();
}
