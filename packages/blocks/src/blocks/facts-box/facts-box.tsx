import { useId } from 'react';
import { tokenList } from '../../engine/formatting/token-list';
import { useLabels } from '../../i18n/labels';
import type { BlockProps } from '../../parts/block-props';
import { Heading } from '../../parts/heading';
import { RichText } from '../../parts/rich-text';
import { factsBoxLabels } from './facts-box-labels';

// Glyphs for the icon names content uses; the icon is decoration, the heading carries meaning.
const ICON_GLYPHS: Readonly<Record<string, string>> = {
  info: 'i',
  fact: 'i',
  question: '?',
  warning: '!',
  exclamation: '!',
  check: '✓',
};

/**
 * `facts-box`: a box of facts beside the main text, as an `<aside>` named by its title
 * (`box_title`, else `title`) or, without one, "Faktaruta". The text is `box_text`, else
 * `html`. `icon` adds a decorative symbol (info, question, warning, check).
 *
 * @example <FactsBox block={{ ...block, box_title: 'Visste du att…', box_text: '<p>…</p>', icon: 'info' }} />
 */
export function FactsBox({ block, className, ...rest }: BlockProps) {
  const t = useLabels(factsBoxLabels);
  const titleId = useId();
  const title = block.box_title || block.title;
  const html = block.box_text || block.html;
  if (!title && !html) {
    return null;
  }
  const glyph = block.icon ? (ICON_GLYPHS[block.icon] ?? ICON_GLYPHS.info) : undefined;
  return (
    <aside
      className={tokenList('jb-facts-box', className)}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : t['factsBox.label']}
      data-icon={glyph ? 'true' : undefined}
      {...rest}
    >
      {glyph && (
        <span className="jb-facts-box__icon" aria-hidden="true">
          {glyph}
        </span>
      )}
      <div className="jb-facts-box__content">
        {title && (
          <Heading id={titleId} className="jb-facts-box__title">
            {title}
          </Heading>
        )}
        <RichText className="jb-facts-box__text" html={html} />
      </div>
    </aside>
  );
}
