// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { startGroup, stop } from '../../tools/process-groups.mjs';

/**
 * A shell script in a process group of its own, stopped with SIGINT within a short grace period;
 * resolves once the script says `ready` (its traps set, its children started).
 */
async function started(script: string) {
  const child = startGroup('sh', ['-c', script], { stdio: ['ignore', 'pipe', 'ignore'] }, { stopSignal: 'SIGINT', graceMs: 1_000 });
  await new Promise<void>((resolve) =>
    child.process.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve()),
  );
  return child;
}

describe('stopping a process group with its stop signal', () => {
  it('says the signal ended a child that ends on it', async () => {
    const child = await started('echo ready; exec sleep 30');
    expect(await stop(child, { wholeGroup: true })).toBe(true);
  });

  it('says it did not when the child ignores it, and ends the child anyway', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const child = await started('trap "" INT; echo ready; sleep 30');
    expect(await stop(child)).toBe(false);
    expect(child.process.exitCode ?? child.process.signalCode).not.toBeNull();
    vi.restoreAllMocks();
  });

  it('with the whole group asked for, says it did not when the leader ends but one of its processes stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const script = 'trap "exit 0" INT; (trap "" INT; echo ready; sleep 30) & wait';
    const lingering = await started(script);
    expect(await stop(lingering, { wholeGroup: true })).toBe(false);
    // Without it, the leader's own end is what counts, and the rest is killed at once.
    const leaderOnly = await started(script);
    expect(await stop(leaderOnly)).toBe(true);
    vi.restoreAllMocks();
  });

  it('says no signal ended a child that had exited already', async () => {
    const child = startGroup('sh', ['-c', 'exit 0'], { stdio: 'ignore' });
    await child.exited;
    expect(await stop(child)).toBe(false);
  });
});
