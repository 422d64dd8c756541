/**
 * How a QA tester reaches each state of the vote flow in a simulator build, keyed by
 * state node id: the scenario to choose (`?scenario=NAME` or the Simulator panel's
 * Scenario select) and the steps, in the words of the screen. Each row follows the
 * path computed for that state (src/features/devtools/vote-paths.ts); tests/unit/vote-paths.test.ts
 * fails when a state has no row or a row has no state.
 *
 * src/ never imports the simulator, so the scenario names are written out here;
 * the test checks each against mocks/scenarios.ts.
 */

export interface PathGuide {
  /** A scenario of the simulator (mocks/scenarios.ts). */
  scenario: string;
  steps: readonly string[];
}

const INBOX = "the Simulator panel's inbox (the “Simulator (n messages)” pill, bottom right)";
const EMAIL_LINK = '“Send the code to my e-mail instead”';

/** From the start to the open form, SUBMIT VOTE. */
const TO_FORM = ['Open the vote screen.', 'Choose a venue and press VOTE NOW.'] as const;
const SUBMIT = 'Fill in Full Name, E-mail and Mobile Number, then press SUBMIT.';
/** From the start to the CONFIRMATION CODE screen, the first code sent by WhatsApp. */
const TO_CODE = [...TO_FORM, SUBMIT] as const;
const PASTE_CODE = `Copy the code from ${INBOX} and paste it into the six boxes.`;

export const VOTE_PATH_GUIDE: Readonly<Record<string, PathGuide>> = {
  'vote.selecting': {
    scenario: 'default',
    steps: ['Open the vote screen.', 'The venues are listed, none chosen: “No venue chosen yet”.'],
  },
  'vote.form.editing': {
    scenario: 'default',
    steps: [...TO_FORM, 'SUBMIT VOTE opens with its fields empty.'],
  },
  'vote.form.submitting': {
    scenario: 'submit-stalled',
    steps: [...TO_FORM, SUBMIT, 'The fields stay disabled while the answer is awaited, 30 s at most.'],
  },
  'vote.otp.code.entering': {
    scenario: 'default',
    steps: [...TO_CODE, 'CONFIRMATION CODE opens: the six boxes take digits, the countdown runs from 03 : 00.'],
  },
  'vote.otp.code.checking': {
    scenario: 'otp-stalled',
    steps: [...TO_CODE, PASTE_CODE, 'The boxes stay disabled while the check is awaited, 30 s at most.'],
  },
  'vote.otp.code.locked': {
    scenario: 'otp-locked',
    steps: [
      ...TO_CODE,
      'Paste or type any six digits into the boxes.',
      'The boxes are cleared and stay disabled; the countdown shows 00 : 00.',
    ],
  },
  'vote.otp.whatsapp.ready': {
    scenario: 'default',
    steps: [...TO_CODE, `The code arrives by WhatsApp in ${INBOX}; RESEND CODE is enabled.`],
  },
  'vote.otp.whatsapp.requesting': {
    scenario: 'slow',
    steps: [...TO_CODE, 'Press RESEND CODE.', 'The new code is awaited for 1.5 s: it then arrives by WhatsApp.'],
  },
  'vote.otp.whatsapp.coolingDown': {
    scenario: 'default',
    steps: [
      ...TO_CODE,
      'Press RESEND CODE: a new code arrives by WhatsApp and the countdown starts again.',
      'RESEND CODE stays disabled; in the Simulator panel, “Skip 4 minutes” enables it again.',
    ],
  },
  'vote.otp.email.waiting': {
    scenario: 'default',
    steps: [...TO_CODE, `The link ${EMAIL_LINK} is disabled for 10 seconds.`],
  },
  'vote.otp.email.available': {
    scenario: 'whatsapp-undelivered',
    steps: [
      ...TO_CODE,
      'Open the Simulator panel: the WhatsApp code shows “Not delivered”. Press “Skip 10 seconds”.',
      `The link ${EMAIL_LINK} is enabled.`,
    ],
  },
  'vote.otp.email.requesting': {
    scenario: 'slow',
    steps: [
      ...TO_CODE,
      `Wait 10 seconds, then press ${EMAIL_LINK}.`,
      'The link and RESEND CODE are disabled; the code is awaited for 1.5 s.',
    ],
  },
  'vote.otp.email.used': {
    scenario: 'email-delayed',
    steps: [
      ...TO_CODE,
      `Wait 10 seconds, then press ${EMAIL_LINK}: the link and RESEND CODE are disabled.`,
      'CONFIRMATION CODE now names your e-mail address; in the inbox the e-mail is “On its way”.',
      'In the Simulator panel, press “Skip 1 minute”: the code arrives by E-mail.',
    ],
  },
  'vote.thankYou': {
    scenario: 'default',
    steps: [
      ...TO_CODE,
      PASTE_CODE,
      'THANK YOU shows your unique code and the venue you voted for.',
      'On a phone (a browser that shares files), the venue’s “I voted for” card shows beside Share, and Share sends it with the venue’s “Vote for …” link; elsewhere Share offers the same link and words. The venue’s own kit: its nominee page, “Promote {name}”.',
    ],
  },
};

/** A way into the flow other than opening the vote screen: what the tester does, and the state it ends in. */
export interface EntryGuide extends PathGuide {
  title: string;
  /** The state node id the entry ends in (a row of the table above). */
  reaches: string;
}

const VOTE_FOR = 'Open a nominee’s page (from the section home) and press “Vote for {name}” under its name.';

/**
 * The "Vote for …" link of a nominee page (docs/decisions/021): the vote screen with that
 * venue chosen, or, over a flow kept from earlier, the receipt or a question first.
 */
export const VOTE_ENTRY_GUIDE: readonly EntryGuide[] = [
  {
    title: 'Vote for a venue, nothing kept',
    scenario: 'default',
    reaches: 'vote.selecting',
    steps: [VOTE_FOR, 'The vote screen opens with that venue alone chosen: “1 venue chosen”; VOTE NOW opens the form.'],
  },
  {
    title: 'Vote for a venue, a vote in progress',
    scenario: 'default',
    reaches: 'vote.form.editing',
    steps: [
      ...TO_FORM,
      VOTE_FOR,
      'SUBMIT VOTE stays, under the question “Vote for {name} instead?”: its first button goes back to the list with only that venue chosen (your details kept), the other keeps your vote.',
    ],
  },
  {
    title: 'Vote for a venue after THANK YOU',
    scenario: 'default',
    reaches: 'vote.thankYou',
    steps: [...TO_CODE, PASTE_CODE, VOTE_FOR, 'THANK YOU stays; “Start a new vote for {name}” starts with that venue chosen.'],
  },
];
