import * as z from 'zod/mini';
import { described } from '../../../src/zod.ts';
import { serverText, textKey, withFallback } from '../../kit/propsSchema.ts';

/** Props of LanguageGrid (core spec §2, §3 "Language", §9 "Languages per page 15 (max 5 columns)"). */
export const LanguageGridProps = z.object({
  languages: described(
    withFallback(z.array(z.object({ isoCode: z.string(), nativeDisplayName: z.string() })), []),
    'the languages of the kiosk, each shown by its native name',
  ),
  perPage: described(withFallback(z.number().check(z.int(), z.positive()), 15), 'languages per page (§9)'),
  columns: described(withFallback(z.number().check(z.int(), z.positive(), z.lte(5)), 5), 'columns of the grid, at most 5 (§9)'),
  logoUrl: described(z.nullish(z.string()), "the company logo; the kiosk's when absent"),
  title: serverText('the title'),
  titleKey: textKey('the title', 'statusMessages:chooseLanguage'),
});

/** Events of LanguageGrid: `select` with the language tapped (core spec §2). */
export const LanguageGridEvents = {
  select: z.object({ isoCode: described(z.string(), 'the ISO code of the language tapped, as the server gave it') }),
};
