import { type SiteSettings, siteSettingsSchema } from '@muster/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useToast } from '../../toasts/ToastProvider';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import fieldStyles from '../../ui/FormField.module.css';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { Switch } from '../../ui/Switch';
import { ResultTablesCard } from '../published-results/ResultTablesCard';
import styles from './SiteSettings.module.css';
import { useAdminSettings, useSaveSettings } from './site-settings-api';

/** /admin/settings: the switches that change what every server does, saved for all at once. */
export function AdminSettingsPage() {
  const settings = useAdminSettings();
  return (
    <>
      <title>Admin Settings · Muster</title>
      <PageHeader
        eyebrow="Administration"
        title="Admin Settings"
        description="Site-wide settings. They apply to every visitor as soon as you save."
      />
      {settings.isPending ? (
        <PageSpinner label="Loading the settings" />
      ) : settings.isError ? (
        <LoadFailedPanel
          title="The settings could not be loaded"
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <SettingsForm
          saved={settings.data.settings}
          updatedAt={settings.data.updatedAt}
          updatedBy={settings.data.updatedBy}
        />
      )}
      <ResultTablesCard />
    </>
  );
}

type Draft = Omit<SiteSettings, 'metaSmallSampleBelow' | 'ticketPlatformFeePercent'> & {
  metaSmallSampleBelow: string;
  ticketPlatformFeePercent: string;
};

const toDraft = (s: SiteSettings): Draft => ({
  ...s,
  metaSmallSampleBelow: String(s.metaSmallSampleBelow),
  ticketPlatformFeePercent: String(s.ticketPlatformFeePercent),
});

function SettingsForm({
  saved,
  updatedAt,
  updatedBy,
}: {
  saved: SiteSettings;
  updatedAt: string | null;
  updatedBy: string | null;
}) {
  const [draft, setDraft] = useState(() => toDraft(saved));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveSettings();
  const toast = useToast();
  useEffect(() => setDraft(toDraft(saved)), [saved]);

  const unchanged = JSON.stringify(draft) === JSON.stringify(toDraft(saved));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = siteSettingsSchema.safeParse({
      ...draft,
      metaSmallSampleBelow: Number(draft.metaSmallSampleBelow.trim() || Number.NaN),
      ticketPlatformFeePercent: Number(draft.ticketPlatformFeePercent.trim().replace(',', '.') || Number.NaN),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the settings.');
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      toast.show({ variant: 'success', message: 'Settings saved. They apply everywhere now.' });
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className={styles.form}>
      <Card>
        <h2 className={styles.sectionTitle}>Accounts</h2>
        <Switch
          label="Sign-ups open"
          description="When off, nobody can create an account; existing members still sign in."
          checked={draft.signupsOpen}
          onCheckedChange={(signupsOpen) => setDraft({ ...draft, signupsOpen })}
        />
      </Card>
      <Card>
        <h2 className={styles.sectionTitle}>Announcement</h2>
        <div className={fieldStyles.field}>
          <label htmlFor="site-announcement">Shown above every page (leave empty for none)</label>
          <textarea
            id="site-announcement"
            rows={3}
            maxLength={280}
            value={draft.announcement}
            onChange={(e) => setDraft({ ...draft, announcement: e.target.value })}
          />
          <span className={styles.counter}>{draft.announcement.length} / 280</span>
        </div>
      </Card>
      <Card>
        <h2 className={styles.sectionTitle}>Community</h2>
        <Switch
          label="Community posting open"
          description="When off, discussion threads are read-only for everyone but admins."
          checked={draft.communityPostingOpen}
          onCheckedChange={(communityPostingOpen) => setDraft({ ...draft, communityPostingOpen })}
        />
      </Card>
      <Card>
        <h2 className={styles.sectionTitle}>Event tickets</h2>
        <div className={fieldStyles.field}>
          <label htmlFor="platform-fee">Platform fee on each ticket (%)</label>
          <input
            id="platform-fee"
            inputMode="decimal"
            value={draft.ticketPlatformFeePercent}
            onChange={(e) => setDraft({ ...draft, ticketPlatformFeePercent: e.target.value })}
          />
          <p className={styles.muted}>
            Kept from each ticket an organiser sells through Stripe (0 to 20 %); the rest goes to the
            organiser’s own Stripe account. A change applies to tickets bought from then on.
          </p>
        </div>
      </Card>
      <Card>
        <h2 className={styles.sectionTitle}>Meta statistics</h2>
        <div className={fieldStyles.field}>
          <label htmlFor="small-sample">Small-sample warning below (games)</label>
          <input
            id="small-sample"
            inputMode="numeric"
            value={draft.metaSmallSampleBelow}
            onChange={(e) => setDraft({ ...draft, metaSmallSampleBelow: e.target.value })}
          />
          <p className={styles.muted}>
            Win rates from fewer games than this are marked as small samples on the meta pages.
          </p>
        </div>
      </Card>
      <FormError message={error} />
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending || unchanged}>
          {save.isPending ? 'Saving…' : 'Save settings'}
        </Button>
        {!unchanged && (
          <Button type="button" variant="secondary" onClick={() => setDraft(toDraft(saved))}>
            Discard changes
          </Button>
        )}
        {updatedAt && (
          <p className={styles.muted}>
            Last saved {new Date(updatedAt).toLocaleString()}
            {updatedBy ? ` by ${updatedBy}` : ''}.
          </p>
        )}
      </div>
    </form>
  );
}
