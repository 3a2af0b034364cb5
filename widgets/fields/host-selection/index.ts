import { defineField } from '../defineField.ts';
import { fieldTypeCodes } from '../../../src/kiosk/questionary/fieldTypes.ts';
import { HostList } from './HostList.tsx';
import { validateHost } from './validateHost.ts';
import { OPTION_LIST_FONTS } from '../../kit/fonts.ts';

/** HostSelection: one host, searched from 2 characters (core spec §5); text keyboard. */
export const HostSelectionField = defineField({
  type: 'HostSelection',
  code: fieldTypeCodes.HostSelection,
  component: HostList,
  validate: validateHost,
  fonts: OPTION_LIST_FONTS,
  keyboard: 'text',
});
