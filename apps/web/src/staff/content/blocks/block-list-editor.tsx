import { newBlock } from '@jamstalldhet/blocks';
import { addBlock, type BlockListPlace, type BlockPlace, blocksAt } from '@jamstalldhet/blocks/engine';
import type { Block } from '@jamstalldhet/contract';
import { focusOnBlock, LIST_HEADING_ID } from '../editor-focus';
import type { ApplyChange, EditorDocument } from '../editor-types';
import { AddBlock } from './add-block';
import { BlockEditor } from './block-editor';

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
  const part = list.kind === 'section' && list.section === 'evaluation' ? 'evaluation' : 'normal';
  return (
    <section aria-labelledby={LIST_HEADING_ID} className="web-editor-list">
      <h2 id={LIST_HEADING_ID} tabIndex={-1}>
        {title}
      </h2>
      {blocks.length === 0 && <p>Här finns inga block ännu.</p>}
      <ol className="web-editor-list__blocks">
        {blocks.map((block, index) => (
          <li key={block.block_id}>
            <BlockEditor
              place={{ kind: 'block', list, block: index }}
              last={index === blocks.length - 1}
              block={block}
              errors={errors.get(block.block_id)}
              apply={apply}
              onRemove={onRemove}
            />
          </li>
        ))}
      </ol>
      <AddBlock
        home={'chapters' in document ? 'course' : 'site'}
        onAdd={(name) =>
          apply((current) => addBlock(current, list, newBlock(name, part)), { focus: focusOnBlock('add') })
        }
      />
    </section>
  );
}
