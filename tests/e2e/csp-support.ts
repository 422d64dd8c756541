import type { Page } from '@playwright/test';

export interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/**
 * Records every Content-Security-Policy violation of the page, from before its first script,
 * in window.__cspViolations (read with `cspViolations`). Call before page.goto.
 */
export async function watchCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
}

export async function cspViolations(page: Page): Promise<Violation[]> {
  return page.evaluate(() => window.__cspViolations ?? []);
}

/** Tries to run an inline script; true when it ran (the policy would then be missing or too weak). */
export async function inlineScriptRuns(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const script = document.createElement('script');
    // A text node, not textContent: the page would refuse that plain string itself (Trusted Types).
    script.append(document.createTextNode('window.__inlineRan = true'));
    document.head.append(script);
    // An inline handler: refused by Trusted Types already, or else by the policy's script-src.
    const button = document.createElement('button');
    try {
      button.setAttribute('onclick', 'window.__inlineRan = true');
    } catch {
      // refused
    }
    document.body.append(button);
    button.click();
    button.remove();
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
}
