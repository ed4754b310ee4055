import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '../../../ui/Button';
import { LoadFailedPanel } from '../../../ui/LoadFailedPanel';
import { PageSpinner } from '../../../ui/PageSpinner';
import { StatePanel } from '../../../ui/StatePanel';
import companion from '../Companion.module.css';
import { useMissionScoring } from '../companion-api';
import { FinishGame } from './FinishGame';
import { PrimaryScoring } from './PrimaryScoring';
import { RoundTable } from './RoundTable';
import { SecondaryScoring } from './SecondaryScoring';
import { Stepper } from './Stepper';
import styles from './Tracker.module.css';
import { useTrackedGame } from './tracked-games-store';
import {
  adjustCommandPoints,
  otherVpCap,
  type SideIndex,
  setBattleRound,
  setOtherVp,
  totalsOf,
} from './tracker-model';

/** /mobile/tracker/:gameId: one game, both sides, scored from the mission cards. */
export function TrackedGamePage() {
  const { gameId } = useParams();
  const [game, save] = useTrackedGame(gameId);
  const scoring = useMissionScoring();
  const [sideIndex, setSideIndex] = useState<SideIndex>(0);

  if (!game)
    return (
      <StatePanel
        title="This game is not on this phone"
        actions={<ButtonLink to="/mobile/tracker">Score tracker</ButtonLink>}
      >
        <p>Tracked games are kept on the phone that tracked them.</p>
      </StatePanel>
    );
  if (scoring.isPending) return <PageSpinner />;
  if (scoring.error)
    return (
      <LoadFailedPanel
        title="The mission cards could not be loaded"
        error={scoring.error}
        onRetry={() => void scoring.refetch()}
      />
    );
  const data = scoring.data;
  const side = game.sides[sideIndex];
  const finished = game.finishedAt !== null;

  return (
    <section className={companion.section} aria-labelledby="tracked-heading">
      <title>{`${game.sides[0].name} vs ${game.sides[1].name} · Score tracker · Muster`}</title>
      <div>
        <h1 id="tracked-heading" className={companion.heading}>
          {game.sides[0].name} vs {game.sides[1].name}
        </h1>
        <p className={companion.muted}>
          {game.context.kind === 'event'
            ? `${game.context.eventName}, round ${game.context.roundNumber}, table ${game.context.table}`
            : 'Friendly game'}{' '}
          · <Link to="/mobile/tracker">All tracked games</Link>
        </p>
      </div>
      <div className={styles.scoreboard} role="tablist" aria-label="Sides">
        {([0, 1] as const).map((index) => {
          const s = game.sides[index];
          const totals = totalsOf(s, data);
          return (
            <button
              key={index}
              type="button"
              role="tab"
              id={`side-tab-${index}`}
              aria-selected={sideIndex === index}
              aria-controls="side-panel"
              className={styles.sideTab}
              onClick={() => setSideIndex(index)}
            >
              <span className={styles.sideName}>{s.name}</span>
              <span className={styles.sideTotal} data-testid={`total-${index}`}>
                {totals.total}
              </span>
              <span className={styles.sideSplit}>
                P {totals.primary} · S {totals.secondary} · CP {s.commandPoints}
              </span>
            </button>
          );
        })}
      </div>
      <div className={styles.inlineField}>
        <span>Battle round</span>
        <Stepper
          label="Battle round"
          value={game.battleRound}
          min={1}
          max={data.rounds}
          unit={`of ${data.rounds}`}
          onChange={(round) => save(setBattleRound(game, data, round))}
        />
      </div>
      <fieldset
        id="side-panel"
        role="tabpanel"
        aria-labelledby={`side-tab-${sideIndex}`}
        className={styles.panel}
        disabled={finished}
      >
        <div className={styles.inlineField}>
          <span>Command points</span>
          <Stepper
            label={`${side.name}'s command points`}
            value={side.commandPoints}
            onChange={(cp) => save(adjustCommandPoints(game, sideIndex, cp - side.commandPoints))}
          />
        </div>
        <PrimaryScoring game={game} index={sideIndex} scoring={data} onChange={save} />
        <SecondaryScoring key={sideIndex} game={game} index={sideIndex} scoring={data} onChange={save} />
        <div className={styles.inlineField}>
          <span>Other VP (battle ready, event bonuses)</span>
          <Stepper
            label={`${side.name}'s other VP`}
            value={side.otherVp}
            max={otherVpCap(side, data)}
            onChange={(vp) => save(setOtherVp(game, data, sideIndex, vp))}
          />
        </div>
      </fieldset>
      <RoundTable game={game} />
      <FinishGame game={game} scoring={data} onChange={save} />
    </section>
  );
}
