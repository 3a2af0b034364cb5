// @vitest-environment jsdom
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORKLIFT_BRIEFING_HTML } from '../../../../src/sim/data/certified.ts';
import { IdleHoldContext } from '../../../kit/IdleHold.tsx';
import { renderWidget } from '../../../testing/renderWidget.tsx';
import { nextTurn, turnsUntil } from '../../../../tests/turns.ts';
import { CertificationBriefing } from './index.ts';
import { CertificationBriefingScreen } from './CertificationBriefingScreen.tsx';
import { render } from '@testing-library/react';

afterEach(cleanup);

describe('CertificationBriefing (site-operations §2 briefing content, §3 HtmlBriefing 0, VideoBriefing 1)', () => {
  it("shows the simulated site's briefing HTML without its <script> or its onerror attribute, and runs neither", async () => {
    const { container } = renderWidget(CertificationBriefing, { name: 'Forklift briefing', content: FORKLIFT_BRIEFING_HTML, contentType: 0 }, 'briefing');
    // drawn (a script in inserted HTML would run as it is inserted; jsdom loads no image, so no error fires)
    await turnsUntil(() => container.querySelector('.kiosk-certification__html')?.textContent?.includes('Keep the forks low') === true, 'the briefing drawn', {
      turn: () => act(nextTurn),
    });
    const html = container.querySelector('.kiosk-certification__html');
    expect(html?.textContent).toContain('Keep the forks low while driving');
    expect(html?.querySelector('script')).toBeNull();
    expect(html?.querySelector('[onerror]')).toBeNull();
    expect((window as { __briefingScriptRan?: boolean }).__briefingScriptRan).toBeUndefined();
  });

  it('shows "page n / m" and emits next, back and home', () => {
    const { container, emit } = renderWidget(CertificationBriefing, { name: 'Docks', content: '<p>x</p>', page: 1, pages: 2 });
    expect(container.querySelector('[data-action="briefing-page"]')?.textContent).toBe('2 / 2');
    fireEvent.click(container.querySelector('[data-action="next"]')!);
    fireEvent.click(container.querySelector('[data-action="back"]')!);
    fireEvent.click(container.querySelector('[data-action="home"]')!);
    expect(emit.mock.calls).toEqual([['next'], ['back'], ['home']]);
  });

  it('holds the idle timeout while the video plays and releases it when it stops (§2)', () => {
    const hold = vi.fn();
    const props = { name: 'Video', info: null, content: '/briefing.mp4', contentType: 1 as const, page: 0, pages: 1 };
    const { container } = render(
      <IdleHoldContext.Provider value={hold}>
        <CertificationBriefingScreen props={props} emit={vi.fn()} screenId="briefing" />
      </IdleHoldContext.Provider>,
    );
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/briefing.mp4');
    fireEvent.play(video!);
    expect(hold).toHaveBeenLastCalledWith(true);
    fireEvent.pause(video!);
    expect(hold).toHaveBeenLastCalledWith(false);
  });
});
