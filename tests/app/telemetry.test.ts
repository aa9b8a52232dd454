// One OpenTelemetry summary span per assessment, through the user's own
// `@opentelemetry/api` and whatever provider they registered; checked with the
// SDK's in-memory exporter. The attributes are checked exactly, and no prompt,
// output, label or fingerprint ever appears in them.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { trace } from '@opentelemetry/api';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  loadOtelApi,
  NO_TELEMETRY,
  openTelemetry,
  otelRegistered,
  telemetryDisabled,
  type OtelApi,
} from '../../src/app/telemetry.js';
import { assess, STATUSES } from '../../src/core/index.js';
import { parseEvidenceFile } from '../../src/evidence/index.js';
import {
  TELEMETRY_SCHEMA,
  TELEMETRY_SPAN_NAME,
  telemetryAttributes,
} from '../../src/render/telemetry.js';
import { VERSION } from '../../src/version.js';
import * as lib from '../../src/index.js';
import { cliWith, ROOT, tempDir } from '../helpers/cli.js';
import { evidenceOf, routed, writeEvidence } from '../cli/baseline-helpers.js';

const exporter = new InMemorySpanExporter();

beforeAll(() => {
  trace.setGlobalTracerProvider(
    new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }),
  );
});
afterEach(() => exporter.reset());

const ROUTER_EVIDENCE = path.join(ROOT, 'examples/evidence/router.json');

function routerAssessment() {
  const file = parseEvidenceFile(
    JSON.parse(readFileSync(ROUTER_EVIDENCE, 'utf8')),
    ROUTER_EVIDENCE,
  );
  return assess(file.evidence, null, { epsilon: 0.05 });
}

/** Every string the evidence holds that came from the agent or the user: inputs, texts, labels, fingerprints. */
function untrustedStrings(evidence: unknown): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown, key: string) => {
    if (typeof v === 'string') {
      if (v.length >= 3 && !['schema', 'layer', 'isolation', 'kind'].includes(key)) out.add(v);
    } else if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v !== null && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk(evidence, '');
  return out;
}

/** The words an attribute value may be: our own vocabulary, never the agent's. */
const OUR_WORDS = new Set<string>([
  TELEMETRY_SCHEMA,
  VERSION,
  ...['run', 'assess', 'snapshot', 'check', 'gate', 'test'],
  ...STATUSES,
  ...['verdict', 'text', 'tools'],
  ...['fresh-session', 'fresh-instance', 'shared-session', 'unknown'],
  ...['wilson', 'exact'],
]);

describe('telemetryAttributes', () => {
  it('is the assessment in counts, rates and our own words, exactly', () => {
    const a = routerAssessment();
    expect(telemetryAttributes(a, 'assess')).toEqual({
      'agentverity.schema': 'agentverity-action/telemetry@1',
      'agentverity.version': VERSION,
      'agentverity.command': 'assess',
      'agentverity.status': a.status,
      'agentverity.exit_code': a.exitCode,
      'agentverity.complete': a.complete,
      'agentverity.inputs': a.inputFingerprints.length,
      'agentverity.layer': a.layer,
      'agentverity.isolation': a.isolation,
      'agentverity.method': a.method,
      'agentverity.epsilon': 0.05,
      'agentverity.calls': a.calls.total,
      'agentverity.errors': a.errorCount,
      'agentverity.caveats': a.caveats.length,
      'agentverity.findings.gating': a.findings.filter((f) => f.gates).length,
      'agentverity.relations.total': a.relations.length,
      'agentverity.relations.exercised': a.relations.filter((r) => r.exercised > 0).length,
      'agentverity.relations.violated': a.relations.filter((r) => r.violated > 0).length,
      'agentverity.relations.vacuous': a.relations.filter((r) => r.vacuous).length,
      'agentverity.meter.call': a.meter?.call,
      'agentverity.meter.flip_rate': a.meter?.flipRate,
      'agentverity.meter.ci_low': a.meter?.ciLow,
      'agentverity.meter.ci_high': a.meter?.ciHigh,
      'agentverity.meter.epsilon': 0.05,
      'agentverity.meter.pairs': a.meter?.pairs,
      'agentverity.meter.flips': a.meter?.flips,
      'agentverity.meter.repeats': a.meter?.repeats,
      'agentverity.meter.max_repeats': a.meter?.maxRepeats,
      'agentverity.meter.inputs_with_flip': a.meter?.inputsWithFlip,
      'agentverity.blindness.blind': a.blindness?.blind,
      'agentverity.blindness.skew': a.blindness?.skew,
      'agentverity.blindness.distinct': a.blindness?.distinct,
      'agentverity.blindness.threshold': a.blindness?.threshold,
      // The evidence records each input's intended route: a route table.
      'agentverity.routes.total': a.routes?.routes.length,
      'agentverity.routes.deterministic': a.routes?.deterministic.length,
      'agentverity.routes.stochastic': a.routes?.stochastic.length,
      'agentverity.routes.undecided': a.routes?.undecided.length,
      'agentverity.routes.targeted_stochastic': a.routes?.targetedStochastic.length,
      'agentverity.routes.targeted_undecided': a.routes?.targetedUndecided.length,
    });
    expect(a.routes?.routes.length).toBeGreaterThan(1);
    // The router evidence is a real run: the numbers are the assessment's, not zeros.
    expect(a.meter?.pairs).toBeGreaterThan(0);
    expect(a.inputFingerprints.length).toBeGreaterThan(1);
  });

  it('adds the contract when a suite is given, as counts and coverage only', async () => {
    const telemetry = openTelemetry({ cwd: ROOT, env: {} });
    const run = await cliWith(
      { telemetry },
      'assess',
      '--evidence',
      ROUTER_EVIDENCE,
      '--suite',
      path.join(ROOT, 'examples/suites/router.json'),
      '--format',
      'json',
    );
    const report = JSON.parse(run.stdout) as {
      contract: { satisfied: boolean; intendedCoverage: number } | null;
    };
    expect(report.contract).not.toBeNull();
    const attributes = exporter.getFinishedSpans()[0]!.attributes;
    expect(attributes['agentverity.contract.satisfied']).toBe(report.contract!.satisfied);
    expect(attributes['agentverity.contract.intended_coverage']).toBe(
      report.contract!.intendedCoverage,
    );
    for (const key of [
      'missing_intended',
      'missing_observed',
      'unknown_observed',
      'missing_critical',
    ]) {
      expect(typeof attributes[`agentverity.contract.${key}`]).toBe('number');
    }
  });
});

