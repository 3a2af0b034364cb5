/**
 * The progress bar of core spec §1; §9 "Progress is shown as value divided by total".
 * Out-of-range values are clamped so a bad index never draws a broken bar.
 *
 * @example
 * <ProgressBar value={index + 1} total={nodes.length} label={t('registration:question', ...)} />
 */
export function ProgressBar({ value, total, label }: { value: number; total: number; label: string }) {
  const safeTotal = Number.isFinite(total) && total > 0 ? total : 0;
  const safeValue = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), safeTotal);
  const percent = safeTotal === 0 ? 0 : (safeValue / safeTotal) * 100;
  return (
    <div className="kiosk-progress">
      <div className="kiosk-progress__track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={safeTotal} aria-valuenow={safeValue}>
        <div className="kiosk-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="kiosk-progress__label" aria-hidden="true">
        {label}
      </p>
    </div>
  );
}
