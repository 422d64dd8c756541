// @vitest-environment node
/** The bench's CPU slowdown from the host's benchmarkIndex (tools/cpu-calibration.mjs). */
import { describe, expect, it } from 'vitest';
import { hostBenchmarkIndex, ranAtTheCalibratedSpeed, slowdownFor } from '../../tools/cpu-calibration.mjs';

describe('CPU calibration', () => {
  it("follows Lighthouse's calculator: 1,300 → 3×, 1,533 → 4×, 2,000 → 6×", () => {
    expect(slowdownFor(1300).slowdown).toBe(3);
    expect(slowdownFor(1533).slowdown).toBe(4);
    expect(slowdownFor(2000).slowdown).toBe(6);
    expect(slowdownFor(1100).slowdown).toBe(2.1);
    expect(slowdownFor(1533).slowerThanThePhone).toBe(false);
  });

  it('never speeds a host up: below the phone it stays at 1× and says so', () => {
    expect(slowdownFor(700)).toEqual({ slowdown: 1, slowerThanThePhone: true });
    expect(slowdownFor(833).slowdown).toBe(1);
  });

  it("takes the median of Lighthouse's measures, each rounded", async () => {
    const measures = [1480.5, 1359, 1679.5];
    await expect(hostBenchmarkIndex(async () => measures.shift()!)).resolves.toEqual({ median: 1481, runs: [1481, 1359, 1680] });
  });

  it('keeps a run whose own index is within 15 % of the calibration, and no other', () => {
    expect(ranAtTheCalibratedSpeed(2676, 2676)).toBe(true);
    expect(ranAtTheCalibratedSpeed(2300, 2676)).toBe(true);
    expect(ranAtTheCalibratedSpeed(3070, 2676)).toBe(true);
    expect(ranAtTheCalibratedSpeed(1601, 2676)).toBe(false);
    expect(ranAtTheCalibratedSpeed(3100, 2676)).toBe(false);
  });
});
