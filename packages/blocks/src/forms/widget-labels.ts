/**
 * The texts of a widget's own parts, the same in every form: an image's address, alternative
 * text and "Dekorativ bild", an answer option's text and "Rätt svar".
 */
export const formWidgetLabels = {
  imageUrl: 'Bildens adress',
  imageAlt: 'Alternativtext',
  imageAltHelp: 'Beskriv vad bilden visar för den som inte ser den.',
  imageDecorative: 'Dekorativ bild',
  imageDecorativeHelp: 'Bilden pryder bara och behöver ingen alternativtext.',
  optionText: 'Svarstext',
  optionCorrect: 'Rätt svar',
  /** The text a new answer option starts with. */
  newOption: (number: number) => `Alternativ ${number}`,
} as const;
