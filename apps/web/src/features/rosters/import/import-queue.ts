import type { InputDiagnosis, RosterParseReply } from '@muster/contracts';

export type ImportItem = {
  key: string;
  label: string;
  /** Text from the paste box rather than a file. */
  pasted?: boolean;
  status: 'uploading' | 'reading' | 'review' | 'saving' | 'saved' | 'failed';
  progress: number;
  reply?: RosterParseReply;
  error?: string;
  /** For input that could not be read: what it holds and lacks (the server's diagnosis). */
  diagnosis?: InputDiagnosis;
  savedId?: string;
};

export type ImportAction =
  | { type: 'added'; key: string; label: string; pasted?: boolean }
  | { type: 'progress'; key: string; fraction: number }
  | { type: 'parsed'; key: string; reply: RosterParseReply }
  | { type: 'failed'; key: string; error: string; diagnosis?: InputDiagnosis }
  | { type: 'saving'; key: string }
  | { type: 'saved'; key: string; id: string }
  | { type: 'save-failed'; key: string; error: string }
  | { type: 'dismissed'; key: string };

const update = (items: ImportItem[], key: string, change: Partial<ImportItem>) =>
  items.map((item) => (item.key === key ? { ...item, ...change } : item));

/** Every file or paste being imported, with its own progress and outcome. */
export function importQueue(items: ImportItem[], action: ImportAction): ImportItem[] {
  switch (action.type) {
    case 'added':
      return [
        // A new paste replaces the earlier ones that could not be read: the box still holds that text.
        ...items.filter((item) => !(action.pasted && item.pasted && item.status === 'failed')),
        { key: action.key, label: action.label, pasted: action.pasted, status: 'uploading', progress: 0 },
      ];
    case 'progress':
      return update(items, action.key, {
        progress: action.fraction,
        status: action.fraction >= 1 ? 'reading' : 'uploading',
      });
    case 'parsed':
      return update(items, action.key, { status: 'review', progress: 1, reply: action.reply });
    case 'failed':
      return update(items, action.key, {
        status: 'failed',
        error: action.error,
        diagnosis: action.diagnosis,
      });
    case 'saving':
      return update(items, action.key, { status: 'saving', error: undefined });
    case 'saved':
      return update(items, action.key, { status: 'saved', savedId: action.id, error: undefined });
    case 'save-failed':
      return update(items, action.key, { status: 'review', error: action.error });
    case 'dismissed':
      return items.filter((item) => item.key !== action.key);
  }
}
