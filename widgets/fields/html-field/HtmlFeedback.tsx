import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../kit/SafeHtml.tsx';
import { isTrueText } from '../../../src/kiosk/questionary/model.ts';
import type { FieldComponentProps } from '../defineField.ts';
import { fieldAria } from '../fieldAria.ts';

/**
 * HtmlField (code 16, core spec §2 "Feedback"): the node's HTML, sanitised (kit/SafeHtml), in a
 * panel that scrolls when long. A required one has the confirmation checkbox with the node's
 * confirmation label (HTML too, sanitised; "I have read and understood" when there is none);
 * a non-required one is confirmed by itself and shows no checkbox.
 */
export function HtmlFeedback(props: FieldComponentProps) {
  const { t } = useTranslation(['registration']);
  const { node, value, onChange, inputId } = props;
  const label = node.metadata.confirmationLabel;
  return (
    <div className="kiosk-question">
      <SafeHtml className="kiosk-html" html={node.metadata.html ?? ''} scrolls />
      {node.metadata.isRequired && (
        <label className="kiosk-checkbox" htmlFor={inputId}>
          <input
            id={inputId}
            type="checkbox"
            data-action="answer"
            checked={isTrueText(value[0])}
            onChange={(event) => onChange([event.target.checked ? 'true' : 'false'])}
            {...fieldAria(props)}
            aria-labelledby={`${inputId}-confirm`}
          />
          <span id={`${inputId}-confirm`}>{label ? <SafeHtml className="kiosk-inline-html" html={label} /> : t('registration:confirm')}</span>
        </label>
      )}
    </div>
  );
}
