import { useState } from 'react';
import { ComponentErrorBoundary } from '../../errors/boundaries/ComponentErrorBoundary';
import { useToast } from '../../toasts/ToastProvider';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { Switch } from '../../ui/Switch';
import styles from './DevPages.module.css';

function Exploding({ armed }: { armed: boolean }) {
  if (armed) throw new Error('Deliberate failure from the UI kit demo');
  return <p className={styles.hint}>This panel renders normally until you arm it.</p>;
}

/** Throws during render so the route boundary catches it (it is outside any component boundary). */
function RouteExploder(): null {
  throw new Error('Deliberate route failure from the UI kit demo');
}

export function UiDemoPage() {
  const toast = useToast();
  const [switchOn, setSwitchOn] = useState(true);
  const [componentArmed, setComponentArmed] = useState(false);
  const [routeArmed, setRouteArmed] = useState(false);
  return (
    <>
      <title>UI Kit · Muster</title>
      <PageHeader
        eyebrow="Design system"
        title="UI Kit"
        description="The shared components every screen is built from, in the current theme."
      />
      {routeArmed && <RouteExploder />}
      <div className={styles.grid}>
        <Card>
          <h2>Buttons</h2>
          <div className={styles.row}>
            <Button>Primary</Button>
            <Button variant="secondary">Secondary</Button>
            <Button variant="ghost">Ghost</Button>
            <Button variant="danger">Danger</Button>
            <Button disabled>Disabled</Button>
          </div>
        </Card>
        <Card>
          <h2>Badges</h2>
          <div className={styles.row}>
            <Badge tone="grey">free</Badge>
            <Badge tone="blue">warrior</Badge>
            <Badge tone="purple">commander</Badge>
            <Badge tone="gold">emperor</Badge>
            <Badge tone="success">confirmed</Badge>
            <Badge tone="warning">disputed</Badge>
          </div>
        </Card>
        <Card>
          <h2>Toasts</h2>
          <div className={styles.row}>
            <Button
              variant="secondary"
              onClick={() => toast.show({ message: 'List saved.', variant: 'success' })}
            >
              Success toast
            </Button>
            <Button
              variant="secondary"
              onClick={() => toast.show({ message: 'Round 3 starts in 5 minutes.' })}
            >
              Info toast
            </Button>
            <Button
              variant="secondary"
              onClick={() =>
                toast.show({
                  message: 'Result disputed by your opponent.',
                  variant: 'warning',
                  durationMs: 0,
                })
              }
            >
              Sticky warning
            </Button>
            <Button
              variant="secondary"
              onClick={() => toast.show({ message: 'Could not save the list.', variant: 'error' })}
            >
              Error toast
            </Button>
          </div>
        </Card>
        <Card>
          <h2>Switch</h2>
          <Switch
            label="Example setting"
            description="Switches are keyboard and screen-reader friendly."
            checked={switchOn}
            onCheckedChange={setSwitchOn}
          />
        </Card>
        <Card>
          <h2>Error boundaries</h2>
          <p className={styles.hint}>Errors thrown while rendering are caught at the nearest boundary.</p>
          <ComponentErrorBoundary name="demo">
            <Exploding armed={componentArmed} />
          </ComponentErrorBoundary>
          <div className={styles.row}>
            <Button variant="danger" onClick={() => setComponentArmed(true)}>
              Throw in a component
            </Button>
            <Button variant="danger" onClick={() => setRouteArmed(true)}>
              Throw in the page
            </Button>
          </div>
        </Card>
      </div>
    </>
  );
}
