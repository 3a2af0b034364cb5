import type { FieldComponentProps } from '../defineField.ts';
import { SingleLineInput } from '../SingleLineInput.tsx';
import { normaliseLicensePlate } from './validateLicensePlate.ts';

/**
 * LicensePlate (code 21): one line in capitals, shown like a plate; spaces and hyphens typed from
 * the plate itself are left out. Its own keyboard layout has the extra letters Ä, Ü, Ö (§5).
 */
export function LicensePlateInput(props: FieldComponentProps) {
  return (
    <div className="kiosk-plate">
      <SingleLineInput field={props} keyboard="licensePlate" maxLength={20} normalise={normaliseLicensePlate} />
    </div>
  );
}
