import { notificationKindLabels, notificationKinds } from '@muster/contracts/notifications';
import { useEffect, useState } from 'react';
import { Card } from '../../ui/Card';
import { Switch } from '../../ui/Switch';
import styles from '../settings/SettingsPage.module.css';
import {
  currentPushSubscription,
  pushSupported,
  usePushDevice,
  usePushSettings,
  useSetPushKinds,
} from './notifications-api';

/**
 * Phone notifications: this device on or off (the browser asks for permission), and which kinds
 * are pushed. The bell shows every kind whatever is chosen here; pushes stay quiet while Muster is
 * open in front of you.
 */
export function PushSettings({ signedIn }: { signedIn: boolean }) {
  const settings = usePushSettings(signedIn);
  const setKinds = useSetPushKinds();
  const device = usePushDevice();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  useEffect(() => {
    void currentPushSubscription().then((subscription) => setSubscribed(subscription !== null));
  }, []);
  if (!signedIn) return null;
  const kinds = settings.data?.kinds ?? [];
  const supported = pushSupported();
  return (
    <Card>
      <h2 id="notifications">Notifications on this device</h2>
      {!supported && <p className={styles.hint}>This browser cannot show notifications from Muster.</p>}
      <Switch
        label="Notify this device"
        description={`Pairings, results to confirm and the round clock reach this phone even when Muster is closed. ${settings.data ? `${settings.data.devices} device(s) get them now.` : ''}`}
        checked={subscribed === true}
        disabled={!supported || !settings.data || device.isPending}
        onCheckedChange={(on) => {
          if (!settings.data) return;
          device.mutate({ on, publicKey: settings.data.publicKey }, { onSuccess: () => setSubscribed(on) });
        }}
      />
      {device.error && (
        <p role="alert" className={styles.hint}>
          {device.error.message}
        </p>
      )}
      <fieldset className={styles.battery} disabled={!settings.data || setKinds.isPending}>
        <legend>Push these</legend>
        {notificationKinds.map((kind) => (
          <label key={kind} className={styles.batteryOption}>
            <input
              type="checkbox"
              checked={kinds.includes(kind)}
              onChange={(event) =>
                setKinds.mutate(event.target.checked ? [...kinds, kind] : kinds.filter((k) => k !== kind))
              }
            />
            {notificationKindLabels[kind]}
          </label>
        ))}
      </fieldset>
    </Card>
  );
}
