import { z } from 'zod';

/** Props of LanguageGrid (core spec §2, §3 "Language", §9 "Languages per page 15 (max 5 columns)"). */
export const LanguageGridProps = z.object({
  languages: z.array(z.object({ isoCode: z.string(), nativeDisplayName: z.string() })).default([]),
  perPage: z.number().int().positive().default(15),
  columns: z.number().int().positive().max(5).default(5),
  /** Company logo; falls back to the ChromeProvider's. */
  logoUrl: z.string().nullish(),
  title: z.string().nullish(),
  titleKey: z.string().nullish(),
});
