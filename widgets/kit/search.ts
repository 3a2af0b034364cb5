/**
 * Search matching for selection lists (core spec §5: "Dropdown search is accent- and
 * case-insensitive substring match on the label; blank search becomes empty").
 */

/**
 * Folds a text for comparison: accents removed (NFD + combining marks dropped), lower case.
 *
 * @example
 * foldForSearch('Émile Zoë'); // 'emile zoe'
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/**
 * True when `label` contains `query` ignoring accents and case. A blank query (empty or only
 * spaces) matches everything.
 *
 * @example
 * isSearchMatch('Bruxelles-Capitale', 'capitâle'); // true
 * isSearchMatch('Gent', '   '); // true
 */
export function isSearchMatch(label: string, query: string): boolean {
  const needle = foldForSearch(query.trim());
  if (needle === '') return true;
  return foldForSearch(label).includes(needle);
}

/**
 * The items whose label matches `query` (see `isSearchMatch`), in their original order.
 *
 * @example
 * filterBySearch([{ key: 'Café' }, { key: 'Tea' }], 'cafe', (item) => item.key); // [{ key: 'Café' }]
 */
export function filterBySearch<T>(items: readonly T[], query: string, labelOf: (item: T) => string): T[] {
  // A blank query keeps every item without folding a label, or even itself (the fold's Unicode
  // regular expression is compiled on its first use): a country list of 250 is drawn in the step
  // into its question (issue 11). Any other query is folded once.
  const trimmed = query.trim();
  const needle = trimmed === '' ? '' : foldForSearch(trimmed);
  if (needle === '') return [...items];
  return items.filter((item) => foldForSearch(labelOf(item)).includes(needle));
}
