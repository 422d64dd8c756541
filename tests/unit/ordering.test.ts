// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOCATION_ORDER } from '../../src/domain/protocol';
import { byPosition, normalOrder, winnerOrder } from '../../src/domain/ordering';
import { nominee } from './fixtures';

describe('normalOrder', () => {
  it('groups by the fixed location order and sorts each group by slug', () => {
    const input = [
      nominee('zeta', 'bali'),
      nominee('beta', 'jakarta'),
      nominee('alpha', 'surabaya'),
      nominee('alpha', 'jakarta'),
      nominee('gamma', 'tangerang'),
      nominee('delta', 'bandung'),
      nominee('eta', 'semarang'),
    ];
    expect(normalOrder(input).map((n) => `${n.location}/${n.slug}`)).toEqual([
      'jakarta/alpha',
      'jakarta/beta',
      'tangerang/gamma',
      'bandung/delta',
      'semarang/eta',
      'surabaya/alpha',
      'bali/zeta',
    ]);
  });

  it('drops nominees of any other location', () => {
    const result = normalOrder([nominee('a', 'lombok'), nominee('b', 'jakarta'), nominee('c', ''), nominee('d', 'medan')]);
    expect(result.map((n) => n.slug)).toEqual(['b']);
  });

  it('matches locations regardless of case and surrounding space', () => {
    expect(normalOrder([nominee('a', ' Bali '), nominee('b', 'JAKARTA')]).map((n) => n.slug)).toEqual(['b', 'a']);
  });

  it('does not change its input', () => {
    const input = [nominee('b', 'jakarta'), nominee('a', 'jakarta')];
    normalOrder(input);
    expect(input.map((n) => n.slug)).toEqual(['b', 'a']);
  });

  it('knows the six cities in the spec order', () => {
    expect(LOCATION_ORDER).toEqual(['jakarta', 'tangerang', 'bandung', 'semarang', 'surabaya', 'bali']);
  });
});

describe('winnerOrder', () => {
  it('sorts by rank ascending, then votes descending', () => {
    const input = [
      nominee('c', 'bali', 2, 50),
      nominee('a', 'jakarta', 1, 10),
      nominee('b', 'lombok', 2, 900),
      nominee('d', 'bali', 1, 20),
    ];
    expect(winnerOrder(input).map((n) => n.slug)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('keeps nominees of every location', () => {
    expect(winnerOrder([nominee('x', 'lombok', 1)])).toHaveLength(1);
  });
});

describe('byPosition', () => {
  it('sorts by position ascending without touching the input', () => {
    const input = [{ position: 3 }, { position: 1 }, { position: 2 }];
    expect(byPosition(input).map((item) => item.position)).toEqual([1, 2, 3]);
    expect(input[0]?.position).toBe(3);
  });
});
