import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { AreaCodeSelect } from '../../src/features/vote/AreaCodeSelect';
import { AREA_CODES } from '../../src/domain/vote-form';
import { inEnglish, inLocale } from './i18n';

afterEach(cleanup);

it('names the chosen country as the list does on an English page, and in Indonesian on an Indonesian one', () => {
  render(<AreaCodeSelect countries={AREA_CODES} value="SG" onChange={() => undefined} disabled={false} />, { wrapper: inEnglish });
  expect(screen.getByRole('combobox', { name: 'Area code +65 Singapore' })).toBeTruthy();
  cleanup();
  render(<AreaCodeSelect countries={AREA_CODES} value="SG" onChange={() => undefined} disabled={false} />, { wrapper: inLocale('id') });
  expect(screen.getByRole('combobox', { name: 'Kode negara +65 Singapura' })).toBeTruthy();
});
