import type { DraftViewReply } from '@muster/contracts';

/** A simple captain: the first players still free, the first attacker offered, the first free table. */
export function chooseAction(view: DraftViewReply, side: 'a' | 'b') {
  if (view.pending.status !== 'open') throw new Error('draft complete');
  const free = view.unpaired[side];
  const record = view.rounds.find(
    (r) => r.round === (view.pending.status === 'open' ? view.pending.round : 0),
  );
  switch (view.pending.step) {
    case 'defender':
      return { step: 'defender', player: free[0] };
    case 'attackers': {
      const defender = record?.defenders?.[side];
      return { step: 'attackers', players: free.filter((p) => p !== defender).slice(0, 2) };
    }
    case 'choice': {
      const other = side === 'a' ? 'b' : 'a';
      return { step: 'choice', player: record?.attackers?.[other]?.[0] };
    }
    case 'table': {
      const taken = new Set(view.games.flatMap((g) => (g.table ? [g.table] : [])));
      return { step: 'table', table: view.tables.find((t) => !taken.has(t)) };
    }
  }
}
