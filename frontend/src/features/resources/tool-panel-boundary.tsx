import { Component, type ReactNode } from 'react';
import styles from './tool-cards.module.css';

interface ToolPanelBoundaryProps {
  message: string;
  children: ReactNode;
}

/** A tool whose code failed to download (offline, a new deploy) breaks its panel, not the page. */
export class ToolPanelBoundary extends Component<ToolPanelBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <p role="alert" className={styles.loadError}>
          {this.props.message}
        </p>
      );
    }
    return this.props.children;
  }
}
