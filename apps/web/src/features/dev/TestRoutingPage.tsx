import { Link } from 'react-router';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { resourceDocuments } from '../resources/resource-documents';
import styles from './DevPages.module.css';

const routeGroups: { title: string; paths: string[] }[] = [
  {
    title: 'Public',
    paths: [
      '/signup',
      '/login',
      '/onboarding/questionnaire',
      '/playbook-test/example',
      '/playbook-sample-test',
      '/mobile',
      '/leaderboard',
      '/players/example',
    ],
  },
  {
    title: 'Signed in',
    paths: [
      '/dashboard',
      '/roster-analyzer',
      '/analyzer',
      '/roster-analyzer-test',
      '/enhanced-roster-analyzer',
      '/playbook-generator',
      '/playbook-viewer/example',
      '/playbook-sample',
      '/settings',
      '/tournament',
      '/tournaments',
      '/tournament/create',
      '/tournament/example',
      '/tournament/example/manage',
      '/library',
      '/rules',
      '/subscribe',
      '/subscription',
      '/admin-review',
      '/batch-analysis',
      '/oracle',
      '/oracle/analysis/example',
      '/oracle/meta-insights',
      '/oracle/dashboard',
      '/community',
      '/coaching',
      '/coaching-test',
      '/resources',
      '/rosters',
      '/profile',
      '/analytics',
      '/support',
      '/unauthorized',
      '/battle-simulator',
      '/counter-generation',
      '/community-intel',
      '/battles',
    ],
  },
  {
    title: 'Admin',
    paths: [
      '/admin',
      '/admin/content',
      '/admin/content/new',
      '/admin/users',
      '/admin/analytics',
      '/admin/settings',
      '/admin/bulk-upload',
      '/published-content',
      '/content-ingestion',
    ],
  },
  {
    title: 'Developer (admins)',
    paths: ['/ui-demo', '/test-visibility', '/test-routing', '/test-document-routing', '/dev/mailbox'],
  },
  { title: 'Not yet built (404)', paths: ['/planner'] },
  { title: 'Redirects', paths: ['/meta'] },
];

export function TestRoutingPage() {
  return (
    <>
      <title>Routing Test · Muster</title>
      <PageHeader
        eyebrow="Debug"
        title="Routing Test"
        description="Every route of the app, for checking navigation by hand."
      />
      <div className={styles.grid}>
        {routeGroups.map((group) => (
          <Card key={group.title}>
            <h2>{group.title}</h2>
            <ul className={styles.links}>
              {group.paths.map((path) => (
                <li key={path}>
                  <Link to={path}>{path}</Link>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </>
  );
}

export function TestDocumentRoutingPage() {
  return (
    <>
      <title>Document Routing Test · Muster</title>
      <PageHeader
        eyebrow="Debug"
        title="Document Routing Test"
        description="Links to every knowledge-base document by id."
      />
      <Card>
        <ul className={styles.links}>
          {resourceDocuments.map((document) => (
            <li key={document.id}>
              <Link to={`/resources/${document.id}`}>{document.title}</Link> <code>{document.id}</code>
            </li>
          ))}
          <li>
            <Link to="/resources/no-such-document">An unknown id</Link> (should show the 404 page)
          </li>
        </ul>
      </Card>
    </>
  );
}
