import { useLayoutEffect } from 'react';
import { sitePolicy } from './trusted-types';
import { BUILT_JSON_LD_ID } from '../data/element-ids';

/** Only JSON becomes a script's text through the `json-ld` policy (src/components/trusted-types.ts). */
function trustedJson(json: string): TrustedScript | string {
  const policy = sitePolicy('json-ld', {
    createScript: (text) => {
      JSON.parse(text);
      return text;
    },
  });
  return policy ? policy.createScript(json) : json;
}

/**
 * Structured data for search engines and link previews, while the page shows: a JSON-LD script in
 * the head, whose text is set as a TrustedScript. Nothing is rendered in the page itself: the
 * built page carries its JSON-LD in its head (builder/page-head.ts), and an empty script in the
 * body would be one that parsers reject.
 */
export function JsonLd({ json }: { json: string }) {
  useLayoutEffect(() => {
    // The page's own script takes over from the built one, which would go stale on the next page.
    document.getElementById(BUILT_JSON_LD_ID)?.remove();
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    // textContent takes a TrustedScript where Trusted Types are enforced; the DOM types know only strings.
    script.textContent = trustedJson(json) as string;
    document.head.append(script);
    return () => script.remove();
  }, [json]);
  return null;
}
