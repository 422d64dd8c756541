// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fulfilled, tracked } from '../../src/lib/tracked-promise';

describe('a promise tracked for React’s use', () => {
  it('is pending, then carries its value once fulfilled, and is the same promise', async () => {
    let fulfil: (value: string) => void = () => {};
    const promise = new Promise<string>((resolve) => (fulfil = resolve));
    const marked = tracked(promise);
    expect(marked).toBe(promise);
    expect(marked.status).toBe('pending');
    fulfil('words');
    await expect(marked).resolves.toBe('words');
    expect(marked).toMatchObject({ status: 'fulfilled', value: 'words' });
  });

  it('carries its reason once rejected', async () => {
    const failure = new Error('no module');
    const marked = tracked(Promise.reject(failure));
    await expect(marked).rejects.toBe(failure);
    expect(marked).toMatchObject({ status: 'rejected', reason: failure });
  });

  it('is read at once when fulfilled already', async () => {
    const ready = fulfilled(42);
    expect(ready).toMatchObject({ status: 'fulfilled', value: 42 });
    await expect(ready).resolves.toBe(42);
  });
});
