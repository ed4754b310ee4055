/** Spec 000 §9 error-tracking constants. */
export const errorTrackingConfig = {
  historySize: 50,
  storedErrors: 100,
  reportingBatchSize: 10,
  samplingRate: 1,
  flushIntervalMs: 30_000,
  reportIntervalMs: 60_000,
  reportingEndpoint: '/api/errors',
  timeframesMs: { minute: 60_000, hour: 3_600_000, day: 86_400_000 },
} as const;
