import type { DraftCommit, DraftViewReply } from '@muster/contracts';

/**
 * What the draft page says and offers at the current step, worked out from the server's view of
 * the draft alone (no clock, no React): the heading in words from where the viewer sits, which
 * players or tables a captain may pick, and the commit that a selection makes.
 */

export type Side = 'a' | 'b';
export type DraftPlayer = DraftViewReply['teams']['a']['players'][number];
export type OpenStep = Extract<DraftViewReply['pending'], { status: 'open' }>;
type DraftAction = DraftCommit['action'];

const otherSide = (side: Side): Side => (side === 'a' ? 'b' : 'a');

export const openStep = (view: DraftViewReply): OpenStep | null =>
  view.pending.status === 'open' ? view.pending : null;

const roundRecord = (view: DraftViewReply, round: number) =>
  view.rounds.find((record) => record.round === round) ?? null;

/** Every player of the match by entry id, with the side they play for. */
export function playersById(view: DraftViewReply): Map<string, DraftPlayer & { side: Side }> {
  const players = new Map<string, DraftPlayer & { side: Side }>();
  for (const side of ['a', 'b'] as const)
    for (const player of view.teams[side].players) players.set(player.entryId, { ...player, side });
  return players;
}

/** A player's name, or a plain placeholder for an id the view does not list. */
export const nameOf = (view: DraftViewReply, entryId: string) =>
  playersById(view).get(entryId)?.username ?? 'a player';

/** The current step as a heading, from the viewer's seat: captain, team member or spectator. */
export function stepHeading(view: DraftViewReply): string {
  const step = openStep(view);
  if (!step) return 'The draft is complete';
  const round = `Round ${step.round}`;
  const side = view.side;
  if (step.step === 'table') {
    const picker = step.waitingFor[0] ?? (step.game === 'defender-b' ? 'b' : 'a');
    if (side === picker)
      return view.canCommit
        ? `${round}: pick the table for your defender's game`
        : `${round}: your captain picks the table for your defender's game`;
    return `${round}: ${view.teams[picker].name} picks the table for their defender's game`;
  }
  if (side && view.canCommit) {
    if (step.step === 'defender') return `${round}: choose your defender`;
    if (step.step === 'attackers') {
      const theirDefender = roundRecord(view, step.round)?.defenders?.[otherSide(side)];
      return theirDefender
        ? `${round}: offer two attackers against ${nameOf(view, theirDefender)}`
        : `${round}: offer two attackers against their defender`;
    }
    return `${round}: choose one of the two attackers they offered against your defender`;
  }
  if (side) {
    if (step.step === 'defender') return `${round}: your captain chooses your defender`;
    if (step.step === 'attackers') return `${round}: your captain offers two attackers`;
    return `${round}: your captain chooses which attacker plays your defender`;
  }
  if (step.step === 'defender') return `${round}: both captains choose a defender in secret`;
  if (step.step === 'attackers') return `${round}: both captains offer two attackers in secret`;
  return `${round}: each captain chooses one of the two attackers offered against their defender`;
}

/** One line under the heading on what the step does, for the captain who has to act. */
export function stepHelp(step: OpenStep['step']): string {
  switch (step) {
    case 'defender':
      return 'Your defender will play one of the two attackers they send. Nobody sees your choice until both captains have committed.';
    case 'attackers':
      return 'They keep one of your two to play their defender; the other goes back to your pool.';
    case 'choice':
      return 'The one you choose plays your defender; the other goes back to their pool.';
    case 'table':
      return "Pick a free table from this match's block. Table picks are public at once.";
  }
}

/** What the captain may pick now; null when there is nothing for this viewer to commit. */
export type StepChoice =
  | {
      kind: 'players';
      step: 'defender' | 'attackers' | 'choice';
      /** Whose players the options are: the opponent's at the choice step. */
      from: Side;
      options: string[];
      count: 1 | 2;
    }
  | { kind: 'table'; options: number[] };

