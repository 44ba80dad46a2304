import { defaultPageTitleTexts, type PageTitleTexts } from '../formatting/labels';

/** Where in a course a page is: its numeric levels, or one of the pages after the course. */
export type TitleStep =
  | { chapter?: number; episode?: number; page?: number }
  | { kind: 'evaluation' | 'thanks' | 'sorry' };

/**
 * The document title of a page (SPEC §2): the base title followed by the chapter, episode and
 * page numbers that are given, or by the name of the evaluation, thank-you or sorry page.
 *
 * @example
 * pageTitle('Jämställdhet 101', { chapter: 2, episode: 1 }); // 'Jämställdhet 101 Kapitel 2 Episod 1'
 * pageTitle('Jämställdhet 101', { kind: 'thanks' }); // 'Jämställdhet 101 - Tack'
 * pageTitle('Equality 101', { chapter: 2 }, { chapter: 'Chapter' }); // 'Equality 101 Chapter 2'
 */
export function pageTitle(base: string, step?: TitleStep, texts: Partial<PageTitleTexts> = {}): string {
  if (step === undefined) {
    return base;
  }
  const words = { ...defaultPageTitleTexts, ...texts };
  if ('kind' in step) {
    return `${base} - ${words[step.kind]}`;
  }
  let title = base;
  if (step.chapter !== undefined) {
    title += ` ${words.chapter} ${step.chapter}`;
  }
  if (step.episode !== undefined) {
    title += ` ${words.episode} ${step.episode}`;
  }
  if (step.page !== undefined) {
    title += ` ${words.page} ${step.page}`;
  }
  return title;
}
