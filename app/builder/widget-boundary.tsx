import { Component, type ReactNode } from "react";

/** One broken widget renders nothing (or a note in edit mode) and never breaks the page. */
export class WidgetBoundary extends Component<{ children: ReactNode; label: string; editMode?: boolean }, { failed: boolean }> {
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
