// Bench and cases settings read from JSON: `null` is "not given", as for the
// gate's settings (withoutNulls), never a value that picks a source or is refused.
import { describe, expect, it } from 'vitest';
import {
  benchCommandFor,
  benchOptionsOf,
  checkBenchSettings,
  type BenchSettings,
} from '../../src/app/bench-run.js';
import { checkCasesSettings, type CasesSettings } from '../../src/app/cases-run.js';

const fromJson = <T>(text: string): T => JSON.parse(text) as T;

describe('bench settings read from JSON', () => {
  it('read null as not given: no evidence source, no refused number', () => {
    const s = fromJson<BenchSettings>(
      '{"agents": ["a.mjs", "b.mjs"], "evidence": null, "jsonl": null, "runs": null, "seed": null, "passK": null, "confidence": null, "failIfWorse": null, "evidenceOut": null, "timeout": null}',
    );
    expect(benchCommandFor(s)).toBe('compare');
    expect(checkBenchSettings('compare', s)).toEqual([]);
    expect(benchOptionsOf(s)).toEqual(benchOptionsOf({ agents: ['a.mjs', 'b.mjs'] }));
    const one = fromJson<BenchSettings>('{"agents": ["a.mjs"], "runs": null, "evidence": null}');
    expect(benchCommandFor(one)).toBe('test');
    expect(checkBenchSettings('test', one)).toEqual([]);
  });
});

describe('cases settings read from JSON', () => {
  it('read null as not given, keeping timeout: null and replayCache: null as none', () => {
    const s = fromJson<CasesSettings>(
      '{"system": "system.mjs", "evidence": null, "runs": null, "cases": null, "systemCommand": null, "timeout": null, "replayCache": null}',
    );
    expect(checkCasesSettings(s)).toEqual([]);
    // On recorded evidence a null live-only setting is no setting at all; a real one is refused.
    const recorded = fromJson<CasesSettings>(
      '{"evidence": "cases-evidence.json", "system": null, "runs": null, "config": null}',
    );
    expect(checkCasesSettings(recorded)).toEqual([]);
    expect(
      checkCasesSettings({ evidence: 'cases-evidence.json', replayCache: null }).map(
        (p) => `${p.code} ${p.setting}`,
      ),
    ).toEqual(['settings.live-only replayCache']);
  });
});
