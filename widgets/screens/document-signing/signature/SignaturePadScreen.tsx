import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WidgetComponentProps } from '../../../defineWidget.ts';
import { Button } from '../../../kit/Button.tsx';
import { KioskLayout } from '../../../kit/KioskLayout.tsx';
import { screenText } from '../../../kit/screenText.ts';
import type { SignaturePadEvents, SignaturePadProps } from './props.ts';
import { createSignatureSurface, type SignatureSurface } from './surface.ts';
import '../document-signing.css';

/**
 * The signature step (site-operations §4, §5, §9): a `width`×`height` canvas
 * (`data-action="signature"`) the visitor signs on with a finger, clear (`data-action="clear"`)
 * and next (`data-action="next"`), disabled until the canvas has been touched; next emits the
 * signature as a PNG data URL. Clearing disables next again.
 */
export function SignaturePadScreen({ props, emit, screenId }: WidgetComponentProps<z.infer<typeof SignaturePadProps>, typeof SignaturePadEvents>) {
  const { t } = useTranslation(['documentSigning', 'registration']);
  const canvas = useRef<HTMLCanvasElement>(null);
  const surface = useRef<SignatureSurface | null>(null);
  const [touched, setTouched] = useState(false);
  const { width, height, penWidth, penColor } = props;

  useEffect(() => {
    if (!canvas.current) return;
    const created = createSignatureSurface(canvas.current, { width, height, penWidth, penColor });
    surface.current = created;
    return () => {
      created.destroy();
      surface.current = null;
    };
  }, [width, height, penWidth, penColor]);

  const clear = () => {
    surface.current?.clear();
    setTouched(false);
  };
  const next = () => {
    const png = surface.current?.toPng();
    if (touched && png) emit('next', { signatureAsBase64: png });
  };

  const title = screenText(t, props.title, props.titleKey, 'documentSigning:signatureTitle');
  const text = screenText(t, props.text, props.textKey, 'documentSigning:signatureText');
  return (
    <KioskLayout screenId={screenId} onBack={() => emit('back')} onHome={() => emit('home')}>
      <div className="kiosk-signing">
        {title && <h1 className="kiosk-title">{title}</h1>}
        {text && <p className="kiosk-text">{text}</p>}
        <div className="kiosk-signing__pad">
          <canvas
            ref={canvas}
            style={{ '--pad-width': `${width}px`, '--pad-height': `${height}px` } as CSSProperties}
            data-action="signature"
            data-touched={touched}
            role="img"
            aria-label={t('documentSigning:signatureLabel')}
            onPointerDown={() => setTouched(true)}
          />
        </div>
        <div className="kiosk-actions">
          <Button action="clear" onClick={clear}>
            {t('documentSigning:clear')}
          </Button>
          <Button variant="primary" action="next" disabled={!touched} onClick={next}>
            {t('registration:next')}
          </Button>
        </div>
      </div>
    </KioskLayout>
  );
}