export const freeTables = (view: DraftViewReply) => {
  const used = new Set(view.games.flatMap((game) => (game.table === null ? [] : [game.table])));
  return view.tables.filter((table) => !used.has(table));
};

export function choiceFor(view: DraftViewReply): StepChoice | null {
  const step = openStep(view);
  const side = view.side;
  if (!step || !side || !view.canCommit || !step.waitingFor.includes(side)) return null;
  if (step.simultaneous && view.committed[side]) return null;
  const record = roundRecord(view, step.round);
  switch (step.step) {
    case 'defender':
      return { kind: 'players', step: 'defender', from: side, options: [...view.unpaired[side]], count: 1 };
    case 'attackers': {
      const ownDefender = record?.defenders?.[side];
      const options = view.unpaired[side].filter((player) => player !== ownDefender);
      return { kind: 'players', step: 'attackers', from: side, options, count: 2 };
    }
    case 'choice': {
      const offered = record?.attackers?.[otherSide(side)] ?? [];
      return { kind: 'players', step: 'choice', from: otherSide(side), options: [...offered], count: 1 };
    }
    case 'table':
      return { kind: 'table', options: freeTables(view) };
  }
}

/**
 * A tap on a player card: one pick replaces the last; with two picks a third tap replaces the one
 * picked first; tapping a picked player takes them out again.
 */
export function toggledSelection(selected: readonly string[], player: string, count: 1 | 2): string[] {
  if (selected.includes(player)) return selected.filter((p) => p !== player);
  if (count === 1) return [player];
  return [...selected, player].slice(-2);
}

/** The commit a complete selection makes; null until the selection is complete and allowed. */
export function actionFor(
  choice: StepChoice,
  selection: { players: readonly string[]; table: number | null },
): DraftAction | null {
  if (choice.kind === 'table')
    return selection.table !== null && choice.options.includes(selection.table)
      ? { step: 'table', table: selection.table }
      : null;
  const picked = selection.players.filter((player) => choice.options.includes(player));
  if (picked.length !== choice.count || new Set(picked).size !== picked.length) return null;
  if (choice.step === 'attackers') return { step: 'attackers', players: [...picked] };
  const [player] = picked;
  return player ? { step: choice.step, player } : null;
}

/** The action in words, as the captain reads it back before and after committing. */
export function actionWords(view: DraftViewReply, action: DraftAction): string {
  switch (action.step) {
    case 'defender':
      return `defender ${nameOf(view, action.player)}`;
    case 'attackers':
      return `attackers ${action.players.map((p) => nameOf(view, p)).join(' and ')}`;
    case 'choice':
      return `${nameOf(view, action.player)} to play your defender`;
    case 'table':
      return `table ${action.table} for your defender's game`;
  }
}

/**
 * Who has committed a hidden step, in words: for a team, only whether the other captain has (yes
 * or no, never what); for spectators, each team. Null for table picks (public) and when complete.
 */
export function commitStatus(view: DraftViewReply): { text: string; done: boolean }[] | null {
  const step = openStep(view);
  if (!step?.simultaneous) return null;
  const { committed } = view;
  if (view.side) {
    const ours = view.side;
    const theirs = otherSide(ours);
    return [
      {
        text: committed[ours]
          ? `Committed — waiting for ${view.teams[theirs].name}`
          : view.canCommit
            ? 'You have not committed yet'
            : 'Your captain has not committed yet',
        done: committed[ours],
      },
      {
        text: committed[theirs] ? 'Their captain has committed' : 'Their captain has not committed yet',
        done: committed[theirs],
      },
    ];
  }
  return (['a', 'b'] as const).map((side) => ({
    text: `${view.teams[side].name}: ${committed[side] ? 'committed' : 'not committed yet'}`,
    done: committed[side],
  }));
}

/** What the commit bar says while the selection is not complete yet. */
export function pickPrompt(choice: StepChoice, selection: { players: readonly string[] }): string {
  if (choice.kind === 'table') return 'Tap a table';
  if (choice.count === 1) return 'Tap a player';
  return selection.players.length === 1 ? 'Tap one more player' : 'Tap two players';
}
