// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleHoldContext } from '../kit/IdleHold.tsx';
import { Questionary } from '../screens/questionary/index.ts';
import { createNode } from '../testing/createNode.ts';
import { renderWidget } from '../testing/renderWidget.tsx';
import { renderWithI18n } from '../testing/renderWithI18n.tsx';
import { fieldTypeCodes } from '../../src/kiosk/questionary/fieldTypes.ts';
import { questionaryAt } from '../testing/questionaryAt.ts';

const q = (container: HTMLElement, action: string) => container.querySelector<HTMLElement>(`[data-action="${action}"]`)!;
const lastNext = (emit: ReturnType<typeof renderWidget>['emit']) => emit.mock.calls.filter(([event]) => event === 'next').at(-1)?.[1];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('VideoField (code 15, §4 feedback questions and idle)', () => {
  const video = (isRequired: boolean) =>
    createNode(
      { type: fieldTypeCodes.VideoField, questionId: 'qVideo', name: 'Safety video', isRequired, url: '/sim-media/v.webm', feedbackId: 'fb-video' },
      { id: 'v' },
    );

  function renderVideo(isRequired: boolean) {
    const hold = vi.fn();
    const emit = vi.fn();
    const props = Questionary.props.parse(questionaryAt({ nodes: [video(isRequired)] }));
    const Screen = Questionary.component;
    const result = renderWithI18n(
      <IdleHoldContext.Provider value={hold}>
        <Screen props={props} emit={emit} screenId="questionary" />
      </IdleHoldContext.Provider>,
    );
    return { ...result, hold, emit };
  }

  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });

  it('plays the node video at width 800 and holds a required question until it ended', () => {
    const { container, emit, hold } = renderVideo(true);
    const player = container.querySelector('video')!;
    expect(player.getAttribute('src')).toBe('/sim-media/v.webm');
    expect(player.getAttribute('width')).toBe('800');
    fireEvent.click(q(container, 'next'));
    expect(screen.getByRole('alert').textContent).toBe('Please watch the video to the end to continue');
    fireEvent.click(q(container, 'video-play'));
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    fireEvent.play(player);
    expect(hold).toHaveBeenLastCalledWith(true);
    fireEvent.pause(player);
    expect(hold).toHaveBeenLastCalledWith(false);
    fireEvent.play(player);
    fireEvent.ended(player);
    expect(hold).toHaveBeenLastCalledWith(false);
    expect(screen.getByText('Video watched')).toBeTruthy();
    fireEvent.click(q(container, 'next'));
    expect(emit).toHaveBeenCalledWith('next', expect.objectContaining({ answer: expect.objectContaining({ value: ['true'] }) }));
  });

  it('lets the idle timeout go again when the page goes mid-video', () => {
    const { container, hold, unmount } = renderVideo(true);
    fireEvent.play(container.querySelector('video')!);
    expect(hold).toHaveBeenLastCalledWith(true);
    unmount();
    expect(hold).toHaveBeenLastCalledWith(false);
  });

  it('confirms a non-required video by itself', () => {
    const { container, emit } = renderVideo(false);
    expect(screen.getByText('You may watch the video or continue')).toBeTruthy();
    fireEvent.click(q(container, 'next'));
    expect(emit).toHaveBeenCalledWith('next', expect.objectContaining({ answer: expect.objectContaining({ value: ['true'] }) }));
  });

  it('says so when the video cannot be played', () => {
    const { container } = renderVideo(true);
    fireEvent.error(container.querySelector('video')!);
    expect(screen.getByText('The video cannot be played. Please ask the reception for help.')).toBeTruthy();
  });
});

