import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatCountdown, type otpCountdownMachine } from '../../../machines/otp-countdown.machine';
import { OtpInput } from './OtpInput';

interface ConfirmationStageProps {
  phone: string;
  digits: readonly string[];
  inputDisabled: boolean;
  countdown: ActorRefFrom<typeof otpCountdownMachine> | undefined;
  canResend: boolean;
  canEmailResend: boolean;
  onDigit: (index: number, value: string) => void;
  onPaste: (text: string) => void;
  onResend: () => void;
  onEmailResend: () => void;
  Heading: 'h1' | 'h2';
}

function Countdown({ actor }: { actor: ActorRefFrom<typeof otpCountdownMachine> }) {
  const secondsLeft = useSelector(actor, (snapshot) => snapshot.context.secondsLeft);
  return (
    <p className="otp-countdown">
      <span className="visually-hidden">Time left for this code: </span>
      <span role="timer" aria-live="off">
        {formatCountdown(secondsLeft)}
      </span>
    </p>
  );
}

/** Stage 3: the six-digit code sent by WhatsApp, its countdown and the two ways to get a new one. */
export function ConfirmationStage(props: ConfirmationStageProps) {
  const { Heading } = props;
  return (
    <section className="vote-stage vote-stage--narrow" aria-labelledby="vote-otp-title">
      <Heading id="vote-otp-title" className="section-title">
        CONFIRMATION CODE
      </Heading>
      <p className="vote-stage__lead">
        We sent a 6-digit code by WhatsApp to <strong>{props.phone}</strong>. Enter it below to confirm your vote.
      </p>
      <OtpInput digits={props.digits} disabled={props.inputDisabled} onDigit={props.onDigit} onPaste={props.onPaste} />
      {props.countdown ? <Countdown actor={props.countdown} /> : null}
      <div className="otp-actions">
        <button type="button" className="button" disabled={!props.canResend} onClick={props.onResend}>
          RESEND CODE
        </button>
        <button type="button" className="link-button" aria-disabled={!props.canEmailResend} onClick={() => props.canEmailResend && props.onEmailResend()}>
          Send the code to my e-mail instead
        </button>
      </div>
    </section>
  );
}

export function ThankYou({ prizeCode, Heading }: { prizeCode: string; Heading: 'h1' | 'h2' }) {
  return (
    <section className="vote-stage vote-stage--narrow vote-thanks" aria-labelledby="vote-thanks-title">
      <Heading id="vote-thanks-title" className="section-title" tabIndex={-1}>
        THANK YOU
      </Heading>
      <p>Your vote has been counted. Keep this unique code for a chance to win a special prize:</p>
      <p className="vote-thanks__code">{prizeCode}</p>
    </section>
  );
}
