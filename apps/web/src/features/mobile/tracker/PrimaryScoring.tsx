import type { MissionScoring } from '@muster/contracts';
import { AwardRow } from './AwardRow';
import { MissionSelect } from './MissionSelect';
import styles from './Tracker.module.css';
import {
  awardsInRound,
  type Claim,
  claimPrimary,
  missionOf,
  primaryCardOf,
  type SideIndex,
  setMission,
  type TrackedGame,
} from './tracker-model';

/** The side's primary for the current battle round: tick what they achieved, the caps do the rest. */
export function PrimaryScoring({
  game,
  index,
  scoring,
  onChange,
}: {
  game: TrackedGame;
  index: SideIndex;
  scoring: MissionScoring;
  onChange: (game: TrackedGame) => void;
}) {
  const side = game.sides[index];
  const card = primaryCardOf(scoring, side);
  const mission = missionOf(scoring, side);
  const round = game.battleRound;
  if (!card || !mission)
    return (
      <section className={styles.block} aria-label="Primary mission">
        <h3 className={styles.blockTitle}>Primary</h3>
        <MissionSelect
          id={`mission-${index}`}
          label={`${side.name}'s mission`}
          scoring={scoring}
          value=""
          onChange={(id) => onChange(setMission(game, index, id || null))}
        />
      </section>
    );
  const claims = side.primaryClaims[round - 1] ?? [];
  const countOf = (award: number) => claims.find((c) => c.award === award)?.count ?? 0;
  const change = (award: number, count: number) => {
    const next: Claim[] = [
      ...claims.filter((c) => c.award !== award),
      ...(count > 0 ? [{ award, count }] : []),
    ].sort((a, b) => a.award - b.award);
    onChange(claimPrimary(game, scoring, index, round, next));
  };
  const roundVp = side.game.rounds[round - 1]?.primary ?? 0;
  const gameVp = side.game.rounds.reduce((sum, r) => sum + r.primary, 0);
  const available = awardsInRound(card, round, scoring.rounds);
  return (
    <section className={styles.block} aria-label={`Primary: ${card.name}`}>
      <h3 className={styles.blockTitle}>
        Primary: {card.name}
        <span className={styles.blockFigure} data-testid={`primary-round-${index}`}>
          {roundVp} VP this round
        </span>
      </h3>
      <p className={styles.capLine}>
        Round cap {mission.primaryRoundCap} · game {gameVp} / {mission.primaryCap}
      </p>
      {available.length === 0 ? (
        <p className={styles.capLine}>Nothing on this card scores in battle round {round}.</p>
      ) : (
        available.map(({ award, index: awardIndex }) => (
          <AwardRow
            key={awardIndex}
            id={`primary-${index}-${awardIndex}`}
            award={award}
            count={countOf(awardIndex)}
            onChange={(count) => change(awardIndex, count)}
          />
        ))
      )}
    </section>
  );
}
