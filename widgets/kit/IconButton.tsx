import type { ButtonHTMLAttributes, ReactNode } from 'react';

/**
 * A round icon-only touch button; `label` is its accessible name (required: it has no text).
 *
 * @example
 * <IconButton label={t('statusMessages:home')} action="home" onClick={home}><Icon name="home" /></IconButton>
 */
export function IconButton({
  label,
  action,
  className,
  children,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> & { label: string; action?: string; children: ReactNode }) {
  return (
    <button
      {...rest}
      type="button"
      aria-label={label}
      title={label}
      data-action={action}
      className={['kiosk-icon-button', className].filter(Boolean).join(' ')}
    >
      {children}
    </button>
  );
}
