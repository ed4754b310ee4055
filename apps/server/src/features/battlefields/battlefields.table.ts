import type {
  BattlefieldSize,
  DeploymentZone,
  Objective,
  TerrainPiece,
  UnitPlacement,
} from '@muster/battlefield';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.table';

/**
 * Spec 001 battlefields. Unit placements live on the battlefield as one JSON list (the spec's
 * unit_placements rows always travel with their battlefield), so a save is one atomic write.
 */
export const battlefields = pgTable(
  'battlefields',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    size: jsonb('size').$type<BattlefieldSize>().notNull(),
    terrain: jsonb('terrain').$type<TerrainPiece[]>().notNull().default([]),
    objectives: jsonb('objectives').$type<Objective[]>().notNull().default([]),
    deploymentZones: jsonb('deployment_zones').$type<DeploymentZone[]>().notNull().default([]),
    unitPlacements: jsonb('unit_placements').$type<UnitPlacement[]>().notNull().default([]),
    missionName: text('mission_name').notNull().default(''),
    missionRules: text('mission_rules').notNull().default(''),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('battlefields_user_updated_idx').on(table.userId, table.updatedAt)],
);

export const battlefieldSnapshots = pgTable(
  'battlefield_snapshots',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    battlefieldId: uuid('battlefield_id')
      .notNull()
      .references(() => battlefields.id, { onDelete: 'cascade' }),
    turnNumber: integer('turn_number').notNull(),
    phase: text('phase').notNull(),
    unitPlacements: jsonb('unit_placements').$type<UnitPlacement[]>().notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('battlefield_snapshots_battlefield_idx').on(table.battlefieldId, table.createdAt)],
);

/** Official templates (seeded, no owner) and users' own. */
export const battlefieldTemplates = pgTable(
  'battlefield_templates',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    slug: text('slug').unique(),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default('Custom'),
    size: jsonb('size').$type<BattlefieldSize>().notNull(),
    terrain: jsonb('terrain').$type<TerrainPiece[]>().notNull().default([]),
    objectives: jsonb('objectives').$type<Objective[]>().notNull().default([]),
    deploymentZones: jsonb('deployment_zones').$type<DeploymentZone[]>().notNull().default([]),
    missionName: text('mission_name').notNull().default(''),
    missionRules: text('mission_rules').notNull().default(''),
    isOfficial: boolean('is_official').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('battlefield_templates_user_idx').on(table.userId)],
);
