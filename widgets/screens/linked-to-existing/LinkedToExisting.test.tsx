// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { LinkedToExisting } from './index.ts';

afterEach(cleanup);

const visitor = (n: number) => ({
  id: `v${n}`,
  autoApprovalFields: [
    { questionId: 'q-reference', values: [`BK-300${n}`] },
    { questionId: 'q-plate', values: [`1-TRK-30${n}`] },
  ],
});

describe('LinkedToExisting (core spec §2 "a linked-to-existing screen")', () => {
  it('lists the transport and marks the typed reference', () => {
    const { container, missingKeys } = renderWidget(
      LinkedToExisting,
      { reference: 'bk-3002', visitors: [visitor(1), visitor(2), visitor(3)] },
      'linkedToExisting',
    );
    expect(screen.getByRole('heading', { name: 'This reference is part of a combined transport' })).toBeTruthy();
    const current = container.querySelector('.kiosk-ref--current')!;
    expect(current.textContent).toContain('BK-3002');
    expect(current.textContent).toContain('1-TRK-302');
    expect(current.textContent).toContain('Yours');
    expect(container.querySelectorAll('.kiosk-ref')).toHaveLength(3);
    expect(missingKeys).toEqual([]);
  });

  it('emits continue, back and home', () => {
    const { container, emit } = renderWidget(LinkedToExisting, { reference: 'BK-3001', visitors: [visitor(1)] });
    for (const action of ['continue', 'back', 'home']) fireEvent.click(container.querySelector(`[data-action="${action}"]`)!);
    expect(emit.mock.calls).toEqual([['continue'], ['back'], ['home']]);
  });
});
