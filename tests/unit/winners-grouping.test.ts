// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cityHeading, groupPlainWinners, isEmptyPlainWinners, winnerHref } from '../../src/features/awards/winners-grouping';
import type { AwardsWinnersByCity, WinnerLink } from '../../src/domain/types';

const link = (title: string): WinnerLink => ({ title, url: `https://www.example.com/${title.toLowerCase().replace(/\W+/g, '-')}` });

/** Shape a test input that the type system would refuse (odd server files). */
const odd = (value: unknown) => value as AwardsWinnersByCity;

const summary = (input: AwardsWinnersByCity | null | undefined) => {
  const grouped = groupPlainWinners(input);
  const city = (entry: (typeof grouped.featured)[number]) => ({
    city: entry.city,
    categories: entry.categories.map((c) => `${c.category}: ${c.winners.map((w) => w.title).join(', ')}`),
    readersChoice: entry.readersChoice.map((c) => `${c.category}: ${c.winners.map((w) => w.title).join(', ')}`),
  });
  return { featured: grouped.featured.map(city), otherCities: grouped.otherCities.map(city) };
};

describe('groupPlainWinners', () => {
  it('puts jakarta then bali first, whatever the file order, with their readers’ choice groups', () => {
    const input: AwardsWinnersByCity = {
      bali: { '1': { 'Best Bar': [link('Bali Bar')] }, '2': { 'Favourite Cafe': [link('Bali Cafe')] } },
      jakarta: { '1': { 'Best Restaurant': [link('Kaum'), link('Namaaz')], 'Best Bar': [link('Loewy')] } },
    };
    expect(summary(input)).toEqual({
      featured: [
        { city: 'jakarta', categories: ['Best Restaurant: Kaum, Namaaz', 'Best Bar: Loewy'], readersChoice: [] },
        { city: 'bali', categories: ['Best Bar: Bali Bar'], readersChoice: ['Favourite Cafe: Bali Cafe'] },
      ],
      otherCities: [],
    });
  });

  it('has no OTHER CITIES with only two city groups, and lists the rest in file order with more', () => {
    const two: AwardsWinnersByCity = { jakarta: { '1': { A: [link('J1')] } }, bali: { '1': { A: [link('B1')] } } };
    expect(groupPlainWinners(two).otherCities).toEqual([]);

    const more: AwardsWinnersByCity = {
      surabaya: { '1': { A: [link('S1')] } },
      jakarta: { '1': { A: [link('J1')] } },
      medan: { '1': { A: [link('M1')] }, '2': { RC: [link('M2')] } },
      bali: { '1': { A: [link('B1')] } },
    };
    const grouped = summary(more);
    expect(grouped.featured.map((entry) => entry.city)).toEqual(['jakarta', 'bali']);
    expect(grouped.otherCities).toEqual([
      { city: 'surabaya', categories: ['A: S1'], readersChoice: [] },
      { city: 'medan', categories: ['A: M1'], readersChoice: ['RC: M2'] },
    ]);
  });

  it('leaves out a city with no categories', () => {
    const input: AwardsWinnersByCity = {
      jakarta: { '1': { A: [link('J1')] } },
      bali: { '1': { A: [link('B1')] } },
      bandung: { '1': {} },
      medan: {},
    };
    expect(summary(input).otherCities).toEqual([]);
  });

  it('keeps a city that has only a readers’ choice group', () => {
    const input: AwardsWinnersByCity = {
      jakarta: { '1': { A: [link('J1')] } },
      bali: { '1': { A: [link('B1')] } },
      lombok: { '2': { 'Favourite Beach Club': [link('L1'), link('L2')] } },
    };
    expect(summary(input).otherCities).toEqual([{ city: 'lombok', categories: [], readersChoice: ['Favourite Beach Club: L1, L2'] }]);
  });

  it('keeps a featured city that has only a readers’ choice group', () => {
    const input: AwardsWinnersByCity = { bali: { '2': { RC: [link('B2')] } } };
    expect(summary(input).featured).toEqual([{ city: 'bali', categories: [], readersChoice: ['RC: B2'] }]);
  });

  it('ignores unknown group keys', () => {
    const input = odd({
      jakarta: { '1': { A: [link('J1')] }, '3': { Ghost: [link('G')] }, extra: 'x' },
      yogyakarta: { '0': { Ghost: [link('G')] } },
    });
    expect(summary(input)).toEqual({ featured: [{ city: 'jakarta', categories: ['A: J1'], readersChoice: [] }], otherCities: [] });
  });

  it('drops empty categories and malformed winners', () => {
    const input = odd({
      jakarta: { '1': { Empty: [], NotAList: 'x', Mixed: [link('Ok'), { title: '' }, null, { url: 'https://x' }] } },
    });
    expect(summary(input).featured).toEqual([{ city: 'jakarta', categories: ['Mixed: Ok'], readersChoice: [] }]);
  });

  it('matches jakarta and bali whatever their case or spacing', () => {
    const input: AwardsWinnersByCity = { ' Bali ': { '1': { A: [link('B1')] } }, JAKARTA: { '1': { A: [link('J1')] } } };
    expect(summary(input).featured.map((entry) => entry.city)).toEqual(['JAKARTA', ' Bali ']);
  });

  it('puts every city in OTHER CITIES when neither jakarta nor bali is there, so no winner is lost', () => {
    const input: AwardsWinnersByCity = { surabaya: { '1': { A: [link('S1')] } }, medan: { '1': { A: [link('M1')] } } };
    const grouped = groupPlainWinners(input);
    expect(grouped.featured).toEqual([]);
    expect(grouped.otherCities.map((entry) => entry.city)).toEqual(['surabaya', 'medan']);
  });

  it.each([[{}], [null], [undefined], [odd([])], [odd('winners')], [odd({ jakarta: null, bali: [] })]])(
    'gives an empty result for %j',
    (input) => {
      const grouped = groupPlainWinners(input);
      expect(grouped).toEqual({ featured: [], otherCities: [] });
      expect(isEmptyPlainWinners(grouped)).toBe(true);
    },
  );
});

describe('cityHeading', () => {
  it('upper-cases a city key and turns separators into spaces', () => {
    expect(cityHeading('jakarta')).toBe('JAKARTA');
    expect(cityHeading(' north_sumatra ')).toBe('NORTH SUMATRA');
    expect(cityHeading('labuan-bajo')).toBe('LABUAN BAJO');
  });
});

describe('winnerHref', () => {
  it('keeps http(s) addresses and paths of this site', () => {
    expect(winnerHref('https://www.example.com/awards/2023/kaum')).toBe('https://www.example.com/awards/2023/kaum');
    expect(winnerHref(' http://example.com ')).toBe('http://example.com/');
    expect(winnerHref('/winner/2024')).toBe('/winner/2024');
  });

  it('refuses anything else, so the title shows as plain text', () => {
    for (const url of [
      '',
      '   ',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,hi',
      '//evil.example',
      '/\\evil.example',
      'www.example.com',
      'mailto:a@b.c',
    ]) {
      expect(winnerHref(url)).toBeNull();
    }
  });
});
