import { z } from 'zod';
import { onboardingOptions } from './onboarding';

export const profilePreferencesSchema = z.object({
  theme: z.string().max(60),
  notifications: z.object({
    email: z.boolean(),
    app: z.boolean(),
    tournaments: z.boolean(),
    updates: z.boolean(),
  }),
  defaultModelType: z.enum(['standard', 'gemini']),
});

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  displayName: z.string().nullable(),
  bio: z.string().nullable(),
  avatarUrl: z.string(),
  hasUploadedAvatar: z.boolean(),
  skillLevel: z.string(),
  gamingExperienceLevel: z.string().nullable(),
  preferredPlayStyle: z.string().nullable(),
  preferredFactions: z.array(z.string()),
  preferences: profilePreferencesSchema,
  statistics: z.object({
    totalAnalyses: z.number().int(),
    totalCoachingSessions: z.number().int(),
    totalRosters: z.number().int(),
    gamesPlayed: z.number().int(),
  }),
  createdAt: z.string(),
  lastActive: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

const USERNAME = /^[a-zA-Z0-9_.]{3,30}$/;

export const profileUpdateSchema = z
  .object({
    username: z.string().trim().regex(USERNAME, 'Use 3–30 letters, digits, dots or underscores.'),
    displayName: z.string().trim().max(60, 'Display names are at most 60 characters.').nullable(),
    bio: z.string().trim().max(500, 'Bios are at most 500 characters.').nullable(),
    gamingExperienceLevel: z.enum(onboardingOptions.gamingExperienceLevel).nullable(),
    preferredPlayStyle: z.enum(onboardingOptions.preferredPlayStyle).nullable(),
    preferredFactions: z
      .array(z.enum(onboardingOptions.preferredFactions))
      .max(onboardingOptions.preferredFactions.length),
    preferences: profilePreferencesSchema,
  })
  .partial();

export const avatarReplySchema = z.object({ avatarUrl: z.string() });
