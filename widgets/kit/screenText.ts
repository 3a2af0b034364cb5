import type { TFunction } from 'i18next';

/**
 * The text a screen shows: an already-translated server text wins when non-empty, else the
 * translation of `key`, else of `fallbackKey`; '' when there is none (DESIGN.md "Widgets":
 * a missing translation shows an empty string).
 *
 * @example
 * screenText(t, props.title, props.titleKey, 'statusMessages:error');
 */
export function screenText(t: TFunction, text: string | null | undefined, key?: string | null, fallbackKey?: string): string {
  if (text?.trim()) return text;
  const chosen = key?.trim() ? key : fallbackKey;
  return chosen ? String(t(chosen)) : '';
}
