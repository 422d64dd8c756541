import { useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatCountdown, type otpCountdownMachine } from '../../../machines/otp-countdown.machine';
import type { CodeChannel } from '../../../machines/vote.machine';
import { passedMilestone, spokenDuration } from './countdown-milestones';
import type { MaskedDestination } from '../../lib/vote-form';
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

/** What a screen reader last heard of the countdown: updated at its milestones only. */
function useMilestoneAnnouncement(secondsLeft: number, silent: boolean): string {
  const previous = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!silent && passedMilestone(previous.current, secondsLeft)) {
      setAnnouncement(
        secondsLeft === 0
          ? 'The code has expired. Use RESEND CODE to get a new one.'
          : `${spokenDuration(secondsLeft)} left to enter the code.`,
      );
    }
    previous.current = secondsLeft;
  }, [secondsLeft, silent]);
  return announcement;
}

function Countdown({ actor, silent }: { actor: ActorRefFrom<typeof otpCountdownMachine>; silent: boolean }) {
  const secondsLeft = useSelector(actor, (snapshot) => snapshot.context.secondsLeft);
  const announcement = useMilestoneAnnouncement(secondsLeft, silent);
  return (
    <>
      <p className="otp-countdown">
        <span className="visually-hidden">Time left for this code: </span>
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

const CHANNEL_NAMES: Record<CodeChannel, string> = { whatsapp: 'WhatsApp', email: 'e-mail' };

/** Stage 3: the six-digit code, where it went, its countdown and the ways to get a new one or change the number. */
export function ConfirmationStage(props: ConfirmationStageProps) {
  const { Heading, destination } = props;
  return (
    <section className="vote-stage vote-stage--narrow" aria-labelledby="vote-otp-title">
      <Heading id="vote-otp-title" className="section-title">
        CONFIRMATION CODE
      </Heading>
      <p id="vote-otp-sent" className="vote-stage__lead">
        We sent a 6-digit code by {CHANNEL_NAMES[props.channel]} to{' '}
        <strong>
          <span aria-hidden="true">{destination.shown}</span>
          <span className="visually-hidden">{destination.spoken}</span>
        </strong>
        . Enter it below to confirm your vote.
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
          RESEND CODE
        </button>
        <button
          type="button"
          className="link-button"
          aria-disabled={!props.canEmailResend}
          onClick={() => props.canEmailResend && props.onEmailResend()}
        >
          Send the code to my e-mail instead
        </button>
        <button type="button" className="link-button" onClick={props.onChangeNumber}>
          Change number
        </button>
      </div>
    </section>
  );
}
