import { beforeAll, describe, expect, it } from 'vitest';
import { detachmentRules } from './detachment-rules';
import type { GameData } from './game-data';
import { gameData } from './test-support';

describe('a list’s detachment rules', () => {
  let data: GameData;
  beforeAll(async () => {
    data = await gameData();
  });

  it('give each detachment’s rule, enhancements and stratagems with the data’s text, and the credit', () => {
    const { source, detachments } = detachmentRules(data, 'adepta-sororitas', ['penitent-host']);
    expect(source).toMatch(/^40kdc-data/);
    const [host] = detachments;
    // The Adepta Sororitas' Penitent Host, as the data words its rule.
    expect(host?.name).toBe('Penitent Host');
    expect(host?.rules[0]?.name).toBe('Desperate For Redemption');
    expect(host?.rules[0]?.text).toMatch(/^At the start of the battle round/);
    const detachment = data.dataset.detachments.getInFaction('penitent-host', 'adepta-sororitas');
    expect(host?.enhancements).toHaveLength(detachment?.enhancement_ids?.length ?? -1);
    expect(host?.stratagems).toHaveLength(detachment?.stratagem_ids?.length ?? -1);
    for (const stratagem of host?.stratagems ?? []) expect(stratagem.cp).toBeGreaterThanOrEqual(0);
  });

  it('keep the list’s order and leave out what the data does not have', () => {
    const chapter = detachmentRules(data, 'space-wolves', [
      'saga-of-the-beastslayer',
      'no-such-detachment',
      'gladius-task-force',
    ]);
    expect(chapter.detachments.map((d) => d.name)).toEqual(['Saga of the Beastslayer', 'Gladius Task Force']);
    expect(detachmentRules(data, null, ['gladius-task-force']).detachments).toEqual([]);
  });
});
