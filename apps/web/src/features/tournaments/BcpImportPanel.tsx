import type { BcpImportFile, BcpImportReply } from '@muster/contracts/tournament-import';
import { useId, useState } from 'react';
import { useToast } from '../../toasts/ToastProvider';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import { useBcpImport } from './bcp-import-api';
import styles from './Tournaments.module.css';

const kindLabels: Record<BcpImportReply['files'][number]['kind'], string> = {
  players: 'players',
  pairings: 'pairings and results',
  'army-lists': 'army lists',
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What the files hold, as the server read them: checked before anything is imported. */
function ImportSummary({ reply }: { reply: BcpImportReply }) {
  return (
    <div aria-live="polite">
      <p>
        {reply.event.name ? <strong>{reply.event.name}</strong> : 'These files'}
        {reply.event.date ? ` (${reply.event.date})` : ''}: {plural(reply.players, 'player')}
        {reply.dropped > 0 ? ` (${reply.dropped} dropped)` : ''}, {plural(reply.rounds, 'round')},{' '}
        {plural(reply.games, 'game')}
        {reply.gamesWithoutResult > 0 ? ` (${reply.gamesWithoutResult} still in play)` : ''},{' '}
        {plural(reply.lists, 'army list')}.
      </p>
      <ul className={styles.hint}>
        {reply.files.map((file) => (
          <li key={file.name}>
            {file.name}: {kindLabels[file.kind]} ({file.records})
          </li>
        ))}
      </ul>
      {reply.warnings.length > 0 && (
        <ul>
          {reply.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Moves an event run on Best Coast Pairings here: the organiser chooses the files saved from BCP
 * (players, pairings, army lists), sees what they hold, then imports. Only into an empty event,
 * whose scoring and tiebreakers the standings then use.
 */
export function BcpImportPanel({ tournamentId }: { tournamentId: string }) {
  const id = useId();
  const toast = useToast();
  const run = useBcpImport(tournamentId);
  const [files, setFiles] = useState<BcpImportFile[]>([]);
  const [checked, setChecked] = useState<BcpImportReply | null>(null);
  const [readError, setReadError] = useState<string | undefined>();

  const choose = async (list: FileList | null) => {
    setChecked(null);
    setReadError(undefined);
    run.reset();
    const chosen = [...(list ?? [])];
    let read: BcpImportFile[];
    try {
      read = await Promise.all(chosen.map(async (file) => ({ name: file.name, text: await file.text() })));
    } catch {
      setReadError('The files could not be read from this device.');
      return;
    }
    setFiles(read);
    if (read.length === 0) return;
    try {
      setChecked(await run.mutateAsync({ files: read, dryRun: true }));
    } catch {
      // The server's reason is shown below.
    }
  };

  return (
    <Card className={styles.panel}>
      <h2>Import from Best Coast Pairings</h2>
      <p className={styles.hint}>
        Move an event run on BCP here: its players, factions, teams, army lists, pairings and results. Choose
        the files saved from BCP (players, pairings, army lists; JSON). Standings use this event's scoring and
        tiebreakers, so set them first (the “Best Coast Pairings” scoring reproduces BCP's placings).
      </p>
      <div className={styles.field}>
        <label htmlFor={`${id}-files`}>BCP files</label>
        <input
          id={`${id}-files`}
          type="file"
          accept=".json,application/json"
          multiple
          onChange={(e) => void choose(e.target.files)}
        />
      </div>
      {run.isPending && <p className={styles.hint}>Reading the files…</p>}
      {checked && !checked.imported && <ImportSummary reply={checked} />}
      <FormError message={readError ?? run.error?.message} />
      {checked && !checked.imported && (
        <Button
          disabled={run.isPending}
          onClick={async () => {
            try {
              const done = await run.mutateAsync({ files });
              setChecked(done);
              toast.show({
                variant: 'success',
                message: `Imported ${plural(done.players, 'player')} and ${plural(done.rounds, 'round')}.`,
              });
            } catch {
              // shown above
            }
          }}
        >
          Import {plural(checked.players, 'player')} and {plural(checked.rounds, 'round')}
        </Button>
      )}
    </Card>
  );
}
