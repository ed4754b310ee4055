import type { MissionCatalogue } from '@muster/contracts';
import { describe, expect, it } from 'vitest';
import { capsText, deploymentUse, layoutPairs, matchupRows, sharedCaps } from './mission-grid';

const mission = (id: string, name: string, primaryCap = 45) => ({
  id,
  name,
  primaryCap,
  primaryRoundCap: 15,
  secondaryCap: 45,
  secondaryRoundCap: 15,
  source: 'test',
});

/** Two dispositions, four ordered matchups, three layouts of one set and one outside any matchup. */
const catalogue: MissionCatalogue = {
  edition: '11th',
  gameVpCap: 100,
  dispositions: [
    { id: 'hold', name: 'Take and Hold', text: '' },
    { id: 'purge', name: 'Purge the Foe', text: '' },
  ],
  missions: [
    mission('m1', 'Alpha'),
    mission('m2', 'Bravo'),
    mission('m3', 'Charlie'),
    mission('m4', 'Delta'),
  ],
  matchups: [
    { disposition: 'hold', opponent: 'hold', missionId: 'm1' },
    { disposition: 'hold', opponent: 'purge', missionId: 'm2' },
    { disposition: 'purge', opponent: 'hold', missionId: 'm3' },
    { disposition: 'purge', opponent: 'purge', missionId: 'm4' },
  ],
  layouts: [
    {
      id: 'l2',
      name: 'Purge vs Hold 02',
      source: 'set',
      variant: 2,
      dispositions: ['purge', 'hold'],
      deploymentName: 'Dawn of War',
    },
    {
      id: 'l1',
      name: 'Hold vs Purge 01',
      source: 'set',
      variant: 1,
      dispositions: ['hold', 'purge'],
      deploymentName: 'Tipping Point',
    },
    {
      id: 'l3',
      name: 'Hold vs Hold 01',
      source: 'set',
      variant: 1,
      dispositions: ['hold', 'hold'],
      deploymentName: 'Tipping Point',
    },
    {
      id: 'x',
      name: 'Colosseum',
      source: 'other',
      variant: null,
      dispositions: null,
      deploymentName: 'Colosseum',
    },
  ],
  layoutSets: [{ source: 'set', name: 'Set', variants: [1, 2] }],
};

describe('the mission matchup grid', () => {
  it('gives each disposition the mission it plays against each opponent, in the data order', () => {
    const rows = matchupRows(catalogue);
    expect(rows.map((row) => [row.disposition.name, row.cells.map((cell) => cell.mission?.name)])).toEqual([
      ['Take and Hold', ['Alpha', 'Bravo']],
      ['Purge the Foe', ['Charlie', 'Delta']],
    ]);
  });

  it('leaves a cell empty when the data has no matchup for it', () => {
    const rows = matchupRows({ ...catalogue, matchups: catalogue.matchups.slice(1) });
    expect(rows[0]?.cells[0]?.mission).toBeNull();
  });

  it('says the caps once when every mission shares them, and not when one differs', () => {
    const caps = sharedCaps(catalogue.missions);
    expect(caps).toEqual({ primaryCap: 45, primaryRoundCap: 15, secondaryCap: 45, secondaryRoundCap: 15 });
    expect(caps && capsText(caps)).toBe('primary 45 VP (15 a round), secondary 45 VP (15 a round)');
    expect(sharedCaps([...catalogue.missions, mission('m5', 'Echo', 40)])).toBeNull();
  });

  it('groups a set’s layouts by pair of dispositions whichever way round, by variant', () => {
    expect(layoutPairs(catalogue, 'set')).toEqual([
      {
        dispositions: ['Take and Hold', 'Take and Hold'],
        layouts: [{ id: 'l3', variant: 1, name: 'Hold vs Hold 01', deploymentName: 'Tipping Point' }],
      },
      {
        dispositions: ['Take and Hold', 'Purge the Foe'],
        layouts: [
          { id: 'l1', variant: 1, name: 'Hold vs Purge 01', deploymentName: 'Tipping Point' },
          { id: 'l2', variant: 2, name: 'Purge vs Hold 02', deploymentName: 'Dawn of War' },
        ],
      },
    ]);
  });

  it('counts the layouts on each deployment, most used first', () => {
    expect(deploymentUse(catalogue)).toEqual([
      { name: 'Tipping Point', layouts: 2 },
      { name: 'Colosseum', layouts: 1 },
      { name: 'Dawn of War', layouts: 1 },
    ]);
  });
});
