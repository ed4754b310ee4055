import { Link, useNavigate, useParams } from 'react-router';
import { ApiRequestError } from '../../api/api-client';
import { useToast } from '../../toasts/ToastProvider';
import { Button, ButtonLink } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { copyText } from '../../ui/clipboard';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { StatePanel } from '../../ui/StatePanel';
import { Switch } from '../../ui/Switch';
import { PlaybookDocument } from './PlaybookDocument';
import styles from './Playbooks.module.css';
import { useDeletePlaybook, usePlaybook, useUpdatePlaybook } from './playbooks-api';

/** /playbook-viewer/:playbookId, and /playbook-sample with sample. */
export function PlaybookViewerPage({ sample = false }: { sample?: boolean }) {
  const { playbookId = '' } = useParams();
  const id = sample ? 'sample' : playbookId;
  const playbook = usePlaybook(id);
  const update = useUpdatePlaybook(id);
  const remove = useDeletePlaybook();
  const navigate = useNavigate();
  const toast = useToast();

  if (playbook.isPending) return <PageSpinner />;
  if (playbook.error) {
    if (playbook.error instanceof ApiRequestError && playbook.error.status < 500) {
      return (
        <StatePanel
          code="404"
          title="Playbook not found"
          actions={<Link to="/playbook-generator">Back to the generator</Link>}
        >
          It may have been deleted, or it belongs to someone who has not shared it.
        </StatePanel>
      );
    }
    return (
      <LoadFailedPanel
        title="This playbook could not be loaded"
        error={playbook.error}
        onRetry={() => void playbook.refetch()}
      />
    );
  }
  const data = playbook.data;
  const testLink = sample ? '/playbook-sample-test' : `/playbook-test/${data.id}`;
  const shareLink = `${window.location.origin}/playbook-test/${data.id}`;

  return (
    <>
      <title>{`${data.title} · Muster`}</title>
      <PageHeader eyebrow={sample ? 'Sample playbook' : 'Playbook'} title={data.title} />
      <div className={styles.actions}>
        <ButtonLink to={testLink}>Test this playbook</ButtonLink>
        <Button variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
        {data.isOwner && (
          <>
            <Switch
              label="Shared by link"
              checked={data.isPublic}
              disabled={update.isPending}
              onCheckedChange={async (isPublic) => {
                try {
                  await update.mutateAsync({ isPublic });
                  if (isPublic) {
                    const copied = await copyText(shareLink);
                    toast.show({
                      variant: 'success',
                      message: `${copied ? 'Link copied. ' : ''}Anyone with the link can see and test it: ${shareLink}`,
                    });
                  }
                } catch (error) {
                  toast.show({
                    variant: 'error',
                    message: error instanceof Error ? error.message : String(error),
                  });
                }
              }}
            />
            <ConfirmDialog
              trigger={<Button variant="danger">Delete</Button>}
              title={`Delete “${data.title}”?`}
              description="Its shared link stops working too."
              confirmLabel="Delete playbook"
              onConfirm={async () => {
                await remove.mutateAsync(data.id);
                toast.show({ variant: 'success', message: `“${data.title}” deleted.` });
                navigate('/playbook-generator');
              }}
            />
          </>
        )}
      </div>
      <PlaybookDocument content={data.content} />
    </>
  );
}
