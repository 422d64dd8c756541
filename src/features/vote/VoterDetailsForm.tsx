import type { FormEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AREA_CODES, phoneExample, type VoterField, type VoterForm } from '#src/domain/vote-form';
import { AreaCodeSelect } from './AreaCodeSelect';

interface VoterDetailsFormProps {
  form: VoterForm;
  invalid: readonly VoterField[];
  submitting: boolean;
  onChange: (field: VoterField, value: string) => void;
  onAreaCodeChange: (cca2: string) => void;
  onSubmit: () => void;
  onBack: () => void;
  Heading: 'h1' | 'h2';
}

const FIELDS: { field: VoterField; label: MessageDescriptor; type: string; autoComplete: string; inputMode?: 'tel' | 'email' }[] = [
  { field: 'fullName', label: msg`Full Name`, type: 'text', autoComplete: 'name' },
  { field: 'email', label: msg`E-mail`, type: 'email', autoComplete: 'email', inputMode: 'email' },
];

/** Stage 2: invalid fields are highlighted (aria-invalid) only after the first attempt. */
export function VoterDetailsForm({
  form,
  invalid,
  submitting,
  onChange,
  onAreaCodeChange,
  onSubmit,
  onBack,
  Heading,
}: VoterDetailsFormProps) {
  const { i18n } = useLingui();
  const example = phoneExample(form.country);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  const invalidProps = (field: VoterField) => (invalid.includes(field) ? { 'aria-invalid': true as const } : {});

  return (
    <section className="vote-stage vote-stage--narrow" aria-labelledby="vote-form-title">
      <Heading id="vote-form-title" className="section-title" tabIndex={-1}>
        <Trans>SUBMIT VOTE</Trans>
      </Heading>
      <p className="vote-stage__lead">
        <Trans>Please Submit Your Information to Continue</Trans>
      </p>
      <form className="vote-form" noValidate onSubmit={submit} aria-busy={submitting}>
        {FIELDS.map(({ field, label, type, autoComplete, inputMode }) => (
          <div key={field} className="field">
            <label className="field__label" htmlFor={`vote-${field}`}>
              {i18n._(label)}
            </label>
            <input
              id={`vote-${field}`}
              className="field__input"
              type={type}
              autoComplete={autoComplete}
              inputMode={inputMode}
              value={form[field]}
              disabled={submitting}
              onChange={(event) => onChange(field, event.target.value)}
              {...invalidProps(field)}
            />
          </div>
        ))}
        <div className="field field--phone">
          <AreaCodeSelect countries={AREA_CODES} value={form.country} onChange={onAreaCodeChange} disabled={submitting} />
          <div className="field__grow">
            <label className="field__label" htmlFor="vote-phone">
              <Trans>Mobile Number</Trans>
            </label>
            <input
              id="vote-phone"
              className="field__input"
              type="tel"
              autoComplete="tel-national"
              inputMode="tel"
              aria-describedby="vote-phone-hint"
              value={form.phone}
              disabled={submitting}
              onChange={(event) => onChange('phone', event.target.value)}
              {...invalidProps('phone')}
            />
            <p id="vote-phone-hint" className="field__hint">
              <Trans>e.g. : {example}</Trans>
            </p>
          </div>
        </div>
        <div className="vote-form__actions">
          <button type="button" className="button button--ghost" onClick={onBack} disabled={submitting}>
            <Trans>Back to nominees</Trans>
          </button>
          <button type="submit" className={`button${submitting ? ' is-busy' : ''}`} aria-disabled={submitting}>
            <Trans>SUBMIT</Trans>
          </button>
        </div>
      </form>
    </section>
  );
}
