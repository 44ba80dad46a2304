/** The popup's own text. */
export const popupLabels = {
  'popup.close': 'Stäng',
} as const;