describe('the summary span', () => {
  it('assess: one span through the registered provider, attributes exactly the map', async () => {
    const telemetry = openTelemetry({ cwd: ROOT, env: {} });
    const run = await cliWith({ telemetry }, 'assess', '--evidence', ROUTER_EVIDENCE);
    expect(run.code).toBe(routerAssessment().exitCode);
    const spans = exporter.getFinishedSpans();
    expect(spans).toHaveLength(1);
    const span = spans[0]!;
    expect(span.name).toBe(TELEMETRY_SPAN_NAME);
    expect(span.instrumentationScope.name).toBe('agentverity-action');
    expect(span.instrumentationScope.version).toBe(VERSION);
    expect({ ...span.attributes }).toEqual(telemetryAttributes(routerAssessment(), 'assess'));
  });

  it('run: the command is run, and no input, output, label or fingerprint is in any attribute', async () => {
    const dir = tempDir();
    const telemetry = openTelemetry({ cwd: ROOT, env: {} });
    const run = await cliWith(
      { telemetry, env: {} },
      'run',
      '--agent',
      path.join(ROOT, 'examples/agents/router.mjs'),
      '--inputs',
      path.join(ROOT, 'examples/agents/tickets.txt'),
      '--evidence-out',
      path.join(dir, 'evidence.json'),
      '--quiet',
    );
    expect(run.code).toBe(0);
    const spans = exporter.getFinishedSpans();
    expect(spans).toHaveLength(1);
    const attributes = spans[0]!.attributes;
    expect(attributes['agentverity.command']).toBe('run');
    expect(attributes['agentverity.status']).toBe('deterministic');
    expect(attributes['agentverity.inputs']).toBeGreaterThan(1);
    const evidence = JSON.parse(run.files.get(path.join(dir, 'evidence.json'))!) as unknown;
    const untrusted = untrustedStrings((evidence as { cases: unknown }).cases);
    expect(untrusted.size).toBeGreaterThan(5);
    for (const [key, value] of Object.entries(attributes)) {
      if (typeof value === 'string') {
        expect(OUR_WORDS.has(value), `${key}=${value}`).toBe(true);
        expect(untrusted.has(value)).toBe(false);
      } else {
        expect(['number', 'boolean']).toContain(typeof value);
      }
    }
    const serialised = JSON.stringify(attributes);
    for (const s of untrusted) expect(serialised.includes(s), s).toBe(false);
    // The span covers obtaining the evidence and assessing it.
    const [s0, ns0] = spans[0]!.startTime;
    const [s1, ns1] = spans[0]!.endTime;
    expect(s1 * 1e9 + ns1).toBeGreaterThanOrEqual(s0 * 1e9 + ns0);
  });

  it('the library: openTelemetry({cwd, env}) from the package entry, given to expectRepeatable, sends its span', async () => {
    // docs/telemetry.md tells library users to pass exactly this.
    expect(typeof lib.openTelemetry).toBe('function');
    expect(typeof lib.NO_TELEMETRY.flush).toBe('function');
    const dir = tempDir();
    const telemetry = lib.openTelemetry({ cwd: ROOT, env: {} });
    const result = await lib.expectRepeatable(
      (input: string) => ({ decision: input.startsWith('refund') ? 'refund' : 'other' }),
      ['refund my order', 'where is my parcel'],
      { cwd: dir, k: 4, epsilon: 0.5, telemetry },
    );
    expect(result.pass).toBe(true);
    // Sent before the check resolved: nobody has to call flush.
    const spans = exporter.getFinishedSpans();
    expect(spans).toHaveLength(1);
    expect(spans[0]!.attributes['agentverity.command']).toBe('test');
  });

  it('snapshot and check send one span each, named by their command', async () => {
    const telemetry = openTelemetry({ cwd: ROOT, env: {} });
    const { dir, file } = writeEvidence(evidenceOf(routed()));
    const out = path.join(dir, 'baseline.json');
    const snap = await cliWith(
      { telemetry, env: { USER: 'reviewer' } },
      'snapshot',
      '--evidence',
      file,
      '--accept-reference',
      '--output',
      out,
    );
    expect(snap.code).toBe(0);
    writeFileSync(out, snap.files.get(out)!);
    const check = await cliWith({ telemetry }, 'check', '--baseline', out, '--evidence', file);
    expect(check.code).toBe(0);
    expect(exporter.getFinishedSpans().map((x) => x.attributes['agentverity.command'])).toEqual([
      'snapshot',
      'check',
    ]);
  });

  it('a refused command sends no span; a second assessment in one process sends its own', async () => {
    const telemetry = openTelemetry({ cwd: ROOT, env: {} });
    const bad = await cliWith({ telemetry }, 'assess', '--evidence', path.join(ROOT, 'nope.json'));
    expect(bad.code).toBe(2);
    expect(exporter.getFinishedSpans()).toHaveLength(0);
    await cliWith({ telemetry }, 'assess', '--evidence', ROUTER_EVIDENCE);
    await cliWith({ telemetry }, 'assess', '--evidence', ROUTER_EVIDENCE);
    expect(exporter.getFinishedSpans()).toHaveLength(2);
  });

  it('is off with AGENTVERITY_TELEMETRY=off or OTEL_SDK_DISABLED=true', async () => {
    for (const env of [{ AGENTVERITY_TELEMETRY: 'off' }, { OTEL_SDK_DISABLED: 'true' }]) {
      const telemetry = openTelemetry({ cwd: ROOT, env });
      await cliWith({ telemetry, env }, 'assess', '--evidence', ROUTER_EVIDENCE);
      expect(await telemetry.flush()).toBe(0);
    }
    expect(exporter.getFinishedSpans()).toHaveLength(0);
    expect(telemetryDisabled({ AGENTVERITY_TELEMETRY: 'on' })).toBe(false);
    expect(telemetryDisabled({})).toBe(false);
  });

  it('without the API nothing is loaded, sent or said, and the command is unchanged', async () => {
    let loads = 0;
    const telemetry = openTelemetry({
      cwd: ROOT,
      env: {},
      load: async () => {
        loads += 1;
        return null;
      },
    });
    const run = await cliWith({ telemetry }, 'assess', '--evidence', ROUTER_EVIDENCE);
    expect(run.code).toBe(routerAssessment().exitCode);
    expect(loads).toBe(1);
    expect(run.stderr).not.toMatch(/OpenTelemetry/);
    // Nothing to send: the API is not even looked for.
    expect(await telemetry.flush()).toBe(0);
    expect(loads).toBe(1);
    expect(await NO_TELEMETRY.flush()).toBe(0);
  });

  it('an API that throws is one line on stderr, never a failed command', async () => {
    const broken: OtelApi = {
      trace: {
        getTracer: () => {
          throw new Error('exporter\u001b[31m down');
        },
        getTracerProvider: () => ({}),
      },
    };
    const lines: string[] = [];
    const telemetry = openTelemetry({
      cwd: ROOT,
      env: {},
      log: (t) => lines.push(t),
      load: async () => broken,
    });
    const run = await cliWith({ telemetry }, 'assess', '--evidence', ROUTER_EVIDENCE);
    expect(run.code).toBe(routerAssessment().exitCode);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^agentverity: OpenTelemetry: the summary span could not be sent: /);
    expect(lines[0]).not.toContain('\u001b');
  });

  it('the default loader looks for the API only when something registered with one', () => {
    // This file registered a provider (beforeAll): the 1.x API's global holds it.
    expect(otelRegistered()).toBe(true);
    expect(otelRegistered({})).toBe(false);
    expect(otelRegistered({ [Symbol.for('opentelemetry.js.api.1')]: null })).toBe(false);
    expect(
      otelRegistered({ [Symbol.for('opentelemetry.js.api.1')]: { version: '1.9.1', trace: {} } }),
    ).toBe(true);
  });

  it("finds the project's own @opentelemetry/api from the working directory", async () => {
    const api = await loadOtelApi(ROOT);
    expect(api).not.toBeNull();
    // Any copy of the 1.x API reaches the same global provider.
    expect(typeof api!.trace.getTracer).toBe('function');
    const elsewhere = await loadOtelApi(tempDir());
    expect(elsewhere).not.toBeNull();
  });
});
