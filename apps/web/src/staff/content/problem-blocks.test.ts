import { describe, expect, it } from 'vitest';
import type { EditorDocument } from './editor-types';
import { placeOfBlockId, placeOfBlockProblem, withBlockIds } from './problem-blocks';
import { placeOfPath } from './problem-places';
import type { EditorProblem } from './problem-summary';

const asDocument = (value: unknown) => value as EditorDocument;
const blockPlace = (path: string) => {
  const where = placeOfPath(path);
  if (where.kind !== 'block') {
    throw new Error(`not a block: ${path}`);
  }
  return where;
};

describe('placeOfBlockProblem', () => {
  it('opens a problem on a block without an id at the place its path names', () => {
    const document = asDocument({ components: [{ name: 'text', html: '<p>Utan id</p>' }] });
    const asked: EditorProblem[] = [{ path: 'components[0].html', message: 'Skriv något.' }];
    const problem = withBlockIds(asked, document)[0] ?? {
      path: '',
      message: '',
    };
    expect(problem.blockId).toBeUndefined();
    expect(placeOfBlockProblem(document, problem, blockPlace('components[0].html'))).toEqual({
      kind: 'block',
      list: { kind: 'page-document' },
      block: 0,
    });
  });

  it('finds a block with an id where it is now, and null when it is gone', () => {
    const document = asDocument({ components: [{ block_id: 'b-a', name: 'text' }] });
    const problem = { path: 'components[3].html', message: 'Skriv något.', blockId: 'b-a' };
    expect(placeOfBlockProblem(document, problem, blockPlace(problem.path))).toEqual({
      kind: 'block',
      list: { kind: 'page-document' },
      block: 0,
    });
    expect(
      placeOfBlockProblem(document, { ...problem, blockId: 'b-gone' }, blockPlace(problem.path)),
    ).toBeNull();
  });
});

describe('placeOfBlockId on a refused document', () => {
  it('does not crash on chapters that are not objects or components that are not lists', () => {
    const document = asDocument({
      chapters: [
        null,
        { episodes: [null, { components: 'inte en lista' }, { components: [[{ block_id: 'b-x' }]] }] },
      ],
    });
    expect(placeOfBlockId(document, 'b-x')).toEqual({
      kind: 'block',
      list: { kind: 'page', chapter: 1, episode: 2, page: 0 },
      block: 0,
    });
    expect(placeOfBlockId(asDocument({ chapters: [{ episodes: 'nej' }] }), 'b-x')).toBeNull();
  });
});
