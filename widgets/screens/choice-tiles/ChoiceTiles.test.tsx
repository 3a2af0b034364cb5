// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { ChoiceTiles } from './index.ts';

afterEach(cleanup);

const CATEGORIES = ['Container', 'Trailer', 'Swap body', 'Reefer trailer', 'Tank container', 'Flat rack'].map((name, index) => ({
  id: `cat-${index}`,
  name,
  imageUrl: index === 0 ? '/sim-assets/truckOut.svg' : null,
}));

describe('ChoiceTiles (site-operations §2 transaction types and asset categories, §9 4 per page)', () => {
  it('shows 4 tiles per page with the pager, and a tile on the second page emits its id and position', () => {
    const { container, emit, missingKeys } = renderWidget(
      ChoiceTiles,
      { choices: CATEGORIES, perPage: 4, titleKey: 'assetRegistration:selectAssetCategoryTitle' },
      'pick',
    );
    expect(container.querySelector('[data-screen="pick"]')).not.toBeNull();
    expect(screen.getByRole('heading').textContent).toBe('What kind of unit is it?');
    const names = () => [...container.querySelectorAll('[data-action^="choice:"]')].map((tile) => tile.textContent);
    expect(names()).toEqual(['Container', 'Trailer', 'Swap body', 'Reefer trailer']);
    fireEvent.click(container.querySelector('[data-action="page-next"]') as HTMLElement);
    expect(names()).toEqual(['Tank container', 'Flat rack']);
    fireEvent.click(container.querySelector('[data-action="choice:cat-5"]') as HTMLElement);
    expect(emit.mock.calls).toEqual([['select', { id: 'cat-5', index: 5 }]]);
    expect(missingKeys).toEqual([]);
  });

  it('has no pager for one page, and ids may be numbers (transaction type flags)', () => {
    const { container, emit } = renderWidget(ChoiceTiles, {
      choices: [
        { id: 1, name: 'Live loading' },
        { id: 8, name: 'Drop off a full unit', description: 'at the trailer park' },
      ],
    });
    expect(container.querySelector('[data-action="page-next"]')).toBeNull();
    expect(screen.getByText('at the trailer park')).toBeTruthy();
    fireEvent.click(container.querySelector('[data-action="choice:8"]') as HTMLElement);
    expect(emit.mock.calls).toEqual([['select', { id: 8, index: 1 }]]);
  });

  it('keeps the pictures in line: an empty place for a choice without one, none when no choice has a picture', () => {
    const { container } = renderWidget(ChoiceTiles, { choices: CATEGORIES.slice(0, 2) });
    expect(container.querySelectorAll('img.kiosk-profile-tile__image')).toHaveLength(1);
    expect(container.querySelectorAll('.kiosk-profile-tile__image--empty')).toHaveLength(1);
    cleanup();
    const plain = renderWidget(ChoiceTiles, { choices: [{ id: 1, name: 'Live loading' }] });
    expect(plain.container.querySelector('.kiosk-profile-tile__image--empty, img')).toBeNull();
  });

  it('says so when there is nothing to choose, never a blank screen', () => {
    renderWidget(ChoiceTiles, { choices: null });
    expect(screen.getByRole('status').textContent).toBe('There is nothing to choose here. Please ask the reception for help.');
  });

  it('has back and home in the header', () => {
    const { emit } = renderWidget(ChoiceTiles, { choices: CATEGORIES });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(emit.mock.calls).toEqual([['back'], ['home']]);
  });
});
