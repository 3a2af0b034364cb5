// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WEIGHING_TEXTS_EN } from '../../../src/sim/data/weighingTexts.ts';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { formatWeight } from './formatWeight.ts';
import { Weighing } from './index.ts';

afterEach(cleanup);

/** Renders Weighing with the weighing texts the kiosk loads from GET /weighing/localizations (site-operations §7). */
function renderWeighing(props: Record<string, unknown>) {
  const rendered = renderWidget(Weighing, props, 'weighing');
  rendered.texts.add('en', WEIGHING_TEXTS_EN);
  rendered.rerenderWith(props);
  return rendered;
}

const weight = (container: HTMLElement, kind: string) => container.querySelector(`[data-weight="${kind}"] .kiosk-weight__value`)?.textContent;

describe('Weighing (site-operations spec §2 "Weighing", §4, §8, §9 "Weight unit: KG")', () => {
  it('shows a spinner and "stay in your vehicle" while weighing, the retry text while a retry waits', () => {
    const { rerenderWith } = renderWeighing({ phase: 'weighing' });
    expect(screen.getByRole('heading').textContent).toBe('First weighing');
    expect(screen.getByRole('status').textContent).toBe('Stay in your vehicle while it is weighed.');
    rerenderWith({ phase: 'retrying', titleKey: 'weighing:secondTitle' });
    expect(screen.getByRole('heading').textContent).toBe('Second weighing');
    // progress, not an error: a status with the spinner, not an alert styled as an error (issue 39 §8)
    expect(screen.getByRole('status').textContent).toBe('The weighbridge could not weigh your vehicle yet. Trying again…');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').classList.contains('kiosk-error')).toBe(false);
  });

  it('shows the weight in kg with its reference number', () => {
    const { container, missingKeys } = renderWeighing({
      phase: 'weighed',
      titleKey: 'weighing:firstConfirmationTitle',
      result: { isSuccess: true, weight: 38_420, referenceNumber: 'WB-7001-1' },
    });
    expect(weight(container, 'weight')).toBe('38,420 kg');
    expect(container.textContent).toContain('Reference WB-7001-1');
    expect(container.querySelector('[data-weight="platformA"]')).toBeNull();
    expect(missingKeys).toEqual([]);
  });

  it('shows platform A and B with their reference numbers when the result has several platforms', () => {
    const { container } = renderWeighing({
      phase: 'weighed',
      result: {
        isSuccess: true,
        weight: 40_250,
        hasMultiplePlatforms: true,
        platformAWeight: 18_940,
        platformAReferenceNummber: 'WB-A-7003-1',
        platformBWeight: 21_310,
        platformBReferenceNummber: 'WB-B-7003-1',
      },
    });
    expect(weight(container, 'weight')).toBe('40,250 kg');
    expect(weight(container, 'platformA')).toBe('18,940 kg');
    expect(weight(container, 'platformB')).toBe('21,310 kg');
    expect(container.querySelector('[data-weight="platformB"]')?.textContent).toBe('Platform B21,310 kgReference WB-B-7003-1');
  });

  it('shows first, second and net weight for a second weighing, the net weight first and largest', () => {
    const { container } = renderWeighing({ phase: 'weighed', firstWeight: 41_380, secondWeight: 15_120, netWeight: 26_260 });
    expect([...container.querySelectorAll('[data-weight]')].map((e) => e.getAttribute('data-weight'))).toEqual(['net', 'first', 'second']);
    expect(container.querySelector('[data-weight="net"]')?.classList.contains('kiosk-weight--main')).toBe(true);
    expect(weight(container, 'net')).toBe('26,260 kg');
  });

  it('refuses a negative weight or an unknown phase (a clear props error, never a blank screen)', () => {
    expect(Weighing.props.safeParse({ netWeight: -5 }).success).toBe(false);
    expect(Weighing.props.safeParse({ phase: 'done' }).success).toBe(false);
  });
});

describe('formatWeight (site-operations §9 "Weight unit: KG"): kg in the visitor\'s language', () => {
  it('groups whole kilograms as each language writes them', () => {
    expect(formatWeight(38_420, 'en')).toBe('38,420 kg');
    expect(formatWeight(38_420, 'nl')).toBe('38.420 kg');
    expect(formatWeight(38_420, 'de')).toBe('38.420 kg');
    expect(formatWeight(38_420.6, 'fr').replace(/\s/g, ' ')).toBe('38 421 kg');
  });
});
