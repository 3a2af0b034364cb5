// @vitest-environment jsdom
import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget } from '../../../testing/renderWidget.tsx';
import { CertificationOverview } from './index.ts';

afterEach(cleanup);

const types = [
  { id: 'safety', name: 'Site safety', state: 0, expiryDate: '2027-06-30T00:00:00' },
  { id: 'forklift', name: 'Forklift', state: 1, expiryDate: '2026-10-31T00:00:00' },
  { id: 'crane', name: 'Crane', state: 4, expiryDate: null },
];

describe('CertificationOverview (site-operations §2 certificationtypes, §3)', () => {
  it('shows each type with its state: Valid green, tests-can-mend as warning, the rest red; dates DD/MM/YYYY', () => {
    const { container } = renderWidget(CertificationOverview, { types, personName: 'Dirk Expired' }, 'overview');
    const rows = [...container.querySelectorAll('[data-action^="certification:"]')];
    expect(rows.map((r) => r.className.split('--')[1])).toEqual(['valid', 'warning', 'invalid']);
    expect(rows.map((r) => r.getAttribute('data-state'))).toEqual(['0', '1', '4']);
    expect(rows[0]?.textContent).toContain('30/06/2027');
    expect(rows[1]?.textContent).toContain('31/10/2026');
    expect(container.textContent).toContain('Dirk Expired');
  });

  it('says a date that changes (a test passed: "Expired on" → "Expires on") in a live region', () => {
    const { container, rerenderWith } = renderWidget(CertificationOverview, { types, personName: 'Dirk Expired' }, 'overview');
    const date = () => container.querySelector('[data-action="certification:forklift"] .kiosk-certification__date');
    expect(date()?.getAttribute('aria-live')).toBe('polite');
    const before = date()?.textContent;
    rerenderWith({
      types: types.map((type) => (type.id === 'forklift' ? { ...type, state: 0, expiryDate: '2027-11-29T00:00:00' } : type)),
      personName: 'Dirk Expired',
    });
    expect(date()?.getAttribute('aria-live')).toBe('polite');
    expect(date()?.textContent).not.toBe(before);
    expect(date()?.textContent).toContain('29/11/2027');
  });

  it('emits next, back and home', () => {
    const { container, emit } = renderWidget(CertificationOverview, { types });
    fireEvent.click(container.querySelector('[data-action="next"]')!);
    fireEvent.click(container.querySelector('[data-action="back"]')!);
    fireEvent.click(container.querySelector('[data-action="home"]')!);
    expect(emit.mock.calls).toEqual([['next'], ['back'], ['home']]);
  });

  it('shows an empty list rather than failing on missing types', () => {
    const { container } = renderWidget(CertificationOverview, { types: null });
    expect(container.querySelectorAll('[data-action^="certification:"]')).toHaveLength(0);
    expect(container.querySelector('[data-action="next"]')).not.toBeNull();
  });
});
