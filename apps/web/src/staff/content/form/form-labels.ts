/**
 * The Swedish texts of the generated block forms that are the form's own, not a field's: the
 * fields' labels and help come from each block's form description (`BLOCK_FORMS`), an image's and
 * an answer option's parts from `formWidgetLabels` in the package.
 */
export const formLabels = {
  /** Added to a required field's label: required is said in words, never by colour alone. */
  required: '(obligatoriskt)',
  maxLength: (count: number) => `Högst ${count} tecken.`,
  urlHelp: 'https://…, mailto:… eller /sida',
  numberRange: (min: number | undefined, max: number | undefined) =>
    min !== undefined && max !== undefined
      ? `Ett heltal från ${min} till ${max}.`
      : min !== undefined
        ? `Ett heltal, minst ${min}.`
        : max !== undefined
          ? `Ett heltal, högst ${max}.`
          : 'Ett heltal.',
  numberInvalid: (min: number | undefined, max: number | undefined) =>
    `Skriv ${formLabels.numberRange(min, max).toLowerCase()}`,
  unknownChoice: (value: string) => `${value} (okänt värde)`,

  // Repeated items: answer options and list entries.
  itemName: (itemLabel: string, number: number) => `${itemLabel} ${number}`,
  moveUp: 'Flytta upp',
  moveDown: 'Flytta ned',
  remove: 'Ta bort',
  /** The accessible name of an item's button: its visible text first, then which item. */
  itemAction: (action: string, itemLabel: string, number: number) =>
    `${action} ${itemLabel.toLowerCase()} ${number}`,
  add: (itemLabel: string) => `Lägg till ${itemLabel.toLowerCase()}`,
  /** The limits of a list, said once under its legend; `undefined` when there are none. */
  count: (min: number | undefined, max: number | undefined) => {
    if (min !== undefined && min > 0 && max !== undefined) {
      return `Minst ${min} och högst ${max}.`;
    }
    if (min !== undefined && min > 0) {
      return `Minst ${min}.`;
    }
    return max === undefined ? undefined : `Högst ${max}.`;
  },
  moved: (itemLabel: string, from: number, to: number) => `${itemLabel} ${from} flyttades till plats ${to}.`,
  removed: (itemLabel: string, number: number) => `${itemLabel} ${number} togs bort.`,
  added: (itemLabel: string, number: number) => `${itemLabel} ${number} lades till.`,

  // Rich text.
  toolbar: (label: string) => `Formatering av ${label}`,
  bold: 'Fet',
  italic: 'Kursiv',
  link: 'Länk',
  bulletList: 'Punktlista',
  numberedList: 'Numrerad lista',
  heading: 'Rubrik',
  showHtml: 'Visa HTML',
  htmlLabel: (label: string) => `${label} som HTML`,
  htmlHelp: 'Det som inte är tillåtet i texten tas bort när du lämnar fältet.',
  linkAddress: 'Länkens adress',
  linkAddressHelp: 'https://…, mailto:… eller /sida. Markera först texten som ska bli en länk.',
  addLink: 'Lägg till länk',
  cancelLink: 'Avbryt',
  linkNotAllowed: 'Adressen är inte tillåten. Använd https://, mailto: eller en sida som börjar med /.',
  language: 'Språk',
  textLanguage: 'Textens språk',
  textLanguageHelp:
    'Markera först texten på ett annat språk, eller ställ markören i stycket för hela stycket. Då läser skärmläsare upp den rätt.',
  swedishLanguage: 'Svenska (ta bort märkningen)',
  markLanguage: 'Märk språket',

  // Images.
  uploadImage: 'Ladda upp bild',
  uploadTypes: 'PNG, JPEG eller WebP.',
  uploading: (name: string) => `Laddar upp ${name} …`,
  uploaded: (name: string) => `Bilden ${name} är uppladdad och vald.`,
  uploadFailed: 'Bilden kunde inte laddas upp. Försök igen.',
  wrongImageType: 'Välj en bild i formatet PNG, JPEG eller WebP.',
  earlierImages: 'Välj en tidigare bild',
  loadingImages: 'Hämtar tidigare bilder …',
  noEarlierImages: 'Inga bilder har laddats upp än.',
  imagesFailed: 'De tidigare bilderna kunde inte hämtas.',
  retry: 'Försök igen',
  chosen: (name: string) => `Bilden ${name} är vald.`,
  imageSize: (width: number, height: number) => `${width} × ${height} bildpunkter`,
  altNeedsImage: 'Välj eller ladda upp en bild först.',
  /** An image's address: the site shows images from itself only (a site path, as an upload has). */
  imageUrlHelp: 'En sökväg på webbplatsen, till exempel /api/images/3.',
  /** For an image's address the save refuses: another host's, which the site never shows. */
  imageNotFromSite:
    'Bilden måste laddas upp eller väljas bland tidigare bilder. Bilder från andra webbplatser visas inte.',
} as const;
