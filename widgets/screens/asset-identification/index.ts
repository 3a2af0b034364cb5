import { defineWidget } from '../../defineWidget.ts';
import { AssetIdentificationEvents, AssetIdentificationProps } from './props.ts';

/** The asset identification field; emits `submit { answer, value }`, `back` and `home`. */
export const AssetIdentification = defineWidget({
  type: 'AssetIdentification',
  props: AssetIdentificationProps,
  events: AssetIdentificationEvents,
  load: () => import('./AssetIdentificationScreen.tsx').then((module) => module.AssetIdentificationScreen),
  description:
    "The asset identification (site-operations spec §2, §4, §5): the asset category's identification field with the questionary's field widgets and on-screen keyboard, validated on change, the error shown after the first edit, submitted on Enter.",
});
