import type { ContentProgress, LearningPath } from '@muster/contracts';
import { Bookmark, BookmarkCheck, CheckCircle2, Circle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useToast } from '../../toasts/ToastProvider';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import fieldStyles from '../../ui/FormField.module.css';
import styles from './LibraryPage.module.css';
import { type ProgressUpdate, useUpdateProgress } from './library-api';

const stars = [1, 2, 3, 4, 5] as const;

/** Bookmark, complete, rate and annotate the open article; completing may finish a module or a path. */
export function ProgressActions({
  contentId,
  progress,
  paths,
}: {
  contentId: string;
  progress: ContentProgress | undefined;
  paths: LearningPath[];
}) {
  const update = useUpdateProgress();
  const toast = useToast();
  const [notes, setNotes] = useState(progress?.notes ?? '');
  const [savedNotes, setSavedNotes] = useState(progress?.notes ?? '');
  // The stars answer the click at once; the server's copy replaces it when it arrives.
  const [rating, setRating] = useState<number | null>(progress?.rating ?? null);
  useEffect(() => {
    setNotes(progress?.notes ?? '');
    setSavedNotes(progress?.notes ?? '');
  }, [progress?.notes]);
  useEffect(() => setRating(progress?.rating ?? null), [progress?.rating]);
  const rate = (value: number | null) => {
    setRating(value);
    void change({ rating: value }).then((ok) => {
      if (!ok) setRating(progress?.rating ?? null);
    });
  };

  const change = async (fields: Omit<ProgressUpdate, 'contentId'>) => {
    try {
      const { changes } = await update.mutateAsync({ contentId, ...fields });
      for (const moduleId of changes.modulesCompleted) {
        const module = paths.flatMap((p) => p.modules).find((m) => m.id === moduleId);
        if (module) toast.show({ variant: 'success', message: `Module complete: ${module.title}.` });
      }
      for (const pathId of changes.pathsCompleted) {
        const path = paths.find((p) => p.id === pathId);
        if (path) toast.show({ variant: 'success', message: `Learning path complete: ${path.title}!` });
      }
      return true;
    } catch {
      return false; // shown below the actions
    }
  };
  const completed = progress?.isCompleted ?? false;
  const bookmarked = progress?.bookmarked ?? false;

  return (
    <section aria-labelledby="progress-heading" className={styles.progressPanel}>
      <h2 id="progress-heading" className="visually-hidden">
        Your progress
      </h2>
      <div className={styles.progressButtons}>
        <Button
          variant={completed ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={completed}
          disabled={update.isPending}
          onClick={() => void change({ isCompleted: !completed })}
        >
          {completed ? (
            <CheckCircle2 size={16} aria-hidden="true" />
          ) : (
            <Circle size={16} aria-hidden="true" />
          )}
          {completed ? 'Completed' : 'Mark complete'}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={bookmarked}
          disabled={update.isPending}
          onClick={() => void change({ bookmarked: !bookmarked })}
        >
          {bookmarked ? (
            <BookmarkCheck size={16} aria-hidden="true" />
          ) : (
            <Bookmark size={16} aria-hidden="true" />
          )}
          {bookmarked ? 'Bookmarked' : 'Bookmark'}
        </Button>
      </div>
      <fieldset className={styles.rating}>
        <legend>Your rating</legend>
        {stars.map((n) => (
          <label key={n} className={styles.star} data-on={(rating ?? 0) >= n || undefined}>
            <input
              type="radio"
              name={`rating-${contentId}`}
              value={n}
              checked={rating === n}
              onChange={() => rate(n)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">
              {n} star{n > 1 ? 's' : ''}
            </span>
          </label>
        ))}
        {rating !== null && (
          <Button variant="ghost" size="sm" onClick={() => rate(null)}>
            Clear rating
          </Button>
        )}
      </fieldset>
      <form
        className={styles.notes}
        onSubmit={async (event) => {
          event.preventDefault();
          if (await change({ notes })) setSavedNotes(notes);
        }}
      >
        <div className={fieldStyles.field}>
          <label htmlFor={`notes-${contentId}`}>Your notes</label>
          <textarea
            id={`notes-${contentId}`}
            rows={4}
            maxLength={10_000}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            placeholder="What will you try in your next game?"
          />
        </div>
        <div className={styles.progressButtons}>
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            disabled={update.isPending || notes === savedNotes}
          >
            Save notes
          </Button>
          <span role="status" className={styles.muted}>
            {notes === savedNotes && savedNotes ? 'Notes saved.' : ''}
          </span>
        </div>
      </form>
      <FormError message={update.error?.message} />
    </section>
  );
}
