import type { ReactNode } from 'react';
import { Icon } from '../kit/icons.tsx';

/**
 * One option of a single-choice question: a large radio button with `data-action="option:<value>"`
 * (the fixtures' hook). Choosing does not move on; the visitor confirms with Next.
 */
export function ChoiceOption({
  value,
  checked,
  onChoose,
  children,
}: {
  value: string;
  checked: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" role="radio" aria-checked={checked} className="kiosk-option" data-action={`option:${value}`} onClick={onChoose}>
      <span className="kiosk-option__mark" aria-hidden="true">
        {checked && <Icon name="check" />}
      </span>
      <span>{children}</span>
    </button>
  );
}
