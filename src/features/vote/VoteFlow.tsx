import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useActor } from '@xstate/react';
import { useSearchParams } from 'wouter';
import type { NomineeCard as Nominee } from '#src/domain/types';
import { normalOrder } from '#src/domain/ordering';
import { filterValues, filtersFromParams, NO_FILTERS, type VenueFilters } from './venue-search';
import { invalidFields, maskedEmail, maskedPhone } from '#src/domain/vote-form';
import { voteMachine, type VoteOutcome } from '#machines/vote.machine';
import { siteClock } from '#machines/site-clock';
import { loadVoteFlow, saveVoteFlow, type FlowStorage } from '#machines/vote.persistence';
import { machineInspector } from '#machines/inspector';
import { useHydrated } from '#src/stores/data-store';
import { VOTE_SCREEN_PARAMS, withVoteScreenValues } from '#src/routes';
import { NomineePicker } from './NomineePicker';
import { VoterDetailsForm } from './VoterDetailsForm';
import { ConfirmationStage } from './ConfirmationStage';
import { ThankYouReceipt } from './ThankYouReceipt';
import { ProposalPrompt } from './ProposalPrompt';
import { scrollSmoothly } from '#src/components/scroll';
import './vote.css';

/** The vote machine with the page it scrolls. */
export const voteFlowMachine = voteMachine.provide({ actions: { scrollToTop: () => scrollSmoothly(0) } });

/** What assistive technology hears about each outcome (docs/requirements.md#errors: nothing is shown). */
const OUTCOME_ANNOUNCEMENTS: Record<VoteOutcome, MessageDescriptor | null> = {
  none: null,
  formInvalid: msg`Please check the highlighted fields.`,
  codeRefused: msg`No code could be sent. Please check your details.`,
  codeRequestFailed: msg`No code could be sent. Please try again.`,
  codeRejected: msg`The code was not accepted. The boxes are cleared; enter the code again.`,
  checkFailed: msg`The code could not be checked. The boxes are cleared; enter the code again.`,
  locked: msg`Code entry is locked for this number.`,
  resentByWhatsApp: msg`A new code was sent by WhatsApp.`,
  resentByEmail: msg`A new code was sent by e-mail.`,
};

/** This tab's sessionStorage, or null where the browser refuses it (the flow then lives in memory only). */
function tabStorage(): FlowStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

interface VoteFlowProps {
  nominees: readonly Nominee[];
  /** 1 on the vote screen; 2 where the page has its own h1 (the section winners). */
  headingLevel?: 1 | 2;
}

/**
 * The whole vote flow over one machine: the view renders the state and sends
 * events; every rule lives in machines/vote.machine.ts and src/domain/vote-form.ts.
 * The flow is restored from this tab's session when the visitor comes back
 * (machines/vote.persistence.ts), and only then: while a page is built or
 * hydrated, the flow is a new one, as the HTML has it; once the page has
 * hydrated, the flow starts again from what the session kept. So a restored
 * stage never meets the HTML, however a page mounts the flow.
 */
export function VoteFlow(props: VoteFlowProps) {
  const hydrated = useHydrated();
  return <VoteFlowMachine key={hydrated ? 'restored' : 'as-built'} {...props} restore={hydrated} />;
}

