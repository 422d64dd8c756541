// @vitest-environment node
import { describe, expect, it } from 'vitest';
import countries from '../../tools/countries.json';
import {
  AREA_CODES,
  callingCode,
  checkOtpRequest,
  DEFAULT_AREA_CODE,
  digitFrom,
  digitsFromPaste,
  emptyVoterForm,
  filterPhoneInput,
  identityComplete,
  invalidFields,
  isValidEmail,
  maskedEmail,
  maskedPhone,
  otpRequest,
  voteRequest,
} from '../../src/domain/vote-form';
import { i18nFor } from '../../src/i18n/catalogs';

const english = i18nFor('en');
const form = { fullName: ' Ana ', email: 'ana@example.com', phone: '812 3456 7890', country: 'ID' };

describe('vote form rules', () => {
  it.each([
    ['ana@example.com', true],
    ['a.b_c-d@mail.example.co.id', true],
    ['ana@example.c', false],
    ['ana@example.toolong', false],
    ['ana@example', false],
    ['ana example@x.com', false],
    ['ana+tag@example.com', false],
    ['', false],
  ])('e-mail %s valid: %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it('needs a name, a valid e-mail and a phone', () => {
    expect(invalidFields(form)).toEqual([]);
    expect(invalidFields(emptyVoterForm())).toEqual(['fullName', 'email', 'phone']);
    expect(invalidFields({ ...form, fullName: '   ', phone: '  ' })).toEqual(['fullName', 'phone']);
    expect(identityComplete(form)).toBe(true);
    expect(identityComplete({ ...form, email: '' })).toBe(false);
  });

  it('keeps digits, spaces and only a leading plus in the phone', () => {
    expect(filterPhoneInput('0812-3456 abc')).toBe('08123456 ');
    expect(filterPhoneInput('++62 8+1')).toBe('+62 81');
    expect(filterPhoneInput('8+12')).toBe('812');
  });

  it('sends the phone as calling code plus number without spaces', () => {
    expect(voteRequest(form)).toEqual({ name: 'Ana', phone: '+6281234567890', country: 'ID', email: 'ana@example.com' });
    expect(voteRequest({ ...form, country: 'SG', phone: '8123 4567' }).phone).toBe('+6581234567');
    expect(otpRequest(form, 'whatsapp')).toEqual({ phone: '+6281234567890', country: 'ID' });
    expect(otpRequest(form, 'email')).toEqual({ phone: '+6281234567890', country: 'ID', email: 'ana@example.com' });
    expect(checkOtpRequest(form, ['a', 'b'], '012345')).toMatchObject({ data_submit: '["a","b"]', otp: '012345' });
  });

  it('offers +62 Indonesia (default) and +65 Singapore, taken from the country list', () => {
    expect(AREA_CODES.map((country) => [country.cca2, callingCode(country)])).toEqual([
      ['ID', '+62'],
      ['SG', '+65'],
    ]);
    expect(DEFAULT_AREA_CODE).toBe('ID');
    for (const entry of AREA_CODES) expect(countries).toContainEqual(entry);
    expect(countries.length).toBeGreaterThanOrEqual(240);
  });

  it('reads one digit per box and six from a paste', () => {
    expect(digitFrom('7')).toBe('7');
    expect(digitFrom('x')).toBe('');
    expect(digitFrom('47')).toBe('7');
    expect(digitsFromPaste('123456')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(digitsFromPaste(' 123-456 ')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(digitsFromPaste('12345')).toBeNull();
    expect(digitsFromPaste('12a456')).toBeNull();
  });

  it('shows where the code went with only the last four digits of the number or the first letter of the address', () => {
    expect(maskedPhone(english, form)).toEqual({ shown: '+62 •••••••7890', spoken: '+62, the number ending in 7 8 9 0' });
    expect(maskedPhone(english, { ...form, country: 'SG', phone: '8123 4567' }).shown).toBe('+65 ••••4567');
    expect(maskedPhone(english, { ...form, phone: '12' }).shown).toBe('+62 12');
    expect(maskedEmail(english, ' ana.w@example.co.id ')).toEqual({ shown: 'a•••@example.co.id', spoken: 'your address at example.co.id' });
  });
});
