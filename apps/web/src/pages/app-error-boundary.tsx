import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { BareErrorFallback } from './error-page/bare-error-fallback';
import { ErrorPage } from './error-page/error-page';

interface BoundaryProps {
  children?: ReactNode;
  /** Shown instead of the children after a render error; gets a way to try again. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  /** A new value clears the error, e.g. the path: going elsewhere leaves the broken page. */
  resetKey?: string;
}

interface BoundaryState {
  failure: { error: unknown } | null;
  resetKey: string | undefined;
}

// React catches render errors only in class components.
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.resetKey !== state.resetKey) {
      return { failure: null, resetKey: props.resetKey };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept in the console for whoever investigates; visitors see the error page.
    console.error('A page failed to render', error, info.componentStack);
  }

  reset = () => this.setState({ failure: null });

  override render() {
    const { failure } = this.state;
    return failure ? this.props.fallback(failure.error, this.reset) : this.props.children;
  }
}

/**
 * Catches render errors in pages and shows the error page (SPEC §8). If the error page itself
 * fails, a bare fallback that needs nothing from the site is shown instead. Leaving the
 * address clears the error.
 *
 * @example <AppErrorBoundary><AppRoutes /></AppErrorBoundary>
 */
export function AppErrorBoundary({ children }: { children?: ReactNode }) {
  const [path] = useLocation();
  return (
    <Boundary resetKey={path} fallback={() => <BareErrorFallback />}>
      <Boundary resetKey={path} fallback={(error, reset) => <ErrorPage error={error} onRetry={reset} />}>
        {children}
      </Boundary>
    </Boundary>
  );
}
