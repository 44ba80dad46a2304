import { NotFoundContent } from './error-page/not-found-content';

/** `/404` and every address the routes do not know (SPEC §2). */
export function NotFoundPage() {
  return <NotFoundContent />;
}
