import { useEffect, useLayoutEffect, useRef } from 'react';
import { afterNextPaint } from './afterNextPaint.ts';

/**
 * The progress bar of core spec §1; §9 "Progress is shown as value divided by total".
 * Out-of-range values are clamped so a bad index never draws a broken bar.
 *
 * The bar's text and its `aria-valuenow` change with the value at once; the fill moves once the
 * frame that shows the change is painted (it slides over 200 ms anyway). A new width is a style
 * change, and in a step from one line question to the next it is that frame's only one: drawn with
 * the next question, it cost the frame a style recalculation before the question showed (issue 11
 * §2, docs/performance.md, decision record 0031). The first value is drawn at once (a check of a
 * ref on later renders).
 *
 * @example
 * <ProgressBar value={index + 1} total={nodes.length} label={t('registration:question', ...)} />
 */
export function ProgressBar({ value, total, label }: { value: number; total: number; label: string }) {
  const safeTotal = Number.isFinite(total) && total > 0 ? total : 0;
  const safeValue = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), safeTotal);
  const percent = safeTotal === 0 ? 0 : (safeValue / safeTotal) * 100;
  const fillRef = useRef<HTMLDivElement>(null);
  const drawn = useRef<number | null>(null);
  const draw = (to: number) => {
    drawn.current = to;
    fillRef.current?.style.setProperty('width', `${to}%`);
  };
  // the first value before the first paint; later ones after the frame that shows them
  useLayoutEffect(() => {
    if (drawn.current === null) draw(percent);
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: draw is made anew each render and only writes refs; a new percent is what draws
  useEffect(() => (drawn.current === percent ? undefined : afterNextPaint(() => draw(percent))), [percent]);
  return (
    <div className="kiosk-progress">
      <div className="kiosk-progress__track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={safeTotal} aria-valuenow={safeValue}>
        <div className="kiosk-progress__fill" ref={fillRef} />
      </div>
      <p className="kiosk-progress__label" aria-hidden="true">
        {label}
      </p>
    </div>
  );
}
