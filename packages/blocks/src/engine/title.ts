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
 */
export function pageTitle(base: string, step?: TitleStep): string {
  if (step === undefined) {
    return base;
  }
  if ('kind' in step) {
    return `${base} - ${afterCourseTitle(step.kind)}`;
  }
  let title = base;
  if (step.chapter !== undefined) {
    title += ` Kapitel ${step.chapter}`;
  }
  if (step.episode !== undefined) {
    title += ` Episod ${step.episode}`;
  }
  if (step.page !== undefined) {
    title += ` Sida ${step.page}`;
  }
  return title;
}

function afterCourseTitle(kind: 'evaluation' | 'thanks' | 'sorry'): string {
  switch (kind) {
    case 'evaluation':
      return 'Utvärdering';
    case 'thanks':
      return 'Tack';
    case 'sorry':
      return 'Tyvärr';
    default:
      return kind satisfies never;
  }
}
