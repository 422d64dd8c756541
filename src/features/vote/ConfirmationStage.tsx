import { useEffect, useRef, useState } from 'react';
import { Select, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatCountdown, type otpCountdownMachine } from '#machines/otp-countdown.machine';
import type { CodeChannel } from '#machines/vote.machine';
import { passedMilestone, spokenDuration } from './countdown-milestones';
import type { MaskedDestination } from '#src/domain/vote-form';
import { OtpInput } from './OtpInput';

interface ConfirmationStageProps {
  channel: CodeChannel;
  destination: MaskedDestination;
  digits: readonly string[];
  inputDisabled: boolean;
  locked: boolean;
  countdown: ActorRefFrom<typeof otpCountdownMachine> | undefined;
  canResend: boolean;
  canEmailResend: boolean;
  onDigit: (index: number, value: string) => void;
  onPaste: (text: string) => void;
  onResend: () => void;
  onEmailResend: () => void;
  onChangeNumber: () => void;
  Heading: 'h1' | 'h2';
}

/** The seconds left at the countdown's last milestone, for a screen reader (null until the first). */
function useLastMilestone(secondsLeft: number, silent: boolean): number | null {
  const previous = useRef<number | null>(null);
  const [milestone, setMilestone] = useState<number | null>(null);
  useEffect(() => {
    if (!silent && passedMilestone(previous.current, secondsLeft)) setMilestone(secondsLeft);
    previous.current = secondsLeft;
  }, [secondsLeft, silent]);
  return milestone;
}

function Countdown({ actor, silent }: { actor: ActorRefFrom<typeof otpCountdownMachine>; silent: boolean }) {
  const { i18n, t } = useLingui();
  const secondsLeft = useSelector(actor, (snapshot) => snapshot.context.secondsLeft);
  const milestone = useLastMilestone(secondsLeft, silent);
  const duration = milestone ? spokenDuration(i18n, milestone) : '';
  const announcement =
    milestone === null
      ? ''
      : milestone === 0
        ? t({ comment: 'RESEND CODE: the label of the button below', message: 'The code has expired. Use RESEND CODE to get a new one.' })
        : t`${duration} left to enter the code.`;
  return (
    <>
      <p className="otp-countdown">
        <span className="visually-hidden">
          <Trans>Time left for this code:</Trans>{' '}
        </span>
        <span role="timer" aria-live="off">
          {formatCountdown(secondsLeft)}
        </span>
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}

/** Stage 3: the six-digit code, where it went, its countdown and the ways to get a new one or change the number. */
export function ConfirmationStage(props: ConfirmationStageProps) {
  const { Heading, channel } = props;
  const { shown, spoken } = props.destination;
  return (
    <section className="vote-stage vote-stage--narrow" aria-labelledby="vote-otp-title">
      <Heading id="vote-otp-title" className="section-title">
        <Trans>CONFIRMATION CODE</Trans>
      </Heading>
      <p id="vote-otp-sent" className="vote-stage__lead">
        <Trans>
          We sent a 6-digit code by <Select value={channel} _whatsapp="WhatsApp" other="e-mail" /> to{' '}
          <strong>
            <span aria-hidden="true">{shown}</span>
            <span className="visually-hidden">{spoken}</span>
          </strong>
          . Enter it below to confirm your vote.
        </Trans>
      </p>
      <OtpInput
        digits={props.digits}
        disabled={props.inputDisabled}
        onDigit={props.onDigit}
        onPaste={props.onPaste}
        sentId="vote-otp-sent"
      />
      {props.countdown ? <Countdown actor={props.countdown} silent={props.locked} /> : null}
      <div className="otp-actions">
        <button type="button" className="button" disabled={!props.canResend} onClick={props.onResend}>
          <Trans>RESEND CODE</Trans>
        </button>
        <button
          type="button"
          className="link-button"
          aria-disabled={!props.canEmailResend}
          onClick={() => props.canEmailResend && props.onEmailResend()}
        >
          <Trans>Send the code to my e-mail instead</Trans>
        </button>
        <button type="button" className="link-button" onClick={props.onChangeNumber}>
          <Trans>Change number</Trans>
        </button>
      </div>
    </section>
  );
}
