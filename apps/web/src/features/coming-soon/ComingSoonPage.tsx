import { Hammer } from 'lucide-react';
import { ButtonLink } from '../../ui/Button';
import { StatePanel } from '../../ui/StatePanel';
import { type UpcomingFeatureKey, upcomingFeatures } from './upcoming-features';

export function ComingSoonPage({
  featureKey,
  titleOverride,
}: {
  featureKey: UpcomingFeatureKey;
  titleOverride?: string;
}) {
  const feature = { ...upcomingFeatures[featureKey], ...(titleOverride ? { title: titleOverride } : {}) };
  return (
    <>
      <title>{`${feature.title} · Muster`}</title>
      <StatePanel
        icon={<Hammer size={28} aria-hidden="true" />}
        code="COMING SOON"
        title={feature.title}
        actions={
          <>
            <ButtonLink to="/dashboard">Back to the Command Center</ButtonLink>
            <ButtonLink to="/library" variant="secondary">
              Browse the Tactical Library
            </ButtonLink>
          </>
        }
      >
        <p>
          <strong>{feature.feature}</strong> is being built and is not available yet. When it lands you will
          be able to:
        </p>
        <ul>
          {feature.promise.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </StatePanel>
    </>
  );
}
