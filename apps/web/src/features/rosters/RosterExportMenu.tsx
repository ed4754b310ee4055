import {
  type RosterExportFormat,
  rosterExportFormatInfo,
  rosterExportFormats,
} from '@muster/contracts/roster-export-formats';
import { ClipboardCopy, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useToast } from '../../toasts/ToastProvider';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import styles from './RosterExportMenu.module.css';
import { fetchRosterExport } from './rosters-api';

/** The file name the server gave (content-disposition), else the roster's id with the format's extension. */
function fileNameOf(header: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(header ?? '')?.[1] ?? fallback;
}

/**
 * One menu for every format a roster exports to (Warhammer app, New Recruit, WTC, ATC, Tabletop
 * Simulator…): pick one, then download it, or copy the text formats to paste into a tournament
 * site or a chat. A format that cannot write this roster says why, under the menu.
 */
export function RosterExportMenu({ rosterId }: { rosterId: string }) {
  const id = useId();
  const toast = useToast();
  const [format, setFormat] = useState<RosterExportFormat>('text');
  const [busy, setBusy] = useState<'download' | 'copy' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const info = rosterExportFormatInfo[format];

  const download = async () => {
    setBusy('download');
    setError(null);
    try {
      const response = await fetchRosterExport(rosterId, format);
      const fileName = fileNameOf(response.headers.get('content-disposition'), `roster.${info.extension}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
    }
  };

  const copy = async () => {
    setBusy('copy');
    setError(null);
    try {
      const text = fetchRosterExport(rosterId, format).then((response) => response.text());
      // Safari keeps the click's permission to write only for a ClipboardItem made in the click.
      if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
        await navigator.clipboard.write([
          new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) }),
        ]);
      } else {
        if (!navigator.clipboard)
          throw new Error('This browser cannot copy here: download the file instead.');
        await navigator.clipboard.writeText(await text);
      }
      toast.show({ variant: 'success', message: `Copied as ${info.label}.` });
    } catch (failure) {
      setError(
        failure instanceof Error && failure.name !== 'NotAllowedError'
          ? failure.message
          : 'The browser did not let the list be copied: download the file instead.',
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.menu}>
      <label htmlFor={`${id}-format`} className={styles.label}>
        Export as
      </label>
      <select
        id={`${id}-format`}
        className={styles.select}
        value={format}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setFormat(event.target.value as RosterExportFormat);
          setError(null);
        }}
      >
        {rosterExportFormats.map((option) => (
          <option key={option} value={option}>
            {rosterExportFormatInfo[option].label}
          </option>
        ))}
      </select>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={download} disabled={busy !== null}>
          <Download aria-hidden size={16} /> {busy === 'download' ? 'Preparing…' : 'Download'}
        </Button>
        {info.pastable && (
          <Button variant="secondary" onClick={copy} disabled={busy !== null}>
            <ClipboardCopy aria-hidden size={16} /> {busy === 'copy' ? 'Copying…' : 'Copy'}
          </Button>
        )}
      </div>
      {error && (
        <div className={styles.error}>
          <FormError id={`${id}-error`} message={error} />
        </div>
      )}
    </div>
  );
}
