import { Download, Trash2 } from 'lucide-react';
import { currentThemeNames } from '../../themes/built-in-themes';
import { useTheme } from '../../themes/ThemeProvider';
import type { Theme } from '../../themes/theme-model';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Switch } from '../../ui/Switch';
import { downloadText } from './download';
import styles from './SettingsPage.module.css';

function Swatches({ theme }: { theme: Theme }) {
  const { bgPrimary, surface, accentPrimary, accentSecondary, textPrimary } = theme.colors;
  return (
    <span className={styles.swatches} aria-hidden="true">
      {[bgPrimary, surface, accentPrimary, accentSecondary, textPrimary].map((colour, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: colours may repeat; position is the identity
        <span key={index} className={styles.swatch} style={{ background: colour }} />
      ))}
    </span>
  );
}

export function AppearanceSettings() {
  const {
    theme,
    themes,
    customThemes,
    preferences,
    setTheme,
    updatePreferences,
    exportTheme,
    deleteCustomTheme,
  } = useTheme();
  const groups = [
    { title: 'Themes', list: themes.filter((t) => currentThemeNames.includes(t.name)) },
    {
      title: 'Classic themes',
      list: themes.filter((t) => !currentThemeNames.includes(t.name) && !customThemes.includes(t)),
    },
    { title: 'Your themes', list: customThemes },
  ];
  return (
    <Card>
      <h2 id="appearance">Appearance</h2>
      {groups.map(
        (group) =>
          group.list.length > 0 && (
            <fieldset key={group.title} className={styles.themeGroup}>
              <legend>{group.title}</legend>
              <div className={styles.themeGrid}>
                {group.list.map((candidate) => {
                  const custom = customThemes.includes(candidate);
                  return (
                    <div
                      key={candidate.name}
                      className={styles.themeOption}
                      data-selected={candidate.name === theme.name || undefined}
                    >
                      <label className={styles.themeLabel}>
                        <input
                          type="radio"
                          name="theme"
                          value={candidate.name}
                          checked={candidate.name === theme.name}
                          onChange={() => setTheme(candidate.name)}
                        />
                        <Swatches theme={candidate} />
                        <span>{candidate.label}</span>
                        {custom && <Badge>custom</Badge>}
                      </label>
                      <div className={styles.themeActions}>
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Export ${candidate.label}`}
                          onClick={() =>
                            downloadText(`${candidate.name}.theme.json`, exportTheme(candidate.name))
                          }
                        >
                          <Download size={14} aria-hidden="true" />
                        </Button>
                        {custom && (
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={`Delete ${candidate.label}`}
                            onClick={() => deleteCustomTheme(candidate.name)}
                          >
                            <Trash2 size={14} aria-hidden="true" />
                          </Button>
                        )}
                      </div>
                    </div>
                  );
                })}
              </div>
            </fieldset>
          ),
      )}
      <h3>Effects and motion</h3>
      <Switch
        label="Theme transitions"
        description="Ease colours over 300 ms when switching themes."
        checked={preferences.transitionsEnabled}
        onCheckedChange={(value) => updatePreferences({ transitionsEnabled: value })}
      />
      <Switch
        label="Reduce motion"
        description="Turn off animations everywhere. Your system setting is honoured as well."
        checked={preferences.reducedMotion}
        onCheckedChange={(value) => updatePreferences({ reducedMotion: value })}
      />
      <Switch
        label="Glow"
        description="Soft glow around accent elements in themes that use it."
        checked={preferences.globalGlow}
        onCheckedChange={(value) => updatePreferences({ globalGlow: value })}
      />
      <Switch
        label="Background blur"
        description="Frosted panels in themes that use it."
        checked={preferences.globalBlur}
        onCheckedChange={(value) => updatePreferences({ globalBlur: value })}
      />
    </Card>
  );
}
