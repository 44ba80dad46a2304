/** Swedish texts of the course navigation (SPEC §4); hosts may pass their own. */
export const defaultNavigationTexts = {
  previous: 'Föregående',
  next: 'Nästa sida',
  toEvaluation: 'Till utvärdering',
  finish: 'Slutför utbildning',
} as const;

export type NavigationTexts = Record<keyof typeof defaultNavigationTexts, string>;

/** Swedish words of a course page's document title (SPEC §2); hosts may pass their own. */
export const defaultPageTitleTexts = {
  chapter: 'Kapitel',
  episode: 'Episod',
  page: 'Sida',
  evaluation: 'Utvärdering',
  thanks: 'Tack',
  sorry: 'Tyvärr',
} as const;

export type PageTitleTexts = Record<keyof typeof defaultPageTitleTexts, string>;
