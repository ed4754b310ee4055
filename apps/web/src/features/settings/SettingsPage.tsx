import { useCurrentUser } from '../../auth/use-current-user';
import { PageHeader } from '../../ui/PageHeader';
import { PushSettings } from '../notifications/PushSettings';
import { AppearanceSettings } from './AppearanceSettings';
import { DiagnosticsPanel } from './DiagnosticsPanel';
import { SecuritySettings } from './SecuritySettings';
import styles from './SettingsPage.module.css';
import { ThemeImportPanel } from './ThemeImportPanel';
import { TournamentModeSettings } from './TournamentModeSettings';

export function SettingsPage() {
  const { user } = useCurrentUser();
  return (
    <>
      <title>Settings · Muster</title>
      <PageHeader
        eyebrow="Preferences"
        title="Settings"
        description="Appearance, tournament mode, notifications, account security and diagnostics."
      />
      <div className={styles.stack}>
        <AppearanceSettings />
        <ThemeImportPanel />
        <TournamentModeSettings />
        <PushSettings signedIn={user !== null} />
        <SecuritySettings />
        <DiagnosticsPanel />
      </div>
    </>
  );
}
