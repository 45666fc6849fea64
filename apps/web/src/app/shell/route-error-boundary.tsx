import { MSG } from '@prism/domain';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { NotFoundRoute } from '../routes/not-found-route';

export interface RouteErrorBoundaryProps {
  /** The page's path: going to another page clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  error: Error | null;
  /** The `resetKey` the error happened on. */
  errorKey: string | null;
}

/**
 * Spec 000 sections 4 and 8: a page that fails to render shows the not-found page titled
 * 'ERROR: {MESSAGE}', asking to report the issue, instead of a blank window. The top bar stays.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null, errorKey: null };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    if (state.error === null) return null;
    if (state.errorKey === null) return { errorKey: props.resetKey };
    return state.errorKey === props.resetKey ? null : { error: null, errorKey: null };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <NotFoundRoute
        title={MSG.renderErrorTitle(error.message)}
        body={MSG.renderErrorPrompt}
        error={error.message}
      />
    );
  }
}
