import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '../../ui/Badge';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { useRosterList } from '../rosters/rosters-api';
import { rostersGate } from '../rosters/rosters-gate';
import styles from './Playbooks.module.css';
import { useCreatePlaybook, usePlaybooks } from './playbooks-api';

const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function PlaybookGeneratorPage() {
  const rosters = useRosterList();
  const playbooks = usePlaybooks();
  const create = useCreatePlaybook();
  const navigate = useNavigate();
  const [rosterId, setRosterId] = useState('');
  const [opponentId, setOpponentId] = useState('');
  const [title, setTitle] = useState('');
  const header = (
    <PageHeader
      eyebrow="Analysis Tools"
      title="Playbook Generator"
      description="A game plan for your list: who does what, turn by turn, what to kill first and what to fear."
      actions={
        <ButtonLink variant="secondary" to="/playbook-sample">
          See a sample playbook
        </ButtonLink>
      }
    />
  );
  const gate = rostersGate(rosters, header, {
    hint: "Import your list (and your opponent's, if you know it) to build a playbook.",
  });
  if ('view' in gate) return gate.view;
  const rosterList = gate.list;
  const chosen = rosterId || rosterList[0]?.id || '';

  const generate = async () => {
    try {
      const playbook = await create.mutateAsync({
        rosterId: chosen,
        opponentRosterId: opponentId || null,
        ...(title.trim() ? { title: title.trim() } : {}),
      });
      navigate(`/playbook-viewer/${playbook.id}`);
    } catch {
      // shown by FormError
    }
  };

  return (
    <>
      <title>Playbook Generator · Muster</title>
      {header}
      <Card className={styles.form}>
        <div className={styles.field}>
          <label htmlFor="playbook-roster">Your roster</label>
          <select id="playbook-roster" value={chosen} onChange={(e) => setRosterId(e.target.value)}>
            {rosterList.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name} — {r.faction}, {r.points} pts
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="playbook-opponent">Opponent (optional)</label>
          <select id="playbook-opponent" value={opponentId} onChange={(e) => setOpponentId(e.target.value)}>
            <option value="">No particular opponent</option>
            {rosterList.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name} — {r.faction}, {r.points} pts
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="playbook-title">Title (optional)</label>
          <input
            id="playbook-title"
            value={title}
            maxLength={120}
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        <div className={styles.formActions}>
          <Button onClick={() => void generate()} disabled={create.isPending}>
            {create.isPending ? 'Generating…' : 'Generate playbook'}
          </Button>
          <span className={styles.muted}>
            Computed from your list's dice maths: free, and the same list gives the same plan.
          </span>
          <FormError message={create.error?.message} />
        </div>
      </Card>

      <section aria-labelledby="mine-heading">
        <h2 id="mine-heading" className={styles.sectionTitle}>
          Your playbooks
        </h2>
        {playbooks.error && (
          <LoadFailedPanel
            title="Your playbooks could not be loaded"
            error={playbooks.error}
            onRetry={() => void playbooks.refetch()}
          />
        )}
        {playbooks.data?.length === 0 && <p className={styles.muted}>None yet.</p>}
        <ul className={styles.list}>
          {playbooks.data?.map((p) => (
            <li key={p.id}>
              <Card className={styles.listItem}>
                <Link to={`/playbook-viewer/${p.id}`}>{p.title}</Link>
                <span className={styles.muted}>
                  {p.rosterName}
                  {p.opponentName ? ` vs ${p.opponentName}` : ''} · {date.format(new Date(p.createdAt))}
                </span>
                {p.isPublic && <Badge tone="purple">Shared</Badge>}
                <Link to={`/playbook-test/${p.id}`}>
                  Test<span className="visually-hidden"> {p.title}</span>
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
