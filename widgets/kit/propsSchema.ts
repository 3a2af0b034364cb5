import { z } from 'zod';

/**
 * A prop that falls back to `fallback` when missing or null. Flows compute props with json-logic,
 * whose `var` of a missing value is null, not undefined; zod's `.default` alone would reject it.
 *
 * @example
 * const Props = z.object({ perPage: withFallback(z.number().int().positive(), 15) });
 * Props.parse({ perPage: null }).perPage; // 15
 */
export function withFallback<T extends z.ZodType>(schema: T, fallback: z.output<T>) {
  return schema.nullish().transform((value: z.output<T> | null | undefined): z.output<T> => (value ?? fallback) as z.output<T>);
}

/**
 * A text prop the server already translated (a kiosk configuration text, a server message): it
 * wins over its key (`textKey`) when not empty. The description is what editors and flows/WIDGETS.md show.
 *
 * @example
 * z.object({ title: serverText('the title'), titleKey: textKey('the title', 'checkout:title') });
 */
export function serverText(what: string) {
  return z.string().nullish().describe(`${what}, already translated (a server text); wins over the key when not empty`);
}

/**
 * The i18next key (`namespace:key`) of a text prop, shown when its server text is empty;
 * `fallbackKey` is the key the widget shows when neither is given.
 */
export function textKey(what: string, fallbackKey?: string) {
  return z
    .string()
    .nullish()
    .describe(`i18next key of ${what}${fallbackKey ? `; ${fallbackKey} when neither is given` : ''}`);
}
