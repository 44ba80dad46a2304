import { operations } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/operation-route';
import { addSiteWord, listSiteWords, removeSiteWord } from '../../storage/site-words';

/**
 * The site's word list (issue 40): editors and administrators read it, add to it ("Lägg till i
 * ordlistan" in the editor's spelling check) and take a word off again. The check itself runs in
 * the editor's browser, with the Swedish dictionary and this list.
 */
export async function siteWordRoutes(app: FastifyInstance) {
  route(app, operations.listSiteWords, async () => ({ words: await listSiteWords(app.db) }));

  route(app, operations.addSiteWord, async ({ body, user }) => {
    await addSiteWord(app.db, body.word, user.id);
    return { words: await listSiteWords(app.db) };
  });

  route(app, operations.removeSiteWord, async ({ params }) => {
    await removeSiteWord(app.db, params.word);
    return { words: await listSiteWords(app.db) };
  });
}
