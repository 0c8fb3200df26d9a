import { Component, Suspense, type ReactNode } from "react";

/**
 * One broken widget renders nothing (or a note in edit mode) and never breaks the page. On the server
 * React leaves a Suspense boundary whose content throws for the browser to retry; there the error
 * boundary catches it.
 */
export function WidgetBoundary({ children, label, editMode }: { children: ReactNode; label: string; editMode?: boolean }) {
  return (
    <Suspense fallback={null}>
      <ErrorBoundary label={label} editMode={editMode}>
        {children}
      </ErrorBoundary>
    </Suspense>
  );
}

class ErrorBoundary extends Component<{ children: ReactNode; label: string; editMode?: boolean }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`Widget ${this.props.label} failed to render`, error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.editMode ? <div className="widget-error">{this.props.label} could not be shown.</div> : null;
  }
}
