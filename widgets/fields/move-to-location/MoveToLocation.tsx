import { useTranslation } from 'react-i18next';
import type { QuestionaryNode } from '../../../src/kiosk/questionary/model.ts';
import { isTrueText } from '../../../src/kiosk/questionary/model.ts';
import type { FieldComponentProps, ScannerLocation } from '../defineField.ts';
import { fieldAria, fieldIds } from '../fieldAria.ts';
import { LocationArrow, toScannerLocation } from '../LocationArrow.tsx';
import { selectOptionsOf } from '../validation.ts';

/**
 * Where a MoveToLocation question sends the visitor. The node schema of §3 has no location
 * fields, so the location travels as the question's one select option: `key` is the location's
 * (translated) name, `value` the direction of the arrow, one of the scanner location values of
 * §3 (`middle-right`, ...). The question's name and description carry the instruction.
 */
export function locationOf(node: QuestionaryNode): { name: string; direction: ScannerLocation } | null {
  const [option] = selectOptionsOf(node);
  return option ? { name: option.key, direction: toScannerLocation(option.value) } : null;
}

/**
 * MoveToLocation (code 20): the location instruction with a large location arrow and the
 * location's name, and a confirmation box ("I am at this location", or the node's confirmation
 * label). A required one must be confirmed (§5 checkbox rule).
 */
export function MoveToLocation(props: FieldComponentProps) {
  const { t } = useTranslation(['registration']);
  const { node, value, onChange, inputId } = props;
  const location = locationOf(node);
  const ids = fieldIds(inputId);
  return (
    <div className="kiosk-question">
      {location && (
        <div className="kiosk-location" data-direction={location.direction}>
          <LocationArrow location={location.direction} />
          <p className="kiosk-location__name">{location.name}</p>
        </div>
      )}
      <label className="kiosk-checkbox" htmlFor={inputId}>
        <input
          id={inputId}
          type="checkbox"
          data-action="answer"
          checked={isTrueText(value[0])}
          onChange={(event) => onChange([event.target.checked ? 'true' : 'false'])}
          {...fieldAria(props)}
          aria-labelledby={`${ids.label} ${inputId}-text`}
        />
        <span id={`${inputId}-text`}>{node.metadata.confirmationLabel || t('registration:atLocation')}</span>
      </label>
    </div>
  );
}
