/**
 * A name as the public checkout list shows it (issue 12 §4: a list passers-by can read shows no
 * more of other visitors than they need to find themselves): the first name and the initial of the
 * last, "Johanna L."; a single name stays as it is. Blank in, blank out.
 *
 * @example
 * shortName('Johanna  Lambrecht') // 'Johanna L.'
 * shortName('Anna van der Berg') // 'Anna B.'
 */
export function shortName(displayName: string): string {
  const parts = displayName.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  if (!last) return first;
  const initial = [...last][0]?.toLocaleUpperCase() ?? '';
  return `${first} ${initial}.`;
}
