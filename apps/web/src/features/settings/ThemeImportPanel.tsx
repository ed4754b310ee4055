import { type ChangeEvent, useId, useState } from 'react';
import { useTheme } from '../../themes/ThemeProvider';
import { useToast } from '../../toasts/ToastProvider';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import styles from './SettingsPage.module.css';

const MAX_THEME_FILE_BYTES = 64 * 1024;

export function ThemeImportPanel() {
  const { importTheme, setTheme } = useTheme();
  const toast = useToast();
  const [json, setJson] = useState('');
  const [error, setError] = useState<string | null>(null);
  const textId = useId();
  const fileId = useId();

  const submit = async (text: string) => {
    const result = await importTheme(text);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    setJson('');
    setTheme(result.theme.name);
    toast.show({ variant: 'success', message: `Theme "${result.theme.label}" imported and applied.` });
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_THEME_FILE_BYTES) {
      setError('Failed to import theme: the file is larger than 64 KB');
      return;
    }
    await submit(await file.text());
  };

  return (
    <Card>
      <h2>Import a theme</h2>
      <p className={styles.hint}>
        A theme file is JSON with a <code>name</code> and <code>colors</code> including bgPrimary,
        bgSecondary, accentPrimary, accentSecondary, textPrimary and textSecondary. Anything missing comes
        from the theme named in <code>basedOn</code>.
      </p>
      <label htmlFor={textId} className={styles.fieldLabel}>
        Theme JSON
      </label>
      <textarea
        id={textId}
        className={styles.textarea}
        rows={6}
        value={json}
        onChange={(event) => setJson(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${textId}-error` : undefined}
        spellCheck={false}
      />
      {error && (
        <p id={`${textId}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.row}>
        <Button onClick={() => void submit(json)} disabled={!json.trim()}>
          Import theme
        </Button>
        <input
          id={fileId}
          type="file"
          accept="application/json,.json"
          className="visually-hidden"
          onChange={onFile}
        />
        <label htmlFor={fileId} className={styles.fileButton}>
          Choose a file…
        </label>
      </div>
    </Card>
  );
}
