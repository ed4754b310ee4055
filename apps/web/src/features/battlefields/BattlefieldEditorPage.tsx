import { classifyBattlefield } from '@muster/battlefield';
import type { Battlefield } from '@muster/contracts';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useToast } from '../../toasts/ToastProvider';
import { Badge } from '../../ui/Badge';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from '../../ui/UnsavedChangesGuard';
import { BattlefieldBoard, type Selection } from './BattlefieldBoard';
import styles from './Battlefields.module.css';
import {
  useBattlefield,
  useCreateTemplate,
  useDeleteBattlefield,
  useSaveBattlefield,
} from './battlefields-api';
import { LayoutPanel } from './LayoutPanel';
import { PiecesPanel } from './PiecesPanel';
import { SnapshotsPanel } from './SnapshotsPanel';
import { draftOf, useBattlefieldDraft } from './use-battlefield-draft';

export function BattlefieldEditorPage() {
  const { battlefieldId = '' } = useParams();
  const battlefield = useBattlefield(battlefieldId);
  if (battlefield.isPending) return <PageSpinner label="Loading the battlefield" />;
  if (battlefield.error)
    return (
      <LoadFailedPanel
        title="This battlefield could not be loaded"
        error={battlefield.error}
        onRetry={() => void battlefield.refetch()}
      />
    );
  return <Editor key={battlefield.data.id} battlefield={battlefield.data} />;
}

function Editor({ battlefield }: { battlefield: Battlefield }) {
  const editor = useBattlefieldDraft(draftOf(battlefield));
  const { draft } = editor;
  const save = useSaveBattlefield(battlefield.id);
  const remove = useDeleteBattlefield();
  const asTemplate = useCreateTemplate();
  const toast = useToast();
  const navigate = useNavigate();
  const [selection, setSelection] = useState<Selection>(null);
  const editable = battlefield.isOwner;
  const guard = useUnsavedChangesGuard(editable && editor.dirty);
  const classification = classifyBattlefield(draft);

  const onSave = async () => {
    try {
      const saved = await save.mutateAsync(draft);
      editor.markSaved(draftOf(saved));
      toast.show({ variant: 'success', message: 'Battlefield saved.' });
    } catch {
      // shown from save.error
    }
  };
  const onDelete = async () => {
    if (!window.confirm(`Delete ${battlefield.name} and its snapshots?`)) return;
    await remove.mutateAsync(battlefield.id);
    toast.show({ variant: 'success', message: 'Battlefield deleted.' });
    guard.allowLeaving();
    navigate('/battlefields');
  };
  const onTemplate = async () => {
    try {
      await asTemplate.mutateAsync({ ...draft, category: 'Custom', isOfficial: false });
      toast.show({ variant: 'success', message: 'Saved as one of your templates.' });
    } catch (error) {
      toast.show({ variant: 'error', message: error instanceof Error ? error.message : 'Not saved.' });
    }
  };

  return (
    <>
      <title>{`${battlefield.name} · Battlefields · Muster`}</title>
      <UnsavedChangesDialog blocker={guard.blocker} />
      <PageHeader
        eyebrow="Battlefield designer"
        title={battlefield.name}
        description={`${draft.size.width}" × ${draft.size.height}"${draft.missionName ? ` · ${draft.missionName}` : ''}${editable ? '' : ' · view only'}`}
        actions={
          <ButtonLink to="/battlefields" variant="secondary">
            All battlefields
          </ButtonLink>
        }
      />
      <div className={styles.badges}>
        <Badge>Size: {classification.sizeCategory}</Badge>
        <Badge>{classification.difficulty}</Badge>
        {draft.isPublic && <Badge tone="success">Public</Badge>}
        {editor.dirty && <Badge tone="warning">Unsaved changes</Badge>}
      </div>
      <div className={styles.editor}>
        <div className={styles.boardColumn}>
          <Card className={styles.boardCard}>
            <BattlefieldBoard
              layout={draft}
              selection={selection}
              editable={editable}
              onSelect={setSelection}
              onMove={editor.move}
              onRemove={(kind, id) => {
                editor.remove(kind, id);
                setSelection(null);
              }}
            />
          </Card>
          {editable && (
            <div className={styles.saveBar}>
              <Button onClick={onSave} disabled={save.isPending}>
                {save.isPending ? 'Saving…' : 'Save battlefield'}
              </Button>
              <Button variant="secondary" onClick={onTemplate} disabled={asTemplate.isPending}>
                Save as template
              </Button>
              <Button variant="danger" onClick={onDelete}>
                Delete
              </Button>
              <FormError message={save.error?.message} />
            </div>
          )}
        </div>
        <div className={styles.panels}>
          {editable && (
            <Card>
              <h2>Pieces</h2>
              <PiecesPanel editor={editor} selection={selection} onSelect={setSelection} />
            </Card>
          )}
          {editable && (
            <Card>
              <h2>Layout</h2>
              <LayoutPanel editor={editor} />
            </Card>
          )}
          {!editable && draft.missionRules && (
            <Card>
              <h2>Mission rules</h2>
              <p className={styles.rules}>{draft.missionRules}</p>
            </Card>
          )}
          <Card>
            <h2>Snapshots</h2>
            <SnapshotsPanel
              battlefieldId={battlefield.id}
              placements={draft.unitPlacements}
              editable={editable}
              onRestore={editor.restorePlacements}
            />
          </Card>
        </div>
      </div>
    </>
  );
}
