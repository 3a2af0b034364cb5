import { z } from 'zod';
import { withFallback } from '../../kit/propsSchema.ts';
import { KeyboardProp } from '../parts/keyboardProps.ts';

/** Props of CountrySelection (core spec §2 `/profiles/{profileId}/countrySelection`, §3 keyboard type country). */
export const CountrySelectionProps = z.object({
  /** Shown first as large tiles (kiosk configuration `preferredCountries`), in this order. */
  preferred: withFallback(z.array(z.string()), []),
  /** The countries offered; all when absent. */
  countries: z.array(z.string()).nullish(),
  /** The country chosen before, marked. */
  selected: z.string().nullish(),
  /** §9 "selection lists 4 per page". */
  perPage: withFallback(z.number().int().positive(), 4),
  keyboard: KeyboardProp,
  title: z.string().nullish(),
  titleKey: z.string().nullish(),
  text: z.string().nullish(),
  textKey: z.string().nullish(),
});
