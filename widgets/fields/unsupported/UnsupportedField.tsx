import { useTranslation } from 'react-i18next';
import type { FieldComponentProps } from '../defineField.ts';

/**
 * A question whose field type this kiosk cannot show (unknown code, or not built yet). It says
 * so; the validator lets an optional one go on and holds a required one (ask reception).
 */
export function UnsupportedField({ node, inputId }: FieldComponentProps) {
  const { t } = useTranslation(['registration']);
  return (
    <p className="kiosk-notice" id={inputId}>
      {t('registration:unsupportedField', { code: node.metadata.type })}
    </p>
  );
}
