import type { GameSetup } from '@muster/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTerrainLayout } from '../battlefields/battlefields-api';
import { layoutLabel, missionLabel } from './game-setup-labels';
import styles from './Tournaments.module.css';

const ignore = () => {};

// The board's code comes with the layout, when the player opens it: the card on the event page
// is drawn with the page, so it carries only what is on screen.
const BattlefieldBoard = lazy(async () => ({
  default: (await import('../battlefields/BattlefieldBoard')).BattlefieldBoard,
}));

/** The table's layout drawn as the designer draws it, fetched when the player opens it. */
function LayoutPreview({ id, name }: { id: string; name: string }) {
  const [open, setOpen] = useState(false);
  const layout = useTerrainLayout(id, open);
  return (
    <details className={styles.layoutPreview} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Show the table</summary>
      {layout.data ? (
        <figure aria-label={`Terrain layout ${name}`}>
          <Suspense fallback={<p>Loading the layout…</p>}>
            <BattlefieldBoard
              layout={{ ...layout.data, unitPlacements: [] }}
              selection={null}
              editable={false}
              onSelect={ignore}
              onMove={ignore}
              onRemove={ignore}
            />
          </Suspense>
        </figure>
      ) : layout.isError ? (
        <p role="alert">The layout could not be loaded. Try again in a moment.</p>
      ) : (
        open && <p>Loading the layout…</p>
      )}
    </details>
  );
}

/**
 * What the game is played as, from the player's side: their mission and the opponent's (each
 * from the two Force Dispositions, or the round's fixed mission) and the table's terrain layout.
 */
export function GameSetupPanel({
  setup,
  mine,
  theirs,
  opponentName,
}: {
  setup: GameSetup | null;
  mine: GameSetup['a'] | null;
  theirs: GameSetup['a'] | null;
  opponentName: string;
}) {
  if (!setup) return null;
  const layout = layoutLabel(setup);
  const yours = missionLabel(mine);
  const others = missionLabel(theirs);
  if (!yours && !layout && setup.notes.length === 0) return null;
  return (
    <div className={styles.gameSetup} data-testid="game-setup">
      <dl>
        {setup.fixed && yours ? (
          <div>
            <dt>Mission</dt>
            <dd>{mine?.mission?.name} (this round's mission for every table)</dd>
          </div>
        ) : (
          <>
            {yours && (
              <div>
                <dt>Your mission</dt>
                <dd>{yours}</dd>
              </div>
            )}
            {others && (
              <div>
                <dt>{opponentName}'s mission</dt>
                <dd>{others}</dd>
              </div>
            )}
          </>
        )}
        {layout && (
          <div>
            <dt>Layout</dt>
            <dd>{layout}</dd>
          </div>
        )}
      </dl>
      {setup.notes.map((note) => (
        <p key={note} className={styles.hint}>
          {note} The mission follows once both lists name one.
        </p>
      ))}
      {setup.layout && <LayoutPreview id={setup.layout.id} name={setup.layout.name} />}
    </div>
  );
}
