import { useEffect, useMemo } from 'react';
import { useActor } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { Nominee } from '../../api/types';
import { normalOrder } from '../../lib/ordering';
import { fullPhone, invalidFields } from '../../lib/vote-form';
import { voteMachine } from '../../../machines/vote.machine';
import type { otpCountdownMachine } from '../../../machines/otp-countdown.machine';
import { machineInspector } from '../../devtools/inspector';
import { NomineePicker } from './NomineePicker';
import { VoterDetailsForm } from './VoterDetailsForm';
import { ConfirmationStage, ThankYou } from './ConfirmationStage';
import './vote.css';

/**
 * The whole vote flow over one machine: the view renders the state and sends
 * events; every rule lives in machines/vote.machine.ts and src/lib/vote-form.ts.
 */
interface VoteFlowProps {
  nominees: readonly Nominee[];
  /** 1 on the vote screen; 2 where the page has its own h1 (the section winners). */
  headingLevel?: 1 | 2;
}

export function VoteFlow({ nominees, headingLevel = 1 }: VoteFlowProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  // Simulator builds publish the flow to the machine charts page; live builds drop this.
  const [snapshot, send] = useActor(voteMachine, __SIMULATOR__ ? { inspect: machineInspector() } : undefined);
  const ordered = useMemo(() => normalOrder(nominees), [nominees]);
  const { context } = snapshot;
  const stage = snapshot.matches('selecting') ? 'selecting' : snapshot.matches('form') ? 'form' : snapshot.matches('otp') ? 'otp' : 'thankYou';

  // Each stage replaces the last: move focus to its heading so screen readers follow
  // (the code stage focuses its first box itself).
  useEffect(() => {
    const heading = { selecting: null, form: 'vote-form-title', otp: null, thankYou: 'vote-thanks-title' }[stage];
    if (heading) document.getElementById(heading)?.focus({ preventScroll: true });
  }, [stage]);

  return (
    <div className="vote-flow">
      <p className="visually-hidden" role="status" aria-live="polite">
        {context.announcement}
      </p>
      {stage === 'selecting' ? (
        <NomineePicker
          nominees={ordered}
          selected={context.selected}
          onToggle={(id) => send({ type: 'nominee.toggled', id })}
          onVote={() => send({ type: 'form.opened' })}
          canVote={snapshot.can({ type: 'form.opened' })}
          Heading={Heading}
        />
      ) : null}
      {stage === 'form' ? (
        <VoterDetailsForm
          form={context.form}
          invalid={context.attempted ? invalidFields(context.form) : []}
          submitting={snapshot.matches({ form: 'submitting' })}
          onChange={(field, value) => send({ type: 'field.changed', field, value })}
          onAreaCodeChange={(country) => send({ type: 'areaCode.changed', country })}
          onSubmit={() => send({ type: 'form.submitted' })}
          onBack={() => send({ type: 'form.closed' })}
          Heading={Heading}
        />
      ) : null}
      {stage === 'otp' ? (
        <ConfirmationStage
          phone={fullPhone(context.form)}
          digits={context.digits}
          inputDisabled={!snapshot.matches({ otp: { code: 'entering' } })}
          countdown={snapshot.children.countdown as ActorRefFrom<typeof otpCountdownMachine> | undefined}
          canResend={snapshot.can({ type: 'otp.resendRequested' })}
          canEmailResend={snapshot.can({ type: 'otp.emailResendRequested' })}
          onDigit={(index, value) => send({ type: 'otp.digitEntered', index, value })}
          onPaste={(text) => send({ type: 'otp.pasted', text })}
          onResend={() => send({ type: 'otp.resendRequested' })}
          onEmailResend={() => send({ type: 'otp.emailResendRequested' })}
          Heading={Heading}
        />
      ) : null}
      {stage === 'thankYou' ? <ThankYou prizeCode={context.prizeCode} Heading={Heading} /> : null}
    </div>
  );
}
