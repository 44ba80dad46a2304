import { describe, expect, it } from 'vitest';
import { videoSource } from './video';

const YOUTUBE_ID = 'dQw4w9WgXcQ';

describe('videoSource: YouTube', () => {
  it.each([
    `https://www.youtube.com/watch?v=${YOUTUBE_ID}`,
    `https://youtube.com/watch?v=${YOUTUBE_ID}&t=42s`,
    `https://m.youtube.com/watch?feature=share&v=${YOUTUBE_ID}`,
    `http://www.youtube.com/watch?v=${YOUTUBE_ID}`,
    `https://youtu.be/${YOUTUBE_ID}`,
    `https://youtu.be/${YOUTUBE_ID}?si=abc`,
    `https://www.youtube.com/embed/${YOUTUBE_ID}`,
    `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}?rel=0`,
    `https://www.youtube.com/shorts/${YOUTUBE_ID}`,
    `youtu.be/${YOUTUBE_ID}`,
    `//www.youtube.com/embed/${YOUTUBE_ID}`,
    `  https://youtu.be/${YOUTUBE_ID}  `,
    YOUTUBE_ID,
  ])('recognises %s', (url) => {
    expect(videoSource(url)).toEqual({
      provider: 'youtube',
      id: YOUTUBE_ID,
      embedUrl: `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}`,
      watchUrl: `https://www.youtube.com/watch?v=${YOUTUBE_ID}`,
    });
  });

  it('refuses ids that are not eleven safe characters', () => {
    expect(videoSource('https://youtu.be/short')).toBeNull();
    expect(videoSource(`https://youtu.be/${YOUTUBE_ID}x`)).toBeNull();
    expect(videoSource('https://www.youtube.com/watch?v=dQw4w9WgXc"')).toBeNull();
    expect(videoSource('https://www.youtube.com/watch?v=dQw4w9%22gXc')).toBeNull();
    expect(videoSource('https://www.youtube.com/embed/<script>a')).toBeNull();
  });

  it('refuses YouTube addresses without a video', () => {
    expect(videoSource('https://www.youtube.com/')).toBeNull();
    expect(videoSource('https://www.youtube.com/watch')).toBeNull();
    expect(videoSource(`https://www.youtube.com/channel/${YOUTUBE_ID}`)).toBeNull();
  });
});

describe('videoSource: Vimeo', () => {
  it.each([
    'https://vimeo.com/76979871',
    'https://www.vimeo.com/76979871',
    'https://player.vimeo.com/video/76979871',
    'https://player.vimeo.com/video/76979871?autoplay=1',
    'https://vimeo.com/channels/staffpicks/76979871',
    'vimeo.com/76979871',
    '76979871',
    ' 76979871 ',
  ])('recognises %s', (url) => {
    expect(videoSource(url)).toEqual({
      provider: 'vimeo',
      id: '76979871',
      embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1',
      watchUrl: 'https://vimeo.com/76979871',
    });
  });

  it('treats a bare numeric id as Vimeo, even when it has eleven digits', () => {
    expect(videoSource('12345678901')?.provider).toBe('vimeo');
  });

  it('keeps the hash of an unlisted video', () => {
    const expected = {
      provider: 'vimeo',
      id: '76979871',
      embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1&h=abcdef1234',
      watchUrl: 'https://vimeo.com/76979871/abcdef1234',
    };
    expect(videoSource('https://vimeo.com/76979871/abcdef1234')).toEqual(expected);
    expect(videoSource('https://player.vimeo.com/video/76979871?h=abcdef1234')).toEqual(expected);
  });

  it('refuses a hash that is not hexadecimal', () => {
    expect(videoSource('https://vimeo.com/76979871/likes')).toBeNull();
    expect(videoSource('https://player.vimeo.com/video/76979871?h=a%22onload%3D')).toBeNull();
    expect(videoSource('https://player.vimeo.com/video/76979871?h=abc&h=x')?.embedUrl).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1&h=abc',
    );
  });

  it('refuses Vimeo addresses without a numeric video id', () => {
    expect(videoSource('https://vimeo.com/')).toBeNull();
    expect(videoSource('https://vimeo.com/channels/staffpicks')).toBeNull();
    expect(videoSource('https://vimeo.com/abc')).toBeNull();
    expect(videoSource('https://player.vimeo.com/video/abc')).toBeNull();
    expect(videoSource('https://vimeo.com/76979871/abcdef/extra')).toBeNull();
  });
});

describe('videoSource: everything else', () => {
  it('returns null for empty values', () => {
    expect(videoSource(null)).toBeNull();
    expect(videoSource(undefined)).toBeNull();
    expect(videoSource('')).toBeNull();
    expect(videoSource('   ')).toBeNull();
  });

  it('returns null for other hosts, including look-alikes', () => {
    expect(videoSource(`https://evil.example/watch?v=${YOUTUBE_ID}`)).toBeNull();
    expect(videoSource(`https://youtube.com.evil.example/watch?v=${YOUTUBE_ID}`)).toBeNull();
    expect(videoSource(`https://notyoutube.com/watch?v=${YOUTUBE_ID}`)).toBeNull();
    expect(videoSource('https://vimeo.com.evil.example/76979871')).toBeNull();
    expect(videoSource(`https://youtube.com@evil.example/watch?v=${YOUTUBE_ID}`)).toBeNull();
  });

  it('returns null for disguised addresses', () => {
    expect(videoSource(`https://evil.example@youtube.com/watch?v=${YOUTUBE_ID}`)).toBeNull();
    expect(videoSource('https://vimeo.com:8443/76979871')).toBeNull();
  });

  it('returns null for other schemes', () => {
    expect(videoSource(`javascript:alert('${YOUTUBE_ID}')`)).toBeNull();
    expect(videoSource('javascript://vimeo.com/%0aalert(1)')).toBeNull();
    expect(videoSource(`data:text/html,https://youtu.be/${YOUTUBE_ID}`)).toBeNull();
    expect(videoSource('ftp://vimeo.com/76979871')).toBeNull();
  });

  it('returns null for malformed input', () => {
    expect(videoSource('https://')).toBeNull();
    expect(videoSource('not a video')).toBeNull();
    expect(videoSource('12.5')).toBeNull();
    expect(videoSource('-1')).toBeNull();
  });
});
