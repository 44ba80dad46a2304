/** Texts of the `list-faq` block; hosts may override any of them by key. */
export const listFaqLabels = {
  'listFaq.showAll': 'Visa alla',
  'listFaq.hideAll': 'Dölj alla',
} as const;
