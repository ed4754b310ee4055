import { deploymentZonesFor } from '@muster/battlefield';
import type { BattlefieldTemplate } from '@muster/contracts';
import { Map as MapIcon } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { StatePanel } from '../../ui/StatePanel';
import styles from './Battlefields.module.css';
import {
  BATTLEFIELDS_PER_PAGE,
  useBattlefieldList,
  useBattlefieldTemplates,
  useCreateBattlefield,
} from './battlefields-api';

const strikeForce = { width: 60, height: 44 };

export function BattlefieldsPage() {
  const [params, setParams] = useSearchParams();
  const scope = params.get('scope') === 'public' ? 'public' : 'mine';
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const list = useBattlefieldList(scope, offset);
  const templates = useBattlefieldTemplates();
  const create = useCreateBattlefield();
  const navigate = useNavigate();

  const start = async (template: BattlefieldTemplate | null) => {
    try {
      const created = await create.mutateAsync(
        template
          ? {
              name: template.name,
              description: template.description,
              size: template.size,
              terrain: template.terrain,
              objectives: template.objectives,
              deploymentZones: template.deploymentZones,
              unitPlacements: [],
              missionName: template.missionName,
              missionRules: template.missionRules,
              isPublic: false,
            }
          : {
              name: 'New battlefield',
              description: '',
              size: strikeForce,
              terrain: [],
              objectives: [],
              deploymentZones: deploymentZonesFor('hammer_and_anvil', strikeForce),
              unitPlacements: [],
              missionName: '',
              missionRules: '',
              isPublic: false,
            },
      );
      navigate(`/battlefields/${created.id}`);
    } catch {
      // shown from create.error
    }
  };
  const go = (next: { scope?: string; offset?: number }) =>
    setParams({ scope: next.scope ?? scope, offset: String(next.offset ?? 0) });

  return (
    <>
      <title>Battlefields · Muster</title>
      <PageHeader
        eyebrow="Analysis Tools"
        title="Battlefields"
        description="Design tables: terrain, objectives, deployment zones and your units, with snapshots of each turn."
        actions={
          <Button onClick={() => start(null)} disabled={create.isPending}>
            New battlefield
          </Button>
        }
      />
      <FormError message={create.error?.message} />
      <div className={styles.tabs}>
        {(['mine', 'public'] as const).map((s) => (
          <button key={s} type="button" aria-pressed={scope === s} onClick={() => go({ scope: s })}>
            {s === 'mine' ? 'Mine' : 'Public'}
          </button>
        ))}
      </div>
      {list.isPending && <PageSpinner label="Loading battlefields" />}
      {list.error && (
        <LoadFailedPanel
          title="Battlefields could not be loaded"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data && list.data.items.length === 0 && (
        <Card>
          <StatePanel
            icon={<MapIcon aria-hidden />}
            title={scope === 'mine' ? 'No battlefields yet' : 'Nothing shared yet'}
            headingLevel={2}
          >
            <p>Start from a blank Strike Force table or one of the templates below.</p>
          </StatePanel>
        </Card>
      )}
      {list.data && list.data.items.length > 0 && (
        <>
          <ul className={styles.cards} aria-label="Battlefields">
            {list.data.items.map((b) => (
              <li key={b.id}>
                <Card className={styles.summary}>
                  <h2>
                    <Link to={`/battlefields/${b.id}`}>{b.name}</Link>
                  </h2>
                  <p className={styles.hint}>
                    {b.size.width}" × {b.size.height}" · {b.terrainCount} terrain · {b.placementCount} units
                    {b.missionName ? ` · ${b.missionName}` : ''}
                  </p>
                  <div className={styles.badges}>
                    <Badge>{b.classification.sizeCategory}</Badge>
                    <Badge>{b.classification.difficulty}</Badge>
                    {b.isPublic && <Badge tone="success">Public</Badge>}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
          <nav className={styles.pager} aria-label="Pages">
            <Button
              size="sm"
              variant="secondary"
              disabled={offset === 0}
              onClick={() => go({ offset: Math.max(0, offset - BATTLEFIELDS_PER_PAGE) })}
            >
              Previous
            </Button>
            <span>
              {offset + 1}–{offset + list.data.items.length} of {list.data.total}
            </span>
            <Button
              size="sm"
              variant="secondary"
              disabled={offset + BATTLEFIELDS_PER_PAGE >= list.data.total}
              onClick={() => go({ offset: offset + BATTLEFIELDS_PER_PAGE })}
            >
              Next
            </Button>
          </nav>
        </>
      )}
      <section aria-labelledby="templates-title" className={styles.templates}>
        <h2 id="templates-title">Start from a template</h2>
        {templates.data && (
          <ul className={styles.cards}>
            {templates.data.templates.map((t) => (
              <li key={t.id}>
                <Card className={styles.summary}>
                  <h3>{t.name}</h3>
                  <p className={styles.hint}>{t.description}</p>
                  <div className={styles.badges}>
                    <Badge>{t.category}</Badge>
                    <Badge>{t.classification.difficulty}</Badge>
                    {t.isOfficial ? <Badge tone="accent">Official</Badge> : <Badge>Yours</Badge>}
                  </div>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => start(t)}
                    disabled={create.isPending}
                    aria-label={`Use template ${t.name}`}
                  >
                    Use template
                  </Button>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
