/** §9: location names over 30 characters are cut to 27 plus '...'. */
const MAX_LOCATION = 30;
const CUT_LOCATION = 27;
/** §9: names over 18 characters get the smaller font. */
const LONG_NAME = 18;

/**
 * A location name as the dispatch view shows it (core spec §9 text fitting).
 *
 * @example
 * fitLocationName('Dock 7 – North warehouse cold store'); // 'Dock 7 – North warehouse co...'
 */
export function fitLocationName(name: string): string {
  const chars = [...name.trim()];
  return chars.length > MAX_LOCATION ? `${chars.slice(0, CUT_LOCATION).join('')}...` : chars.join('');
}

/** True for a name that gets the smaller font (core spec §9: over 18 characters). */
export function isLongName(name: string): boolean {
  return [...name.trim()].length > LONG_NAME;
}
