import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { siteWords } from '../db/schema';

const swedishOrder = new Intl.Collator('sv');

/** The site's word list (issue 40), in Swedish alphabetical order. */
export async function listSiteWords(db: Database): Promise<string[]> {
  const rows = await db.select({ word: siteWords.word }).from(siteWords);
  return rows.map((row) => row.word).sort(swedishOrder.compare);
}

/** Adds a word to the list (by an editor, or null: by a content import); one already there stays as it was. */
export async function addSiteWord(db: Database, word: string, addedBy: number | null): Promise<void> {
  await db.insert(siteWords).values({ word, addedBy }).onConflictDoNothing();
}

/** Takes a word off the list; one not there is no error. */
export async function removeSiteWord(db: Database, word: string): Promise<void> {
  await db.delete(siteWords).where(eq(siteWords.word, word));
}
