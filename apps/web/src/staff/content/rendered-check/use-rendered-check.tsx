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

/** The pages being checked, and what to call once they are drawn. */
interface PagesOnCheck {
  pages: ReadonlyArray<readonly Block[]>;
  drawn: () => void;
}

const PAGE_INDEX = 'data-check-page';
const BLOCK_INDEX = 'data-check-block';

/** Where an element axe names is: its page's and its block's index (-1 outside a block). */
interface NodePlace {
  page: number;
  block: number;
}

function placeOf(host: HTMLElement, target: unknown[]): NodePlace {
  const selector = typeof target[0] === 'string' ? target[0] : '';
  const element = selector ? host.ownerDocument.querySelector(selector) : null;
  const page = element?.closest(`[${PAGE_INDEX}]`);
  const block = element?.closest(`[${BLOCK_INDEX}]`);
  return {
    page: page ? Number(page.getAttribute(PAGE_INDEX)) : 0,
    block: block ? Number(block.getAttribute(BLOCK_INDEX)) : -1,
  };
}

/**
 * The rendered check before a publish (issue 40): every page of the draft drawn by the real
 * blocks with the site's stylesheet, here in the editor's browser, and checked by axe-core
 * against WCAG 2.1 AA (and 2.2 AA's additions). The pages are drawn together in a region
 * outside the screen; axe-core's code loads with the first check. `view` must be in the page.
 */
export function useRenderedCheck(): {
  run: (document: Education | Page) => Promise<RenderedFinding[]>;
  view: ReactNode;
} {
  const host = useRef<HTMLDivElement>(null);
  const [check, setCheck] = useState<PagesOnCheck | null>(null);

  useEffect(() => {
    if (check) {
      // After the commit, and after what the blocks' own effects set has been drawn too.
      setTimeout(check.drawn, 0);
    }
  }, [check]);

  async function run(document: Education | Page): Promise<RenderedFinding[]> {
    const pages = documentPages(document);
    const [{ default: axe }] = await Promise.all([
      import('axe-core'),
      loadBlocks(pages.flatMap((placed) => placed.blocks.map(({ block }) => block.name))),
    ]);
    try {
      // Every page at once, each in its own section: one run of axe-core, whose setup costs more
      // than the rules on one page (100 pages one at a time took 19 s, at once a fraction).
      const drawn = pages.map((placed) => previewSafeBlocks(placed.blocks.map(({ block }) => block)));
      await new Promise<void>((resolve) => setCheck({ pages: drawn, drawn: resolve }));
      const element = host.current;
      if (!element) {
        return [];
      }
      const results = await axe.run(element, {
        runOnly: { type: 'tag', values: RENDERED_CHECK_TAGS },
        resultTypes: ['violations'],
      });
      return pages.flatMap((placed, pageIndex) => {
        const violations: AxeViolation[] = results.violations.flatMap((violation) => {
          const blocks = violation.nodes
            .map((node) => placeOf(element, node.target))
            .filter((place) => place.page === pageIndex)
            .map((place) => place.block);
          return blocks.length === 0
            ? []
            : [{ id: violation.id, impact: violation.impact, help: violation.help, blocks }];
        });
        return renderedFindings(placed, violations);
      });
    } finally {
      setCheck(null);
    }
  }

  const view = (
    <div ref={host} className="web-rendered-check">
      {check?.pages.map((blocks, pageIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pages of one check, drawn once
        <section key={pageIndex} {...{ [PAGE_INDEX]: pageIndex }}>
          {blocks.map((block, index) => (
            <div key={block.block_id} {...{ [BLOCK_INDEX]: index }}>
              <BlockList blocks={[block]} />
            </div>
          ))}
        </section>
      ))}
    </div>
  );
  return { run, view };
}
