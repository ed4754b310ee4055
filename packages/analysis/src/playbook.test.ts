import { describe, expect, it } from 'vitest';
import { simulateBattle } from './battle-simulation';
import { counterPlan } from './counter-plan';
import { buildPlaybook, playbookContentSchema } from './playbook';
import { boltRifle, lascannon, rosterBuilder, unitBuilder } from './test-builders';

const captain = unitBuilder({
  id: 'c',
  name: 'Captain',
  role: 'Character',
  count: 1,
  points: 80,
  weapons: [boltRifle],
});
const devastators = unitBuilder({
  id: 'd',
  name: 'Devastators',
  count: 5,
  points: 200,
  weapons: [lascannon],
});
const terminators = unitBuilder({
  id: 't',
  name: 'Terminators',
  count: 5,
  points: 170,
  abilities: [{ name: 'Deep Strike', description: 'Set up in reserves.' }],
  weapons: [boltRifle],
});
const scouts = unitBuilder({
  id: 's',
  name: 'Scouts',
  count: 5,
  points: 70,
  weapons: [{ ...boltRifle, attacks: '1' }],
});
const brawlers = unitBuilder({
  id: 'b',
  name: 'Brawlers',
  count: 10,
  points: 150,
  weapons: [
    {
      name: 'Thunder hammer',
      kind: 'melee',
      range: 'Melee',
      attacks: '3',
      skill: '3+',
      strength: '8',
      ap: '-2',
      damage: '2',
      keywords: [],
    },
  ],
});
const roster = rosterBuilder({ units: [captain, devastators, terminators, scouts, brawlers] });

describe('playbook', () => {
  it('gives every unit one role from what it does', () => {
    const playbook = buildPlaybook(roster, null);
    expect(playbookContentSchema.parse(playbook)).toEqual(playbook);
    const roleOf = (name: string) => playbook.roles.find((r) => r.units.some((u) => u.name === name))?.role;
    expect(roleOf('Captain')).toBe('Leaders');
    expect(roleOf('Terminators')).toBe('Reserves');
    expect(roleOf('Scouts')).toBe('Screen and objectives');
    expect(roleOf('Brawlers')).toBe('Strike force');
    expect(roleOf('Devastators')).toBe('Firing line');
    expect(playbook.roles.flatMap((r) => r.units)).toHaveLength(5);
  });

  it('plans five turns that name the units in each role', () => {
    const { turns } = buildPlaybook(roster, null);
    expect(turns.map((t) => t.turn)).toEqual([1, 2, 3, 4, 5]);
    expect(turns[0]?.actions.join(' ')).toContain('Set up Devastators in cover');
    expect(turns[0]?.actions.join(' ')).toContain('Hold Terminators in reserve.');
    expect(turns[1]?.actions.join(' ')).toContain('Charge with Brawlers');
  });

  it('targets reference units without an opponent, and the counter plan with one', () => {
    const alone = buildPlaybook(roster, null);
    expect(alone.opponent).toBeNull();
    expect(alone.trade).toBeNull();
    expect(alone.targetPriority.map((t) => t.target)).toContain('Battle tank');
    const opponent = rosterBuilder({ name: 'Foes', faction: 'Necrons', units: [scouts, devastators] });
    const against = buildPlaybook(roster, opponent);
    const counter = counterPlan(roster, opponent);
    expect(against.opponent).toEqual({ name: 'Foes', faction: 'Necrons', points: 270 });
    expect(against.targetPriority.map((t) => t.target)).toEqual(
      counter.priorityTargets.map((t) => t.unitName),
    );
    // The verdict is its own play-out's, never a different model's.
    const playOut = simulateBattle(roster, opponent, {
      plannedTargets: against.targetPriority.map((t) => t.target),
    });
    const expected = { you: 'you win the attrition', them: 'they win the attrition', even: 'an even fight' };
    expect(against.trade?.verdict).toContain(expected[playOut.outcome]);
    expect(against.overview).toContain(expected[playOut.outcome]);
    expect(against.overview).toContain('Against Necrons');
  });

  it('tells short-ranged shooters to move up and shoot, never to charge, and holds reserves back in its play-out', () => {
    // Battlesuits: 18" guns, no melee to speak of: Strike force by range, not by fists.
    const battlesuits = unitBuilder({
      id: 'bs',
      name: 'Battlesuits',
      count: 3,
      points: 150,
      weapons: [
        {
          ...boltRifle,
          name: 'Fusion blaster',
          range: '12"',
          attacks: '1',
          strength: '9',
          ap: '-4',
          damage: 'D6',
        },
      ],
    });
    const playbook = buildPlaybook(
      rosterBuilder({ units: [battlesuits, terminators] }),
      rosterBuilder({ units: [devastators, scouts] }),
    );
    const lines = playbook.turns.flatMap((t) => t.actions);
    expect(lines.join(' ')).not.toMatch(/Charge with [^.]*Battlesuits/);
    expect(lines).toContainEqual(expect.stringMatching(/^Move Battlesuits up into range of .* and shoot\.$/));
    // Terminators (Deep Strike) are held in reserve in the plan's own play-out: no round-1 attacks.
    const playOut = simulateBattle(
      rosterBuilder({ units: [battlesuits, terminators] }),
      rosterBuilder({ units: [devastators, scouts] }),
      { reserves: ['Terminators'] },
    );
    const firstRound = playOut.turns.filter((t) => t.round === 1).flatMap((t) => t.attacks);
    expect(firstRound.some((a) => a.attacker === 'Terminators' || a.target === 'Terminators')).toBe(false);
  });
});
