import { blockRegistry, loadBlocks } from '../render/registry';
import { loadEndSteps } from './steps/end-steps';

/**
 * Loads the code of every block and course step, which otherwise loads by use: a server renders
 * with it (no page suspends on its code there), and tests and stories render at once.
 */
export function loadAllCode(): Promise<unknown> {
  return Promise.all([loadBlocks(Object.keys(blockRegistry)), loadEndSteps()]);
}
