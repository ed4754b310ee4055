/** Caps that bound time and memory for any input, however hostile. */
export const importLimits = {
  /** Per uploaded or pasted file (spec: 5 MiB). */
  maxFileBytes: 5 * 1024 * 1024,
  /**
   * Total bytes inflated from one .rosz, counted as they are produced (headers are not trusted).
   * The largest real rosters are a few hundred KiB; what an archive holds may be a little larger
   * than a plain upload, no more, as it is held in memory while it is read.
   */
  maxInflatedBytes: 8 * 1024 * 1024,
  /** Entries in one .rosz; real ones hold a single .ros. */
  maxArchiveEntries: 16,
  /** Element nesting in XML; BattleScribe rosters stay well under 40. */
  maxXmlDepth: 128,
  /**
   * `<selection>` elements in one XML roster (units, models and their upgrades). The largest real
   * rosters hold a few hundred; 45,000 took seconds to read and far more to resolve and answer.
   */
  maxXmlSelections: 5_000,
  /**
   * Character and entity references (`&#65;`, `&amp;`) in one XML roster. Real ones hold a few
   * hundred; each one costs the parser far more memory than its bytes (900k took 249 MiB).
   */
  maxXmlReferences: 50_000,
  /** Units in one roster, whatever its format; a 2,000-point army has a few dozen. */
  maxUnits: 1_000,
} as const;
