/** Texts of the `list-sounds` block. */
export const listSoundsLabels = {
  'sounds.player': 'Ljud: {title}',
  'sounds.untitled': 'Ljud {number}',
  'sounds.unsupported': 'Din webbläsare kan inte spela upp ljudet.',
  'sounds.empty': 'Det finns inga ljud att lyssna på här ännu.',
} as const;
