// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInbox } from '../../../mocks/inbox';
import { formatTime, SimulatorPanel } from '../../../mocks/panel/SimulatorPanel';
import { SCENARIOS } from '../../../mocks/scenarios';

afterEach(cleanup);

function setup(overrides: Partial<Parameters<typeof SimulatorPanel>[0]> = {}) {
  const inbox = createInbox();
  const onScenarioChange = vi.fn();
  const onReset = vi.fn();
  render(
    <SimulatorPanel
      inbox={inbox}
      scenario="default"
      scenarios={SCENARIOS}
      onScenarioChange={onScenarioChange}
      onReset={onReset}
      {...overrides}
    />,
  );
  return { inbox, onScenarioChange, onReset, user: userEvent.setup() };
}

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
    const t = new Date(2026, 0, 10, 9, 5, 7).getTime();
    act(() => {
      inbox.add({ channel: 'WhatsApp', recipient: '628123456789', code: '012345', sentAt: t });
      inbox.add({ channel: 'E-mail', recipient: 'ayu@example.com', code: '987654', sentAt: t + 1000 });
    });
    const toggle = screen.getByRole('button', { name: 'Simulator (2 messages)' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('E-mail');
    expect(items[0]?.textContent).toContain('ayu@example.com');
    expect(items[0]?.textContent).toContain('987654');
    expect(items[0]?.textContent).toContain('09:05:08');
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
});
