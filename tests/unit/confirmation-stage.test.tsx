/** The code stage as a screen reader meets it: focus lands in the boxes, and the first thing said is where the code went. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ConfirmationStage } from '../../src/features/vote/ConfirmationStage';
import { maskedEmail } from '../../src/domain/vote-form';
import { i18nFor } from '../../src/i18n/catalogs';
import { inEnglish } from './i18n';

afterEach(cleanup);

it("names the code's boxes with the sentence that says where the code went, before 'Confirmation code'", () => {
  const ignore = () => undefined;
  render(
    <ConfirmationStage
      channel="email"
      destination={maskedEmail(i18nFor('en'), 'ana@example.com')}
      digits={['', '', '', '', '', '']}
      inputDisabled={false}
      locked={false}
      countdown={undefined}
      canResend={false}
      canEmailResend={false}
      onDigit={ignore}
      onPaste={ignore}
      onResend={ignore}
      onEmailResend={ignore}
      onChangeNumber={ignore}
      Heading="h2"
    />,
    { wrapper: inEnglish },
  );
  const group = screen.getByRole('group', {
    name: 'We sent a 6-digit code by e-mail to your address at example.com. Enter it below to confirm your vote. Confirmation code',
  });
  expect(group.contains(screen.getByRole('textbox', { name: 'Digit 1 of 6' }))).toBe(true);
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
});
