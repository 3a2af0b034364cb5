// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { ProfileTiles } from './index.ts';

afterEach(cleanup);

/** A layout for jsdom: every element `width` px wide; a line's width its characters × `charWidth` × its font size. */
function stubLayout({ width, charWidth }: { width: number; charWidth: number }): () => void {
  const proto = HTMLElement.prototype;
  const saved = ['clientWidth', 'scrollWidth'].map((key) => [key, Object.getOwnPropertyDescriptor(proto, key)] as const);
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => width });
  Object.defineProperty(proto, 'scrollWidth', {
    configurable: true,
    get(this: HTMLElement) {
      const line = [...(this.textContent ?? '')].length * charWidth * Number.parseFloat(this.style.fontSize || '16');
      return Math.max(width, Math.ceil(line));
    },
  });
  return () => {
    for (const [key, descriptor] of saved) {
      if (descriptor) Object.defineProperty(proto, key, descriptor);
      else delete (proto as unknown as Record<string, unknown>)[key];
    }
  };
}

/** A window `px` wide for `matchMedia` (jsdom has none). */
function stubWindowWidth(px: number): () => void {
  const saved = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? px >= Number(min[1]) : false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return () => {
    window.matchMedia = saved;
  };
}

const profiles = Array.from({ length: 9 }, (_, i) => ({
  id: i + 1,
  name: `Profile ${i + 1}`,
  description: `Description ${i + 1}`,
  profileImage: `/img/${i + 1}.png`,
  isEticketingProfile: i === 0,
}));

