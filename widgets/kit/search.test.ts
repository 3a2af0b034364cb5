import { describe, expect, it, vi } from 'vitest';
import { filterBySearch, foldForSearch, isSearchMatch } from './search.ts';

describe('search (core spec §5 dropdown search)', () => {
  it('folds accents and case', () => {
    expect(foldForSearch('Émile ZOË Ångström')).toBe('emile zoe angstrom');
  });

  it('matches a substring anywhere, ignoring accents and case on both sides', () => {
    expect(isSearchMatch('Bruxelles-Capitale', 'capitâle')).toBe(true);
    expect(isSearchMatch('Crème brûlée', 'BRULE')).toBe(true);
    expect(isSearchMatch('Gent', 'ant')).toBe(false);
  });

  it('treats a blank search as empty: everything matches', () => {
    expect(isSearchMatch('Gent', '')).toBe(true);
    expect(isSearchMatch('Gent', '   ')).toBe(true);
  });

  it('trims the query but keeps inner spaces', () => {
    expect(isSearchMatch('Port of Antwerp', '  of ant ')).toBe(true);
    expect(isSearchMatch('Port of Antwerp', 'ofant')).toBe(false);
  });

  it('filters a list keeping its order', () => {
    const items = [{ key: 'Café' }, { key: 'Tea' }, { key: 'Cafetière' }];
    expect(filterBySearch(items, 'cafe', (item) => item.key)).toEqual([{ key: 'Café' }, { key: 'Cafetière' }]);
    expect(filterBySearch(items, ' ', (item) => item.key)).toHaveLength(3);
  });

  it('keeps every item for a blank query without reading a label (a 250-country list on the step into it, issue 11)', () => {
    const items = [{ key: 'Café' }, { key: 'Tea' }];
    const labelOf = vi.fn((item: { key: string }) => item.key);
    const all = filterBySearch(items, '  ', labelOf);
    expect(all).toEqual(items);
    // a list of its own: the caller's is never handed out to be changed
    expect(all).not.toBe(items);
    expect(labelOf).not.toHaveBeenCalled();
    filterBySearch(items, 'tea', labelOf);
    expect(labelOf).toHaveBeenCalledTimes(2);
  });
});
