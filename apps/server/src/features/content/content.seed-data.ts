import type { ContentSeed } from './content.queries';

/** Muster's own starter articles for the tactical library, one or more per category. */
export const starterContent: ContentSeed[] = [
  {
    slug: 'objective-control-basics',
    title: 'Objective Control: Winning on the Map, Not in the Dice',
    description:
      'Why games are decided by who holds objectives at the end of each command phase, and how OC totals work.',
    category: 'fundamental_concepts',
    difficulty: 'beginner',
    format: 'guide',
    tags: ['objectives', 'scoring', 'oc', 'primary'],
    isPublished: true,
    isFeatured: true,
    isPremium: false,
    relatedSlugs: ['screening-and-deep-strike-denial', 'secondary-objective-planning'],
    content: `# Objective Control

Most missions score primary points for holding objective markers, usually checked at the end of your command phase or the end of the turn. A marker is held by the player whose models within range add up to the higher **Objective Control (OC)** total.

## What this means in practice
- **Bodies beat damage.** Ten models with OC 2 hold a marker against a single monster with OC 5, even if the monster would win the fight.
- **Battle-shocked units have OC 0.** Forcing a Battle-shock test is often worth more than the damage that caused it.
- **Sticky objectives** let you keep a marker after you leave it. Plan which unit claims it and where it goes next.

## A simple turn checklist
1. Which markers will be scored this round, and by whom?
2. Which of my units can move onto an enemy marker and out-number it?
3. Which enemy units contest my markers, and can I kill or shock them before scoring?

Work through the list before you move anything. Players who win on the map often lose the damage race and still take the game.`,
  },
  {
    slug: 'reading-a-datasheet',
    title: 'Reading a Datasheet for Expected Damage',
    description:
      'Turn a weapon profile into an average number of wounds before you commit a unit to a fight.',
    category: 'fundamental_concepts',
    difficulty: 'intermediate',
    format: 'article',
    tags: ['mathhammer', 'datasheets', 'damage', 'probability'],
    isPublished: true,
    isFeatured: false,
    isPremium: false,
    relatedSlugs: ['objective-control-basics'],
    content: `# From Profile to Expected Damage

Every attack goes through the same chain: **hit, wound, save, damage**. Multiply the chances at each step and you have the average.

| Step | Question | Example (BS 3+, S5 vs T4, AP-1 vs Sv 3+) |
|---|---|---|
| Hit | Roll at least the skill | 4 of 6 faces: 0.667 |
| Wound | Compare S to T | S > T: 3+ = 0.667 |
| Save | Save worsened by AP | 3+ becomes 4+, fails half: 0.5 |
| Damage | Damage per unsaved wound | D2 = 2 |

Ten attacks: 10 × 0.667 × 0.667 × 0.5 × 2 = **4.4 damage**.

## Where averages mislead
- **Multi-wound models** waste excess damage: a D3 weapon against 2-wound models kills no more often than a D2 weapon does.
- **Critical effects** (Sustained Hits, Lethal Hits, Devastating Wounds) change the distribution, not just the average.
- **Probability of killing** matters more than the mean when you need one specific unit gone.

Muster's battle simulator computes the exact distribution for you, including these interactions.`,
  },
  {
    slug: 'horde-armies',
    title: 'Playing Horde Armies',
    description: 'Cheap bodies, board presence and attrition: how a horde wins games and where it struggles.',
    category: 'army_archetypes',
    difficulty: 'intermediate',
    format: 'guide',
    tags: ['horde', 'archetype', 'board control', 'attrition'],
    isPublished: true,
    isFeatured: false,
    isPremium: false,
    relatedSlugs: ['elite-armies', 'objective-control-basics'],
    content: `# The Horde

A horde army spends its points on many inexpensive models. It wins by being everywhere at once.

## Strengths
- **Board presence:** more units means more objectives contested and more actions completed.
- **Resilience to high-damage weapons:** a lascannon that kills one 10-point model is a poor trade for your opponent.
- **Screens for free:** every unit forces the enemy to go around or through it.

## Weaknesses
- **Time:** moving 150 models takes longer. Practise your turns so you finish the game.
- **Blast and torrent weapons** punish large units; split where the rules allow.
- **Battle-shock:** big units that lose half their models fail tests at the worst time. Keep leaders and re-roll sources close.

## Game plan
Push forward early, trade cheap units for enemy activations, and outscore rather than outfight. Count your opponent's weapons that can clear a full unit per turn; that number is how many objectives you can expect to lose each round.`,
  },
  {
    slug: 'elite-armies',
    title: 'Playing Elite Armies',
    description: 'Few, expensive units: protecting every activation and choosing where to commit.',
    category: 'army_archetypes',
    difficulty: 'advanced',
    format: 'article',
    tags: ['elite', 'archetype', 'activations', 'durability'],
    isPublished: true,
    isFeatured: false,
    isPremium: false,
    relatedSlugs: ['horde-armies', 'trading-pieces'],
    content: `# The Elite Army

An elite army has fewer units, each of them durable and hard-hitting. Every loss hurts.

## Principles
1. **Do not split your force.** An elite unit alone is outnumbered and out-scored; two elite units together win the fight they pick.
2. **Pick the fight.** Use terrain to deny your opponent's best shooting and reach the engagement you want.
3. **Count activations.** If you have eight units and your opponent has eighteen, you cannot contest everything. Decide which three objectives you need and ignore the rest.

## Danger signs
- Mortal wounds and Devastating Wounds ignore your saves.
- Anti-keyword weapons (Anti-Vehicle, Anti-Infantry) turn your toughness into a target.
- A horde that screens you out of the centre wins on primary points.

Build with at least two cheap units for actions and back-field objectives; they free your elites to fight.`,
  },
  {
    slug: 'screening-and-deep-strike-denial',
    title: 'Screening and Deep Strike Denial',
    description: 'Use the 9-inch arrival rule to keep reserves away from what matters.',
    category: 'battlefield_tactics',
    difficulty: 'beginner',
    format: 'checklist',
    tags: ['screening', 'deep strike', 'reserves', 'deployment'],
    isPublished: true,
    isFeatured: true,
    isPremium: false,
    relatedSlugs: ['objective-control-basics', 'trading-pieces'],
    content: `# Screening Checklist

Units arriving from reserves must usually be set up more than 9" from every enemy model. A cheap unit spread out can deny a large area.

- [ ] **Know the threats.** Which enemy units arrive from reserves, and what do they want to reach?
- [ ] **Draw the bubbles.** Each model denies a circle 18" across. Overlap them to close the gaps.
- [ ] **Protect the back line.** Your home objective and your long-range units are the usual targets.
- [ ] **Leave a bait gap** if you have a counter-charge unit ready to punish whatever lands there.
- [ ] **Check the table edge.** Strategic reserves arrive on edges; models near the edge deny that too.

Remember that a screen only works until it moves. Plan which screening unit stays put and which moves up.`,
  },
  {
    slug: 'trading-pieces',
    title: 'Trading Pieces: When to Give Up a Unit',
    description: 'Value exchanges, the second wave and why losing a unit can win a game.',
    category: 'battlefield_tactics',
    difficulty: 'advanced',
    format: 'article',
    tags: ['trading', 'tempo', 'engagement', 'counter-charge'],
    isPublished: true,
    isFeatured: false,
    isPremium: false,
    relatedSlugs: ['elite-armies', 'tempo-and-activations'],
    content: `# Trading Pieces

A good trade is one where what you lose costs your opponent more on the scoreboard than it costs you.

## The trade sequence
1. **Offer** a unit your opponent must deal with, on an objective they need.
2. **Absorb** the attack: they commit a big unit to remove it.
3. **Punish** with a second wave that kills the attacker where it now stands.

The second wave is the trade. Without it you only lost a unit.

## Measuring a trade
Compare points, but weigh them by what each unit still had to do. A 90-point unit that has scored its secondaries is worth less than a 90-point unit that still has to hold the centre. Expected-damage figures from the simulator tell you whether your punisher reliably removes the attacker; aim for a kill chance of 70% or more before you rely on it.`,
  },
  {
    slug: 'secondary-objective-planning',
    title: 'Planning Secondary Objectives Across Five Rounds',
    description: 'Fixed or tactical, when to discard, and keeping units free for actions.',
    category: 'advanced_strategies',
    difficulty: 'advanced',
    format: 'guide',
    tags: ['secondaries', 'scoring', 'tactical', 'fixed'],
    isPublished: true,
    isFeatured: false,
    isPremium: false,
    relatedSlugs: ['objective-control-basics', 'tempo-and-activations'],
    content: `# Secondary Objectives

Secondary points often decide close games. Plan them before deployment.

## Fixed or tactical?
- **Fixed** suits armies that reliably do one thing well, such as killing characters or holding the opponent's deployment zone.
- **Tactical** suits flexible armies with cheap units that can react to the card drawn.

## A five-round plan
| Round | Focus |
|---|---|
| 1 | Set up: position action units, avoid giving up easy kills |
| 2 | Score the cheap cards; discard what is impossible for a command point only if it frees a better draw |
| 3 | The swing round: most trades happen now, so score kill-based cards |
| 4 | Deny: remove the units your opponent needs for their cards |
| 5 | Maximise: every unit still alive does an action or stands on a marker |

Keep two units in your list whose only job is secondaries. When they are alive in round five, you will usually be ahead.`,
  },
  {
    slug: 'tempo-and-activations',
    title: 'Tempo and the Action Economy',
    description: 'Why the player who forces the other to react usually wins, and how to count it.',
    category: 'advanced_strategies',
    difficulty: 'expert',
    format: 'article',
    tags: ['tempo', 'activations', 'initiative', 'planning'],
    isPublished: true,
    isFeatured: false,
    isPremium: true,
    relatedSlugs: ['trading-pieces', 'secondary-objective-planning'],
    content: `# Tempo

Tempo is who sets the agenda. The player with tempo chooses where fights happen; the other player answers.

## Signs you have tempo
- Your opponent moves units away from their plan to deal with yours.
- Your units score and then threaten the next objective.
- Your opponent spends command points on defensive stratagems.

## Taking tempo back
1. **Refuse the fight** they offer: move off the contested objective and score elsewhere.
2. **Threaten two things at once** with one unit so that any answer leaves something open.
3. **Go second on purpose** when the mission rewards the last turn and your army can absorb a first strike.

## Counting activations
List the units each side has that can still act meaningfully this round. If you have fewer, every one of yours must do double duty: score *and* threaten. Expert players count this every turn, not only at deployment.`,
  },
  {
    slug: 'reading-win-rates',
    title: 'Reading Tournament Win Rates With Care',
    description:
      'Small samples, mirror matches and confidence intervals: what a faction win rate really says.',
    category: 'meta_game_analysis',
    difficulty: 'intermediate',
    format: 'article',
    tags: ['meta', 'statistics', 'win rate', 'tournaments'],
    isPublished: true,
    isFeatured: true,
    isPremium: false,
    relatedSlugs: ['skew-versus-take-all-comers'],
    content: `# What a Win Rate Says

A faction at 58% looks strong. Whether it *is* strong depends on how many games that figure comes from.

## Three checks before you believe a number
1. **Sample size.** With 40 games, a 95% confidence interval around 58% runs roughly from 43% to 72%. That faction may be average.
2. **Mirror matches.** Games between two players of the same faction always produce one win and one loss, pulling the figure toward 50%. Good analyses exclude them.
3. **Draws.** Count a draw as half a win, or win rates across game systems with many draws stop being comparable.

## Better questions than "who is best?"
- Which factions appear in the top placings more often than their share of entries?
- Which matchups are lopsided, and how often will you meet them?
- How does a faction's rate change after a balance update?

Muster's meta insights show intervals and warn you when a sample is too small to trust.`,
  },
  {
    slug: 'skew-versus-take-all-comers',
    title: 'Skew Lists Versus Take-All-Comers',
    description: 'When to build a list that breaks some matchups entirely, and when balance wins events.',
    category: 'meta_game_analysis',
    difficulty: 'expert',
    format: 'case_study',
    tags: ['list building', 'skew', 'meta', 'matchups'],
    isPublished: true,
    isFeatured: false,
    isPremium: true,
    relatedSlugs: ['reading-win-rates', 'horde-armies'],
    content: `# Skew or Balance

A **skew** list concentrates on one thing: all vehicles, all infantry, all reserves. A **take-all-comers (TAC)** list answers everything a little.

## The arithmetic of an event
To go 5-0 you need five wins in a row. Suppose a skew list beats almost everything but nearly always loses to one counter-army, and that counter makes up a fifth of the field. The chance of meeting it at least once in five rounds is 1 - 0.8^5, about 67%: two events in three end with that loss.

## When skew is right
- The meta lacks the counter (check the entry list: few anti-tank heavy armies means a vehicle skew is safe).
- The event is short: three rounds rather than five.
- Missions reward the thing you skew into.

## When balance is right
- Large events with diverse fields.
- Team events, where a captain needs predictable results from every pairing.

Look at Muster's matchup matrix for the event's expected field before deciding.`,
  },
];
