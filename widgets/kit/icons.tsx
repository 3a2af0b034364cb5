/** Decorative line icons (aria-hidden): controls carrying them get their name from a label. */
type IconName = 'back' | 'home' | 'prev' | 'next' | 'success' | 'info' | 'warning' | 'error' | 'check';

const paths: Record<IconName, string> = {
  back: 'M15 5 8 12l7 7',
  prev: 'M15 5 8 12l7 7',
  next: 'M9 5l7 7-7 7',
  home: 'M4 11 12 4l8 7M6 10v9h4v-5h4v5h4v-9',
  success: 'M6 12.5 10.5 17 18 8',
  check: 'M6 12.5 10.5 17 18 8',
  info: 'M12 11v6M12 7.5v.5',
  warning: 'M12 8v5M12 16.5v.5',
  error: 'M8 8l8 8M16 8l-8 8',
};

/**
 * @example
 * <Icon name="home" />
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className ?? 'kiosk-icon'}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
