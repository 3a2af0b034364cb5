// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { DocumentScanScreen } from './DocumentScanScreen.tsx';
import { DocumentScan } from './index.ts';

afterEach(cleanup);

const PAGE = 'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
const YES_NO = [
  { event: 'yes', labelKey: 'registration:yes', variant: 'primary' },
  { event: 'no', labelKey: 'registration:no', variant: 'secondary' },
];

describe('DocumentScan (site-operations §2 "Document scanning")', () => {
  it('puts the document type and the page into the texts of its keys (§9 placeholder token)', () => {
    const props = { titleKey: 'documentScanning:previewTitle', documentType: 'CMR', page: 2, images: [PAGE], buttons: YES_NO };
    const { texts, rerenderWith } = renderWidget(DocumentScan, props);
    act(() => {
      texts.add('en', { documentScanning: { previewTitle: 'Is page {{page}} of your {{documentType}} readable?' } });
    });
    rerenderWith({ ...props });
    expect(screen.getByRole('heading').textContent).toBe('Is page 2 of your CMR readable?');
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Is page 2 of your CMR readable?');
  });

  it('shows the page images and emits each button’s event, back and home', () => {
    const { container, emit } = renderWidget(DocumentScan, { title: 'Is it readable?', images: [PAGE, `${PAGE}#2`], buttons: YES_NO }, 'preview');
    expect(container.querySelector('[data-screen="preview"]')).not.toBeNull();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([PAGE, `${PAGE}#2`]);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(emit.mock.calls).toEqual([['yes'], ['no'], ['back'], ['home']]);
  });

  it('shows a spinner instead of the images while the scanner works', () => {
    const { container } = renderWidget(DocumentScan, { title: 'Scanning', busy: true, images: [PAGE], buttons: [] });
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(container.querySelectorAll('[data-action]:not([data-action="home"]):not([data-action="back"])')).toHaveLength(0);
  });

  it('shows server texts as text, never as HTML', () => {
    const { container } = renderWidget(DocumentScan, { titleKey: 'documentScanning:x', title: '<b>Title</b>', documentType: '<img src=x onerror=alert(1)>' });
    expect(screen.getByRole('heading').textContent).toBe('<b>Title</b>');
    expect(container.querySelector('b')).toBeNull();
  });

  it('refuses an image that is not an image URL, with a clear message', () => {
    const parsed = DocumentScan.props.safeParse({ images: ['javascript:alert(1)'] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain('an image URL');
  });

  it('declares its buttons’ events, home, and back unless a literal showBack: false hides it (for the flow checker)', () => {
    expect(Object.keys(DocumentScan.eventsFromProps?.({ buttons: YES_NO }) ?? {})).toEqual(['yes', 'no', 'home', 'back']);
    expect(Object.keys(DocumentScan.eventsFromProps?.({ buttons: [], showBack: false }) ?? {})).toEqual(['home']);
    expect(DocumentScan.eventsFromProps?.({ buttons: { var: 'x' } })).toBe(DocumentScan.events);
  });

  it('loads on demand like the other screens after the first', async () => {
    expect(DocumentScan.component).not.toBe(DocumentScanScreen);
    await expect(DocumentScan.preload()).resolves.toBeUndefined();
  });
});
