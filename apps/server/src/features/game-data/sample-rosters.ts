import { sampleLists } from '@muster/analysis';
import type { Roster } from '@muster/contracts';
import { parseRosterText } from '@muster/roster-import';
import { resolvedArmy } from './resolved-army';

export type SampleRoster = {
  key: keyof typeof sampleLists;
  roster: Roster;
  enriched: string[];
  unmatched: string[];
};

let samples: Promise<Record<keyof typeof sampleLists, SampleRoster>> | null = null;

/** The two sample lists, read and filled from the data set once per process. */
export function sampleRosters(): Promise<Record<keyof typeof sampleLists, SampleRoster>> {
  samples ??= (async () => {
    const read = async (key: keyof typeof sampleLists): Promise<SampleRoster> => {
      const parsed = parseRosterText(sampleLists[key]);
      if (!parsed.roster) throw new Error(`the ${key} sample list no longer parses`);
      const { roster, enriched, unmatched } = await resolvedArmy(parsed.roster);
      return { key, roster, enriched, unmatched };
    };
    return { yours: await read('yours'), opponent: await read('opponent') };
  })();
  return samples;
}
