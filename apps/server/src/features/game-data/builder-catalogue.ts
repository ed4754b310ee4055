import { builderCatalogueSchema, builderFactionsReplySchema } from '@muster/contracts';
import { type SerialisedReply, serialiseReply } from '../../http/serialised-reply';
import { runGameDataTask } from './game-data-workers';

let factions: Promise<{ reply: SerialisedReply; ids: Set<string> }> | null = null;
const catalogues = new Map<string, Promise<SerialisedReply>>();

/** Forgets a failed attempt, so the next request tries again. */
function remembered<T>(promise: Promise<T>, forget: () => void): Promise<T> {
  return promise.catch((error: unknown) => {
    forget();
    throw error;
  });
}

async function buildFactions() {
  const list = await runGameDataTask('builder-factions', {});
  // Checked against the contract once, when computed, instead of on every request.
  const reply = serialiseReply(builderFactionsReplySchema.parse(list));
  return { reply, ids: new Set(list.factions.map((faction) => faction.id)) };
}

function factionList() {
  factions ??= remembered(buildFactions(), () => {
    factions = null;
  });
  return factions;
}

/**
 * The factions a list can be built for, worked out once in a worker and kept as bytes with an
 * ETag: the game data never changes while the server runs.
 */
export async function builderFactionsReply(): Promise<SerialisedReply> {
  return (await factionList()).reply;
}

/**
 * One faction's list-builder catalogue (about 150 KB of JSON for Space Marines, 17 KB gzipped),
 * built once per faction and kept; null for a faction the data does not have, which is never
 * cached, so unknown ids cannot fill the cache.
 */
export async function builderCatalogueReply(factionId: string): Promise<SerialisedReply | null> {
  if (!(await factionList()).ids.has(factionId)) return null;
  let cached = catalogues.get(factionId);
  if (!cached) {
    cached = remembered(
      runGameDataTask('builder-catalogue', { factionId }).then((catalogue) =>
        serialiseReply(builderCatalogueSchema.parse(catalogue)),
      ),
      () => catalogues.delete(factionId),
    );
    catalogues.set(factionId, cached);
  }
  return cached;
}
