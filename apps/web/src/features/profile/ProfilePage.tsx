import { onboardingOptions } from '@muster/contracts/onboarding-options';
import type { Profile } from '@muster/contracts/profile';
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiRequestError } from '../../api/api-client';
import { useCurrentUser } from '../../auth/use-current-user';
import { useToast } from '../../toasts/ToastProvider';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { Switch } from '../../ui/Switch';
import { Field } from '../auth/AuthCard';
import { optionLabel } from '../onboarding/questionnaire-fields';
import styles from './ProfilePage.module.css';
import {
  type EditableProfile,
  removeAvatar,
  saveProfile,
  uploadAvatar,
  useProfile,
  useRefreshProfile,
} from './profile-api';

const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
type Draft = EditableProfile;

function AvatarEditor({ profile, onChanged }: { profile: Profile; onChanged: () => Promise<void> }) {
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_AVATAR_BYTES) return setError('Avatars must be 2 MiB or smaller.');
    setBusy(true);
    setError(null);
    try {
      await uploadAvatar(file);
      await onChanged();
      toast.show({ variant: 'success', message: 'Avatar updated.' });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Upload failed.');
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await removeAvatar();
      await onChanged();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Could not remove the avatar.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.avatar}>
      <img
        src={profile.avatarUrl}
        alt="Your avatar"
        width={128}
        height={128}
        className={styles.avatarImage}
      />
      <div className={styles.avatarActions}>
        <input
          id="avatar-file"
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="visually-hidden"
          onChange={upload}
          disabled={busy}
        />
        <label htmlFor="avatar-file" className={styles.fileButton}>
          {busy ? 'Uploading…' : 'Upload a picture'}
        </label>
        {profile.hasUploadedAvatar && (
          <Button variant="ghost" size="sm" onClick={() => void remove()} disabled={busy}>
            Use the generated avatar
          </Button>
        )}
        <p className={styles.hint}>PNG, JPEG, GIF or WebP, up to 2 MiB. Cropped to a square.</p>
        <FormError message={error} />
      </div>
    </div>
  );
}

