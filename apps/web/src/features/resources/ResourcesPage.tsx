import { Link } from 'react-router';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import styles from './Resources.module.css';
import { resourceDocuments } from './resource-documents';

/** The knowledge base: every guide with who it is for and what it covers. */
export function ResourcesPage() {
  return (
    <>
      <title>Resources · Muster</title>
      <PageHeader
        eyebrow="Knowledge base"
        title="Resources"
        description="Guides for new players, list builders, event players and organisers, written by the Muster team."
      />
      <ul className={styles.grid}>
        {resourceDocuments.map((document) => (
          <li key={document.id}>
            <Card className={styles.card}>
              <Badge>{document.audience}</Badge>
              <h2 className={styles.cardTitle}>
                <Link to={`/resources/${document.id}`}>{document.title}</Link>
              </h2>
              <p>{document.summary}</p>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
