import { PageHeader } from '../../ui/PageHeader';
import { AppearanceSettings } from './AppearanceSettings';
import { DiagnosticsPanel } from './DiagnosticsPanel';
import { SecuritySettings } from './SecuritySettings';
import styles from './SettingsPage.module.css';
import { ThemeImportPanel } from './ThemeImportPanel';
import { TournamentModeSettings } from './TournamentModeSettings';

export function SettingsPage() {
  return (
    <>
      <title>Settings · Muster</title>
      <PageHeader
        eyebrow="Preferences"
        title="Settings"
        description="Appearance, tournament mode, account security and diagnostics."
      />
      <div className={styles.stack}>
        <AppearanceSettings />
        <ThemeImportPanel />
        <TournamentModeSettings />
        <SecuritySettings />
        <DiagnosticsPanel />
      </div>
    </>
  );
}
