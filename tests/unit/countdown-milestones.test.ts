// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { passedMilestone, spokenDuration } from '../../src/features/vote/countdown-milestones';
import { i18nFor } from '../../src/i18n/catalogs';

const english = i18nFor('en');

describe('countdown announcements', () => {
  it('come at each whole minute, at 30 and 10 seconds and at expiry, never in between', () => {
    const announced: number[] = [];
    for (let seconds = 179; seconds >= 0; seconds -= 1) if (passedMilestone(seconds + 1, seconds)) announced.push(seconds);
    expect(announced).toEqual([120, 60, 30, 10, 0]);
  });

  it('are not missed when a woken tab skips the very second, and not made on a restart or the first show', () => {
    expect(passedMilestone(125, 95)).toBe(true);
    expect(passedMilestone(59, 31)).toBe(false);
    expect(passedMilestone(0, 180)).toBe(false);
    expect(passedMilestone(null, 120)).toBe(false);
  });

  it('say the time in words', () => {
    expect(spokenDuration(english, 120)).toBe('2 minutes');
    expect(spokenDuration(english, 61)).toBe('1 minute 1 second');
    expect(spokenDuration(english, 90)).toBe('1 minute 30 seconds');
    expect(spokenDuration(english, 10)).toBe('10 seconds');
  });
});
