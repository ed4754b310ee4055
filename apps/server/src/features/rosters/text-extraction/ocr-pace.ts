/**
 * How long OCR takes per megapixel on this worker, learned from the images it has read: the
 * time an image will take is predicted before it starts, so one that cannot finish within an
 * import's deadline is refused at once instead of holding a worker until the deadline kills it
 * (and the players queued behind it wait). The pace follows the machine: under load it slows,
 * and the largest screenshots are refused until it recovers.
 */
export class OcrPace {
  private msPerMegapixel: number;

  constructor(
    /** The pace before any image has been read (measured on the reference machine, see the docs). */
    startMsPerMegapixel: number,
    /** How much each new image moves the estimate (an exponentially weighted average). */
    private readonly weight = 0.3,
  ) {
    this.msPerMegapixel = startMsPerMegapixel;
  }

  /** Milliseconds an image of this many pixels is expected to take. */
  predict(pixels: number): number {
    return (pixels / 1_000_000) * this.msPerMegapixel;
  }

  /** Learns from an image read in `elapsedMs`; tiny images say little about the pace and are skipped. */
  record(pixels: number, elapsedMs: number): void {
    if (pixels < 250_000 || !Number.isFinite(elapsedMs) || elapsedMs <= 0) return;
    const observed = elapsedMs / (pixels / 1_000_000);
    this.msPerMegapixel = this.weight * observed + (1 - this.weight) * this.msPerMegapixel;
  }

  get pace(): number {
    return this.msPerMegapixel;
  }
}
