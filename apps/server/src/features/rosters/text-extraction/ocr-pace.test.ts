import { describe, expect, it } from 'vitest';
import { OcrPace } from './ocr-pace';

describe('OCR pace', () => {
  it('predicts from the starting pace, then follows what images actually took', () => {
    const pace = new OcrPace(1000, 0.5);
    expect(pace.predict(4_000_000)).toBe(4000);
    // A 2 MP image that took 6 s: 3000 ms/MP observed, halfway there with weight 0.5.
    pace.record(2_000_000, 6000);
    expect(pace.pace).toBe(2000);
    expect(pace.predict(10_000_000)).toBe(20_000);
  });

  it('ignores tiny images and nonsense timings', () => {
    const pace = new OcrPace(1000);
    pace.record(100_000, 50_000);
    pace.record(2_000_000, Number.NaN);
    pace.record(2_000_000, -1);
    expect(pace.pace).toBe(1000);
  });
});
