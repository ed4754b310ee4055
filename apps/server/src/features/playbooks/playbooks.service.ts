import type { Playbook, PlaybookCreate, PlaybookTest, PlaybookUpdate, Roster } from '@muster/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { runGameDataTask } from '../game-data/game-data-workers';
import { resolvedArmy } from '../game-data/resolved-army';
import { sampleRosters } from '../game-data/sample-rosters';
import { requireOwnRoster } from '../rosters/roster.policy';
import { ownPlaybook, playbookNotFound, requireVisiblePlaybook } from './playbook.policy';
import { playbooks } from './playbooks.table';

type PlaybookRow = typeof playbooks.$inferSelect;

const editionOf = (roster: Roster) => (roster.edition === '10th' ? '10th' : '11th');

async function withProfiles(roster: Roster): Promise<Roster> {
  return (await resolvedArmy(roster)).roster;
}

const toPlaybook = (row: PlaybookRow, viewerId: string | null): Playbook => ({
  id: row.id,
  title: row.title,
  isPublic: row.isPublic,
  isOwner: row.userId === viewerId,
  createdAt: row.createdAt.toISOString(),
  content: row.content,
});

async function sampleRosterPair() {
  const { yours, opponent } = await sampleRosters();
  return { yours: yours.roster, opponent: opponent.roster };
}

let sample: Promise<Playbook> | null = null;

/** The sample lists' playbook: derived from the game data alone, so worked out once per process. */
export function samplePlaybook(): Promise<Playbook> {
  sample ??= (async () => {
    const { yours, opponent } = await sampleRosterPair();
    return {
      id: 'sample',
      title: `${yours.name} vs ${opponent.name}`,
      isPublic: true,
      isOwner: false,
      createdAt: new Date(0).toISOString(),
      content: await runGameDataTask('playbook', { yours, opponent, edition: editionOf(yours) }),
    };
  })().catch((error: unknown) => {
    sample = null;
    throw error;
  });
  return sample;
}

export async function createPlaybook(
  db: Database,
  userId: string,
  input: PlaybookCreate,
  signal?: AbortSignal,
): Promise<Playbook> {
  const mine = await requireOwnRoster(db, userId, input.rosterId);
  const theirs = input.opponentRosterId ? await requireOwnRoster(db, userId, input.opponentRosterId) : null;
  const yours = await withProfiles(mine.rosterData);
  const opponent = theirs ? await withProfiles(theirs.rosterData) : null;
  // The same player asking again for the same pairing replaces the playbook still being worked out.
  const content = await runGameDataTask(
    'playbook',
    { yours, opponent, edition: editionOf(yours) },
    { signal, supersede: `${userId}:${mine.id}:${theirs?.id ?? ''}` },
  );
  const [row] = await db
    .insert(playbooks)
    .values({
      userId,
      rosterId: mine.id,
      opponentRosterId: theirs?.id ?? null,
      title: input.title ?? (theirs ? `${mine.name} vs ${theirs.name}` : `${mine.name} game plan`),
      content,
      snapshots: { yours, opponent },
    })
    .returning();
  if (!row) throw new HttpError(500, 'PLAYBOOK_SAVE_FAILED', 'The playbook could not be saved.');
  return toPlaybook(row, userId);
}

export async function listPlaybooks(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(playbooks)
    .where(eq(playbooks.userId, userId))
    .orderBy(desc(playbooks.createdAt))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    rosterName: row.content.roster.name,
    opponentName: row.content.opponent?.name ?? null,
    isPublic: row.isPublic,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function findPlaybook(db: Database, id: string, viewerId: string | null): Promise<Playbook> {
  return toPlaybook(await requireVisiblePlaybook(db, id, viewerId), viewerId);
}

export async function updatePlaybook(db: Database, userId: string, id: string, input: PlaybookUpdate) {
  const [row] = await db
    .update(playbooks)
    .set({
      ...(input.title === undefined ? {} : { title: input.title }),
      ...(input.isPublic === undefined ? {} : { isPublic: input.isPublic }),
      updatedAt: new Date(),
    })
    .where(ownPlaybook(userId, id))
    .returning();
  if (!row) throw playbookNotFound();
  return toPlaybook(row, userId);
}

export async function deletePlaybook(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db.delete(playbooks).where(ownPlaybook(userId, id)).returning({ id: playbooks.id });
  if (deleted.length === 0) throw playbookNotFound();
}

/** The playbook's army against its opponent (or the sample opponent), following its target order. */
export async function testPlaybook(
  db: Database,
  id: string | 'sample',
  viewerId: string | null,
  firstTurn: 'yours' | 'theirs',
): Promise<PlaybookTest> {
  const samples = await sampleRosterPair();
  const source =
    id === 'sample'
      ? { id, title: (await samplePlaybook()).title, ...samples, content: (await samplePlaybook()).content }
      : await requireVisiblePlaybook(db, id, viewerId).then((row) => ({
          id: row.id,
          title: row.title,
          yours: row.snapshots.yours,
          opponent: row.snapshots.opponent,
          content: row.content,
        }));
  const opponent = source.opponent ?? samples.opponent;
  const simulation = await runGameDataTask('simulate', {
    yours: (await resolvedArmy(source.yours)).roster,
    theirs: (await resolvedArmy(opponent)).roster,
    options: {
      firstTurn,
      plannedTargets: source.opponent ? source.content.targetPriority.map((t) => t.target) : [],
      edition: editionOf(source.yours),
    },
  });
  return {
    playbook: { id: source.id, title: source.title },
    opponent: {
      name: opponent.name,
      faction: opponent.faction,
      points: opponent.pointsTotal,
      source: source.opponent ? 'playbook' : 'sample',
    },
    simulation,
  };
}
