import { byUse } from '../../render/block-by-use';

// The steps after a course's pages (evaluation, thanks, sorry) are the largest part of the player
// and no first page shows them: their code loads when the learner reaches one, or ahead with the
// course's blocks (issue 39). The learner's first page comes without it.

export const EvaluationPage = byUse(() => import('./evaluation-page').then((m) => m.EvaluationPage));
export const ThanksPage = byUse(() => import('./thanks-page').then((m) => m.ThanksPage));
export const SorryPage = byUse(() => import('./sorry-page').then((m) => m.SorryPage));

/**
 * Loads the code of the steps after the pages: the player does when the learner reaches for the
 * buttons; a host that takes over an end step the server drew awaits it first.
 */
export function loadEndSteps(): Promise<void> {
  return Promise.all([EvaluationPage.load(), ThanksPage.load(), SorryPage.load()]).then(() => undefined);
}
