import { useLayoutEffect, useRef } from 'react';
import { sitePolicy } from '../lib/trusted-types';
import { BUILT_JSON_LD_ID } from '../prerender/element-ids';

/** Only JSON becomes a script's text through the `json-ld` policy (src/lib/trusted-types.ts). */
function trustedJson(json: string): TrustedScript | string {
  const policy = sitePolicy('json-ld', {
    createScript: (text) => {
      JSON.parse(text);
      return text;
    },
  });
  return policy ? policy.createScript(json) : json;
}

/** Structured data for search engines and link previews: a JSON-LD script whose text is set as a TrustedScript. */
export function JsonLd({ json }: { json: string }) {
  const script = useRef<HTMLScriptElement>(null);
  useLayoutEffect(() => {
    // The page's own script takes over from the built one, which would go stale on the next page.
    document.getElementById(BUILT_JSON_LD_ID)?.remove();
    // textContent takes a TrustedScript where Trusted Types are enforced; the DOM types know only strings.
    if (script.current) script.current.textContent = trustedJson(json) as string;
  }, [json]);
  return <script type="application/ld+json" ref={script} />;
}
