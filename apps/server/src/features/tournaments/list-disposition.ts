import type { ListCheck } from '@muster/analysis';
import type { Roster } from '@muster/contracts';
import { HttpError } from '../../http/error-handler';
import type { ServerMissionCatalogue } from '../game-data/mission-catalogue';

type Catalogue = Pick<ServerMissionCatalogue, 'dispositions' | 'detachmentDispositions'>;
const key = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/**
 * The Force Disposition a list is submitted with (11th edition): the one the player chose, else
 * the one the roster names when it names exactly one the data knows. With what an organiser should
 * hear about it: none chosen, or one none of the list's detachments allows.
 */
export function listDisposition(
  catalogue: Catalogue,
  roster: Roster,
  requested: string | null | undefined,
): { id: string | null; name: string | null; checks: ListCheck[] } {
  const byId = new Map(catalogue.dispositions.map((d) => [d.id, d]));
  let chosen = requested ? byId.get(requested) : undefined;
  if (requested && !chosen)
    throw new HttpError(
      422,
      'UNKNOWN_DISPOSITION',
      `Choose a force disposition the game data has: ${catalogue.dispositions.map((d) => d.name).join(', ')}.`,
    );
  if (!chosen && roster.forceDisposition) {
    const named = roster.forceDisposition.split(',').map(key);
    const matches = catalogue.dispositions.filter(
      (d) => named.includes(key(d.name)) || named.includes(key(d.id)),
    );
    if (matches.length === 1) chosen = matches[0];
  }
  if (!chosen)
    return {
      id: null,
      name: null,
      checks: [
        {
          severity: 'warning',
          code: 'NO_FORCE_DISPOSITION',
          message:
            "The list names no force disposition, so its games' missions cannot be set. Submit it again with one.",
        },
      ],
    };
  const detachments = roster.resolution?.detachmentIds ?? [];
  const allowed = new Set(detachments.flatMap((id) => catalogue.detachmentDispositions[id] ?? []));
  const checks: ListCheck[] = [];
  if (allowed.size > 0 && !allowed.has(chosen.id)) {
    const names = [...allowed].map((id) => byId.get(id)?.name ?? id).join(', ');
    checks.push({
      severity: 'warning',
      code: 'DISPOSITION_NOT_ALLOWED',
      message: `${roster.detachments.join(', ') || 'The detachment'} allows ${names}, not ${chosen.name}.`,
    });
  }
  return { id: chosen.id, name: chosen.name, checks };
}
