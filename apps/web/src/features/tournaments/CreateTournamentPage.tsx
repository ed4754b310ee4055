import { useNavigate } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { TournamentForm } from './TournamentForm';
import { useCreateTournament } from './tournaments-api';

export function CreateTournamentPage() {
  const create = useCreateTournament();
  const navigate = useNavigate();
  return (
    <>
      <title>Create Tournament · Muster</title>
      <PageHeader
        eyebrow="Tournaments"
        title="Create Tournament"
        description="Set the event up; you can change details until it starts."
      />
      <TournamentForm
        submitLabel="Create tournament"
        busy={create.isPending}
        serverError={create.error?.message}
        onSubmit={async (values) => {
          try {
            const created = await create.mutateAsync(values);
            navigate(`/tournament/${created.id}/manage`);
          } catch {
            // shown through serverError
          }
        }}
      />
    </>
  );
}
