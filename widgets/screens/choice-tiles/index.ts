import { defineWidget } from '../../defineWidget.ts';
import { ChoiceTilesEvents, ChoiceTilesProps } from './props.ts';

/** A paged choice of tiles; emits `select { id, index }`, `back` and `home`. */
export const ChoiceTiles = defineWidget({
  type: 'ChoiceTiles',
  props: ChoiceTilesProps,
  events: ChoiceTilesEvents,
  load: () => import('./ChoiceTilesScreen.tsx').then((module) => module.ChoiceTilesScreen),
  description:
    'A paged choice of tiles with name, description and picture (site-operations spec §2 "Asset registration": transaction types, asset categories 4 per page, §9).',
});
