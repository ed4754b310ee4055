import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Card } from '../../ui/Card';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { Markdown } from '../../ui/Markdown';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { NotFoundPage } from '../not-found/NotFoundPage';
import styles from './Resources.module.css';
import { resourceDocuments } from './resource-documents';
import { isResourceId, type ResourceDocumentId } from './resource-library';
import { useResourceText } from './resources-api';

function DocumentBody({ id }: { id: ResourceDocumentId }) {
  const text = useResourceText(id);
  if (text.isPending) return <PageSpinner label="Loading the guide…" />;
  if (text.error)
    return (
      <LoadFailedPanel
        title="This guide could not be loaded"
        error={text.error}
        onRetry={() => void text.refetch()}
      />
    );
  return <Markdown source={text.data} headingOffset={1} />;
}

/** One knowledge-base guide; an unknown id is a 404. */
export function ResourceDocumentPage() {
  const { documentId } = useParams();
  if (!isResourceId(documentId)) return <NotFoundPage />;
  const document = resourceDocuments.find((candidate) => candidate.id === documentId);
  if (!document) return <NotFoundPage />;
  return (
    <>
      <title>{`${document.title} · Muster`}</title>
      <PageHeader
        eyebrow={`Resources · ${document.audience}`}
        title={document.title}
        description={document.summary}
      />
      <Link to="/resources" className={styles.back}>
        <ArrowLeft size={16} aria-hidden="true" /> All resources
      </Link>
      <Card className={styles.document}>
        <DocumentBody id={documentId} />
      </Card>
    </>
  );
}
