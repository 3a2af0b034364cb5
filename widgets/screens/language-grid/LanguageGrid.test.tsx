// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { LanguageGrid } from './index.ts';

afterEach(cleanup);

const natives = [
  'English',
  'Nederlands',
  'Français',
  'Deutsch',
  'Español',
  'Italiano',
  'Polski',
  'Português',
  'Română',
  'Čeština',
  'Magyar',
  'Türkçe',
  'Русский',
  'Українська',
  'Български',
  'Lietuvių',
];
const languages = natives.map((nativeDisplayName, i) => ({ isoCode: `l${i}`, nativeDisplayName }));

describe('LanguageGrid (core spec §2 language selection, §9 15 per page, max 5 columns)', () => {
  it('renders the screen root, the title and each language by its native name', () => {
    const { container, missingKeys } = renderWidget(LanguageGrid, { languages: languages.slice(0, 3) }, 'language');
    expect(container.querySelector('[data-screen="language"]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Choose your language' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nederlands' }).getAttribute('lang')).toBe('l1');
    expect(missingKeys).toEqual([]);
  });

  it('emits select with the iso code on tap', () => {
    const { emit, container } = renderWidget(LanguageGrid, { languages: [{ isoCode: 'nl', nativeDisplayName: 'Nederlands' }] });
    fireEvent.click(container.querySelector('[data-action="language:nl"]')!);
    expect(emit).toHaveBeenCalledWith('select', { isoCode: 'nl' });
  });

  it('pages 16 languages over 2 pages of 15 with arrows and dots', () => {
    const { container } = renderWidget(LanguageGrid, { languages });
    expect(container.querySelectorAll('[data-action^="language:"]')).toHaveLength(15);
    expect(container.querySelectorAll('.kiosk-pager__dot')).toHaveLength(2);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    const prev = container.querySelector<HTMLButtonElement>('[data-action="page-prev"]')!;
    expect(prev.disabled).toBe(true);
    fireEvent.click(container.querySelector('[data-action="page-next"]')!);
    const tiles = container.querySelectorAll('[data-action^="language:"]');
    expect(tiles).toHaveLength(1);
    expect(tiles[0]?.textContent).toBe('Lietuvių');
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    fireEvent.click(prev);
    expect(container.querySelectorAll('[data-action^="language:"]')).toHaveLength(15);
  });

  it('shows no pager for a single page and uses at most 5 columns', () => {
    const { container } = renderWidget(LanguageGrid, { languages: languages.slice(0, 15) });
    expect(container.querySelector('[data-action="page-next"]')).toBeNull();
    const grid = container.querySelector<HTMLElement>('.kiosk-grid')!;
    expect(grid.style.getPropertyValue('--columns')).toBe('5');
  });

  it('uses fewer columns when fewer languages are offered', () => {
    const { container } = renderWidget(LanguageGrid, { languages: languages.slice(0, 2) });
    expect(container.querySelector<HTMLElement>('.kiosk-grid')!.style.getPropertyValue('--columns')).toBe('2');
  });

  it('shows the company logo on top', () => {
    const { container } = renderWidget(LanguageGrid, { languages, logoUrl: '/logo.png' });
    const header = container.querySelector('header')!;
    expect(within(header).getByRole('presentation').getAttribute('src')).toBe('/logo.png');
  });

  it('lets a server title win over the key', () => {
    renderWidget(LanguageGrid, { languages, title: 'Kies uw taal', titleKey: 'statusMessages:chooseLanguage' });
    expect(screen.getByRole('heading', { name: 'Kies uw taal' })).toBeTruthy();
  });
});
