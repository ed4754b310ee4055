import { BookOpen, Dices, GraduationCap, Shield, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../auth/use-current-user';
import { usePublishedContent } from '../../content/published-content';
import { ComponentErrorBoundary } from '../../errors/boundaries/ComponentErrorBoundary';
import { useTournamentMode } from '../../tournament-mode/TournamentModeProvider';
import { Badge } from '../../ui/Badge';
import { ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { MyGameCard } from '../tournaments/MyGameCard';
import styles from './DashboardPage.module.css';
import { NextSteps } from './NextSteps';

const quickActions = [
  { to: '/rosters', label: 'My Rosters', text: 'Import and keep your army lists.', icon: Shield },
  { to: '/battle-simulator', label: 'Battle Simulator', text: 'Exact odds for any attack.', icon: Dices },
  { to: '/tournaments', label: 'Tournaments', text: 'Find an event or run your own.', icon: Trophy },
  { to: '/library', label: 'Tactical Library', text: 'Guides from basics to the meta.', icon: BookOpen },
  { to: '/coaching', label: 'AI Coaching', text: 'Coaching grounded in your games.', icon: GraduationCap },
];

function FeaturedContent() {
  const { data, error, isPending } = usePublishedContent();
  if (isPending) return <p className={styles.muted}>Loading featured articles…</p>;
  if (error) return <p className={styles.muted}>{error.message}</p>;
  const featured = data.filter((item) => item.isFeatured).slice(0, 3);
  if (featured.length === 0) return <p className={styles.muted}>No featured articles yet.</p>;
  return (
    <ul className={styles.featured}>
      {featured.map((item) => (
        <li key={item.id}>
          <Link to={`/library?content=${item.id}`}>{item.title}</Link>
          <p className={styles.muted}>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}

function TournamentPanel() {
  const { enabled, activeTournament, currentMatch } = useTournamentMode();
  if (!enabled) {
    return (
      <>
        <p className={styles.muted}>
          Tournament mode keeps your current match one tap away and saves battery on long event days.
        </p>
        <ButtonLink to="/settings#tournament-mode" variant="secondary" size="sm">
          Set up tournament mode
        </ButtonLink>
      </>
    );
  }
  if (!activeTournament) {
    return (
      <>
        <p className={styles.muted}>
          Tournament mode is on. Register for an event to see your pairings here.
        </p>
        <ButtonLink to="/tournaments" variant="secondary" size="sm">
          Find a tournament
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      <p>
        <strong>{activeTournament.name}</strong> · round {activeTournament.currentRound}
      </p>
      {currentMatch ? (
        <p>
          <Badge tone={currentMatch.status === 'in-progress' ? 'success' : 'accent'}>
            {currentMatch.status}
          </Badge>{' '}
          Round {currentMatch.roundNumber}
          {currentMatch.table ? `, table ${currentMatch.table}` : ''}
        </p>
      ) : (
        <p className={styles.muted}>No match to play this round yet.</p>
      )}
    </>
  );
}

export function DashboardPage() {
  const { activeTournament, currentMatch } = useTournamentMode();
  const { user } = useCurrentUser();
  return (
    <>
      <title>Command Center · Muster</title>
      <PageHeader
        eyebrow="Dashboard"
        title="Command Center"
        description="Your rosters, analysis, events and study in one place."
      />
      {/* On game day the player's own game (clock, opponent, report) comes before anything else. */}
      {activeTournament && currentMatch && (
        <section aria-label={`Your game at ${activeTournament.name}`} className={styles.section}>
          <MyGameCard tournamentId={activeTournament.id} />
          <ButtonLink to={`/tournament/${activeTournament.id}`} variant="secondary" size="sm">
            Open the event page
          </ButtonLink>
        </section>
      )}
      {user && (
        <section aria-labelledby="next-steps" className={styles.section}>
          <h2 id="next-steps">Your next steps</h2>
          <ComponentErrorBoundary name="next steps">
            <NextSteps />
          </ComponentErrorBoundary>
        </section>
      )}
      <section aria-labelledby="quick-actions" className={styles.section}>
        <h2 id="quick-actions" className="visually-hidden">
          Quick actions
        </h2>
        <div className={styles.actions}>
          {quickActions.map(({ to, label, text, icon: Icon }) => (
            <Link key={to} to={to} className={styles.action}>
              <Icon size={22} aria-hidden="true" className={styles.actionIcon} />
              <span className={styles.actionLabel}>{label}</span>
              <span className={styles.muted}>{text}</span>
            </Link>
          ))}
        </div>
      </section>
      <div className={styles.columns}>
        <Card>
          <h2>From the library</h2>
          <ComponentErrorBoundary name="featured articles">
            <FeaturedContent />
          </ComponentErrorBoundary>
        </Card>
        <Card>
          <h2>Tournament mode</h2>
          <ComponentErrorBoundary name="tournament mode">
            <TournamentPanel />
          </ComponentErrorBoundary>
        </Card>
      </div>
    </>
  );
}
