import { activeEventSchema } from '@muster/contracts/tournament-rounds';
import { z } from 'zod';
import { errorCategories } from '../errors/app-error';
import { themePreferencesSchema, themeSchema } from '../themes/theme-schemas';
import { readItem, storageKeys } from './local-store';
import type { StartUpState } from './start-up-state';

const storedErrorSchema = z.array(
  z.object({
    id: z.string(),
    code: z.string(),
    message: z.string(),
    source: z.string(),
    timestamp: z.string(),
    data: z.record(z.string(), z.unknown()).optional(),
    isRecoverable: z.boolean(),
    severity: z.enum(['info', 'warning', 'error', 'critical', 'fatal']),
    category: z.enum(errorCategories),
  }),
);

/**
 * Reads and checks what start-up needs from this device (loaded by start-up-state.ts only when
 * something is stored). An item that no longer matches its schema (an older version's, or one
 * edited by hand) is dropped and read as absent.
 */
export function readStartUpState(): StartUpState {
  return {
    errorLog: readItem(storageKeys.errorLog, storedErrorSchema) ?? [],
    customThemes: readItem(storageKeys.customThemes, z.array(themeSchema)) ?? [],
    themePreferences: readItem(storageKeys.themePreferences, themePreferencesSchema),
    activeTournament: readItem(storageKeys.activeTournament, activeEventSchema),
  };
}
