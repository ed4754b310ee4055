import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../../ui/Button';
import type { AppError } from '../app-error';
import type { ErrorTracker } from '../error-tracker';
import { copyErrorDetails } from './copy-details';
import { ErrorScreen } from './ErrorScreen';
import { renderAppError } from './render-error';

type Props = { tracker: ErrorTracker; children: ReactNode };
type State = { error: AppError | null; stack?: string };

/** The outermost boundary: anything the route boundaries did not catch lands here. */
export class ApplicationErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: renderAppError('APPLICATION', error, window.location.pathname) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (this.state.error) this.props.tracker.track(this.state.error);
    this.setState({
      stack: (error instanceof Error ? error.stack : undefined) ?? info.componentStack ?? undefined,
    });
  }

  override render(): ReactNode {
    const { error, stack } = this.state;
    if (!error) return this.props.children;
    return (
      <ErrorScreen
        fullPage
        title="Application Error"
        text={<p>We encountered an unexpected problem in the application.</p>}
        code={error.code}
        actions={
          <>
            <Button onClick={() => this.setState({ error: null })}>Try Again</Button>
            <Button variant="secondary" onClick={() => window.location.assign('/')}>
              Return Home
            </Button>
            <Button variant="ghost" onClick={() => void copyErrorDetails(error, stack)}>
              Copy Details
            </Button>
          </>
        }
      />
    );
  }
}
