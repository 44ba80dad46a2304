/** Swedish texts of the course navigation (SPEC §4); hosts may pass their own. */
export const defaultNavigationTexts = {
  previous: 'Föregående',
  next: 'Nästa sida',
  toEvaluation: 'Till utvärdering',
  finish: 'Slutför utbildning',
} as const;

export type NavigationTexts = Record<keyof typeof defaultNavigationTexts, string>;
