import { describe, expect, it } from 'vitest';
import { nearestKey, unknownKeyMessage } from '../../../src/core/util/nearest.js';

const CONTRACT = [
  'allowed',
  'required',
  'critical',
  'stability_targets',
  'minimum_cases',
  'allowed_no_decisions',
];

describe('nearestKey', () => {
  it.each([
    ['stability_target', 'stability_targets'],
    ['critcal', 'critical'],
    ['Critical', 'critical'],
    ['requried', 'required'],
    ['minimum_case', 'minimum_cases'],
    ['alowed', 'allowed'],
  ])('%s → %s', (key, near) => {
    expect(nearestKey(key, CONTRACT)).toBe(near);
  });

  it('names none when every known key is far off', () => {
    expect(nearestKey('description', CONTRACT)).toBeNull();
    expect(nearestKey('x', ['input', 'expected'])).toBeNull();
    expect(nearestKey('', CONTRACT)).toBeNull();
  });

  it('gives a tie to the earlier known key', () => {
    expect(nearestKey('ab', ['ac', 'ad'])).toBe('ac');
  });
});

describe('unknownKeyMessage', () => {
  it('names the key, the nearest known key and every known key', () => {
    expect(unknownKeyMessage('critcal', CONTRACT)).toBe(
      'unknown key "critcal" (did you mean "critical"?); expected one of allowed, required, critical, stability_targets, minimum_cases, allowed_no_decisions',
    );
  });

  it('leaves the hint out when nothing is close', () => {
    expect(unknownKeyMessage('notes', ['input', 'expected'])).toBe(
      'unknown key "notes"; expected one of input, expected',
    );
  });
});
