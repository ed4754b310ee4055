import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCurrentUser } from '../../../auth/use-current-user';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import fieldStyles from '../../../ui/FormField.module.css';
import { LoadFailedPanel } from '../../../ui/LoadFailedPanel';
import { PageSpinner } from '../../../ui/PageSpinner';
import styles from '../Companion.module.css';
import { useMissionScoring } from '../companion-api';
import { EventGameCard } from './EventGameCard';
import { MissionSelect } from './MissionSelect';
import { saveTrackedGame, useTrackedGames } from './tracked-games-store';
import { newTrackedGame, totalsOf } from './tracker-model';

/** /mobile/tracker: the games tracked on this phone, and a new one. */
export function TrackerHomePage() {
  const scoring = useMissionScoring();
  const games = useTrackedGames();
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const [myName, setMyName] = useState('');
  const [opponent, setOpponent] = useState('');
  const [myMission, setMyMission] = useState('');
  const [theirMission, setTheirMission] = useState('');

  const start = (event: FormEvent) => {
    event.preventDefault();
    const game = newTrackedGame({
      id: crypto.randomUUID(),
      now: new Date(),
      context: { kind: 'casual' },
      sides: [
        { name: myName.trim() || user?.name || 'You', missionId: myMission || null },
        { name: opponent.trim() || 'Opponent', missionId: theirMission || null },
      ],
    });
    saveTrackedGame(game);
    navigate(`/mobile/tracker/${game.id}`);
  };

  return (
    <section className={styles.section} aria-labelledby="tracker-heading">
      <title>Score tracker · Muster</title>
      <h1 id="tracker-heading" className={styles.heading}>
        Score tracker
      </h1>
      <p className={styles.muted}>
        Battle rounds, command points, and primary and secondary VP from the mission cards, with their caps.
        Kept on this phone: it works with no signal.
      </p>
      <EventGameCard signedIn={Boolean(user)} />
      {games.length > 0 && (
        <ul className={styles.list} aria-label="Tracked games">
          {games.map((game) => {
            const totals = scoring.data ? game.sides.map((s) => totalsOf(s, scoring.data).total) : null;
            return (
              <li key={game.id}>
                <Link className={styles.rowLink} to={`/mobile/tracker/${game.id}`}>
                  <span>
                    {game.sides[0].name} vs {game.sides[1].name}
                    <small>
                      {game.context.kind === 'event'
                        ? `${game.context.eventName}, round ${game.context.roundNumber}`
                        : 'Friendly game'}
                      {game.finishedAt ? ' · finished' : ` · battle round ${game.battleRound}`}
                    </small>
                  </span>
                  {totals && (
                    <strong>
                      {totals[0]}–{totals[1]}
                    </strong>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <Card className={styles.section}>
        <h2 className={styles.subheading}>Track a friendly game</h2>
        {scoring.isPending ? (
          <PageSpinner />
        ) : scoring.error ? (
          <LoadFailedPanel
            title="The missions could not be loaded"
            error={scoring.error}
            onRetry={() => void scoring.refetch()}
          />
        ) : (
          <form className={styles.section} onSubmit={start}>
            <div className={fieldStyles.field}>
              <label htmlFor="tracker-me">Your name</label>
              <input
                id="tracker-me"
                value={myName}
                maxLength={80}
                placeholder={user?.name ?? 'You'}
                onChange={(e) => setMyName(e.target.value)}
              />
            </div>
            <div className={fieldStyles.field}>
              <label htmlFor="tracker-opponent">Opponent</label>
              <input
                id="tracker-opponent"
                value={opponent}
                maxLength={80}
                onChange={(e) => setOpponent(e.target.value)}
              />
            </div>
            <MissionSelect
              id="tracker-my-mission"
              label="Your mission"
              scoring={scoring.data}
              value={myMission}
              onChange={setMyMission}
            />
            <MissionSelect
              id="tracker-their-mission"
              label="Opponent's mission"
              scoring={scoring.data}
              value={theirMission}
              onChange={setTheirMission}
            />
            <Button type="submit">Start tracking</Button>
          </form>
        )}
      </Card>
    </section>
  );
}
