// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../../testing/renderWidget.tsx';
import { SignaturePad } from './index.ts';
import type { SignatureSurface, SignatureSurfaceOptions } from './surface.ts';

/** The drawing surface the screen gets: a fake the test drives, in place of signature_pad. */
const surfaces: Array<{ readonly options: SignatureSurfaceOptions; readonly fake: SignatureSurface & { png: string } }> = [];
vi.mock('./surface.ts', () => ({
  createSignatureSurface: (_canvas: HTMLCanvasElement, options: SignatureSurfaceOptions) => {
    const fake = {
      png: 'data:image/png;base64,U0lHTkVE',
      clear: vi.fn(),
      toPng: () => fake.png,
      destroy: vi.fn(),
    };
    surfaces.push({ options, fake });
    return fake;
  },
}));

afterEach(() => {
  cleanup();
  surfaces.length = 0;
});

const nextButton = () => screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;

describe('SignaturePad (site-operations §4, §5, §9 "Document signing")', () => {
  it('draws on a 600×300 canvas with a black stroke of width 3', () => {
    const { container, missingKeys } = renderWidget(SignaturePad, {}, 'signature');
    const canvas = container.querySelector<HTMLCanvasElement>('canvas[data-action="signature"]');
    // its shown size (kiosk.css may show it larger in portrait, issue 39 §7)
    expect(canvas?.style.getPropertyValue('--pad-width')).toBe('600px');
    expect(canvas?.style.getPropertyValue('--pad-height')).toBe('300px');
    expect(surfaces.map((s) => s.options)).toEqual([{ width: 600, height: 300, penWidth: 3, penColor: '#000000' }]);
    expect(screen.getByRole('img', { name: 'Signature field' })).toBe(canvas);
    expect(missingKeys).toEqual([]);
  });

  it('enables next only after the canvas is touched, and hands the flow the PNG', () => {
    const { container, emit } = renderWidget(SignaturePad, {}, 'signature');
    expect(nextButton().disabled).toBe(true);
    fireEvent.click(nextButton());
    expect(emit).not.toHaveBeenCalled();
    fireEvent.pointerDown(container.querySelector('[data-action="signature"]')!);
    expect(nextButton().disabled).toBe(false);
    fireEvent.click(nextButton());
    expect(emit.mock.calls).toEqual([['next', { signatureAsBase64: 'data:image/png;base64,U0lHTkVE' }]]);
  });

  it('clear wipes the drawing and disables next until the next stroke', () => {
    const { container } = renderWidget(SignaturePad, {}, 'signature');
    const canvas = container.querySelector('[data-action="signature"]')!;
    fireEvent.pointerDown(canvas);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(surfaces[0]?.fake.clear).toHaveBeenCalledTimes(1);
    expect(nextButton().disabled).toBe(true);
    fireEvent.pointerDown(canvas);
    expect(nextButton().disabled).toBe(false);
  });

  it('stops listening to the canvas when the screen goes', () => {
    const { unmount } = renderWidget(SignaturePad, { width: 400, height: 200, penWidth: 2, penColor: '#123456' }, 'signature');
    expect(surfaces[0]?.options).toEqual({ width: 400, height: 200, penWidth: 2, penColor: '#123456' });
    unmount();
    expect(surfaces[0]?.fake.destroy).toHaveBeenCalledTimes(1);
  });

  it('has back and home in the header', () => {
    const { emit } = renderWidget(SignaturePad, {}, 'signature');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(emit.mock.calls).toEqual([['back'], ['home']]);
  });
});
