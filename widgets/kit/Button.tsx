import type { ButtonHTMLAttributes, Ref } from 'react';

/**
 * A large touch button. `action` becomes `data-action`, the hook golden-path fixtures tap; `ref`
 * reaches the `<button>` (a prop of a function component in React 19).
 *
 * @example
 * <Button variant="primary" action="next" onClick={next}>{t('registration:next')}</Button>
 */
export function Button({
  variant = 'secondary',
  action,
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'secondary'; action?: string; ref?: Ref<HTMLButtonElement> }) {
  return <button {...rest} type={type} data-action={action} className={['kiosk-button', `kiosk-button--${variant}`, className].filter(Boolean).join(' ')} />;
}
