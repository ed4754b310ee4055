import { CalendarDays, MapPin, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../auth/use-current-user';
import { Badge } from '../../ui/Badge';
import { ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { StatePanel } from '../../ui/StatePanel';
import styles from './Tournaments.module.css';
import { eventDates, playerCount, statusLabels } from './tournament-labels';
import { type ListFilter, useTournamentList } from './tournaments-api';

export function TournamentsPage() {
  const { user } = useCurrentUser();
  const [filter, setFilter] = useState<ListFilter>({ query: '', when: 'upcoming', mine: false });
  const list = useTournamentList(filter);
  return (
    <>
      <title>Tournaments · Muster</title>
      <PageHeader
        eyebrow="Community"
        title="Tournaments"
        description="Find an event, register, and follow pairings and standings live."
        actions={user && <ButtonLink to="/tournament/create">Create tournament</ButtonLink>}
      />
      <Card className={styles.filters}>
        <div className={styles.field}>
          <label htmlFor="tournament-search">Search by name or venue</label>
          <input
            id="tournament-search"
            type="search"
            value={filter.query}
            onChange={(e) => setFilter({ ...filter, query: e.target.value })}
          />
        </div>
        <fieldset className={styles.segmented}>
          <legend>When</legend>
          {(['upcoming', 'past', 'all'] as const).map((when) => (
            <label key={when}>
              <input
                type="radio"
                name="when"
                checked={filter.when === when}
                onChange={() => setFilter({ ...filter, when })}
              />
              {when === 'upcoming' ? 'Upcoming' : when === 'past' ? 'Past' : 'All'}
            </label>
          ))}
        </fieldset>
        {user && (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={filter.mine}
              onChange={(e) => setFilter({ ...filter, mine: e.target.checked })}
            />
            Only events I run or entered
          </label>
        )}
      </Card>
      {list.isPending && <PageSpinner />}
      {list.error && (
        <LoadFailedPanel
          title="Events could not be loaded"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data?.length === 0 && (
        <StatePanel headingLevel={2} title="No events found">
          {filter.query
            ? 'Nothing matches that search.'
            : 'Nothing here yet. Organisers: create the first one.'}
        </StatePanel>
      )}
      <ul className={styles.cards} aria-label="Events">
        {list.data?.map((t) => {
          const [label, tone] = statusLabels[t.status];
          return (
            <li key={t.id}>
              <Card className={styles.card}>
                <h2>
                  <Link to={`/tournament/${t.id}`}>{t.name}</Link>
                </h2>
                <p className={styles.badges}>
                  <Badge tone={tone}>{label}</Badge>
                  {t.registrationOpen && <Badge tone="success">Registration open</Badge>}
                  <Badge tone="grey">{t.edition} edition</Badge>
                  <Badge tone="grey">{t.pointsLimit} pts</Badge>
                </p>
                <p className={styles.facts}>
                  <span>
                    <CalendarDays aria-hidden size={16} /> {eventDates(t.startsOn, t.endsOn)}
                  </span>
                  <span>
                    <MapPin aria-hidden size={16} /> {t.venue}
                  </span>
                  <span>
                    <Users aria-hidden size={16} /> {playerCount(t.counts, t.playerCap)}
                    {t.counts.waitlisted > 0 ? `, ${t.counts.waitlisted} waiting` : ''} · {t.rounds} rounds
                  </span>
                </p>
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}
