// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { countriesIn, COUNTRY_CODES, isCountryMatch } from './countries.ts';
import { CountrySelection } from './index.ts';

afterEach(cleanup);

const search = (container: HTMLElement, value: string) => fireEvent.input(container.querySelector('[data-action="search"]')!, { target: { value } });
const listed = (container: HTMLElement) => [...container.querySelectorAll('[data-action^="country:"]')].map((e) => e.getAttribute('data-action'));

describe('CountrySelection (core spec §2 countrySelection, §3 keyboard type country)', () => {
  it('shows the preferred countries first, by name, and chooses with one tap', () => {
    const { container, emit, missingKeys } = renderWidget(CountrySelection, { preferred: ['BE', 'nl', 'xx'], selected: 'nl' }, 'select');
    expect(listed(container)).toEqual(['country:be', 'country:nl']);
    expect(screen.getByRole('button', { name: 'Belgium' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Netherlands' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(container.querySelector('[data-action="country:be"]')!);
    expect(emit).toHaveBeenCalledWith('select', { isoCode: 'be' });
    expect(missingKeys).toEqual([]);
  });

  it('searches every country by name or code, 4 per page, with the country keyboard', () => {
    const { container } = renderWidget(CountrySelection, { preferred: ['be'] });
    const input = container.querySelector('[data-action="search"]')!;
    expect(input.getAttribute('data-keyboard')).toBe('country');
    search(container, 'land');
    expect(listed(container)).toHaveLength(4);
    expect(container.querySelector('[data-action="page-next"]')).not.toBeNull();
    search(container, 'pl');
    expect(listed(container)).toContain('country:pl');
    search(container, 'qqq');
    expect(screen.getByRole('status').textContent).toBe('No country found');
  });
});

describe('countries', () => {
  it('names countries in the visitor language and finds them in English too', () => {
    const dutch = countriesIn('nl', ['de', 'be']);
    expect(dutch.map((c) => c.name)).toEqual(['België', 'Duitsland']);
    expect(isCountryMatch(dutch[1]!, 'germ')).toBe(true);
    expect(isCountryMatch(dutch[1]!, 'duits')).toBe(true);
    expect(isCountryMatch(dutch[0]!, 'BE')).toBe(true);
    expect(isCountryMatch(dutch[0]!, 'e')).toBe(true);
  });

  it('lists every ISO 3166 code once', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(COUNTRY_CODES.length).toBeGreaterThan(240);
    expect(countriesIn('en', ['zz!', 'fr']).map((c) => c.isoCode)).toEqual(['fr']);
  });
});
