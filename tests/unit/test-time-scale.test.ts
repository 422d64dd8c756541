// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { measureTimeScale, REFERENCE_WORKLOAD_MS } from '../../tools/test-time-scale.mjs';

describe('the time-out scale of a machine (docs/decisions/033)', () => {
  it('gives the development machine twice its limits, for a crowded run', () => {
    expect(measureTimeScale({ ms: REFERENCE_WORKLOAD_MS, cores: 2 }).scale).toBe(2);
    // A faster machine keeps the development machine's limits: they are floors.
    expect(measureTimeScale({ ms: REFERENCE_WORKLOAD_MS / 2, cores: 8 }).scale).toBe(2);
  });

  it('grows with a slower core and with fewer cores, up to 8', () => {
    expect(measureTimeScale({ ms: REFERENCE_WORKLOAD_MS * 1.6, cores: 2 }).scale).toBe(3.2);
    expect(measureTimeScale({ ms: REFERENCE_WORKLOAD_MS, cores: 1 }).scale).toBe(4);
    expect(measureTimeScale({ ms: REFERENCE_WORKLOAD_MS * 3, cores: 1 }).scale).toBe(8);
  });
});
