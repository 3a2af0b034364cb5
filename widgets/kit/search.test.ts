import { describe, expect, it } from 'vitest';
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
});
