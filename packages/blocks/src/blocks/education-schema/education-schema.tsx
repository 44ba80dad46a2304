import type { BlockItem, Chapter } from '@jamstalldhet/contract';
import { useBlocks } from '../../blocks-provider/blocks-context';
import { tokenList } from '../../engine/formatting/token-list';
import { formatLabel, useLabels } from '../../i18n/labels';
import type { BlockProps } from '../../parts/block-props';
import { Heading } from '../../parts/heading';
import { RichText } from '../../parts/rich-text';
import { educationSchemaLabels } from './education-schema-labels';

function ChapterList({ chapters, headingOffset }: { chapters: readonly Chapter[]; headingOffset: number }) {
  const t = useLabels(educationSchemaLabels);
  return (
    // The chapter number is in the heading, so the list has no markers; Safari then needs the role.
    // biome-ignore lint/a11y/noRedundantRoles: keeps the list announced as a list in Safari
    <ol className="jb-education-schema__chapters" role="list">
      {chapters.map((chapter, index) => (
        <li className="jb-education-schema__chapter" key={chapter.idx ?? index}>
          <Heading offset={headingOffset} className="jb-education-schema__chapter-title">
            <span className="jb-education-schema__number">
              {formatLabel(t['educationSchema.chapter'], { number: index + 1 })}
            </span>
            {/* Number and title sit on separate lines; the colon keeps them apart when read aloud. */}
            <span className="jb-visually-hidden">:</span>{' '}
            <span className="jb-education-schema__name">{chapter.title}</span>
          </Heading>
          {chapter.episodes.length > 0 && (
            <ol className="jb-education-schema__episodes">
              {chapter.episodes.map((episode, episodeIndex) => (
                <li className="jb-education-schema__episode" key={episode.idx ?? episodeIndex}>
                  {episode.title}
                </li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </ol>
  );
}

function RowList({ rows }: { rows: readonly BlockItem[] }) {
  return (
    <ol className="jb-education-schema__rows">
      {rows.map((row, index) => (
        <li className="jb-education-schema__row" key={row.id ?? index}>
          {row.title && <strong className="jb-education-schema__row-title">{row.title}</strong>}
          {row.text && <p className="jb-education-schema__row-text">{row.text}</p>}
          <RichText html={row.html} />
        </li>
      ))}
    </ol>
  );
}

/**
 * `education-schema`: the outline of the current education (`useBlocks().education`), its
 * chapters ("Kapitel 1", title) with their episodes, as nested ordered lists. Rows written in
 * the block (`items`: title, text) replace the outline when there are any; with neither, it
 * says the outline is not ready.
 *
 * @example <BlocksProvider education={education}><EducationSchemaBlock block={block} /></BlocksProvider>
 */
export function EducationSchemaBlock({ block, className, ...rest }: BlockProps) {
  const { education } = useBlocks();
  const t = useLabels(educationSchemaLabels);
  const rows = block.items ?? block.list ?? [];
  const chapters = education?.chapters ?? [];
  const source = rows.length > 0 ? 'items' : chapters.length > 0 ? 'education' : 'empty';
  return (
    <div className={tokenList('jb-education-schema', className)} data-source={source} {...rest}>
      {block.title && <Heading className="jb-education-schema__heading">{block.title}</Heading>}
      <RichText className="jb-education-schema__intro" html={block.html} />
      {source === 'items' && <RowList rows={rows} />}
      {source === 'education' && <ChapterList chapters={chapters} headingOffset={block.title ? 1 : 0} />}
      {source === 'empty' && <p className="jb-education-schema__empty">{t['educationSchema.empty']}</p>}
    </div>
  );
}
