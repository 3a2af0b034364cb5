// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './Button.tsx';
import { Popup } from './Popup.tsx';

afterEach(cleanup);

/** A screen with a button that opens a popup (the print check's "ask for help", core spec §3). */
function Screen({ withActions }: { withActions: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <Button action="help" onClick={() => setOpen(true)}>
        Help
      </Button>
      {open ? (
        <Popup
          title="Ask for help"
          screenId="askForHelp"
          actions={
            withActions ? (
              <Button action="ok" onClick={() => setOpen(false)}>
                OK
              </Button>
            ) : undefined
          }
        >
          Someone will come.
        </Popup>
      ) : null}
      <button type="button" data-action="close" onClick={() => setOpen(false)}>
        close
      </button>
    </main>
  );
}

const byAction = (container: HTMLElement, action: string) => container.querySelector<HTMLElement>(`[data-action="${action}"]`) as HTMLElement;

describe('Popup (WAI-ARIA modal dialog, WCAG 2.4.3 focus order)', () => {
  it('takes the focus to its first button when it opens, and gives it back when it closes', () => {
    const { container } = render(<Screen withActions />);
    const help = byAction(container, 'help');
    help.focus();
    act(() => help.click());
    expect(document.activeElement).toBe(byAction(container, 'ok'));
    act(() => byAction(container, 'ok').click());
    expect(container.querySelector('[data-screen="askForHelp"]')).toBeNull();
    expect(document.activeElement).toBe(help);
  });

  it('without a button of its own, the dialog itself has the focus', () => {
    const { container } = render(<Screen withActions={false} />);
    const help = byAction(container, 'help');
    help.focus();
    act(() => help.click());
    expect(document.activeElement?.getAttribute('role')).toBe('dialog');
    act(() => byAction(container, 'close').click());
    expect(document.activeElement).toBe(help);
  });
});
