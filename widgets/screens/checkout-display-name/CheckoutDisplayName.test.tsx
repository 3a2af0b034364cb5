// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { CheckoutDisplayName } from './index.ts';

afterEach(cleanup);

const visitors = ['Anna Peeters', 'Hanna Annaert', 'Johanna Lambrecht', 'Sanne de Wit', 'Bart De Vos', 'Zoë Annecy'].map((displayName, i) => ({
  id: `v${i + 1}`,
  displayName,
}));
const search = (container: HTMLElement, value: string) => fireEvent.input(container.querySelector('[data-action="search"]')!, { target: { value } });
const names = (container: HTMLElement) => [...container.querySelectorAll('[data-action^="visitor:"]')].map((e) => e.textContent);

describe('CheckoutDisplayName (core spec §2 "Display-name screen", §5 "at least 3 characters", §9 "4 per page")', () => {
  it('lists nobody before 3 characters', () => {
    const { container, missingKeys } = renderWidget(CheckoutDisplayName, { visitors }, 'displayName');
    expect(screen.getByRole('status').textContent).toBe('Type at least 3 letters of your name');
    search(container, 'an');
    expect(names(container)).toEqual([]);
    expect(missingKeys).toEqual([]);
  });

  it('matches from 3 characters, accent- and case-insensitive, 4 per page', () => {
    const { container } = renderWidget(CheckoutDisplayName, { visitors, fullNames: true });
    search(container, 'ANN');
    expect(names(container)).toEqual(['Anna Peeters', 'Hanna Annaert', 'Johanna Lambrecht', 'Sanne de Wit']);
    fireEvent.click(container.querySelector('[data-action="page-next"]')!);
    expect(names(container)).toEqual(['Zoë Annecy']);
    search(container, 'zoe');
    expect(names(container)).toEqual(['Zoë Annecy']);
    search(container, 'xyz');
    expect(screen.getByRole('status').textContent).toBe('No one with this name is on site');
  });

  it('chooses one name and confirms it', () => {
    const { container, emit } = renderWidget(CheckoutDisplayName, { visitors });
    const confirm = container.querySelector<HTMLButtonElement>('[data-action="confirm"]')!;
    search(container, 'bart');
    expect(confirm.disabled).toBe(true);
    fireEvent.click(container.querySelector('[data-action="visitor:v5"]')!);
    expect(screen.getByRole('radio', { name: 'Bart V.' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(confirm);
    expect(emit).toHaveBeenCalledWith('select', { visitorId: 'v5', displayName: 'Bart De Vos' });
  });

  it('shows other visitors by first name and initial unless the configuration asks for full names (issue 12 §4)', () => {
    const { container } = renderWidget(CheckoutDisplayName, { visitors });
    search(container, 'lambrecht');
    expect(names(container)).toEqual(['Johanna L.']);
    expect(container.textContent).not.toContain('Lambrecht');
  });

  it('asks the on-screen keyboard for capitalised text', () => {
    const { container } = renderWidget(CheckoutDisplayName, { visitors, keyboard: { isEnabled: false } });
    const input = container.querySelector('[data-action="search"]')!;
    expect(input.getAttribute('data-keyboard')).toBe('text');
    expect(input.getAttribute('data-keyboard-case')).toBe('capital');
  });
});
