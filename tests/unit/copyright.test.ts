// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { copyrightText } from '../../src/components/Copyright';
import { i18nFor } from '../../src/i18n/catalogs';

describe('copyright', () => {
  it("names the year as UTC counts it, whatever the visitor's time zone", () => {
    // 2026-12-31 20:30 in Los Angeles, already 2027 in UTC (and in Jakarta).
    expect(copyrightText(i18nFor('en'), new Date('2026-12-31T20:30:00-08:00'))).toBe(
      'Copyright © 2027 Exquisite Media Group. All rights reserved.',
    );
  });
});
