import type { catalogueSearchReplySchema, catalogueUnitReplySchema } from '@muster/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';

const simulatorKeys = {
  unitSearch: (term: string) => ['game-data', 'search', term] as const,
  unit: (unitKey: string) => ['game-data', 'unit', unitKey] as const,
};

/** The data set's units named like `term` (at least two letters), in every faction. */
export const useCatalogueUnitSearch = (term: string) =>
  useQuery({
    queryKey: simulatorKeys.unitSearch(term),
    queryFn: () =>
      apiRequest<typeof catalogueSearchReplySchema>(
        `/api/game-data/units?query=${encodeURIComponent(term)}&limit=25`,
        { quiet: true },
      ),
    enabled: term.length >= 2,
  });

/** One unit's datasheet, by "faction/id" (datasheet ids recur across factions); none for ''. */
export function useCatalogueUnit(unitKey: string) {
  const [factionId = '', unitId = ''] = unitKey.split('/');
  return useQuery({
    queryKey: simulatorKeys.unit(unitKey),
    queryFn: () =>
      apiRequest<typeof catalogueUnitReplySchema>(
        `/api/game-data/units/${encodeURIComponent(unitId)}?faction=${encodeURIComponent(factionId)}`,
        { quiet: true },
      ),
    enabled: unitKey !== '',
  });
}
