/** The vote form's rules (docs/requirements.md#validation), pure and unit-tested. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CheckOtpRequest, OtpRequest, VoteRequest } from './types';
import areaCodes from '../lib/area-codes.json';

export interface Country {
  flags: { png: string; svg: string; alt: string };
  name: { common: string; official: string; nativeName: Partial<Record<string, { official: string; common: string }>> };
  cca2: string;
  idd: { root: string; suffixes: string[] };
}

/** The dropdown's short list: Indonesia (+62, the default) and Singapore (+65). */
export const AREA_CODES: readonly Country[] = areaCodes;
export const DEFAULT_AREA_CODE = AREA_CODES[0]!.cca2;

export interface VoterForm {
  fullName: string;
  email: string;
  phone: string;
  /** cca2 of the chosen area code. */
  country: string;
}

export type VoterField = 'fullName' | 'email' | 'phone';

export const emptyVoterForm = (): VoterForm => ({ fullName: '', email: '', phone: '', country: DEFAULT_AREA_CODE });

const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,6}$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

/** The fields that fail their rule; empty when the form may be sent. */
export function invalidFields(form: VoterForm): VoterField[] {
  const invalid: VoterField[] = [];
  if (form.fullName.trim() === '') invalid.push('fullName');
  if (!isValidEmail(form.email.trim())) invalid.push('email');
  if (form.phone.replace(/\s/g, '') === '') invalid.push('phone');
  return invalid;
}

/** Name, e-mail and phone present: what the resend actions and the code check need. */
export function identityComplete(form: VoterForm): boolean {
  return form.fullName.trim() !== '' && form.email.trim() !== '' && form.phone.replace(/\s/g, '') !== '';
}

/** Keeps digits and spaces, and a plus only as the first character. */
export function filterPhoneInput(raw: string): string {
  return raw.replace(/[^\d+ ]/g, '').replace(/(?!^)\+/g, '');
}

export function findCountry(cca2: string): Country {
  return AREA_CODES.find((country) => country.cca2 === cca2) ?? AREA_CODES[0]!;
}

/** Calling-code root plus first suffix, e.g. '+62'. */
export function callingCode(country: Country): string {
  return `${country.idd.root}${country.idd.suffixes[0] ?? ''}`;
}

const PHONE_EXAMPLES: Record<string, string> = { ID: '812 3456 7890', SG: '8123 4567' };

/** The hint under the number field: no leading zero, no calling code. */
export function phoneExample(cca2: string): string {
  return PHONE_EXAMPLES[cca2] ?? '812 3456 7890';
}

/** The number as sent: calling code + number, spaces removed. */
export function fullPhone(form: VoterForm): string {
  return `${callingCode(findCountry(form.country))}${form.phone}`.replace(/\s/g, '');
}

export function voteRequest(form: VoterForm): VoteRequest {
  return { name: form.fullName.trim(), phone: fullPhone(form), country: form.country, email: form.email.trim() };
}

export function otpRequest(form: VoterForm, channel: 'whatsapp' | 'email'): OtpRequest {
  const request: OtpRequest = { phone: fullPhone(form), country: form.country };
  return channel === 'email' ? { ...request, email: form.email.trim() } : request;
}

export function checkOtpRequest(form: VoterForm, nomineeIds: readonly string[], otp: string): CheckOtpRequest {
  return { ...voteRequest(form), data_submit: JSON.stringify(nomineeIds), otp };
}

export const OTP_LENGTH = 6;

export const emptyDigits = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/** The last digit typed into a box, or '' for anything else. */
export function digitFrom(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.slice(-1);
}

/** A pasted code, also with spaces or dashes, as six digits; null when it is not one. */
export function digitsFromPaste(text: string): string[] | null {
  const compact = text.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(compact) ? compact.split('') : null;
}

/** How a destination is shown on screen and read by screen readers (which would spell out the dots). */
export interface MaskedDestination {
  shown: string;
  spoken: string;
}

const MASK = '•';
const PHONE_DIGITS_SHOWN = 4;

/** The number the code went to, with only its last four digits shown: '+62 •••••••7890'. */
export function maskedPhone(i18n: I18n, form: VoterForm): MaskedDestination {
  const code = callingCode(findCountry(form.country));
  const digits = form.phone.replace(/\D/g, '');
  const last = digits.slice(-PHONE_DIGITS_SHOWN);
  const spokenDigits = last.split('').join(' ');
  return {
    shown: `${code} ${MASK.repeat(Math.max(0, digits.length - last.length))}${last}`,
    spoken: i18n._(msg`${code}, the number ending in ${spokenDigits}`),
  };
}

/** The address the code went to, with its name hidden but its first letter: 'a•••@example.co.id'. */
export function maskedEmail(i18n: I18n, email: string): MaskedDestination {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  const domain = at >= 0 ? trimmed.slice(at + 1) : '';
  return { shown: `${trimmed.slice(0, 1)}${MASK.repeat(3)}@${domain}`, spoken: i18n._(msg`your address at ${domain}`) };
}
