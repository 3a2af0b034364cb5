import { z } from 'zod';
import { NoData } from '../../defineWidget.ts';
import { serverText, textKey, withFallback } from '../../kit/propsSchema.ts';

/** One choice: an id the flow reads back, a name already translated, an optional description and picture. */
export const ChoiceTile = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  description: z.string().nullish(),
  imageUrl: z.string().nullish(),
});

/**
 * Props of ChoiceTiles: a paged choice of tiles (site-operations spec §2 "Asset registration":
 * transaction types, asset categories "paged 4 per page", §9 "Asset category list 4 per page").
 */
export const ChoiceTilesProps = z.object({
  choices: withFallback(z.array(ChoiceTile), []).describe('the choices, one tile each: id, name (translated), description, imageUrl'),
  perPage: withFallback(z.number().int().positive(), 4).describe('tiles per page (site-operations §9: asset categories 4 per page)'),
  perRow: withFallback(z.number().int().positive(), 4).describe('tiles per row'),
  title: serverText('the title'),
  titleKey: textKey('the title'),
  emptyKey: textKey('the text shown when there is nothing to choose', 'assetRegistration:nothingToChoose'),
});

/** Events of ChoiceTiles: `select` with the id and position of the tile tapped; `back` and `home` from the header. */
export const ChoiceTilesEvents = {
  select: z.object({
    id: z.union([z.string(), z.number()]).describe('the id of the choice tapped, as the flow gave it'),
    index: z.number().int().min(0).describe('its position in `choices` (0-based), so a flow can read the record it came from with `get`'),
  }),
  back: NoData,
  home: NoData,
};
