/** Screens whose feature is still being built, with what each will do when it lands. */
export type UpcomingFeature = { title: string; feature: string; promise: string[] };

export const upcomingFeatures = {
  mobile: {
    title: 'Mobile Companion',
    feature: 'Mobile companion',
    promise: ['Your pairing, table and round timer on your phone', 'Report results between games'],
  },
} satisfies Record<string, UpcomingFeature>;

export type UpcomingFeatureKey = keyof typeof upcomingFeatures;
