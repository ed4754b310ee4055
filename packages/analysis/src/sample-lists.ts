/**
 * Two lists of our own, written as the Warhammer app exports them, for the sample playbook and
 * for testing playbooks that have no opponent. Profiles come from the data set when analysed.
 */
export const sampleLists = {
  yours: `Ultramarines Spearhead (920 Points)

Space Marines
Gladius Task Force
Incursion (1,000 Points)

CHARACTERS

Captain (80 Points)
  • Warlord
  • 1x Master-crafted bolt rifle

Lieutenant (45 Points)
  • 1x Master-crafted bolt rifle

BATTLELINE

Intercessor Squad (80 Points)
  • 5x Intercessor
    • 5x Bolt rifle

Assault Intercessor Squad (75 Points)
  • 5x Assault Intercessor
    • 5x Astartes chainsword

OTHER DATASHEETS

Hellblaster Squad (110 Points)
  • 5x Hellblaster
    • 5x Plasma incinerator

Redemptor Dreadnought (195 Points)
  • 1x Macro plasma incinerator

Eradicator Squad (90 Points)
  • 3x Eradicator
    • 3x Melta rifle

Infernus Squad (85 Points)
  • 5x Infernus Marine
    • 5x Pyreblaster

Terminator Squad (160 Points)
  • 5x Terminator
    • 5x Storm bolter
`,
  opponent: `Szarekhan Vanguard (930 Points)

Necrons
Awakened Dynasty
Incursion (1,000 Points)

CHARACTERS

Overlord (90 Points)
  • Warlord
  • 1x Staff of light

Royal Warden (50 Points)
  • 1x Relic gauss blaster

Plasmancer (60 Points)
  • 1x Plasmic lance

BATTLELINE

Necron Warriors (85 Points)
  • 10x Necron Warrior
    • 10x Gauss flayer

Necron Warriors (85 Points)
  • 10x Necron Warrior
    • 10x Gauss reaper

OTHER DATASHEETS

Immortals (70 Points)
  • 5x Immortal
    • 5x Gauss blaster

Immortals (70 Points)
  • 5x Immortal
    • 5x Tesla carbine

Skorpekh Destroyers (85 Points)
  • 3x Skorpekh Destroyer

Canoptek Doomstalker (140 Points)
  • 1x Doomsday blaster

Canoptek Wraiths (95 Points)
  • 3x Canoptek Wraith

Lokhust Heavy Destroyers (100 Points)
  • 2x Lokhust Heavy Destroyer
`,
} as const;
