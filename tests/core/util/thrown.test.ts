import { describe, expect, it } from 'vitest';
import { describeThrown } from '../../../src/core/util/thrown.js';

describe('describeThrown', () => {
  it.each([
    [new Error('boom'), 'boom'],
    [new TypeError(''), 'TypeError'],
    ['plain', 'plain'],
    [null, 'null'],
    [undefined, 'undefined'],
    [42, '42'],
    [{ code: 'E1' }, '{"code":"E1"}'],
  ])('%o → %j', (value, expected) => {
    expect(describeThrown(value)).toBe(expected);
  });

  it('never throws, even for values whose getters and toString throw', () => {
    const evil = {
      get message(): string {
        throw new Error('getter');
      },
      toJSON(): never {
        throw new Error('toJSON');
      },
      toString(): never {
        throw new Error('toString');
      },
    };
    expect(describeThrown(evil)).toBe('a thrown object that cannot be shown as text');
    const trap = new Proxy(
      {},
      {
        get() {
          throw new Error('trap');
        },
        getPrototypeOf() {
          throw new Error('trap');
        },
      },
    );
    expect(typeof describeThrown(trap)).toBe('string');
    const badError = new Error('x');
    Object.defineProperty(badError, 'message', {
      get() {
        throw new Error('no');
      },
    });
    expect(typeof describeThrown(badError)).toBe('string');
    expect(describeThrown(Symbol('s'))).toBe('Symbol(s)');
    expect(describeThrown(10n)).toBe('10');
  });
});
