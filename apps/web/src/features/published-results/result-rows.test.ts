import { describe, expect, it } from 'vitest';
import { readResultRows } from './result-rows';

describe('reading a pasted result table', () => {
  it('reads spreadsheet, CSV and percent forms, with or without games and a header', () => {
    expect(readResultRows('Faction\tWin rate\tGames\nNecrons\t56%\t1,204\nOrks\t0.44\t980')).toEqual({
      rows: [
        { faction: 'Necrons', winRate: 0.56, games: 1204, share: null },
        { faction: 'Orks', winRate: 0.44, games: 980, share: null },
      ],
    });
    expect(readResultRows("T'au Empire, 51.5\nAeldari; 48")).toEqual({
      rows: [
        { faction: "T'au Empire", winRate: 0.515, games: null, share: null },
        { faction: 'Aeldari', winRate: 0.48, games: null, share: null },
      ],
    });
  });

  it('names the line it cannot read', () => {
    expect(readResultRows('Necrons\t56%\nOrks\tlots')).toEqual({
      error: 'Line 2 is not "Faction, win rate, games": Orks\tlots',
    });
    expect(readResultRows('Necrons\t156')).toEqual({
      error: 'Line 1 is not "Faction, win rate, games": Necrons\t156',
    });
    expect(readResultRows('Necrons\t56')).toEqual({ error: 'Paste at least two factions, one a line.' });
  });
});
