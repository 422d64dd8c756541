// @vitest-environment node
/** The bench's CPU slowdown from the host's benchmarkIndex (tools/cpu-calibration.mjs). */
import { describe, expect, it } from 'vitest';
import { calibrationMoved, hostBenchmarkIndex, ranAtTheCalibratedSpeed, slowdownFor } from '../../tools/cpu-calibration.mjs';

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

  it('calls the calibration moved when a page had as many runs set aside as it keeps, all on one side of it', () => {
    // The bench of 2026-11-30, 17:45: calibrated at 2,055 in a busy moment, the host then ran at 2,673–2,869.
    expect(calibrationMoved([2855, 2673, 2782], 2055, 3)).toBe(true);
    expect(calibrationMoved([1601, 1962, 2287], 2848, 3)).toBe(true);
    expect(calibrationMoved([2855, 2673], 2055, 3)).toBe(false);
    expect(calibrationMoved([1601, 3300, 1700], 2676, 3)).toBe(false);
    expect(calibrationMoved([], 2676, 3)).toBe(false);
  });
});
