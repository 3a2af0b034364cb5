// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { AssetIdentification } from './index.ts';

afterEach(cleanup);

/** The container category's questionary of the simulated site: 11 characters (the range is strict). */
const CONTAINER = {
  id: 'asset-cat-container-1',
  isSkip: false,
  initialAnswer: null,
  metadata: {
    questionId: 'af-container-number',
    type: 3,
    name: 'Container number',
    isRequired: true,
    requiresRangeValidation: true,
    minNumberOfCharacters: 10,
    maxNumberOfCharacters: 12,
    defaultKeyboardCase: 'upper',
  },
};
const PLATE = {
  id: 'asset-cat-trailer-1',
  isSkip: false,
  initialAnswer: null,
  metadata: { questionId: 'af-trailer-plate', type: 21, name: 'Trailer licence plate', isRequired: true },
};

const props = { questionary: [PLATE, CONTAINER], fieldId: 'af-container-number', category: 'Container' };
const input = (container: HTMLElement) => container.querySelector('[data-action="answer"]') as HTMLInputElement;

describe('AssetIdentification (site-operations §2, §4 "validate the field on change, submit on Enter", §5)', () => {
  it('shows the identification field of the category, with no error before the first edit', () => {
    const { container, missingKeys } = renderWidget(AssetIdentification, props, 'identification');
    expect(container.querySelector('[data-screen="identification"]')).not.toBeNull();
    expect(screen.getByRole('heading').textContent).toBe('Container number');
    expect(screen.getByText('Identify the unit · Container')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.querySelector('[role="progressbar"]')).toBeNull();
    expect(missingKeys).toEqual([]);
  });

  it('validates on change: the error shows after the first edit and clears once the value is valid', () => {
    const { container } = renderWidget(AssetIdentification, props);
    fireEvent.input(input(container), { target: { value: 'MSCU123' } });
    expect(screen.getByRole('alert').textContent).toBe('Please enter exactly 11 characters');
    fireEvent.input(input(container), { target: { value: 'MSCU1234565' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('submits on Enter with the answer and its value; an invalid value is not submitted', () => {
    const { container, emit } = renderWidget(AssetIdentification, props);
    fireEvent.keyDown(input(container), { key: 'Enter' });
    expect(emit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('This answer is required');
    fireEvent.input(input(container), { target: { value: 'MSCU1234565' } });
    fireEvent.keyDown(input(container), { key: 'Enter' });
    expect(emit.mock.calls).toEqual([
      [
        'submit',
        {
          answer: { id: 'asset-cat-container-1', fieldDefinitionId: 'af-container-number', value: ['MSCU1234565'], fieldDefinitionType: 3 },
          value: 'MSCU1234565',
        },
      ],
    ]);
  });

  it('uses the field widget of the field type, so the on-screen keyboard follows it (§5 "Keyboard")', () => {
    const { container } = renderWidget(AssetIdentification, { ...props, fieldId: 'af-trailer-plate', keyboard: { isEnabled: true, layout: 'azerty' } });
    expect(input(container).getAttribute('data-keyboard')).toBe('licensePlate');
    expect(input(container).getAttribute('inputmode')).toBe('none');
    cleanup();
    const number = renderWidget(AssetIdentification, { ...props, keyboard: { isEnabled: true } });
    expect(input(number.container).getAttribute('data-keyboard')).toBe('text');
    expect(input(number.container).getAttribute('data-keyboard-case')).toBe('upper');
  });

  it("shows the flow's refusal of the last identification until the visitor edits", () => {
    const { container, rerenderWith } = renderWidget(AssetIdentification, props);
    rerenderWith({ ...props, error: { errorMessageKey: 'assetRegistration:checkFailed' } });
    expect(screen.getByRole('alert').textContent).toBe('The unit could not be checked. Please try again.');
    fireEvent.input(input(container), { target: { value: 'MSCU1234565' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the questionary has no identification field, with a way back', () => {
    const { emit } = renderWidget(AssetIdentification, { questionary: [PLATE], fieldId: 'af-unknown' });
    expect(screen.getByRole('alert').textContent).toBe('This unit cannot be identified at this kiosk. Please ask the reception for help.');
    fireEvent.click(screen.getAllByRole('button', { name: 'Back' })[0] as HTMLElement);
    expect(emit.mock.calls).toEqual([['back']]);
  });

  it('goes back and home', () => {
    const { emit } = renderWidget(AssetIdentification, props);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(emit.mock.calls).toEqual([['back'], ['home']]);
  });
});
