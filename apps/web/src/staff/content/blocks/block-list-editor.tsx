import { newBlock } from '@jamstalldhet/blocks';
import {
  addBlock,
  type BlockListPlace,
  type BlockPlace,
  blocksAt,
  type EpisodePlace,
  movePageTo,
  outlinePlaceWords,
} from '@jamstalldhet/blocks/engine';
import type { Block } from '@jamstalldhet/contract';
import { partOfSelection, placeOfPart } from '../editor-address';
import { focusOnBlock, focusOnMoved, LIST_HEADING_ID } from '../editor-focus';
import { type ApplyChange, type EditorDocument, isCourse } from '../editor-types';
import { AddBlock } from './add-block';
import { BlockEditor } from './block-editor';
import { type MoveTarget, MoveTo } from './move-to';

// The lists of a course a block can be moved to from `list`: every other page and section of
// the same part (an evaluation question stays in the evaluation). Keyed as the editor's address.
function blockTargets(document: EditorDocument, list: BlockListPlace): MoveTarget[] {
  if (!isCourse(document) || (list.kind === 'section' && list.section === 'evaluation')) {
    return [];
  }
  const lists: BlockListPlace[] = [{ kind: 'section', section: 'presentation' }];
  document.chapters.forEach((chapter, chapterIndex) => {
    chapter.episodes.forEach((episode, episodeIndex) => {
      episode.components.forEach((_page, page) => {
        lists.push({ kind: 'page', chapter: chapterIndex, episode: episodeIndex, page });
      });
    });
  });
  lists.push({ kind: 'section', section: 'completed' });
  const own = partOfSelection(list);
  return lists
    .map((place) => ({ key: partOfSelection(place) ?? '', words: outlinePlaceWords(place) }))
    .filter((target) => target.key !== own);
}

// The episodes a page can be moved to: every other one.
function pageTargets(document: EditorDocument, list: BlockListPlace): MoveTarget[] {
  if (!isCourse(document) || list.kind !== 'page') {
    return [];
  }
  return document.chapters.flatMap((chapter, chapterIndex) =>
    chapter.episodes.flatMap((_episode, episode) => {
      const place: EpisodePlace = { kind: 'episode', chapter: chapterIndex, episode };
      return chapterIndex === list.chapter && episode === list.episode
        ? []
        : [{ key: partOfSelection(place) ?? '', words: outlinePlaceWords(place) }];
    }),
  );
}

export interface BlockListEditorProps {
  document: EditorDocument;
  list: BlockListPlace;
  /** The list's name: 'Kapitel 1, Episod 1, Sida 2', 'Presentation', 'Sidans block'. */
  title: string;
  /** Field errors by block id, then by path below the block. */
  errors: ReadonlyMap<string, Record<string, string>>;
  apply: ApplyChange;
  onRemove: (place: BlockPlace, block: Block) => void;
}

export { LIST_HEADING_ID } from '../editor-focus';

/** The blocks of one page or section, each with its form, and "Lägg till block". */
export function BlockListEditor({ document, list, title, errors, apply, onRemove }: BlockListEditorProps) {
  const blocks = blocksAt(document, list) ?? [];
  const targets = blockTargets(document, list);
  const part = list.kind === 'section' && list.section === 'evaluation' ? 'evaluation' : 'normal';
  return (
    <section aria-labelledby={LIST_HEADING_ID} className="web-editor-list">
      <h2 id={LIST_HEADING_ID} tabIndex={-1}>
        {title}
      </h2>
      {list.kind === 'page' && (
        <MoveTo
          what={`sidan ${outlinePlaceWords(list)}`}
          targets={pageTargets(document, list)}
          onMove={(key) =>
            apply(
              (current) => {
                const to = placeOfPart(current, key);
                return to?.kind === 'episode' && isCourse(current)
                  ? movePageTo(current, list, to)
                  : { document: current, changed: false, announcement: '' };
              },
              { focus: focusOnMoved },
            )
          }
        />
      )}
      {blocks.length === 0 && <p>Här finns inga block ännu.</p>}
      <ol className="web-editor-list__blocks">
        {blocks.map((block, index) => (
          <li key={block.block_id}>
            <BlockEditor
              place={{ kind: 'block', list, block: index }}
              last={index === blocks.length - 1}
              block={block}
              errors={errors.get(block.block_id)}
              moveTargets={targets}
              apply={apply}
              onRemove={onRemove}
            />
          </li>
        ))}
      </ol>
      <AddBlock
        home={isCourse(document) ? 'course' : 'site'}
        onAdd={(name) =>
          apply((current) => addBlock(current, list, newBlock(name, part)), { focus: focusOnBlock('add') })
        }
      />
    </section>
  );
}
