/**
 * The reference the kiosk sends: the options' prefix in front of the typed text (core spec §5
 * "Answers with a prefix get the prefix added to non-empty values"); empty stays empty.
 *
 * @example
 * withPrefix('BK-', ' 1001 '); // 'BK-1001'
 * withPrefix('BK-', '   ');    // ''
 */
export function withPrefix(prefix: string | null | undefined, typed: string): string {
  const value = typed.trim();
  return value === '' ? '' : `${prefix ?? ''}${value}`;
}
