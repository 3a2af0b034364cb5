// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget } from '../../../testing/renderWidget.tsx';
import { DocumentPreview } from './index.ts';

afterEach(cleanup);

const PAGES = ['data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E', 'https://site.example/pages/2.png'];

describe('DocumentPreview (site-operations §2, §3 currentPreviewPageUrls, §4 "Document signing")', () => {
  it('shows the document name and each page as an image with its number', () => {
    const { container, missingKeys } = renderWidget(DocumentPreview, { title: 'Site safety rules', pages: PAGES }, 'initialPreview');
    expect(screen.getByRole('heading').textContent).toBe('Site safety rules');
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => [img.getAttribute('src'), img.getAttribute('alt')])).toEqual([
      [PAGES[0], 'Page 1 of 2'],
      [PAGES[1], 'Page 2 of 2'],
    ]);
    expect(missingKeys).toEqual([]);
  });

  it('waits for the pages: a spinner, next disabled', () => {
    renderWidget(DocumentPreview, { pages: null }, 'initialPreview');
    expect(screen.getByRole('status').textContent).toContain('Preparing the document');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('emits next, and notOk only when offered', () => {
    const { container, emit } = renderWidget(DocumentPreview, { pages: PAGES, showNotOk: true }, 'initialPreview');
    fireEvent.click(screen.getByRole('button', { name: 'Document not OK' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(emit.mock.calls).toEqual([['notOk'], ['next']]);
    cleanup();
    const without = renderWidget(DocumentPreview, { pages: PAGES }, 'signaturePreview');
    expect(without.container.querySelector('[data-action="notOk"]')).toBeNull();
    expect(container.querySelector('[data-action="notOk"]')).toBeNull();
  });

  it('labels next with nextKey and disables it while busy (a signing on its way)', () => {
    renderWidget(DocumentPreview, { pages: PAGES, nextKey: 'documentSigning:sign', busy: true }, 'signaturePreview');
    const sign = screen.getByRole('button', { name: 'Sign' }) as HTMLButtonElement;
    expect(sign.getAttribute('data-action')).toBe('next');
    expect(sign.disabled).toBe(true);
  });

  it('shows server text as text and drops page URLs that are not images', () => {
    const { container } = renderWidget(DocumentPreview, { title: '<img src=x onerror=alert(1)>', pages: ['javascript:alert(1)', PAGES[0]] }, 'initialPreview');
    expect(screen.getByRole('heading').textContent).toBe('<img src=x onerror=alert(1)>');
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([PAGES[0]]);
  });
});
