// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { YesNo } from './index.ts';
import { YesNoScreen } from './YesNoScreen.tsx';

afterEach(cleanup);

describe('YesNo (a yes-or-no question on a screen of its own)', () => {
  it('shows the question with two named buttons and emits yes or no', () => {
    const { container, emit, missingKeys } = renderWidget(YesNo, { title: 'Do you carry hazardous goods?', text: 'ADR goods need an escort.' }, 'hazard');
    expect(container.querySelector('[data-screen="hazard"]')).not.toBeNull();
    expect(screen.getByRole('heading').textContent).toBe('Do you carry hazardous goods?');
    expect(screen.getByText('ADR goods need an escort.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(emit.mock.calls).toEqual([['yes'], ['no']]);
    expect(container.querySelector('[data-action="yes"]')?.textContent).toBe('Yes');
    expect(container.querySelector('[data-action="no"]')?.textContent).toBe('No');
    expect(missingKeys).toEqual([]);
  });

  it('takes its texts from i18next keys; a server text wins when non-empty', () => {
    renderWidget(YesNo, { title: ' ', titleKey: 'statusMessages:idleWarningTitle', text: 'Server text', textKey: 'statusMessages:unavailableText' });
    expect(screen.getByRole('heading').textContent).toBe('Are you still there?');
    expect(screen.getByText('Server text')).toBeTruthy();
    expect(screen.queryByText('Please ask the reception for help.')).toBeNull();
  });

  it('labels the buttons with yesKey and noKey', () => {
    renderWidget(YesNo, { titleKey: 'country:title', yesKey: 'statusMessages:stay', noKey: 'statusMessages:home' });
    expect(screen.getByRole('button', { name: 'Continue' }).getAttribute('data-action')).toBe('yes');
    expect(screen.getAllByRole('button', { name: 'Home' }).map((b) => b.getAttribute('data-action'))).toEqual(['home', 'no']);
  });

  it('shows texts as text, never as HTML', () => {
    const { container } = renderWidget(YesNo, { title: '<b>Bold?</b>', text: '<img src=x onerror=alert(1)>' });
    expect(screen.getByRole('heading').textContent).toBe('<b>Bold?</b>');
    expect(container.querySelector('b, img')).toBeNull();
  });

  it('has home and back in the header; showBack: false hides back', () => {
    const { emit } = renderWidget(YesNo, { title: 'Q' });
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(emit.mock.calls).toEqual([['home'], ['back']]);
    cleanup();
    const withoutBack = renderWidget(YesNo, { title: 'Q', showBack: false });
    expect(withoutBack.container.querySelector('[data-action="back"]')).toBeNull();
  });

  it('offers help with helpKey: a popup with the server texts over the question, OK closes it (site-operations §2 "ask-for-help popup")', () => {
    const { container, emit, missingKeys } = renderWidget(YesNo, {
      titleKey: 'documentPrinting:checkTitle',
      helpKey: 'documentPrinting:askForHelp',
      helpTitle: 'Need help?',
      helpText: '<b>Someone</b> is on the way.',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ask for help' }));
    expect(emit.mock.calls).toEqual([['help']]);
    const popup = screen.getByRole('dialog', { name: 'Need help?' });
    expect(popup.textContent).toContain('<b>Someone</b> is on the way.');
    expect(container.querySelector('b')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(missingKeys).toEqual([]);
    cleanup();
    const plain = renderWidget(YesNo, { title: 'Q' });
    expect(plain.container.querySelector('[data-action="help"]')).toBeNull();
  });

  it('declares back unless a literal showBack: false hides it (for the flow checker)', () => {
    expect(Object.keys(YesNo.eventsFromProps?.({ title: 'Q' }) ?? {})).toEqual(['yes', 'no', 'home', 'back']);
    expect(Object.keys(YesNo.eventsFromProps?.({ showBack: false }) ?? {})).toEqual(['yes', 'no', 'home']);
    expect(Object.keys(YesNo.eventsFromProps?.({ showBack: false, helpKey: 'documentPrinting:askForHelp' }) ?? {})).toEqual(['yes', 'no', 'home', 'help']);
    expect(YesNo.eventsFromProps?.({ showBack: { var: 'canGoBack' } })).toBe(YesNo.events);
  });

  it('loads on demand like the other screens after the first (DESIGN.md "Fast on weak hardware")', async () => {
    expect(YesNo.component).not.toBe(YesNoScreen);
    await expect(YesNo.preload()).resolves.toBeUndefined();
  });
});
