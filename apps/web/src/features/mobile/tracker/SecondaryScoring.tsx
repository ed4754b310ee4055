import type { MissionScoring, ScoringCard } from '@muster/contracts';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import fieldStyles from '../../../ui/FormField.module.css';
import { withOccurrenceKeys } from '../../../ui/occurrence-keys';
import { AwardRow } from './AwardRow';
import styles from './Tracker.module.css';
import {
  type Claim,
  discardSecondary,
  drawSecondary,
  missionOf,
  type SideIndex,
  scorableAwards,
  scoreHeldSecondary,
  secondaryBankedIfScored,
  secondaryValue,
  setApproach,
  type TrackedGame,
  undoSecondary,
} from './tracker-model';

type Props = {
  game: TrackedGame;
  index: SideIndex;
  scoring: MissionScoring;
  onChange: (game: TrackedGame) => void;
};

function HeldCard({ card, game, index, scoring, onChange }: Props & { card: ScoringCard }) {
  const [claims, setClaims] = useState<Claim[]>([]);
  const approach = game.sides[index].game.approach;
  const value = secondaryValue(card, approach, claims);
  const banked = value > 0 ? secondaryBankedIfScored(game, scoring, index, card, claims) : 0;
  const countOf = (award: number) => claims.find((c) => c.award === award)?.count ?? 0;
  const change = (award: number, count: number) =>
    setClaims((current) => [
      ...current.filter((c) => c.award !== award),
      ...(count > 0 ? [{ award, count }] : []),
    ]);
  return (
    <details className={styles.card} open>
      <summary className={styles.cardTitle}>{card.name}</summary>
      {scorableAwards(card, approach).map(({ award, index: awardIndex }) => (
        <AwardRow
          key={awardIndex}
          id={`secondary-${index}-${card.id}-${awardIndex}`}
          award={award}
          count={countOf(awardIndex)}
          onChange={(count) => change(awardIndex, count)}
        />
      ))}
      {banked < value && (
        <p className={styles.capLine} role="status">
          {value} VP on the card; the mission's caps leave {banked}
          {approach === 'tactical' ? ': scoring it still uses the card.' : '.'}
        </p>
      )}
      <div className={styles.cardActions}>
        <Button
          disabled={value === 0}
          onClick={() => {
            onChange(scoreHeldSecondary(game, scoring, index, card, claims));
            setClaims([]);
          }}
        >
          Score {banked} VP
        </Button>
        <Button variant="secondary" onClick={() => onChange(discardSecondary(game, index, card.id))}>
          Discard
        </Button>
      </div>
    </details>
  );
}

/** The side's secondaries: the cards in hand, scoring one in this round, and the record with undo. */
export function SecondaryScoring(props: Props) {
  const { game, index, scoring, onChange } = props;
  const side = game.sides[index];
  const [drawing, setDrawing] = useState('');
  const deck = scoring.cards.filter((c) => c.kind === 'secondary');
  const byId = new Map(deck.map((c) => [c.id, c]));
  const mission = missionOf(scoring, side);
  const round = game.battleRound;
  const roundVp = side.game.rounds[round - 1]?.secondary ?? 0;
  const gameVp = side.game.rounds.reduce((sum, r) => sum + r.secondary, 0);
  const approach = side.game.approach;
  return (
    <section className={styles.block} aria-label="Secondary missions">
      <h3 className={styles.blockTitle}>
        Secondary
        <span className={styles.blockFigure} data-testid={`secondary-round-${index}`}>
          {roundVp} VP this round
        </span>
      </h3>
      <p className={styles.capLine}>
        {mission
          ? `Round cap ${mission.secondaryRoundCap} · game ${gameVp} / ${mission.secondaryCap}`
          : `Game ${gameVp}`}
        {approach === 'tactical' ? ` · ${scoring.tacticalCardCap} VP a card` : ''}
      </p>
      <fieldset className={styles.segmented}>
        <legend className="visually-hidden">How {side.name} plays secondaries</legend>
        {(['tactical', 'fixed'] as const).map((mode) => (
          <label key={mode} className={styles.segment} data-checked={approach === mode || undefined}>
            <input
              type="radio"
              name={`approach-${index}`}
              value={mode}
              checked={approach === mode}
              onChange={() => onChange(setApproach(game, index, mode))}
            />
            {mode === 'tactical' ? 'Tactical' : 'Fixed'}
          </label>
        ))}
      </fieldset>
      {side.game.handIds.map((id) => {
        const card = byId.get(id);
        return card ? <HeldCard key={id} {...props} card={card} /> : null;
      })}
      <form
        className={fieldStyles.row}
        onSubmit={(e) => {
          e.preventDefault();
          if (drawing) onChange(drawSecondary(game, index, drawing));
          setDrawing('');
        }}
      >
        <div className={fieldStyles.field}>
          <label htmlFor={`draw-${index}`}>Draw a card</label>
          <select id={`draw-${index}`} value={drawing} onChange={(e) => setDrawing(e.target.value)}>
            <option value="">Choose a secondary…</option>
            {deck
              .filter((c) => !side.game.handIds.includes(c.id))
              .sort((a, b) => a.name.localeCompare(b.name))
              .map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
          </select>
        </div>
        <Button type="submit" variant="secondary" disabled={!drawing}>
          Add to hand
        </Button>
      </form>
      {side.game.log.length > 0 && (
        <ul className={styles.log} aria-label={`${side.name}'s scored secondaries`}>
          {withOccurrenceKeys(side.game.log, (e) => `${e.cardId}-${e.round}`).map(
            ([key, entry], logIndex) => (
              <li key={key}>
                <span>
                  Round {entry.round}: {byId.get(entry.cardId)?.name ?? entry.cardId}, {entry.vp} VP
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onChange(undoSecondary(game, index, logIndex))}
                >
                  Undo
                </Button>
              </li>
            ),
          )}
        </ul>
      )}
    </section>
  );
}
