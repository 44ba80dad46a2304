// What editors call each block is in its folder's manifest (`blocks/block-catalog.ts`).
export { BLOCK_KIND_NAMES } from '../../blocks/block-catalog';

/** The words of a place in a document: 'Kapitel 2, Episod 1, Sida 3, block 4 (Video)'. */
export const publishPlaceWords = {
  chapter: 'Kapitel',
  episode: 'Episod',
  page: 'Sida',
  block: 'block',
  pageBlock: 'Block',
  item: 'punkt',
  option: 'svarsalternativ',
  presentation: 'Presentation',
  evaluation: 'Utvärdering',
  chapters: 'Kapitel',
  pageBlocks: 'Sidans block',
  wholePage: 'Sidan',
  thanks: 'Tacksida',
  educationAddress: 'Utbildningens adress',
  available: 'Tillgänglig till',
  pageAddress: 'Sidans adress',
  hero: 'Toppbild',
  shareImage: 'Delningsbild',
  settings: 'Webbplatsinställningar',
  settingsParts: {
    navigation: 'Huvudmeny',
    footer: 'Sidfot',
    evaluation_terms: 'Villkor för utvärderingen',
    cookie_consent: 'Kakor',
    share: 'Delning',
  },
} as const;

// Long addresses are cut in messages; the path says where the whole one is.
function shown(address: string): string {
  return address.length > 60 ? `${address.slice(0, 59)}…` : address;
}

/** Why a publish is refused, one text per check. */
export const publishProblemTexts = {
  emptyChapter: 'Kapitlet har inga episoder.',
  emptyEpisode: 'Episoden har inga sidor med block.',
  emptyPage: 'Sidan har inga block.',
  availableOrder: '"Tillgänglig till" är före "Tillgänglig från".',
  noChapters: 'Utbildningen har inga kapitel. Lägg till ett kapitel med en episod och en sida med block.',
  noPageBlocks: 'Sidan har inga block. Lägg till minst ett block innan du publicerar.',
  requiredField: (label: string) => `Fyll i "${label}". Fältet är obligatoriskt.`,
  videoTranscript: 'Videon saknar textversion (transkription).',
  soundTranscript: 'Ljudet saknar textversion (transkription).',
  imageAlt: 'Bilden saknar alternativtext. Skriv en, eller markera bilden som dekorativ.',
  htmlImageAlt:
    'En bild i texten saknar alt-attribut. Skriv en alternativtext, eller alt="" om bilden är dekorativ.',
  noOptions: 'Frågan saknar svarsalternativ.',
  noCorrectOption: 'Frågan rättas men inget svarsalternativ är markerat som rätt.',
  duplicateOptionId: (id: string, first: string) =>
    `Svarsalternativets id "${id}" används redan av ${first}.`,
  duplicateBlockId: (id: string, first: string) => `Blockets id "${id}" används redan av ${first}.`,
  urlField: (address: string) =>
    `Adressen "${shown(address)}" är inte tillåten. Använd https:, mailto: eller en adress på webbplatsen som börjar med /.`,
  htmlLink: (address: string) =>
    `Adressen "${shown(address)}" i texten är inte tillåten. Använd https:, http:, mailto:, tel: eller en adress på webbplatsen.`,
  videoUrl: (address: string) =>
    `Videoadressen "${shown(address)}" känns inte igen. Använd en länk till YouTube eller Vimeo.`,
  slugFormat: (slug: string) =>
    `Adressen "${shown(slug)}" får bara ha små bokstäver a–z, siffror och bindestreck, och börja med en bokstav eller siffra.`,
  slugTaken: (slug: string) =>
    `Adressen "/${shown(slug)}" används redan av en annan sida, utbildning, ett rum eller en av webbplatsens egna sidor.`,
} as const;

/** Why a draft save is refused: a value no page could use safely or style. */
export const draftFieldTexts = {
  choice: (value: string, allowed: readonly string[]) =>
    `Värdet "${shown(value)}" finns inte. Välj ett av: ${allowed.join(', ')}.`,
  siteFile: (address: string) =>
    `"${shown(address)}" finns på en annan webbplats, och webbplatsen visar bara bilder och ljud som finns här. Ladda upp filen (Ladda upp bild) i stället.`,
  phone: (address: string) =>
    `Telefonlänken "${shown(address)}" ska vara tel: följt av ett nummer, till exempel tel:+46101234500.`,
} as const;
