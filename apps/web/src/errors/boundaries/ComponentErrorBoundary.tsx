import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useServices } from '../../app/ServicesProvider';
import { Button } from '../../ui/Button';
import type { AppError } from '../app-error';
import type { ErrorTracker } from '../error-tracker';
import { copyErrorDetails } from './copy-details';
import { ErrorScreen } from './ErrorScreen';
import { renderAppError } from './render-error';

type Props = { name: string; tracker: ErrorTracker; children: ReactNode };
type State = { error: AppError | null; stack?: string };

class Boundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: renderAppError('COMPONENT', error, 'component') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const tracked = renderAppError('COMPONENT', error, this.props.name);
    this.props.tracker.track(tracked);
    this.setState({
      error: tracked,
      stack: (error instanceof Error ? error.stack : undefined) ?? info.componentStack ?? undefined,
    });
  }

  override render(): ReactNode {
    const { error, stack } = this.state;
    if (!error) return this.props.children;
    return (
      <ErrorScreen
        headingLevel={2}
        title="Component Error"
        text={<p>The {this.props.name} panel failed to display. The rest of the page still works.</p>}
        code={error.code}
        actions={
          <>
            <Button size="sm" variant="secondary" onClick={() => this.setState({ error: null })}>
              Try Again
            </Button>
            <Button size="sm" variant="ghost" onClick={() => void copyErrorDetails(error, stack)}>
              Copy Details
            </Button>
          </>
        }
      />
    );
  }
}

/** Isolates one panel: if it throws while rendering, only it is replaced by an error card. */
export function ComponentErrorBoundary({ name, children }: { name: string; children: ReactNode }) {
  const { tracker } = useServices();
  return (
    <Boundary name={name} tracker={tracker}>
      {children}
    </Boundary>
  );
}
