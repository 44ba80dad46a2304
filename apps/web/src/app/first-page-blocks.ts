import { loadBlocks } from '@jamstalldhet/blocks';
import { loadEndSteps } from '@jamstalldhet/blocks/course';
import { parseCourseAddress } from '@jamstalldhet/blocks/engine';
import { INITIAL_DATA_ID } from '@jamstalldhet/contract';
import { parsedDataBlock } from '../data/initial-data';

/**
 * Loads the code the first page shows before it is taken over or drawn: its blocks, and a
 * course's end step (evaluation, thanks, sorry), whose code the player loads by use too.
 */
export function loadFirstPageCode(
  container: HTMLElement,
  root: Pick<Document, 'getElementById'>,
  path: string,
): Promise<unknown> {
  return Promise.all([
    loadBlocks(firstPageBlockNames(container, root)),
    showsEndStep(path) ? loadEndSteps() : undefined,
  ]);
}

/** Whether an address is a course's end step: `/{slug}/utvardering`, `/{slug}/tack`, `/{slug}/tyvarr`. */
export function showsEndStep(path: string): boolean {
  const [slug, ...levels] = path.split('/').filter(Boolean);
  if (!slug || levels.length !== 1) {
    return false;
  }
  const { kind } = parseCourseAddress(levels);
  return kind === 'evaluation' || kind === 'thanks' || kind === 'sorry';
}

/**
 * The names of the blocks the first page shows, whose code its page step waits for
 * (the package's `blockRegistry` loads each block's code by use): a block taken over or drawn before its code is here would suspend,
 * showing "Laddar …" over a page the server drew, and giving `useId` numbers in another order
 * than the server's.
 * - A page the server drew marks each block's frame (`BlockList`'s `data-block`).
 * - A page the browser draws alone (a logged-in visitor's shell) has the API's answers in its
 *   data block: every block in them, the whole course's for a course page.
 */
export function firstPageBlockNames(
  container: HTMLElement,
  root: Pick<Document, 'getElementById'>,
): string[] {
  if (container.firstElementChild) {
    return [...container.querySelectorAll<HTMLElement>('[data-block]')].map(
      (frame) => frame.dataset.block ?? '',
    );
  }
  return blockNamesInData(root.getElementById(INITIAL_DATA_ID)?.textContent);
}

/** Every block's name in a data block's JSON: objects with a string `block_id` and `name`. */
export function blockNamesInData(text: string | null | undefined): string[] {
  const names = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (typeof value === 'object' && value !== null) {
      const { block_id: id, name } = value as { block_id?: unknown; name?: unknown };
      if (typeof id === 'string' && typeof name === 'string') {
        names.add(name);
      }
      Object.values(value).forEach(visit);
    }
  };
  visit(parsedDataBlock(text));
  return [...names];
}
