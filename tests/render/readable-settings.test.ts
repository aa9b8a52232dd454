// The run's settings as reports show them (src/render/readable-settings.ts).
import { describe, expect, it } from 'vitest';
import { readableSettings, settingLines } from '../../src/render/readable-settings.js';

describe('readableSettings', () => {
  it('says which routes the stability targets raised a given k on', () => {
    expect(readableSettings({ k: 2, kRaised: { a: 70, b: 146 } })).toEqual([
      '2 repeats per input',
      'k raised by the stability targets on a (70 repeats per input), b (146 repeats per input)',
    ]);
    expect(readableSettings({ k: 2, kRaised: {} })).toEqual(['2 repeats per input']);
  });
});

describe('settingLines', () => {
  it('writes each setting as key=value, sorted, strings bare and the rest as JSON', () => {
    expect(settingLines({ k: 2, epsilon: 0.05, suite: 'a.json', routes: ['x'] })).toEqual([
      'epsilon=0.05',
      'k=2',
      'routes=["x"]',
      'suite=a.json',
    ]);
  });
});
