/**
 * Video and virtual-tour detection (docs/media.md): every host, the file extensions, YouTube's
 * 11-character id and thumbnails, Vimeo's numeric id, Facebook's video and short links, the tour
 * hosts by suffix, and the cases that must never match.
 */
import { describe, expect, it } from 'vitest';
import { EMBED_ORIGINS, detectMedia } from './video';

const kind = (url: string | null) => detectMedia(url)?.kind ?? null;
/** Each of `urls` is taken for no video and no tour. */
const noMedia = (urls: string[]) => {
  for (const url of urls) expect(kind(url), url).toBeNull();
};

describe('video files', () => {
  it('match by extension (mp4, mov, wmv, avi, flv, webm), case-insensitive, with a query string', () => {
    for (const ext of ['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm', 'MP4'])
      expect(kind(`https://cdn.example.be/v/house.${ext}`)).toBe('file');
    expect(detectMedia('https://cdn.example.be/house.mp4?t=10')).toMatchObject({
      kind: 'file',
      category: 'video',
      playable: true,
    });
    expect(detectMedia('https://cdn.example.be/house.wmv')?.playable).toBe(false);
  });
  it('do not match another extension or an extension elsewhere in the URL', () => {
    noMedia([
      'https://cdn.example.be/house.mp3',
      'https://cdn.example.be/house.mp4/page.html',
      'https://cdn.example.be/mp4',
    ]);
  });
});

describe('YouTube', () => {
  it('reads the 11-character id of watch, short, embed, shorts and nocookie links and gives its thumbnails', () => {
    const id = 'dQw4w9WgXcQ';
    for (const url of [
      `https://www.youtube.com/watch?v=${id}`,
      `https://youtube.com/watch?feature=share&v=${id}`,
      `https://m.youtube.com/watch?v=${id}`,
      `https://youtu.be/${id}?t=42`,
      `https://www.youtube.com/embed/${id}`,
      `https://www.youtube.com/shorts/${id}`,
      `https://www.youtube-nocookie.com/embed/${id}`,
      `http://www.youtube.com/watch?v=${id}`,
    ]) {
      expect(detectMedia(url)).toEqual({
        kind: 'youtube',
        category: 'video',
        src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
        host: 'youtube.com',
        thumbnails: {
          low: `https://i.ytimg.com/vi/${id}/default.jpg`,
          medium: `https://i.ytimg.com/vi/${id}/mqdefault.jpg`,
          high: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
        },
      });
    }
  });
  it('refuses an id that is not exactly 11 characters of its alphabet, and pages without a video', () => {
    noMedia([
      'https://www.youtube.com/watch?v=dQw4w9WgXc',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQQ',
      'https://youtu.be/dQw4w9WgX!Q',
      'https://www.youtube.com/channel/UCabcdefghijk',
      'https://www.youtube.com/',
      'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    ]);
  });
});

describe('Vimeo', () => {
  it('needs a numeric id in the path', () => {
    expect(detectMedia('https://vimeo.com/76979871')).toEqual({
      kind: 'vimeo',
      category: 'video',
      src: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
      host: 'vimeo.com',
    });
    expect(detectMedia('https://player.vimeo.com/video/76979871')?.src).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
    expect(kind('https://vimeo.com/channels/staffpicks/76979871')).toBe('vimeo');
    noMedia(['https://vimeo.com/agency', 'https://vimeo.com/', 'https://fakevimeo.com/76979871']);
  });
});

describe('Facebook', () => {
  it('matches videos links, watch and reel links, and fb.watch short links', () => {
    const fb = detectMedia('https://www.facebook.com/belvue.immo/videos/1234567890/');
    expect(fb).toMatchObject({ kind: 'facebook', category: 'video', host: 'facebook.com' });
    expect(fb?.src).toBe(
      `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent('https://www.facebook.com/belvue.immo/videos/1234567890/')}&show_text=false&autoplay=true`,
    );
    expect(kind('https://facebook.com/watch/?v=1234567890')).toBe('facebook');
    expect(kind('https://m.facebook.com/reel/1234567890')).toBe('facebook');
    expect(kind('https://fb.watch/aBcD12_xY/')).toBe('facebook');
  });
  it('does not match other Facebook pages or an empty short link', () => {
    noMedia([
      'https://www.facebook.com/belvue.immo/',
      'https://www.facebook.com/belvue.immo/videos/',
      'https://www.facebook.com/watch/?v=abc',
      'https://fb.watch/',
    ]);
  });
});

describe('virtual tours by host suffix', () => {
  it('recognises Matterport, TVL and Yisual and their subdomains, as https', () => {
    expect(detectMedia('https://my.matterport.com/show/?m=SxQL3iGyoDo')).toEqual({
      kind: 'matterport',
      category: 'tour',
      src: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
      host: 'my.matterport.com',
    });
    expect(kind('https://matterport.com/discover/space/x')).toBe('matterport');
    expect(detectMedia('http://visit.tvl.be/tour/1234')).toMatchObject({
      kind: 'tvl',
      src: 'https://visit.tvl.be/tour/1234',
    });
    expect(kind('https://tvl.be/1234')).toBe('tvl');
    expect(kind('https://tour.yisual.com/view/abc')).toBe('yisual');
  });
  it('does not match a host that only ends with the same letters', () => {
    noMedia([
      'https://evilmatterport.com/show/?m=x',
      'https://notyisual.com/x',
      'https://matterport.com.evil.example/show',
    ]);
  });
});

describe('invalid URLs never match', () => {
  it('refuses empty, malformed, relative and non-http URLs', () => {
    for (const raw of [
      null,
      undefined,
      '',
      '   ',
      'not a url',
      'youtube.com/watch?v=dQw4w9WgXcQ',
      '/media/house.mp4',
      'javascript:alert(1)//.mp4',
      'ftp://cdn.example.be/house.mp4',
      'data:video/mp4;base64,AAAA',
      'https://',
    ]) {
      expect(detectMedia(raw)).toBeNull();
    }
  });
});

describe('embed origins for the CSP', () => {
  it('cover the host of every embed the rules produce', () => {
    const samples = [
      'https://youtu.be/dQw4w9WgXcQ',
      'https://vimeo.com/1',
      'https://fb.watch/x',
      'https://my.matterport.com/show/?m=x',
      'https://a.tvl.be/x',
      'https://yisual.com/x',
    ];
    for (const s of samples) {
      const host = new URL(detectMedia(s)!.src).host;
      const allowed = EMBED_ORIGINS.some((o) =>
        o.includes('*.') ? host.endsWith(o.slice('https://*'.length)) : o === `https://${host}`,
      );
      expect(allowed, host).toBe(true);
    }
  });
});
