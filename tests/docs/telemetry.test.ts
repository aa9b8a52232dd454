// docs/telemetry.md lists exactly the attributes the summary span can carry.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { telemetryAttributes } from '../../src/render/telemetry.js';
import { ROOT } from '../helpers/cli.js';
import type { Assessment } from '../../src/core/index.js';

/** An assessment with every optional part present (values do not matter here). */
function full(): Assessment {
  const list: readonly string[] = [];
  return {
    status: 'deterministic',
    exitCode: 0,
    complete: true,
    caveats: [],
    layer: 'verdict',
    isolation: 'fresh-session',
    epsilon: 0.05,
    method: 'wilson',
    inputFingerprints: [],
    calls: { total: 0, meter: 0, sources: 0, relations: 0 },
    errorCount: 0,
    findings: [],
    relations: [],
    meter: {
      call: 'deterministic',
      flipRate: 0,
      ciLow: 0,
      ciHigh: 0,
      epsilon: 0.05,
      pairs: 0,
      flips: 0,
      repeats: 0,
      maxRepeats: 0,
      inputsWithFlip: 0,
    },
    blindness: { blind: false, skew: 0, distinct: 0, threshold: 0.8 },
    routes: {
      routes: [],
      deterministic: list,
      stochastic: list,
      undecided: list,
      targetedStochastic: list,
      targetedUndecided: list,
    },
    contract: {
      satisfied: true,
      intendedCoverage: 1,
      observedCoverage: 1,
      missingIntended: list,
      missingObserved: list,
      unknownObserved: list,
      missingCritical: list,
    },
    relationCoverage: { routes: [], probed: list, unprobed: list },
  } as unknown as Assessment;
}

describe('docs/telemetry.md', () => {
  it('documents every attribute, and no other', () => {
    const doc = readFileSync(path.join(ROOT, 'docs/telemetry.md'), 'utf8');
    const documented = new Set(
      [...doc.matchAll(/^\| `(agentverity\.[a-z_.]+)` \|/gm)].map((m) => m[1] as string),
    );
    expect(documented).toEqual(new Set(Object.keys(telemetryAttributes(full(), 'run'))));
  });
});
