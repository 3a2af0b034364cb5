import type { ReactNode } from 'react';
import { Icon } from '../kit/icons.tsx';

/**
 * One option of a choice question: a large button with `data-action="option:<value>"` (the
 * fixtures' hook), a radio for single choices and a checkbox for lists where several may be
 * ticked. Choosing does not move on; the visitor confirms with Next.
 */
export function ChoiceOption({
  value,
  checked,
  onChoose,
  role = 'radio',
  children,
}: {
  value: string;
  checked: boolean;
  onChoose: () => void;
  role?: 'radio' | 'checkbox';
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is radio or checkbox (a prop), both of which take aria-checked
    <button
      type="button"
      role={role}
      aria-checked={checked}
      className={role === 'checkbox' ? 'kiosk-option kiosk-option--check' : 'kiosk-option'}
      data-action={`option:${value}`}
      onClick={onChoose}
    >
      <span className="kiosk-option__mark" aria-hidden="true">
        {checked && <Icon name="check" />}
      </span>
      <span>{children}</span>
    </button>
  );
}
