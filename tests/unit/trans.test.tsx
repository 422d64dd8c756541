import { cleanup, render, screen } from '@testing-library/react';
import { Trans } from '@lingui/react/macro';
import { afterEach, expect, it } from 'vitest';
import { inEnglish } from './i18n';

function Greeting({ name }: { name: string }) {
  return (
    <p>
      <Trans>
        Vote for <strong>{name}</strong>
      </Trans>
    </p>
  );
}

afterEach(cleanup);

it('keeps the words of data as words inside a message, tags and all', () => {
  // The test setup fails on any console.error, which is how Lingui reports a tag it cannot place.
  render(<Greeting name="Bar <b>One</b> <0>x</0>" />, { wrapper: inEnglish });
  expect(screen.getByRole('strong').textContent).toBe('Bar <b>One</b> <0>x</0>');
  expect(screen.getByRole('paragraph').textContent).toBe('Vote for Bar <b>One</b> <0>x</0>');
});

it('leaves plain values to Lingui as they are', () => {
  render(<Greeting name="Kaum" />, { wrapper: inEnglish });
  expect(screen.getByRole('paragraph').textContent).toBe('Vote for Kaum');
});
