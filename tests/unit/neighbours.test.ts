// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nomineePlace, placeInList, walkOrder } from '../../src/domain/neighbours';
import { nominee } from './fixtures';

const list = ['a', 'b', 'c', 'd'].map((slug) => ({ slug }));

describe('placeInList', () => {
  it('gives position index + 1 and both neighbours in the middle', () => {
    const place = placeInList(list, 'c');
    expect(place).toMatchObject({ index: 2, position: 3 });
    expect(place?.previous).toEqual({ item: { slug: 'b' }, position: 2 });
    expect(place?.next).toEqual({ item: { slug: 'd' }, position: 4 });
  });

  it('has no previous at the start and no next at the end (no wrap)', () => {
    expect(placeInList(list, 'a')).toMatchObject({ position: 1, previous: null, next: { position: 2 } });
    expect(placeInList(list, 'd')).toMatchObject({ position: 4, previous: { position: 3 }, next: null });
  });

  it('has neither neighbour in a list of one', () => {
    expect(placeInList([{ slug: 'only' }], 'only')).toEqual({ index: 0, position: 1, previous: null, next: null });
  });

  it('is null for a slug the list does not hold', () => {
    expect(placeInList(list, 'zz')).toBeNull();
    expect(placeInList([], 'a')).toBeNull();
  });
});

describe('walkOrder', () => {
  const nominees = [
    nominee('kaum', 'bali', 2, 10),
    nominee('amuz', 'jakarta', 3, 50),
    nominee('lir', 'jakarta', 1, 5),
    nominee('far', 'lombok', 2, 90),
  ];

  it('walks the normal order for the normal variant (other locations dropped)', () => {
    expect(walkOrder(nominees, 'normal').map((n) => n.slug)).toEqual(['amuz', 'lir', 'kaum']);
  });

  it('walks rank ascending, then votes descending, for the winner variant', () => {
    expect(walkOrder(nominees, 'winner').map((n) => n.slug)).toEqual(['lir', 'far', 'kaum', 'amuz']);
  });

  it('gives the same nominee different neighbours in each variant', () => {
    expect(placeInList(walkOrder(nominees, 'normal'), 'kaum')).toMatchObject({
      position: 3,
      previous: { item: { slug: 'lir' } },
      next: null,
    });
    expect(placeInList(walkOrder(nominees, 'winner'), 'kaum')).toMatchObject({
      position: 3,
      previous: { item: { slug: 'far' } },
      next: { item: { slug: 'amuz' }, position: 4 },
    });
  });
});

describe('nomineePlace', () => {
  const nominees = [nominee('kaum', 'bali', 2, 10), nominee('amuz', 'jakarta', 3, 50), nominee('lir', 'jakarta', 1, 5)];

  it("gives the nominee's card and its neighbours by slug and position, in the variant's order", () => {
    expect(nomineePlace(nominees, 'lir', 'normal')).toEqual({
      card: nominees[2],
      position: 2,
      previous: { slug: 'amuz', position: 1 },
      next: { slug: 'kaum', position: 3 },
    });
    expect(nomineePlace(nominees, 'lir', 'winner')).toEqual({
      card: nominees[2],
      position: 1,
      previous: null,
      next: { slug: 'kaum', position: 2 },
    });
  });

  it('is null for a slug the list does not hold', () => {
    expect(nomineePlace(nominees, 'nobody', 'normal')).toBeNull();
    expect(nomineePlace([], 'lir', 'winner')).toBeNull();
  });
});
