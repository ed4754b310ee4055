import type { Game, GameSetup } from '@muster/contracts';

type Side = GameSetup['a'];

/** "Consecrate (Purge the Foe)", "Consecrate", or null when no mission was dealt. */
export function missionLabel(side: Side | null | undefined, withDisposition = true): string | null {
  if (!side?.mission) return null;
  const disposition = withDisposition && side.disposition ? ` (${side.disposition.name})` : '';
  return `${side.mission.name}${disposition}`;
}

/** "Purge vs Recon 01 · Hammer and Anvil", or null without a layout. */
export function layoutLabel(setup: GameSetup | null): string | null {
  const layout = setup?.layout;
  if (!layout) return null;
  return layout.deploymentName ? `${layout.name} · ${layout.deploymentName}` : layout.name;
}

/** The setup seen from one player: their own side first. */
export function setupFor(game: Game, mySide: 'a' | 'b'): { mine: Side | null; theirs: Side | null } {
  const setup = game.setup;
  if (!setup) return { mine: null, theirs: null };
  return mySide === 'a' ? { mine: setup.a, theirs: setup.b } : { mine: setup.b, theirs: setup.a };
}

/** "Primary up to 45, secondary up to 45": what the mission allows, for the report form. */
export function capsHint(side: Side | null): string | null {
  const mission = side?.mission;
  if (!mission || mission.primaryCap === null || mission.secondaryCap === null) return null;
  return `${mission.name}: primary up to ${mission.primaryCap}, secondary up to ${mission.secondaryCap}.`;
}
