/** The loading spinner of core spec §1 "Common page elements"; decorative, pair it with text. */
export function Spinner({ size = 'large' }: { size?: 'large' | 'small' }) {
  return <span className={`kiosk-spinner kiosk-spinner--${size}`} aria-hidden="true" />;
}
