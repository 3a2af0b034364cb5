import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LocationArrow, toScannerLocation } from '../../fields/LocationArrow.tsx';
import './scanner.css';

/** Unit vector towards each scanner location (x right, y down), for the instruction animation. */
const TOWARDS: Readonly<Record<string, readonly [number, number]>> = {
  'top-left': [-0.7, -0.7],
  'top-center': [0, -1],
  'top-right': [0.7, -0.7],
  'middle-left': [-1, 0],
  'middle-right': [1, 0],
  'bottom-left': [-0.7, 0.7],
  'bottom-center': [0, 1],
  'bottom-right': [0.7, 0.7],
};

/**
 * What to hold where (core spec §2 badge screen: "a scanner-location arrow and an instruction
 * animation"): a ticket or a badge that moves towards the scanner, and a large arrow pointing at
 * it, placed on the side of the configured location (§3 scanner location values, default bottom
 * centre). Decorative; the hint under it says it in words.
 *
 * @example
 * <ScanPrompt kind="badge" location={props.scannerLocation} />
 */
export function ScanPrompt({ kind, location }: { kind: 'badge' | 'ticket'; location: string | null | undefined }) {
  const { t } = useTranslation(['scanner']);
  const where = toScannerLocation(location);
  const [x, y] = TOWARDS[where] ?? [0, 1];
  const side = where.startsWith('top') ? 'top' : where.startsWith('bottom') ? 'bottom' : where === 'middle-left' ? 'left' : 'right';
  return (
    <div className="kiosk-scan-area" data-side={side}>
      <div className="kiosk-scan" data-side={side} data-location={where}>
        <div className="kiosk-scan__figure" aria-hidden="true" style={{ '--dx': `${x * 40}px`, '--dy': `${y * 40}px` } as CSSProperties}>
          {kind === 'badge' ? <BadgeCard /> : <Ticket />}
        </div>
        <div className="kiosk-scan__arrow">
          <LocationArrow location={where} />
        </div>
        <p className="kiosk-scan__hint">{t('scanner:arrowHint')}</p>
      </div>
    </div>
  );
}

function BadgeCard() {
  return (
    <svg aria-hidden="true" className="kiosk-scan__item" viewBox="0 0 160 110" focusable="false">
      <rect x="4" y="4" width="152" height="102" rx="12" className="kiosk-scan__card" />
      <rect x="4" y="4" width="152" height="24" rx="12" className="kiosk-scan__band" />
      <rect x="4" y="16" width="152" height="12" className="kiosk-scan__band" />
      <circle cx="42" cy="62" r="18" className="kiosk-scan__ink" />
      <rect x="72" y="48" width="66" height="10" rx="5" className="kiosk-scan__ink" />
      <rect x="72" y="68" width="48" height="10" rx="5" className="kiosk-scan__ink kiosk-scan__ink--light" />
      <path d="M118 86c6-6 6-14 0-20M128 92c10-10 10-26 0-36" className="kiosk-scan__waves" />
    </svg>
  );
}

function Ticket() {
  const bars = [0, 8, 12, 20, 28, 32, 40, 44, 52, 60, 64, 72, 80, 84, 92, 100];
  return (
    <svg aria-hidden="true" className="kiosk-scan__item" viewBox="0 0 160 110" focusable="false">
      <path d="M4 8h152v34a13 13 0 0 0 0 26v34H4V68a13 13 0 0 0 0-26z" className="kiosk-scan__card" />
      <rect x="22" y="18" width="70" height="10" rx="5" className="kiosk-scan__ink kiosk-scan__ink--light" />
      {bars.map((bx, i) => (
        <rect key={bx} x={24 + bx} y="40" width={i % 3 === 0 ? 5 : 3} height="52" className="kiosk-scan__ink" />
      ))}
    </svg>
  );
}
