import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { MediaPlayer } from './media-player';

const hls = vi.hoisted(() => ({ created: [] as { loadSource: ReturnType<typeof vi.fn>; attachMedia: ReturnType<typeof vi.fn>; destroy: ReturnType<typeof vi.fn> }[] }));
vi.mock('hls.js', () => ({
  default: class FakeHls {
    static isSupported = () => true;
    loadSource = vi.fn();
    attachMedia = vi.fn();
    destroy = vi.fn();
    constructor() {
      hls.created.push(this);
    }
  },
}));

const PLAYLIST = '/api/content/media/p31/9/s/index.m3u8';

describe('MediaPlayer', () => {
  beforeEach(() => {
    hls.created.length = 0;
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    mockApi({ '/api/content/progress': () => ({ t: true }) });
  });
  afterEach(() => vi.unstubAllGlobals());
  afterAll(() => vi.restoreAllMocks());

  it('plays HLS natively where the browser can (WeChat on iOS), without loading hls.js', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''));
    renderMemberPage(<MediaPlayer kind="video" src="/sample.mp4" hls={PLAYLIST} label="视频：导论" />, { route: '/app/pvideo/player', path: '/app/pvideo/player' });
    const video = await screen.findByLabelText<HTMLVideoElement>('视频：导论');
    await waitFor(() => expect(video.getAttribute('src')).toBe(PLAYLIST));
    expect(hls.created).toHaveLength(0);
    // Inline in WeChat: no forced fullscreen.
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('webkit-playsinline', 'true');
    expect(video).toHaveAttribute('x5-video-player-type', 'h5-page');
  });

  it('uses hls.js where there is no native HLS, and lets it go when the player leaves', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    const view = renderMemberPage(<MediaPlayer kind="video" src="/sample.mp4" hls={PLAYLIST} label="视频：导论" />, { route: '/app/pvideo/player', path: '/app/pvideo/player' });
    const video = await screen.findByLabelText<HTMLVideoElement>('视频：导论');
    await waitFor(() => expect(hls.created).toHaveLength(1));
    expect(hls.created[0]!.loadSource).toHaveBeenCalledWith(PLAYLIST);
    expect(hls.created[0]!.attachMedia).toHaveBeenCalledWith(video);
    view.unmount();
    expect(hls.created[0]!.destroy).toHaveBeenCalled();
  });

  it('starts an MP4 where the member left it', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    renderMemberPage(<MediaPlayer kind="video" src="/sample.mp4" partId={31} position={42} label="视频：心肺复苏" />, { route: '/app/video/:iid/detail', path: '/app/video/1000/detail' });
    const video = await screen.findByLabelText<HTMLVideoElement>('视频：心肺复苏');
    expect(video.getAttribute('src')).toBe('/sample.mp4');
    expect(hls.created).toHaveLength(0);
    Object.defineProperty(video, 'duration', { configurable: true, value: 100 });
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(42);
  });
});