function VoteFlowMachine({ nominees, headingLevel = 1, restore }: VoteFlowProps & { restore: boolean }) {
  const { i18n } = useLingui();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const [restored] = useState(() => {
    const storage = restore ? tabStorage() : null;
    return storage ? loadVoteFlow(storage) : undefined;
  });
  // Simulator builds publish the flow to the machine charts page; live builds drop this.
  const [snapshot, send, actorRef] = useActor(voteFlowMachine, {
    snapshot: restored,
    clock: siteClock,
    ...(__SIMULATOR__ ? { inspect: machineInspector() } : {}),
  });
  const ordered = useMemo(() => normalOrder(nominees), [nominees]);
  const { context } = snapshot;
  const announcement = OUTCOME_ANNOUNCEMENTS[context.outcome];
  const nameOf = (id: string | null) => nominees.find((nominee) => nominee._id === id)?.name ?? '';

  useEffect(() => {
    // The flow as built is replaced as soon as the page has hydrated: only the restored one keeps the session.
    const storage = restore ? tabStorage() : null;
    const subscription = storage ? actorRef.subscribe(() => saveVoteFlow(storage, actorRef)) : null;
    // XState restores no timers, and a frozen or hidden tab's timers run late: re-arm them from the deadlines.
    const resume = () => {
      if (document.visibilityState === 'visible') actorRef.send({ type: 'flow.resumed' });
    };
    if (restored) resume();
    // Back from another app, a frozen tab woken up, a page shown again from the back/forward cache.
    document.addEventListener('visibilitychange', resume);
    document.addEventListener('resume', resume);
    window.addEventListener('pageshow', resume);
    return () => {
      subscription?.unsubscribe();
      document.removeEventListener('visibilitychange', resume);
      document.removeEventListener('resume', resume);
      window.removeEventListener('pageshow', resume);
    };
  }, [actorRef, restored, restore]);

  // "Vote for …" (docs/decisions/021): the link's venue goes to the machine, which decides what it
  // changes; then it leaves the address, so a reload does not choose it again. Read once the page
  // has hydrated (the built shell knows no query), and after the effect above, so the session keeps it.
  const [params, setParams] = useSearchParams();
  const venueSlug = restore ? params.get(VOTE_SCREEN_PARAMS.venue) : null;
  const [linkedSlug, setLinkedSlug] = useState<string | null>(null);
  if (venueSlug !== null && venueSlug !== linkedSlug) setLinkedSlug(venueSlug);
  const linked = nominees.find((nominee) => nominee.slug === linkedSlug) ?? null;
  useEffect(() => {
    if (venueSlug === null) return;
    const venue = nominees.find((nominee) => nominee.slug === venueSlug);
    if (venue) actorRef.send({ type: 'nominee.preselected', id: venue._id });
    setParams((current) => withVoteScreenValues(current, { venue: null }), { replace: true });
  }, [venueSlug, nominees, actorRef, setParams]);

  // The list's filters live in the address: reload, back/forward and a shared link keep them.
  const filters = useMemo(() => (restore ? filtersFromParams(params) : NO_FILTERS), [params, restore]);
  // Onto the address as it is now, not as this render saw it: a write after another in the same moment keeps both.
  const changeFilters = useCallback(
    (change: Partial<VenueFilters>) =>
      setParams(() => withVoteScreenValues(window.location.search, filterValues(change)), { replace: true }),
    [setParams],
  );
  const toggle = useCallback((id: string) => send({ type: 'nominee.toggled', id }), [send]);

  const stage = snapshot.matches('selecting')
    ? 'selecting'
    : snapshot.matches('form')
      ? 'form'
      : snapshot.matches('otp')
        ? 'otp'
        : 'thankYou';

  // Each stage replaces the last: move focus to its heading so screen readers follow
  // (the code stage focuses its first box itself). So does an answer to a "Vote for …" question,
  // whose buttons leave the page. Before the stage is painted: a press into its first field
  // never comes before this move and loses its focus.
  const proposing = context.proposed !== null && (stage === 'form' || stage === 'otp');
  const wasProposing = useRef(false);
  useLayoutEffect(() => {
    const answered = wasProposing.current && !proposing;
    wasProposing.current = proposing;
    if (proposing) return;
    const heading = { selecting: answered ? 'vote-picker-title' : null, form: 'vote-form-title', otp: null, thankYou: 'vote-thanks-title' }[
      stage
    ];
    if (heading) document.getElementById(heading)?.focus({ preventScroll: true });
  }, [stage, proposing]);

  return (
    <div className="vote-flow">
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement ? i18n._(announcement) : null}
      </p>
      {proposing ? (
        <ProposalPrompt
          name={nameOf(context.proposed)}
          chosen={context.selected.map(nameOf)}
          canAccept={snapshot.can({ type: 'preselection.accepted' })}
          onAccept={() => send({ type: 'preselection.accepted' })}
          onDecline={() => send({ type: 'preselection.declined' })}
          Heading={Heading === 'h1' ? 'h2' : 'h3'}
        />
      ) : null}
      {stage === 'selecting' ? (
        <NomineePicker
          linkedName={linked && context.selected.includes(linked._id) ? linked.name : null}
          nominees={ordered}
          selected={context.selected}
          filters={filters}
          onFiltersChange={changeFilters}
          onToggle={toggle}
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
          channel={context.codeChannel}
          destination={context.codeChannel === 'email' ? maskedEmail(i18n, context.form.email) : maskedPhone(i18n, context.form)}
          digits={context.digits}
          inputDisabled={!snapshot.matches({ otp: { code: 'entering' } })}
          locked={snapshot.matches({ otp: { code: 'locked' } })}
          countdown={snapshot.children.countdown}
          canResend={snapshot.can({ type: 'otp.resendRequested' })}
          canEmailResend={snapshot.can({ type: 'otp.emailResendRequested' })}
          onDigit={(index, value) => send({ type: 'otp.digitEntered', index, value })}
          onPaste={(text) => send({ type: 'otp.pasted', text })}
          onResend={() => send({ type: 'otp.resendRequested' })}
          onEmailResend={() => send({ type: 'otp.emailResendRequested' })}
          onChangeNumber={() => send({ type: 'otp.numberChangeRequested' })}
          Heading={Heading}
        />
      ) : null}
      {stage === 'thankYou' ? (
        <ThankYouReceipt
          prizeCode={context.prizeCode}
          nominees={context.votedFor
            .flatMap((id) => nominees.find((nominee) => nominee._id === id) ?? [])
            .map(({ _id, name, slug }) => ({ id: _id, name, slug }))}
          proposedName={nameOf(context.proposed)}
          onStartOver={() => send({ type: 'flow.restarted' })}
          Heading={Heading}
        />
      ) : null}
    </div>
  );
}
