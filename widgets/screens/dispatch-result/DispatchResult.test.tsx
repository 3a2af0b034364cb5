// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { DispatchResult } from './index.ts';
import { fitLocationName, isLongName } from './textFitting.ts';

afterEach(cleanup);

describe('DispatchResult (core spec §2 "dispatch result with a location arrow view", §3, §9)', () => {
  it('shows a sign with an arrow per stop: drop off, then pick up', () => {
    const { container, missingKeys } = renderWidget(
      DispatchResult,
      {
        status: 'IsDispatched',
        dropOff: { assetName: 'Swap body SB-4471', locationName: 'Dock 7 – North warehouse cold store' },
        pickup: { assetName: 'Empty swap body SB-1290', locationName: 'Yard lane B' },
      },
      'result',
    );
    expect(screen.getByRole('heading', { name: 'Please drive to' })).toBeTruthy();
    const stops = container.querySelectorAll('.kiosk-stop');
    expect([...stops].map((s) => s.getAttribute('data-kind'))).toEqual(['dropOff', 'pickup']);
    expect(stops[0]!.querySelector('.kiosk-location-arrow')).not.toBeNull();
    expect(stops[0]!.textContent).toContain('Drop off');
    expect(stops[0]!.textContent).toContain('Dock 7 – North warehouse co...');
    expect(stops[0]!.querySelector('.kiosk-stop__location--long')).not.toBeNull();
    expect(stops[1]!.querySelector('.kiosk-stop__location--long')).toBeNull();
    expect(stops[1]!.querySelector('.kiosk-stop__asset--long')).not.toBeNull();
    expect(missingKeys).toEqual([]);
  });

  it('shows live loading alone', () => {
    const { container } = renderWidget(DispatchResult, { status: 'IsDispatched', liveLoadingLocationName: 'Loading bay 2' });
    expect(container.querySelectorAll('.kiosk-stop')).toHaveLength(1);
    expect(container.querySelector('.kiosk-stop')?.textContent).toContain('Live loading');
    expect(container.querySelector('.kiosk-stop__step')).toBeNull();
  });

  it.each([
    ['IsInNearbyQueue', 'Please wait nearby'],
    ['IsInRemoteQueue', 'Please wait at the truck parking'],
    ['IsNotOnDispatchDashboard', 'You are registered'],
  ])('%s: where to wait, no stops', (status, title) => {
    const { container } = renderWidget(DispatchResult, { status, dropOff: { assetName: 'x', locationName: 'y' } });
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(container.querySelector('.kiosk-stop')).toBeNull();
  });

  it('counts down and emits ok and home', () => {
    const { container, emit } = renderWidget(DispatchResult, { status: 'IsInNearbyQueue', countdownMs: 15000 });
    expect(screen.getByText('This screen closes in 15 s')).toBeTruthy();
    fireEvent.click(container.querySelector('[data-action="ok"]')!);
    fireEvent.click(container.querySelector('[data-action="home"]')!);
    expect(emit.mock.calls).toEqual([['ok'], ['home']]);
  });
});

describe('text fitting (core spec §9)', () => {
  it('cuts location names over 30 characters to 27 plus "..."', () => {
    expect(fitLocationName('123456789012345678901234567890')).toBe('123456789012345678901234567890');
    expect(fitLocationName('1234567890123456789012345678901')).toBe('123456789012345678901234567...');
  });

  it('uses the smaller font for names over 18 characters', () => {
    expect(isLongName('123456789012345678')).toBe(false);
    expect(isLongName('1234567890123456789')).toBe(true);
  });
});
