import type { FieldComponentProps } from '../defineField.ts';
import { type LineOptions, SingleLineInput } from '../SingleLineInput.tsx';
import { normaliseLicensePlate } from './validateLicensePlate.ts';

/** Its line (the Questionary draws it itself, SingleLineInput.tsx `LineOptions`). */
export const plateLine: LineOptions = { keyboard: 'licensePlate', maxLength: 20, normalise: normaliseLicensePlate, look: 'plate' };

/**
 * LicensePlate (code 21): one line in capitals, shown like a plate; spaces and hyphens typed from
 * the plate itself are left out. Its own keyboard layout has the extra letters Ä, Ü, Ö (§5).
 */
export function LicensePlateInput(props: FieldComponentProps) {
  return <SingleLineInput field={props} {...plateLine} />;
}
