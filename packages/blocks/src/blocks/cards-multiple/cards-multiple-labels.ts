/** Texts of the `cards-multiple` block; hosts may override any of them by key. */
export const cardsMultipleLabels = {
  'cardsMultiple.flip': 'Vänd kortet',
  /** The button's name when the card has a title: many cards share the button text. */
  'cardsMultiple.flipNamed': 'Vänd kortet: {title}',
} as const;
