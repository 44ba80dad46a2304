import type { BlockItem, CardSide } from '@jamstalldhet/contract';
import { useState } from 'react';
import { formatLabel, useLabels } from '../../i18n/labels';
import { BlockImage } from '../../parts/block-image';
import { Button } from '../../parts/button';
import { Heading } from '../../parts/heading';
import { RichText } from '../../parts/rich-text';
import { cardsMultipleLabels } from './cards-multiple-labels';

/** The front of a card: `item.front`, or the item's own title, text, HTML and image. */
export function frontOf(item: BlockItem): CardSide {
  return item.front ?? { title: item.title, text: item.text, html: item.html, image: item.image };
}

function hasContent(side: CardSide | undefined): side is CardSide {
  return Boolean(side && (side.title || side.text || side.html || side.image));
}

function Face({ side, headingOffset }: { side: CardSide; headingOffset: number }) {
  return (
    <>
      {side.image && <BlockImage image={side.image} className="jb-cards-multiple__img" />}
      {side.title && (
        <Heading offset={headingOffset} className="jb-cards-multiple__title">
          {side.title}
        </Heading>
      )}
      {side.text && <p className="jb-cards-multiple__text">{side.text}</p>}
      <RichText className="jb-cards-multiple__html" html={side.html} />
    </>
  );
}

/**
 * One flip card. The side that is not shown is `inert` and `aria-hidden`, so screen readers
 * and the Tab key reach only what is seen; the button stays outside both sides, so focus
 * stays on it when the card turns.
 */
export function FlipCard({ item, headingOffset }: { item: BlockItem; headingOffset: number }) {
  const t = useLabels(cardsMultipleLabels);
  const [flipped, setFlipped] = useState(false);
  const front = frontOf(item);
  const back = hasContent(item.back) ? item.back : undefined;
  const showingBack = flipped && back !== undefined;
  return (
    <li className="jb-cards-multiple__card" data-flipped={showingBack ? 'true' : 'false'}>
      <div className="jb-cards-multiple__faces">
        <div
          className="jb-cards-multiple__face"
          data-side="front"
          aria-hidden={showingBack || undefined}
          inert={showingBack}
        >
          <Face side={front} headingOffset={headingOffset} />
        </div>
        {back && (
          <div
            className="jb-cards-multiple__face"
            data-side="back"
            aria-hidden={!showingBack || undefined}
            inert={!showingBack}
          >
            <Face side={back} headingOffset={headingOffset} />
          </div>
        )}
      </div>
      {back && (
        <Button
          className="jb-cards-multiple__flip"
          variant="secondary"
          aria-pressed={showingBack}
          // Starts with the visible text, so voice control users can say what they see.
          aria-label={
            front.title ? formatLabel(t['cardsMultiple.flipNamed'], { title: front.title }) : undefined
          }
          onClick={() => setFlipped((value) => !value)}
        >
          <span aria-hidden="true" className="jb-cards-multiple__flip-icon">
            ↻
          </span>
          {t['cardsMultiple.flip']}
        </Button>
      )}
    </li>
  );
}
