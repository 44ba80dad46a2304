import type { BlockItem } from '@jamstalldhet/contract';
import { useId, useState } from 'react';
import { tokenList } from '../../engine/formatting/token-list';
import { useLabels } from '../../i18n/labels';
import type { BlockProps } from '../../parts/block-props';
import { Button } from '../../parts/button';
import { Heading } from '../../parts/heading';
import { RichText } from '../../parts/rich-text';
import { listFaqLabels } from './list-faq-labels';

/** With more items than this, a button opens or closes all of them at once. */
export const FAQ_TOGGLE_ALL_FROM = 4;

/**
 * `list-faq`: questions and answers as an accordion (the WAI-ARIA pattern). Each question
 * (`question`, else `title`) is a heading holding a button with `aria-expanded` that shows or
 * hides its answer (`answer`, else `html`, else `text`); all start closed. With more than
 * three items, "Visa alla" / "Dölj alla" opens or closes them all.
 *
 * @example <ListFaq block={{ ...block, items: [{ question: 'Vad är en likabehandlingsplan?', answer: '<p>…</p>' }] }} />
 */
export function ListFaq({ block, className, ...rest }: BlockProps) {
  const t = useLabels(listFaqLabels);
  const baseId = useId();
  const items: BlockItem[] = block.items ?? block.list ?? [];
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  if (items.length === 0 && !block.title && !block.html) {
    return null;
  }
  const allOpen = items.length > 0 && open.size === items.length;

  function toggle(index: number) {
    setOpen((previous) => {
      const next = new Set(previous);
      if (!next.delete(index)) {
        next.add(index);
      }
      return next;
    });
  }

  function toggleAll() {
    setOpen(allOpen ? new Set() : new Set(items.map((_, index) => index)));
  }

  return (
    <div className={tokenList('jb-faq', className)} {...rest}>
      {block.title && <Heading className="jb-faq__heading">{block.title}</Heading>}
      <RichText className="jb-faq__intro" html={block.html} />
      {items.length >= FAQ_TOGGLE_ALL_FROM && (
        <Button
          className="jb-faq__toggle-all"
          variant="secondary"
          aria-controls={items.map((_, index) => `${baseId}-panel-${index}`).join(' ')}
          onClick={toggleAll}
        >
          {allOpen ? t['listFaq.hideAll'] : t['listFaq.showAll']}
        </Button>
      )}
      <div className="jb-faq__items">
        {items.map((item, index) => {
          const expanded = open.has(index);
          const buttonId = `${baseId}-button-${index}`;
          const panelId = `${baseId}-panel-${index}`;
          return (
            <div className="jb-faq__item" key={item.id ?? index} data-state={expanded ? 'open' : 'closed'}>
              <Heading offset={block.title ? 1 : 0} className="jb-faq__question">
                <button
                  type="button"
                  id={buttonId}
                  className="jb-faq__button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(index)}
                >
                  <span className="jb-faq__question-text">{item.question || item.title}</span>
                  <span className="jb-faq__icon" aria-hidden="true" />
                </button>
              </Heading>
              <div id={panelId} className="jb-faq__answer" hidden={!expanded}>
                {item.answer || item.html ? (
                  <RichText html={item.answer || item.html} />
                ) : (
                  item.text && <p>{item.text}</p>
                )}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
