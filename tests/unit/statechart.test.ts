// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MACHINE_CATALOG } from '../../machines/catalog';
import { voteMachine } from '../../machines/vote.machine';
import { chartModel, eventTypes, stateIds } from '../../src/features/devtools/statechart/model';
import { layoutChart } from '../../src/features/devtools/statechart/layout';
import { renderChartSvg } from '../../src/features/devtools/statechart/svg';
import { getStateNodes } from '@xstate/graph';

describe('statechart model', () => {
  it('has every state node of the machine, with kinds and initial states', () => {
    const model = chartModel('vote', voteMachine);
    expect(stateIds(model).sort()).toEqual(
      getStateNodes(voteMachine.root)
        .map((node) => node.id)
        .concat('vote')
        .sort(),
    );
    expect(model.root.initial).toBe('vote.selecting');
    const otp = model.root.children.find((state) => state.key === 'otp');
    expect(otp?.kind).toBe('parallel');
    expect(otp?.invokes).toEqual(['otpCountdown']);
  });

  it('labels delayed transitions with their delays and keeps guards', () => {
    const labels = chartModel('vote', voteMachine).transitions.map(
      (transition) => `${transition.label}${transition.guard ? ` [${transition.guard}]` : ''}`,
    );
    // A delay read from a deadline in the context is named, not measured.
    expect(labels).toEqual(
      expect.arrayContaining([
        'after resendCooldown',
        'after emailResendDelay',
        'after 30 s',
        'after 100 ms',
        'form.opened [hasSelection]',
        'done: submitVotes [codeAccepted]',
        'error: checkOtp',
      ]),
    );
  });

  it('lists the events a sender can send', () => {
    expect(eventTypes(chartModel('vote', voteMachine))).toEqual([
      'areaCode.changed',
      'field.changed',
      'flow.restarted',
      'flow.resumed',
      'form.closed',
      'form.opened',
      'form.submitted',
      'nominee.preselected',
      'nominee.toggled',
      'otp.digitEntered',
      'otp.emailResendRequested',
      'otp.numberChangeRequested',
      'otp.pasted',
      'otp.resendRequested',
      'preselection.accepted',
      'preselection.declined',
      'whatsapp.cooldownStarted',
    ]);
  });
});

describe('committed charts', () => {
  for (const entry of MACHINE_CATALOG) {
    it(`docs/machines/${entry.id}.svg matches the ${entry.title} machine (run \`npm run charts\` after changing it)`, async () => {
      const svg = renderChartSvg(await layoutChart(chartModel(entry.id, entry.machine)), entry.title);
      expect(readFileSync(`docs/machines/${entry.id}.svg`, 'utf8')).toBe(svg);
    });
  }
});
