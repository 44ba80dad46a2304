import { describe, expect, it } from 'vitest';
import { freshProfileEachTest } from '../support/fresh-profile';
import { FIRST_PAGES, initialJavaScript, kilobytes, total } from '../support/initial-javascript';

// Issue 13's bundle budget: a first visit on a phone loads at most its page's budget of
// JavaScript before the page is shown. A change that pulls a large library or another route's code into a first
// page fails here; `npm run bench:web` writes the same figures with Lighthouse's.

const visit = freshProfileEachTest();

/** Words of the content editor's own screens. */
const EDITOR_WORDS = ['Spara utkast', 'Lägg till kapitel', 'Använd deras', 'Ladda upp bild'];

describe('the JavaScript of a first visit', () => {
  for (const { name, path, budgetKb } of FIRST_PAGES) {
    it(`stays within ${budgetKb} KB gzip on the ${name.toLowerCase()} (${path})`, async () => {
      // A first-time visitor: no cookie choice made yet, so the cookie popup's code counts too.
      const page = await visit(null, { cookiesChosen: false });
      const scripts = await initialJavaScript(page, path);
      expect(scripts.length).toBeGreaterThan(0);
      const gzip = kilobytes(total(scripts, 'gzip'));
      const files = scripts.map((script) => `${script.path} ${kilobytes(script.gzip)} KB`).join(', ');
      expect(gzip, `${gzip} KB gzip: ${files}`).toBeLessThanOrEqual(budgetKb);
      // The content editor (issue 24) is staff's lazy chunk: none of its code, named by words
      // only it shows, comes with a learner's first page.
      const editorScripts = scripts.filter(({ source }) =>
        EDITOR_WORDS.some((words) => source.includes(words)),
      );
      expect(editorScripts.map((script) => script.path)).toEqual([]);
      // Nor zod (issue 25): its schemas stay on the server and in the forms that need them.
      // `$ZodType` is the name of zod's base class, kept in its code by any build.
      const zodScripts = scripts.filter(({ source }) => source.includes('$ZodType'));
      expect(zodScripts.map((script) => script.path)).toEqual([]);
      // Nor an HTML sanitizer: the API sends content HTML sanitized (build/blocks-by-use.ts).
      // `dompurify` is the name DOMPurify gives its Trusted Types policy, in its code.
      const sanitizerScripts = scripts.filter(
        ({ source }) =>
          source.includes('`dompurify`') || source.includes("'dompurify'") || source.includes('"dompurify"'),
      );
      expect(sanitizerScripts.map((script) => script.path)).toEqual([]);
    });
  }
});
