import { BlockList, loadBlocks } from '@jamstalldhet/blocks';
import { documentPages } from '@jamstalldhet/blocks/engine';
import type { Block, Education, Page } from '@jamstalldhet/contract';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { previewSafeBlocks } from '../preview-safe';
import {
  type AxeViolation,
  RENDERED_CHECK_TAGS,
  type RenderedFinding,
  renderedFindings,
} from './axe-findings';

/** The page being checked, and what to call once it is drawn. */
interface PageOnCheck {
  blocks: readonly Block[];
  drawn: () => void;
}

const BLOCK_INDEX = 'data-check-block';

// Each element axe names, as its index among the page's blocks (-1 outside them).
function blockIndexes(host: HTMLElement, targets: ReadonlyArray<{ target: unknown[] }>): number[] {
  return targets.map(({ target }) => {
    const selector = typeof target[0] === 'string' ? target[0] : '';
    const element = selector ? host.ownerDocument.querySelector(selector) : null;
    const frame = element?.closest(`[${BLOCK_INDEX}]`);
    return frame ? Number(frame.getAttribute(BLOCK_INDEX)) : -1;
  });
}

/**
 * The rendered check before a publish (issue 40): every page of the draft drawn by the real
 * blocks with the site's stylesheet, here in the editor's browser, and checked by axe-core
 * against WCAG 2.1 AA (and 2.2 AA's additions). The pages are drawn one at a time in a region
 * outside the screen; axe-core's code loads with the first check. `view` must be in the page.
 */
export function useRenderedCheck(): {
  run: (document: Education | Page) => Promise<RenderedFinding[]>;
  view: ReactNode;
} {
  const host = useRef<HTMLDivElement>(null);
  const [page, setPage] = useState<PageOnCheck | null>(null);

  useEffect(() => {
    if (page) {
      // After the commit, and after what the blocks' own effects set has been drawn too.
      setTimeout(page.drawn, 0);
    }
  }, [page]);

  async function run(document: Education | Page): Promise<RenderedFinding[]> {
    const pages = documentPages(document);
    const [{ default: axe }] = await Promise.all([
      import('axe-core'),
      loadBlocks(pages.flatMap((placed) => placed.blocks.map(({ block }) => block.name))),
    ]);
    const findings: RenderedFinding[] = [];
    try {
      for (const placed of pages) {
        const blocks = previewSafeBlocks(placed.blocks.map(({ block }) => block));
        await new Promise<void>((drawn) => setPage({ blocks, drawn }));
        const element = host.current;
        if (!element) {
          break;
        }
        const results = await axe.run(element, {
          runOnly: { type: 'tag', values: RENDERED_CHECK_TAGS },
          resultTypes: ['violations'],
        });
        const violations: AxeViolation[] = results.violations.map((violation) => ({
          id: violation.id,
          impact: violation.impact,
          help: violation.help,
          blocks: blockIndexes(element, violation.nodes),
        }));
        findings.push(...renderedFindings(placed, violations));
      }
    } finally {
      setPage(null);
    }
    return findings;
  }

  const view = (
    <div ref={host} className="web-rendered-check">
      {page?.blocks.map((block, index) => (
        <div key={block.block_id} {...{ [BLOCK_INDEX]: index }}>
          <BlockList blocks={[block]} />
        </div>
      ))}
    </div>
  );
  return { run, view };
}
