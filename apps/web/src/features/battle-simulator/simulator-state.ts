import { attackContextSchema, defaultEdition, editionRules, targetSchema, weaponSchema } from '@muster/dice';
import { z } from 'zod';

/** Every profile of a big unit, or several units firing at one target, fits. */
export const MAX_WEAPONS = 60;

/** Everything on the page, as kept in the URL so a simulation can be shared. */
export const simulatorStateSchema = z.object({
  edition: z.string().refine((id) => id in editionRules, 'Unknown edition'),
  context: attackContextSchema,
  target: targetSchema,
  weapons: z.array(weaponSchema).min(1).max(MAX_WEAPONS),
});
export type SimulatorState = z.output<typeof simulatorStateSchema>;

export const defaultSimulatorState = (): SimulatorState =>
  simulatorStateSchema.parse({
    edition: defaultEdition,
    context: {},
    target: { name: 'Intercessors', models: 5, wounds: 2, toughness: 4, save: 3, keywords: ['Infantry'] },
    weapons: [{ name: 'Bolt rifle', models: 5, attacks: '2', skill: 3, strength: 4, ap: -1, damage: '1' }],
  });

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const fromBase64Url = (text: string) => {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
};

export function encodeSimulatorState(state: SimulatorState): string {
  return toBase64Url(JSON.stringify(state));
}

/** The state in a shared link, or null when the link is damaged or from an incompatible version. */
export function decodeSimulatorState(encoded: string | null): SimulatorState | null {
  if (!encoded) return null;
  try {
    const parsed = simulatorStateSchema.safeParse(JSON.parse(fromBase64Url(encoded)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
