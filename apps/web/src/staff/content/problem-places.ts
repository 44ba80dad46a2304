import type { BlockListPlace, OutlinePlace } from '@jamstalldhet/blocks/engine';
import { formatIssuePath } from '@jamstalldhet/contract';

type Keys = Array<string | number>;

/** The keys of a path as publish problems and save refusals write it: `chapters[1].episodes[0].title`. */
export function pathKeys(path: string): Keys {
  const keys: Keys = [];
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    keys.push(match[2] === undefined ? (match[1] as string) : Number(match[2]));
  }
  return keys;
}

/** The prefix of the ids of one block's fields, so a problem's link can find its field. */
export const blockIdPrefix = (blockId: string) => `blk-${blockId.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** Where a problem is in the editor: a block's field, or a field of the document itself. */
export type ProblemPlace =
  | { kind: 'block'; list: BlockListPlace; block: number; rest: string }
  | { kind: 'outline'; place: OutlinePlace; rest: string }
  | { kind: 'document'; rest: string };

const SECTIONS = ['presentation', 'evaluation', 'completed'] as const;

/**
 * Where in the editor a path of the document is: the list and block it leads to and the path
 * below the block, or the outline item, or the document's own settings.
 *
 * @example placeOfPath('chapters[0].episodes[1].components[2][3].button.url')
 * // { kind: 'block', list: { kind: 'page', chapter: 0, episode: 1, page: 2 }, block: 3, rest: 'button.url' }
 */
export function placeOfPath(path: string): ProblemPlace {
  const keys = pathKeys(path);
  const [first, second, third, fourth, fifth, sixth, seventh] = keys;
  const restFrom = (index: number) => formatIssuePath(keys.slice(index));
  if (first === 'components' && typeof second === 'number') {
    return { kind: 'block', list: { kind: 'page-document' }, block: second, rest: restFrom(2) };
  }
  if (
    SECTIONS.includes(first as (typeof SECTIONS)[number]) &&
    second === 'components' &&
    typeof third === 'number'
  ) {
    const section = first as (typeof SECTIONS)[number];
    return { kind: 'block', list: { kind: 'section', section }, block: third, rest: restFrom(3) };
  }
  if (first === 'chapters' && typeof second === 'number') {
    if (third === 'episodes' && typeof fourth === 'number') {
      if (fifth === 'components' && typeof sixth === 'number') {
        const list = { kind: 'page', chapter: second, episode: fourth, page: sixth } as const;
        if (typeof seventh === 'number') {
          return { kind: 'block', list, block: seventh, rest: restFrom(7) };
        }
        return { kind: 'outline', place: list, rest: '' };
      }
      return {
        kind: 'outline',
        place: { kind: 'episode', chapter: second, episode: fourth },
        rest: restFrom(4),
      };
    }
    return { kind: 'outline', place: { kind: 'chapter', chapter: second }, rest: restFrom(2) };
  }
  return { kind: 'document', rest: path };
}
