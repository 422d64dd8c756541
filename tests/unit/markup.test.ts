// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { escapeMarkup } from '../../src/lib/markup';

describe('escapeMarkup', () => {
  it('keeps text and double-quoted attribute values from ending their element or attribute', () => {
    expect(escapeMarkup(`Tom & Jerry's "<b>bar</b>"`)).toBe("Tom &amp; Jerry's &quot;&lt;b&gt;bar&lt;/b&gt;&quot;");
    // An entity is written as text, not read as one.
    expect(escapeMarkup('&lt;')).toBe('&amp;lt;');
  });
});
