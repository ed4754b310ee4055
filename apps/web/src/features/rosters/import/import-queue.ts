import type { RosterParseReply } from '@muster/contracts';

export type ImportItem = {
  key: string;
  label: string;
  status: 'uploading' | 'reading' | 'review' | 'saving' | 'saved' | 'failed';
  progress: number;
  reply?: RosterParseReply;
  error?: string;
  savedId?: string;
};

export type ImportAction =
  | { type: 'added'; key: string; label: string }
  | { type: 'progress'; key: string; fraction: number }
  | { type: 'parsed'; key: string; reply: RosterParseReply }
  | { type: 'failed'; key: string; error: string }
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
      return [...items, { key: action.key, label: action.label, status: 'uploading', progress: 0 }];
    case 'progress':
      return update(items, action.key, {
        progress: action.fraction,
        status: action.fraction >= 1 ? 'reading' : 'uploading',
      });
    case 'parsed':
      return update(items, action.key, { status: 'review', progress: 1, reply: action.reply });
    case 'failed':
      return update(items, action.key, { status: 'failed', error: action.error });
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
