// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { SIM_ORIGIN, simSuite } from '../../src/sim/testing.ts';
import { createJsdomDriver } from './jsdomDriver.tsx';
import { loadFixture, reach } from './reach.ts';

/**
 * The example of a document type whose attachment is a binary image file (site-operations spec §7
 * GET /api/attachments/{fileId}; the CMR note of kiosk 23 is a PNG): the example screen of the golden
 * path `scanning-two-pages` shows it as an image element with the PNG's bytes, and no markup of the
 * server's in the page.
 */
simSuite();

describe('scanning: a binary example image', () => {
  it('shows the PNG example of the CMR note in an img element', async () => {
    const fixture = loadFixture('scanning-two-pages');
    const driver = createJsdomDriver(fixture, SIM_ORIGIN);
    try {
      await reach(driver, fixture, 'example');
      const screen = document.querySelector('[data-screen="example"]');
      const images = [...(screen?.querySelectorAll('img') ?? [])].map((img) => img.getAttribute('src') ?? '');
      const png = images.filter((src) => src.startsWith('data:image/png;base64,'));
      expect(png).toHaveLength(1);
      const bytes = atob((png[0] ?? '').slice('data:image/png;base64,'.length));
      expect(bytes.slice(1, 4)).toBe('PNG');
      expect(screen?.querySelector('svg text, object, iframe, embed')).toBeNull();
    } finally {
      driver.dispose();
    }
  });
});
