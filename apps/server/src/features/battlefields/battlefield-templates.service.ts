import { classifyBattlefield } from '@muster/battlefield';
import type { BattlefieldTemplate, TemplateInput } from '@muster/contracts';
import { count, desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { isStaff } from '../../http/access-policy';
import { HttpError } from '../../http/error-handler';
import { tabletopCatalogue } from '../game-data/game-data-workers';
import { deletableTemplate, templateNotFound, visibleTemplates } from './battlefield-template.policy';
import { officialTemplates } from './battlefield-templates.seed-data';
import { battlefieldTemplates } from './battlefields.table';

type Reader = Pick<Database, 'select'>;
type TemplateRow = typeof battlefieldTemplates.$inferSelect;

const toTemplate = (row: TemplateRow, viewerId: string): BattlefieldTemplate => ({
  id: row.id,
  name: row.name,
  description: row.description,
  size: row.size,
  terrain: row.terrain,
  objectives: row.objectives,
  deploymentZones: row.deploymentZones,
  missionName: row.missionName,
  missionRules: row.missionRules,
  classification: classifyBattlefield(row),
  category: row.category as BattlefieldTemplate['category'],
  isOfficial: row.isOfficial,
  isOwner: row.userId === viewerId,
  createdAt: row.createdAt.toISOString(),
});

/** Official templates first, then the viewer's own; 10 a page (spec 001 §9). */
export async function listTemplates(db: Reader, viewerId: string, page: { limit: number; offset: number }) {
  const visible = visibleTemplates(viewerId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(battlefieldTemplates)
      .where(visible)
      .orderBy(desc(battlefieldTemplates.isOfficial), battlefieldTemplates.name, battlefieldTemplates.id)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(battlefieldTemplates).where(visible),
  ]);
  return { templates: rows.map((row) => toTemplate(row, viewerId)), total: total?.n ?? 0 };
}

/** Only admins publish official templates; everyone else's are their own. */
export async function createTemplate(
  db: Database,
  viewer: { id: string; role: string },
  input: TemplateInput,
): Promise<BattlefieldTemplate> {
  const official = input.isOfficial && isStaff(viewer);
  if (input.isOfficial && !official)
    throw new HttpError(403, 'FORBIDDEN', 'Only an admin can publish an official template.');
  const [row] = await db
    .insert(battlefieldTemplates)
    .values({ ...input, userId: official ? null : viewer.id, isOfficial: official })
    .returning();
  if (!row) throw new HttpError(500, 'TEMPLATE_SAVE_FAILED', 'The template could not be saved.');
  return toTemplate(row, viewer.id);
}

export async function deleteTemplate(db: Database, viewer: { id: string; role: string }, id: string) {
  const deleted = await db
    .delete(battlefieldTemplates)
    .where(deletableTemplate(viewer, id))
    .returning({ id: battlefieldTemplates.id });
  if (deleted.length === 0) throw templateNotFound();
}

/**
 * Upserts the official layouts by slug on every start. Their zones come from the game data's
 * deployment patterns, read in a game-data worker (the workers are started before the seed).
 */
export async function seedBattlefieldTemplates(db: Database): Promise<void> {
  const templates = officialTemplates(await tabletopCatalogue());
  await db
    .insert(battlefieldTemplates)
    .values(templates.map((t) => ({ ...t, userId: null })))
    .onConflictDoUpdate({
      target: battlefieldTemplates.slug,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        category: sql`excluded.category`,
        size: sql`excluded.size`,
        terrain: sql`excluded.terrain`,
        objectives: sql`excluded.objectives`,
        deploymentZones: sql`excluded.deployment_zones`,
        isOfficial: sql`excluded.is_official`,
      },
    });
}
