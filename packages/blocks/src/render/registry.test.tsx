import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as blocksPackage from '../index';
import { makeBlock } from '../test/blocks';
import { BlockList } from './block-list';
import { blockRegistry, loadBlocks } from './registry';

// Each block's code loads when it is first shown (issues 25, 39).
describe('the registry, whose blocks load by use', () => {
  it('loads, for every name, a block component the package exports', async () => {
    const exported = new Set<unknown>(Object.values(blocksPackage));
    await loadBlocks(Object.keys(blockRegistry));
    for (const [name, byUse] of Object.entries(blockRegistry)) {
      const element = (byUse as (props: { block: unknown }) => { type?: unknown } | null)({
        block: makeBlock({ block_id: 'b', name }),
      });
      expect(exported.has(element?.type), name).toBe(true);
    }
  });

  it('keeps the page while a block waits for its code, then shows it; once loaded it renders at once', async () => {
    // The module anew, none of its blocks loaded yet.
    vi.resetModules();
    const fresh = await import('./registry');
    await fresh.loadBlocks(['text']);
    const text = makeBlock({ block_id: 't1', name: 'text', title: 'Rubriken', html: '<p>Brödtext</p>' });
    const quote = makeBlock({ block_id: 'q1', name: 'quote', html: '<p>Citatet</p>', title: 'Källan' });
    const { unmount } = render(
      <Suspense fallback={<p>Laddar …</p>}>
        <BlockList blocks={[text, quote]} registry={fresh.blockRegistry} />
      </Suspense>,
    );
    // Only the waiting block waits: what the page showed (and what a visitor typed or focused in
    // it) stays, as the site's cookie popup and editor previews need.
    expect(screen.queryByText('Laddar …')).not.toBeInTheDocument();
    expect(screen.getByText('Brödtext')).toBeInTheDocument();
    expect(screen.queryByText('Citatet')).not.toBeInTheDocument();
    expect(await screen.findByText('Citatet')).toBeInTheDocument();
    unmount();
    render(<BlockList blocks={[text, quote]} registry={fresh.blockRegistry} />);
    expect(screen.getByText('Citatet')).toBeInTheDocument();
  });

  it('leaves out names it does not have, prototype names too', async () => {
    await expect(loadBlocks(['no-such-block', 'constructor', '__proto__', 'text'])).resolves.toBeUndefined();
  });
});
