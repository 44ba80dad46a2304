/** The warning shown in development for a block name the registry does not know. */
export const unknownBlockLabels = {
  'unknownBlock.warning': 'Okänt block "{name}" ({id}) visas inte för besökare.',
} as const;
