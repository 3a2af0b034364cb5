// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CountryFlag, flagUrlOf } from './CountryFlag.tsx';

afterEach(cleanup);

describe('CountryFlag (core spec §3 phone field: a flag dropdown)', () => {
  it('shows the flag file of the code, whatever its case', () => {
    const { container } = render(<CountryFlag isoCode="be" />);
    const image = container.querySelector('img')!;
    expect(image.getAttribute('src')).toMatch(/BE[^/]*\.svg/);
    expect(image.getAttribute('alt')).toBe('');
    expect(flagUrlOf('NL')).toMatch(/NL[^/]*\.svg/);
  });

  it('shows the code in a badge when there is no flag for it', () => {
    const { container } = render(<CountryFlag isoCode="zz" size="large" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('ZZ');
  });

  it('falls back to the code when the flag file does not load (site offline), never a broken image', () => {
    const { container, rerender } = render(<CountryFlag isoCode="de" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('DE');
    // another country tries its own flag again
    rerender(<CountryFlag isoCode="fr" />);
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/FR[^/]*\.svg/);
  });
});
