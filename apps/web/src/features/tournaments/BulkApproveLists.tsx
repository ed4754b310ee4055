import type { EventList } from '@muster/contracts';
import { useToast } from '../../toasts/ToastProvider';
import { Button } from '../../ui/Button';
import { bulkApprovalMessage, listsWithoutProblems } from './check-in';
import { useBulkApproveLists } from './check-in-api';

/** One click for the lists with nothing to look at; the rest stay for the organiser to read. */
export function BulkApproveLists({ tournamentId, lists }: { tournamentId: string; lists: EventList[] }) {
  const approve = useBulkApproveLists(tournamentId);
  const toast = useToast();
  const ready = listsWithoutProblems(lists).length;
  if (!lists.some((list) => list.status === 'submitted')) return null;
  const run = async () => {
    try {
      const result = await approve.mutateAsync({ all: 'submitted-without-errors' });
      toast.show({
        variant: result.skipped.length > 0 ? 'warning' : 'success',
        message: bulkApprovalMessage(result),
        durationMs: result.skipped.length > 0 ? 0 : undefined,
      });
    } catch (error) {
      toast.show({ variant: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <p>
      <Button disabled={ready === 0 || approve.isPending} onClick={() => void run()}>
        Approve all lists without problems ({ready})
      </Button>
    </p>
  );
}
