// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { privacyEnhancedEmbedUrl, youtubeId } from '../../src/lib/video';

describe('youtube links', () => {
  it.each([
    ['https://www.youtube.com/embed/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=3', 'aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
  ])('finds the id in %s', (url, id) => {
    expect(youtubeId(url)).toBe(id);
  });

  it('builds the privacy-enhanced player URL, or nothing for other hosts', () => {
    expect(privacyEnhancedEmbedUrl('https://youtu.be/aqz-KE-bpKQ')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
    );
    expect(privacyEnhancedEmbedUrl('https://evil.example/embed/aqz-KE-bpKQ')).toBeNull();
  });
});

describe('youtube links from other hosts', () => {
  it('refuses a look-alike path on another host', () => {
    expect(youtubeId('https://evil.example/youtube.com/embed/aqz-KE-bpKQ')).toBeNull();
    expect(youtubeId('not a url')).toBeNull();
  });
});