describe('ProfileTiles (core spec §2 profile selection, §9 8 per page, 4 per row)', () => {
  it('renders the screen root with image, name and description per tile', () => {
    const { container, missingKeys } = renderWidget(ProfileTiles, { profiles: profiles.slice(0, 2) }, 'profiles');
    expect(container.querySelector('[data-screen="profiles"]')).not.toBeNull();
    const tile = container.querySelector('[data-action="profile:1"]')!;
    expect(tile.querySelector('img')?.getAttribute('src')).toBe('/img/1.png');
    expect(tile.textContent).toContain('Profile 1');
    expect(tile.textContent).toContain('Description 1');
    expect(screen.getByRole('heading', { name: 'What brings you here today?' })).toBeTruthy();
    expect(missingKeys).toEqual([]);
  });

  it('emits select with the profile id and the e-ticket flag', () => {
    const { emit, container } = renderWidget(ProfileTiles, { profiles });
    fireEvent.click(container.querySelector('[data-action="profile:1"]')!);
    expect(emit).toHaveBeenLastCalledWith('select', { profileId: 1, isEticketingProfile: true });
    fireEvent.click(container.querySelector('[data-action="profile:2"]')!);
    expect(emit).toHaveBeenLastCalledWith('select', { profileId: 2, isEticketingProfile: false });
  });

  it('pages 9 profiles over 2 pages of 8, 4 per row', () => {
    const { container } = renderWidget(ProfileTiles, { profiles });
    expect(container.querySelectorAll('[data-action^="profile:"]')).toHaveLength(8);
    expect(container.querySelector<HTMLElement>('.kiosk-grid')!.style.getPropertyValue('--columns')).toBe('4');
    expect(container.querySelectorAll('.kiosk-pager__dot')).toHaveLength(2);
    fireEvent.click(container.querySelector('[data-action="page-next"]')!);
    expect(container.querySelectorAll('[data-action^="profile:"]')).toHaveLength(1);
    expect(container.querySelector('[data-action="profile:9"]')).not.toBeNull();
  });

  it('shows one more row per page on a portrait glass (issue 12 §3)', () => {
    const matchMedia = (query: string) =>
      ({ matches: query === '(orientation: portrait)', addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
    window.matchMedia = matchMedia;
    try {
      const { container } = renderWidget(ProfileTiles, { profiles });
      expect(container.querySelectorAll('[data-action^="profile:"]')).toHaveLength(9);
      expect(container.querySelector('[data-action="page-next"]')).toBeNull();
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('shows extra tiles after the profiles and emits extra with the id', () => {
    const { emit, container } = renderWidget(ProfileTiles, {
      profiles: profiles.slice(0, 1),
      extraTiles: [{ id: 'checkout', labelKey: 'checkout:title', iconUrl: '/checkout.svg' }],
    });
    const extra = container.querySelector('[data-action="extra:checkout"]')!;
    expect(extra.textContent).toBe('Check out');
    fireEvent.click(extra);
    expect(emit).toHaveBeenCalledWith('extra', { id: 'checkout' });
  });

  it('emits back and home from the header', () => {
    const { emit, container } = renderWidget(ProfileTiles, { profiles });
    fireEvent.click(container.querySelector('[data-action="back"]')!);
    fireEvent.click(container.querySelector('[data-action="home"]')!);
    expect(emit.mock.calls).toEqual([['back'], ['home']]);
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Home' })).toBeTruthy();
  });

  it('fits each name within 8-17 px to its tile, wrapping only what 8 px cannot hold (§9 "title 8-17 px")', () => {
    // jsdom lays nothing out: a tile 200 px wide, and a line of text 0.6 of its font size per character
    const restore = stubLayout({ width: 200, charWidth: 0.6 });
    try {
      const { container } = renderWidget(ProfileTiles, {
        profiles: [
          { id: 'a', name: 'Visitor' },
          { id: 'b', name: 'Truck driver delivering to the cold store' },
          { id: 'c', name: 'A profile name so long that no size from 8 to 17 pixels can hold it on one line' },
        ],
      });
      const title = (id: string) => container.querySelector<HTMLElement>(`[data-action="profile:${id}"] .kiosk-profile-tile__name`)!.style;
      expect([title('a').fontSize, title('a').whiteSpace]).toEqual(['17px', 'nowrap']);
      // 41 characters × 0.6 = 24.6 px of line per px of font: 8.13 fits in 200 px, so 8 px on one line
      expect([title('b').fontSize, title('b').whiteSpace]).toEqual(['8px', 'nowrap']);
      expect([title('c').fontSize, title('c').whiteSpace]).toEqual(['8px', 'normal']);
    } finally {
      restore();
    }
  });

  it('starts each name at 17 px where nothing can be measured', () => {
    const { container } = renderWidget(ProfileTiles, { profiles: [{ id: 'a', name: 'Visitor' }] });
    expect(container.querySelector<HTMLElement>('.kiosk-profile-tile__name')!.style.fontSize).toBe('17px');
  });

  it('shows 4 tiles a row in a window over 800 px, 3 in a narrower one (§9 "icon bars")', () => {
    const wide = renderWidget(ProfileTiles, { profiles });
    expect(wide.container.querySelector<HTMLElement>('.kiosk-grid')!.style.getPropertyValue('--columns')).toBe('4');
    cleanup();
    const restore = stubWindowWidth(800);
    try {
      const narrow = renderWidget(ProfileTiles, { profiles });
      expect(narrow.container.querySelector<HTMLElement>('.kiosk-grid')!.style.getPropertyValue('--columns')).toBe('3');
    } finally {
      restore();
    }
  });

  it('says so when there are no profiles', () => {
    renderWidget(ProfileTiles, { profiles: [] });
    expect(screen.getByRole('status').textContent).toBe('No visit types are available at this kiosk.');
  });

  it('an extra tile with its own event emits it with its id, and the flow checker learns it from literal props', () => {
    const props = { profiles: [], extraTiles: [{ id: 'weighing', labelKey: 'checkout:title', event: 'weigh' }] };
    const { container, emit } = renderWidget(ProfileTiles, props);
    fireEvent.click(container.querySelector('[data-action="extra:weighing"]') as HTMLElement);
    expect(emit).toHaveBeenCalledWith('weigh', { id: 'weighing' });
    expect(Object.keys(ProfileTiles.eventsFromProps?.(props) ?? {}).sort()).toEqual(['back', 'home', 'select', 'weigh']);
    expect(Object.keys(ProfileTiles.eventsFromProps?.({ profiles: [] }) ?? {}).sort()).toEqual(['back', 'home', 'select']);
  });
});
