// The cases settings table (app/cases-run.ts): the check's live-only list and the
// Action's own inputs of `mode: cases` come from its rows.
import { describe, expect, it } from 'vitest';
import { CASES_OWN_INPUT_KEYS, checkCasesSettings } from '../../src/app/cases-run.js';
import { CASES_ONLY_INPUTS } from '../../src/github/cases.js';

describe('the cases settings table', () => {
  it.each([
    ['config', 'agentverity.yml'],
    ['cases', 'cases.jsonl'],
    ['runs', 3],
    ['labels', 'labels.jsonl'],
    ['timeout', 1000],
    ['evidenceOut', 'out.json'],
    ['replayCache', '.cache'],
  ])('refuses %s beside cases evidence (it applies when the system is run)', (key, value) => {
    const problems = checkCasesSettings({ evidence: 'cases.json', [key]: value });
    expect(problems.map((p) => `${p.code} ${p.setting}`)).toEqual([`settings.live-only ${key}`]);
  });

  it('takes the settings of what is assessed beside cases evidence as its own problem', () => {
    expect(checkCasesSettings({ evidence: 'cases.json' })).toEqual([]);
    expect(
      checkCasesSettings({ evidence: 'cases.json', system: 's.mjs' }).map((p) => p.code),
    ).toEqual(['settings.live-and-recorded']);
  });

  it("names the Action's own inputs of mode cases from its rows", () => {
    expect(CASES_OWN_INPUT_KEYS).toEqual([
      'config',
      'cases',
      'system',
      'systemCommand',
      'labels',
      'replayCache',
    ]);
    expect(CASES_ONLY_INPUTS).toEqual([
      'config',
      'cases',
      'system',
      'system-command',
      'labels',
      'replay-cache',
    ]);
  });
});
