import { loadEndSteps } from '../course/steps/end-steps';
import { blockRegistry, loadBlocks } from '../render/registry';

/**
 * Loads the code of every block and course step, which otherwise loads by use: tests and
 * stories render at once, as a page whose code is here does (a server's render, a page taken over).
 */
export function loadAllCode(): Promise<unknown> {
  return Promise.all([loadBlocks(Object.keys(blockRegistry)), loadEndSteps()]);
}
