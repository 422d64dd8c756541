// @vitest-environment node
/** The Content-Security-Policy that vite.config.ts writes into every build (csp.txt and a <meta>). */
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, serializePolicy } from '../../vite.config';
import { privacyEnhancedEmbedUrl } from '../../src/lib/video';

describe('content security policy', () => {
  it('of a live build allows the back end for calls and images, and no worker', () => {
    const policy = contentSecurityPolicy({ apiOrigin: 'https://api.example.com', simulator: false });
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.example.com']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://api.example.com']);
    expect(policy['worker-src']).toEqual(["'none'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
  });

  it('of a simulator build allows its service worker and nothing from another host', () => {
    const policy = contentSecurityPolicy({ apiOrigin: null, simulator: true });
    expect(policy['worker-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
  });

  it('frames exactly the host the site embeds videos from', () => {
    const embed = privacyEnhancedEmbedUrl('https://www.youtube.com/watch?v=aqz-KE-bpKQ') ?? '';
    expect(contentSecurityPolicy({ apiOrigin: null, simulator: true })['frame-src']).toEqual([new URL(embed).origin]);
  });

  it('never allows inline code or eval; the meta form leaves out frame-ancestors', () => {
    for (const simulator of [true, false]) {
      const policy = contentSecurityPolicy({ apiOrigin: simulator ? null : 'https://api.example.com', simulator });
      const header = serializePolicy(policy);
      expect(header).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(header).toContain(
        "object-src 'none'; base-uri 'self'; form-action 'self'; require-trusted-types-for 'script'; trusted-types sanitized-html built-html json-ld machine-chart dompurify default; frame-ancestors 'none'",
      );
      expect(serializePolicy(policy, { forMeta: true })).not.toContain('frame-ancestors');
    }
  });
});
