// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { createSkippableClock } from '../../../mocks/simulated-clock';
import { createInbox } from '../../../mocks/inbox';
import { formatTime, SimulatorPanel } from '../../../mocks/panel/SimulatorPanel';
import { SCENARIOS } from '../../../mocks/scenarios';
import { createMemoryStore } from '../../../mocks/key-value-store';

afterEach(cleanup);

function setup(overrides: Partial<Parameters<typeof SimulatorPanel>[0]> = {}) {
  const inbox = createInbox();
  const onScenarioChange = vi.fn();
  const onReset = vi.fn();
  const base = new SimulatedClock();
  base.set(START);
  const clock = createSkippableClock({ store: createMemoryStore(), base });
  render(
    <SimulatorPanel
      inbox={inbox}
      clock={clock}
      liveCodeExpiry={() => null}
      scenario="default"
      scenarios={SCENARIOS}
      onScenarioChange={onScenarioChange}
      onReset={onReset}
      {...overrides}
    />,
  );
  return { inbox, clock, base, onScenarioChange, onReset, user: userEvent.setup() };
}

const START = new Date(2026, 0, 10, 9, 5, 7).getTime();

describe('SimulatorPanel', () => {
  it('is a collapsed region with a message count by default', () => {
    setup();
    const region = screen.getByRole('region', { name: 'Simulator inbox' });
    const toggle = within(region).getByRole('button', { name: 'Simulator (0 messages)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('combobox', { name: 'Scenario' })).toBeNull();
  });

  it('lists messages newest first when opened', async () => {
    const { inbox, user } = setup();
    const t = START;
    act(() => {
      inbox.add({ channel: 'WhatsApp', recipient: '628123456789', code: '012345', sentAt: t - 1000 });
      inbox.add({ channel: 'E-mail', recipient: 'ayu@example.com', code: '987654', sentAt: t });
    });
    const toggle = screen.getByRole('button', { name: 'Simulator (2 messages)' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('E-mail');
    expect(items[0]?.textContent).toContain('ayu@example.com');
    expect(items[0]?.textContent).toContain('987654');
    expect(items[0]?.textContent).toContain('09:05:07');
    expect(items[1]?.textContent).toContain('WhatsApp');
    expect(items[1]?.textContent).toContain('012345');
    expect(formatTime(t)).toBe('09:05:07');
  });

  it('switches scenario and resets', async () => {
    const { onScenarioChange, onReset, user } = setup();
    await user.click(screen.getByRole('button', { name: /Simulator/ }));
    const select = screen.getByRole('combobox', { name: 'Scenario' });
    expect((select as HTMLSelectElement).value).toBe('default');
    await user.selectOptions(select, 'otp-locked');
    expect(onScenarioChange).toHaveBeenCalledWith('otp-locked');
    await user.click(screen.getByRole('button', { name: 'Reset simulator' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('closes with Escape and returns focus to the toggle', async () => {
    const { user } = setup();
    await user.keyboard('{Tab}');
    const toggle = screen.getByRole('button', { name: /Simulator/ });
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Tab}');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Scenario' }));
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('skips time and says how far ahead the clock runs', async () => {
    const { clock, user } = setup();
    await user.click(screen.getByRole('button', { name: /Simulator/ }));
    const controls = screen.getByRole('group', { name: /Clock/ });
    expect(controls.textContent).toContain('+0 s ahead of real time');
    await user.click(within(controls).getByRole('button', { name: 'Skip 10 seconds' }));
    await user.click(within(controls).getByRole('button', { name: 'Skip 1 minute' }));
    await user.click(within(controls).getByRole('button', { name: 'Skip 4 minutes' }));
    expect(clock.offset()).toBe(310_000);
    expect(controls.textContent).toContain('+5 min 10 s ahead of real time');
    expect(within(controls).getByRole('status').textContent).toBe('Skipped 4 minutes.');
  });

  it('Expire code skips to the expiry of the last code sent, or says there is none', async () => {
    const expiry = { at: null as number | null };
    const { clock, user } = setup({ liveCodeExpiry: () => expiry.at });
    await user.click(screen.getByRole('button', { name: /Simulator/ }));
    const controls = screen.getByRole('group', { name: /Clock/ });
    await user.click(within(controls).getByRole('button', { name: 'Expire code' }));
    expect(clock.offset()).toBe(0);
    expect(within(controls).getByRole('status').textContent).toBe('No code is waiting: nothing to expire.');
    expiry.at = START + 150_000;
    await user.click(within(controls).getByRole('button', { name: 'Expire code' }));
    expect(clock.now()).toBe(START + 150_000);
    expect(within(controls).getByRole('status').textContent).toBe('The last code sent has expired.');
  });

  it('shows a code only once its message has arrived: never for an undelivered one, after the delay for a late one', async () => {
    const { inbox, clock, user } = setup();
    act(() => {
      inbox.add({ channel: 'WhatsApp', recipient: '628123456789', code: '111111', sentAt: START, arrivesAt: null });
      inbox.add({ channel: 'E-mail', recipient: 'ayu@example.com', code: '222222', sentAt: START, arrivesAt: START + 30_000 });
    });
    await user.click(screen.getByRole('button', { name: /Simulator/ }));
    const [email, whatsapp] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(whatsapp?.textContent).toContain('Not delivered');
    expect(whatsapp?.textContent).not.toContain('111111');
    expect(email?.textContent).toContain('On its way: arrives at 09:05:37');
    expect(email?.textContent).not.toContain('222222');
    act(() => clock.skip(30_000));
    expect(email?.textContent).toContain('222222');
    expect(whatsapp?.textContent).not.toContain('111111');
    expect(screen.getByText('New E-mail message in the simulator inbox')).toBeTruthy();
  });
});
