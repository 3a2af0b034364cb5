import { z } from 'zod';
import { serverText, textKey, withFallback } from '../../kit/propsSchema.ts';

/** Props of LanguageGrid (core spec §2, §3 "Language", §9 "Languages per page 15 (max 5 columns)"). */
export const LanguageGridProps = z.object({
  languages: withFallback(z.array(z.object({ isoCode: z.string(), nativeDisplayName: z.string() })), []).describe(
    'the languages of the kiosk, each shown by its native name',
  ),
  perPage: withFallback(z.number().int().positive(), 15).describe('languages per page (§9)'),
  columns: withFallback(z.number().int().positive().max(5), 5).describe('columns of the grid, at most 5 (§9)'),
  logoUrl: z.string().nullish().describe("the company logo; the kiosk's when absent"),
  title: serverText('the title'),
  titleKey: textKey('the title', 'statusMessages:chooseLanguage'),
});

/** Events of LanguageGrid: `select` with the language tapped (core spec §2). */
export const LanguageGridEvents = {
  select: z.object({ isoCode: z.string().describe('the ISO code of the language tapped, as the server gave it') }),
};
