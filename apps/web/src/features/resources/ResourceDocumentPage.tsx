import { useParams } from 'react-router';
import { ComingSoonPage } from '../coming-soon/ComingSoonPage';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { resourceDocuments } from './resource-documents';

/** Known document ids show the knowledge-base state; anything else is a 404. */
export function ResourceDocumentPage() {
  const { documentId } = useParams();
  const document = resourceDocuments.find((candidate) => candidate.id === documentId);
  if (!document) return <NotFoundPage />;
  return <ComingSoonPage featureKey="resources" titleOverride={document.title} />;
}