describe('HtmlField (code 16: sanitised HTML, confirmation checkbox)', () => {
  const html = (isRequired: boolean) =>
    createNode(
      {
        type: fieldTypeCodes.HtmlField,
        questionId: 'qRules',
        name: 'House rules',
        isRequired,
        feedbackId: 'fb-rules',
        html: '<h2>Rules</h2><p onclick="alert(1)">Keep <b>left</b></p><script>window.hacked = 1</script><iframe src="https://x.example"></iframe>',
        confirmationLabel: 'I read the <b>rules</b><img src=x onerror="window.hacked = 1">',
      },
      { id: 'r' },
    );
  it('renders the HTML sanitised and needs the box ticked when required', () => {
    const { container, emit } = renderWidget(Questionary, questionaryAt({ nodes: [html(true)] }));
    const panel = container.querySelector('.kiosk-html')!;
    expect(panel.querySelector('b')?.textContent).toBe('left');
    expect(panel.querySelector('script, iframe')).toBeNull();
    expect(panel.innerHTML).not.toContain('onclick');
    const box = screen.getByRole('checkbox', { name: 'I read the rules' });
    expect(container.innerHTML).not.toContain('onerror');
    fireEvent.click(q(container, 'next'));
    expect(screen.getByRole('alert').textContent).toBe('Please confirm to continue');
    fireEvent.click(box);
    fireEvent.click(q(container, 'next'));
    expect(lastNext(emit)).toMatchObject({ answer: { value: ['true'] } });
  });
  it('needs no box when not required', () => {
    const { container, emit } = renderWidget(Questionary, questionaryAt({ nodes: [html(false)] }));
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(q(container, 'next'));
    expect(lastNext(emit)).toMatchObject({ answer: { value: ['true'] } });
  });
});

describe('TakePicture (code 19: the kiosk camera)', () => {
  const picture = (isRequired: boolean) => createNode({ type: fieldTypeCodes.TakePicture, questionId: 'qPic', name: 'Your picture', isRequired }, { id: 'p' });
  const original = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'mediaDevices', original);
    else delete (navigator as unknown as { mediaDevices?: unknown }).mediaDevices;
  });
  function fakeCamera(getUserMedia: () => Promise<unknown>) {
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: vi.fn(getUserMedia) } });
    return navigator.mediaDevices.getUserMedia as unknown as ReturnType<typeof vi.fn>;
  }

  it('says clearly that there is no camera; an optional question goes on without a picture', async () => {
    const { container, emit } = renderWidget(Questionary, questionaryAt({ nodes: [picture(false)] }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('No camera was found at this kiosk. You can continue without a picture.'));
    fireEvent.click(q(container, 'next'));
    expect(lastNext(emit)).toMatchObject({ answer: { value: [] } });
  });

  it('sends a required question to the reception when the camera may not be used', async () => {
    fakeCamera(() => Promise.reject(Object.assign(new Error('denied'), { name: 'NotAllowedError' })));
    const { container, emit } = renderWidget(Questionary, questionaryAt({ nodes: [picture(true)] }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This kiosk may not use its camera. Please ask the reception for help.'));
    fireEvent.click(q(container, 'next'));
    expect(emit).not.toHaveBeenCalled();
  });

  it('shows the camera, takes a picture, retakes it, and releases the camera', async () => {
    const stop = vi.fn();
    const getUserMedia = fakeCamera(() => Promise.resolve({ getTracks: () => [{ stop }] }));
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(1280);
    vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(720);
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/jpeg;base64,AAAA');
    const { container, emit, unmount } = renderWidget(Questionary, questionaryAt({ nodes: [picture(true)] }));
    await waitFor(() => expect((q(container, 'take-picture') as HTMLButtonElement).disabled).toBe(false));
    expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ audio: false }));
    fireEvent.click(q(container, 'take-picture'));
    expect(drawImage).toHaveBeenCalledWith(expect.any(HTMLVideoElement), 0, 0, 640, 360);
    expect(q(container, 'picture').getAttribute('src')).toBe('data:image/jpeg;base64,AAAA');
    expect(stop).toHaveBeenCalledTimes(1);
    fireEvent.click(q(container, 'retake'));
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(2));
    await waitFor(() => expect((q(container, 'take-picture') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(q(container, 'take-picture'));
    fireEvent.click(q(container, 'next'));
    expect(lastNext(emit)).toMatchObject({ answer: { value: ['data:image/jpeg;base64,AAAA'], fieldDefinitionType: 19 } });
    expect(stop).toHaveBeenCalledTimes(2);
    unmount();
  });

  it('releases the camera when the visitor leaves the question with it on', async () => {
    const stop = vi.fn();
    fakeCamera(() => Promise.resolve({ getTracks: () => [{ stop }] }));
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    const { container, unmount } = renderWidget(Questionary, questionaryAt({ nodes: [picture(false)] }));
    await waitFor(() => expect(container.querySelector('[data-camera="live"]')).not.toBeNull());
    unmount();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