export function ProfilePage() {
  const { refresh } = useCurrentUser();
  const toast = useToast();
  const profile = useProfile();
  const refreshProfile = useRefreshProfile();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (profile.data) setDraft(profile.data);
  }, [profile.data]);

  const reload = async () => {
    await refreshProfile();
    await refresh();
  };

  // The error comes first: without data there is never a draft, so the spinner would never end.
  if (profile.error) {
    return (
      <>
        <PageHeader eyebrow="Account" title="Profile" />
        <LoadFailedPanel
          title="Your profile could not be loaded"
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      </>
    );
  }
  if (profile.isPending || !draft) {
    return (
      <>
        <PageHeader eyebrow="Account" title="Profile" />
        <PageSpinner />
      </>
    );
  }
  const data = profile.data;

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft({ ...draft, [key]: value });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await saveProfile({
        ...(draft.username && draft.username !== data.username ? { username: draft.username } : {}),
        displayName: draft.displayName?.trim() || null,
        bio: draft.bio?.trim() || null,
        gamingExperienceLevel: draft.gamingExperienceLevel,
        preferredPlayStyle: draft.preferredPlayStyle,
        preferredFactions: draft.preferredFactions,
        preferences: draft.preferences,
      });
      await reload();
      toast.show({ variant: 'success', message: 'Profile saved.' });
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : 'Your profile could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  const stats = [
    ['Games played', data.statistics.gamesPlayed],
    ['Rosters', data.statistics.totalRosters],
    ['Analyses', data.statistics.totalAnalyses],
    ['Coaching sessions', data.statistics.totalCoachingSessions],
  ] as const;

  return (
    <>
      <title>Profile · Muster</title>
      <PageHeader
        eyebrow="Account"
        title="Profile"
        description={`${data.email} · member since ${new Date(data.createdAt).toLocaleDateString()}`}
      />
      <div className={styles.layout}>
        <Card>
          <h2>Picture</h2>
          <AvatarEditor profile={data} onChanged={reload} />
          <h2 className={styles.statsTitle}>Statistics</h2>
          <dl className={styles.stats}>
            {stats.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card>
          <form onSubmit={save} className={styles.form} noValidate>
            <h2>About you</h2>
            <Field
              id="profile-username"
              label="Username"
              value={draft.username ?? ''}
              onChange={(e) => set('username', e.target.value)}
              hint="3–30 letters, digits, dots or underscores."
            />
            <Field
              id="profile-display-name"
              label="Display name"
              value={draft.displayName ?? ''}
              maxLength={60}
              onChange={(e) => set('displayName', e.target.value)}
            />
            <div className={styles.field}>
              <label htmlFor="profile-bio">Bio</label>
              <textarea
                id="profile-bio"
                rows={3}
                maxLength={500}
                value={draft.bio ?? ''}
                onChange={(e) => set('bio', e.target.value)}
              />
            </div>
            <div className={styles.row}>
              <div className={styles.field}>
                <label htmlFor="profile-experience">Experience</label>
                <select
                  id="profile-experience"
                  value={draft.gamingExperienceLevel ?? ''}
                  onChange={(e) => set('gamingExperienceLevel', e.target.value || null)}
                >
                  <option value="">Not set</option>
                  {onboardingOptions.gamingExperienceLevel.map((value) => (
                    <option key={value} value={value}>
                      {optionLabel(value)}
                    </option>
                  ))}
                </select>
              </div>
              <div className={styles.field}>
                <label htmlFor="profile-style">Play style</label>
                <select
                  id="profile-style"
                  value={draft.preferredPlayStyle ?? ''}
                  onChange={(e) => set('preferredPlayStyle', e.target.value || null)}
                >
                  <option value="">Not set</option>
                  {onboardingOptions.preferredPlayStyle.map((value) => (
                    <option key={value} value={value}>
                      {optionLabel(value)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <fieldset className={styles.factions}>
              <legend>Armies you play</legend>
              {onboardingOptions.preferredFactions.map((faction) => {
                const on = draft.preferredFactions.includes(faction);
                return (
                  <label key={faction} data-checked={on || undefined}>
                    <input
                      type="checkbox"
                      checked={on}
                      onChange={() =>
                        set(
                          'preferredFactions',
                          on
                            ? draft.preferredFactions.filter((f) => f !== faction)
                            : [...draft.preferredFactions, faction],
                        )
                      }
                    />
                    {faction}
                  </label>
                );
              })}
            </fieldset>
            <p className={styles.hint}>
              These and your other questionnaire answers (goals, events, how you learn) choose your
              dashboard’s next steps and library picks.{' '}
              <Link to="/onboarding/questionnaire">Review all your answers</Link>
            </p>
            <h2>Preferences</h2>
            <div className={styles.field}>
              <label htmlFor="profile-model">Default analysis engine</label>
              <select
                id="profile-model"
                value={draft.preferences.defaultModelType}
                onChange={(e) =>
                  set('preferences', {
                    ...draft.preferences,
                    defaultModelType: e.target.value === 'gemini' ? 'gemini' : 'standard',
                  })
                }
              >
                <option value="standard">Muster’s rules engine (works offline)</option>
                <option value="gemini">Gemini narration (when configured)</option>
              </select>
            </div>
            {(['email', 'app', 'tournaments', 'updates'] as const).map((channel) => (
              <Switch
                key={channel}
                label={
                  {
                    email: 'E-mail notifications',
                    app: 'In-app notifications',
                    tournaments: 'Tournament updates',
                    updates: 'Product updates',
                  }[channel]
                }
                checked={draft.preferences.notifications[channel]}
                onCheckedChange={(value) =>
                  set('preferences', {
                    ...draft.preferences,
                    notifications: { ...draft.preferences.notifications, [channel]: value },
                  })
                }
              />
            ))}
            <FormError message={error} />
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving…' : 'Save profile'}
            </Button>
          </form>
        </Card>
      </div>
    </>
  );
}
