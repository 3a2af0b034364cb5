import { z } from 'zod';
import { withFallback } from '../../kit/propsSchema.ts';

/** Props of LanguageGrid (core spec §2, §3 "Language", §9 "Languages per page 15 (max 5 columns)"). */
export const LanguageGridProps = z.object({
  languages: withFallback(z.array(z.object({ isoCode: z.string(), nativeDisplayName: z.string() })), []),
  perPage: withFallback(z.number().int().positive(), 15),
  columns: withFallback(z.number().int().positive().max(5), 5),
  /** Company logo; falls back to the ChromeProvider's. */
  logoUrl: z.string().nullish(),
  title: z.string().nullish(),
  titleKey: z.string().nullish(),
});

/** Events of LanguageGrid: `select` with the language tapped (core spec §2). */
export const LanguageGridEvents = {
  select: z.object({ isoCode: z.string().describe('the ISO code of the language tapped, as the server gave it') }),
};
