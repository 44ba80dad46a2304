/** Texts shared by every question block. */
export const questionLabels = {
  'question.mandatory': '(obligatorisk)',
  'question.missing': 'Svara på frågan innan du går vidare.',
  'question.check': 'Rätta svaret',
  'question.correct': 'Rätt svar',
  'question.wrong': 'Fel svar',
  'question.correctHeading': 'Rätt!',
  'question.wrongHeading': 'Inte riktigt.',
  'question.checking': 'Svaret rättas …',
  'question.checkFailed': 'Svaret kunde inte rättas just nu. Försök igen om en stund.',
  'question.counter': '{count} av {max} tecken',
  'question.limit': 'Du kan skriva högst {max} tecken.',
  'question.limitReached': 'Du har skrivit så mycket som får plats.',
} as const;
