import { BlockList } from '@jamstalldhet/blocks';
import type { Block } from '@jamstalldhet/contract';
import { Component, type ReactNode, useId, useMemo } from 'react';
import { previewSafeBlocks } from './preview-safe';

class PreviewBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidUpdate(previous: { resetKey: string }) {
    // A new edit gets a new try: the block that failed may be mended now.
    if (previous.resetKey !== this.props.resetKey && this.state.failed) {
      this.setState({ failed: false });
    }
  }
  override render() {
    return this.state.failed ? (
      <p>Förhandsgranskningen kunde inte visas för den här versionen.</p>
    ) : (
      this.props.children
    );
  }
}

/**
 * Blocks as learners will see them, read-only (`inert`): the site's own `BlockList`, build and
 * stylesheet, so what is previewed is what is published.
 */
export function PreviewBlocks({ blocks, part }: { blocks: readonly Block[]; part: 'normal' | 'evaluation' }) {
  // The site's pages trust the API's sanitized HTML; a preview shows unsaved HTML (preview-safe.ts).
  const safe = useMemo(() => previewSafeBlocks(blocks), [blocks]);
  return (
    <div className="web-editor-preview__frame" inert>
      <PreviewBoundary resetKey={JSON.stringify(blocks)}>
        <BlockList blocks={safe} part={part} />
      </PreviewBoundary>
    </div>
  );
}

/** The selected page's blocks as learners will see them, beside the form. */
export function PreviewPanel({ blocks, part }: { blocks: readonly Block[]; part: 'normal' | 'evaluation' }) {
  const headingId = useId();
  return (
    <aside aria-labelledby={headingId} className="web-editor-preview">
      <h2 id={headingId}>Förhandsgranskning</h2>
      <PreviewBlocks blocks={blocks} part={part} />
    </aside>
  );
}
