import { describe, expect, it } from 'vitest';
import { parseRosterText } from '../parse-roster';

/** The head of a current official-app export, with one unit under it. */
const appExport = (...head: string[]) =>
  [
    ...head,
    '',
    'CHARACTERS',
    '',
    'Logan Grimnar (110 points)',
    '  • Warlord',
    '  • 1x Axe Morkai',
    '',
    'Exported with App Version: v1.40.0 (1), Data Version: v700',
  ].join('\n');

describe('the head of an official-app export', () => {
  it('reads the Force Disposition from the bare line under the detachment', () => {
    const { roster } = parseRosterText(
      appExport(
        'Wolves (110 points)',
        '',
        'Space Marines',
        'Space Wolves',
        'Strike Force (2000 points)',
        'Saga of the Beastslayer (2 Detachment Points)',
        'Priority Assets',
      ),
    );
    expect(roster).toMatchObject({
      faction: 'Space Marines',
      subFaction: 'Space Wolves',
      detachments: ['Saga of the Beastslayer'],
      detachmentPoints: 2,
      forceDisposition: 'Priority Assets',
      edition: '11th',
    });
  });

  it('reads a title whose "(points)" wrapped onto its own line (a real list on Best Coast Pairings)', () => {
    const { roster } = parseRosterText(
      appExport(
        "The Imperium's Greatest Hits! ",
        '(2000 points)',
        '',
        'Space Marines',
        'Space Wolves',
        'Strike Force (2000 points)',
        'Saga of the Beastslayer (2 Detachment Points)',
      ),
    );
    expect(roster).toMatchObject({
      name: "The Imperium's Greatest Hits!",
      faction: 'Space Marines',
      subFaction: 'Space Wolves',
      detachments: ['Saga of the Beastslayer'],
    });
  });

  it('reads a French export: its disposition by its English name, its detachment points', () => {
    // As compactor GWAPP-Sample-French.txt prints them.
    const { roster } = parseRosterText(
      appExport(
        'v11 (110 points)',
        '',
        'Space Marines',
        'Space Wolves',
        'Force de Frappe (2000 points)',
        'Saga of the Beastslayer (2 Points de Détachement)',
        'Dispositions des Forces : Éliminez l’Adversaire',
      ),
    );
    expect(roster).toMatchObject({
      battleSize: 'Strike Force',
      detachments: ['Saga of the Beastslayer'],
      detachmentPoints: 2,
      forceDisposition: 'Purge the Foe',
    });
  });

  it('keeps an unknown line under the detachment out of the disposition', () => {
    const { roster } = parseRosterText(
      appExport(
        'Wolves (110 points)',
        '',
        'Space Marines',
        'Space Wolves',
        'Strike Force (2000 points)',
        'Saga of the Beastslayer',
      ),
    );
    expect(roster?.forceDisposition).toBeNull();
    expect(roster?.detachments).toEqual(['Saga of the Beastslayer']);
    expect(roster?.detachmentPoints).toBeUndefined();
  });
});
