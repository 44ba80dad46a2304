import { BlockList, loadBlocks } from '@jamstalldhet/blocks';
import { documentPages } from '@jamstalldhet/blocks/engine';
import type { Block, Education, Page } from '@jamstalldhet/contract';
import { Component, type ReactNode, useEffect, useRef, useState } from 'react';
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
const FAILED = 'data-check-failed';

/** What the check says of a block that threw while drawn: learners would not get it either. */
const FAILED_BLOCK: Omit<AxeViolation, 'blocks'> = {
  id: 'block-render',
  impact: 'critical',
  help: 'Blocket kunde inte visas, så det kunde inte kontrolleras',
};

// A block that throws while drawn is marked, not the editor taken down (as the preview does).
class CheckBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p {...{ [FAILED]: '' }}>{FAILED_BLOCK.help}</p> : this.props.children;
  }
}

/** Where an element axe names is: its page's and its block's index (-1 outside a block). */
interface NodePlace {
  page: number;
  block: number;
}

function placeOf(element: Element | null | undefined): NodePlace {
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
        // Never "nothing found" for a check that did not run.
        throw new Error('The rendered check found no place to draw the pages.');
      }
      const results = await axe.run(element, {
        runOnly: { type: 'tag', values: RENDERED_CHECK_TAGS },
        resultTypes: ['violations'],
        elementRef: true,
      });
      const failed = [...element.querySelectorAll(`[${FAILED}]`)].map((marker) => placeOf(marker));
      return pages.flatMap((placed, pageIndex) => {
        const onPage = (places: readonly NodePlace[]) =>
          places.filter((place) => place.page === pageIndex).map((place) => place.block);
        const violations: AxeViolation[] = results.violations.flatMap((violation) => {
          const blocks = onPage(violation.nodes.map((node) => placeOf(node.element)));
          return blocks.length === 0
            ? []
            : [{ id: violation.id, impact: violation.impact, help: violation.help, blocks }];
        });
        const broken = onPage(failed);
        return renderedFindings(placed, [
          ...violations,
          ...(broken.length === 0 ? [] : [{ ...FAILED_BLOCK, blocks: broken }]),
        ]);
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
              <CheckBoundary>
                <BlockList blocks={[block]} />
              </CheckBoundary>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
  return { run, view };
}
