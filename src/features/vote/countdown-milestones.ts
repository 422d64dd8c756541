import type { I18n } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { asLocale, countForm } from '#src/i18n/locale';

/**
 * When the code's countdown is worth announcing to screen readers: at each whole
 * minute, at 30 and 10 seconds, and at expiry; never every second (the visible
 * timer itself is aria-live="off").
 */
const FINAL_MILESTONES = [30, 10, 0];

function isMilestone(seconds: number): boolean {
  return (seconds > 0 && seconds % 60 === 0) || FINAL_MILESTONES.includes(seconds);
}

/**
 * True when the shown seconds moved down from `previous` to `current` past a
 * milestone (a woken tab may skip the very second). A restart (a new code) moves
 * up and is announced by the flow instead.
 */
export function passedMilestone(previous: number | null, current: number): boolean {
  if (previous === null || current >= previous) return false;
  for (let seconds = current; seconds < previous; seconds += 1) if (isMilestone(seconds)) return true;
  return false;
}

/** '2 minutes', '1 minute 30 seconds', '10 seconds'. */
export function spokenDuration(i18n: I18n, totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  const locale = asLocale(i18n.locale);
  const minuteForm = countForm(minutes, locale);
  const secondForm = countForm(seconds, locale);
  if (minutes === 0) return i18n._(msg`${select(secondForm, { one: `${seconds} second`, other: `${seconds} seconds` })}`);
  if (seconds === 0) return i18n._(msg`${select(minuteForm, { one: `${minutes} minute`, other: `${minutes} minutes` })}`);
  return i18n._(
    msg`${select(minuteForm, { one: `${minutes} minute`, other: `${minutes} minutes` })} ${select(secondForm, { one: `${seconds} second`, other: `${seconds} seconds` })}`,
  );
}
