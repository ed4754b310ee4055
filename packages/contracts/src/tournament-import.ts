import { z } from 'zod';

/**
 * Importing an event run on Best Coast Pairings: the files an organiser saved from BCP (its
 * players, pairings and army lists, as BCP's API returns them or as common exporters save them),
 * sent as text. Caps are stated so an organiser knows why a file is refused.
 */
export const BCP_IMPORT_MAX_FILES = 200;
export const BCP_IMPORT_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const BCP_IMPORT_MAX_TOTAL_BYTES = 24 * 1024 * 1024;
export const BCP_IMPORT_MAX_PLAYERS = 2000;
export const BCP_IMPORT_MAX_ROUNDS = 20;

export const bcpImportFileSchema = z.object({
  name: z.string().trim().min(1).max(255),
  text: z
    .string()
    .max(
      BCP_IMPORT_MAX_FILE_BYTES,
      `A file may hold at most ${BCP_IMPORT_MAX_FILE_BYTES / 1024 / 1024} MB; a BCP export of a 1,000-player event is far smaller.`,
    ),
});
export type BcpImportFile = z.infer<typeof bcpImportFileSchema>;

export const bcpImportRequestSchema = z.object({
  files: z
    .array(bcpImportFileSchema)
    .min(1, 'Choose the files you saved from Best Coast Pairings.')
    .max(BCP_IMPORT_MAX_FILES, `At most ${BCP_IMPORT_MAX_FILES} files at once.`),
  /** Check the files and say what would be imported, without importing. */
  dryRun: z.boolean().default(false),
});
export type BcpImportRequest = z.input<typeof bcpImportRequestSchema>;

/** What a file was read as. */
export const bcpFileKinds = ['players', 'pairings', 'army-lists'] as const;

export const bcpImportReplySchema = z.object({
  imported: z.boolean(),
  event: z.object({ name: z.string().nullable(), date: z.string().nullable() }),
  files: z.array(z.object({ name: z.string(), kind: z.enum(bcpFileKinds), records: z.number().int() })),
  players: z.number().int(),
  dropped: z.number().int(),
  rounds: z.number().int(),
  games: z.number().int(),
  /** Games of the latest round still without a result (a running event). */
  gamesWithoutResult: z.number().int(),
  lists: z.number().int(),
  /** What was imported with less than the files hold, or could not be linked, named. */
  warnings: z.array(z.string()),
});
export type BcpImportReply = z.infer<typeof bcpImportReplySchema>;
