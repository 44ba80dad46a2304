/**
 * What the course editor's outline says in its polite live region after each change (issue 24).
 * Places are named by the caller in the publish problems' words ('Kapitel 2, Episod 1, Sida 3',
 * 'Presentation'), so an editor hears the same name in an announcement as in an error summary.
 */
export const outlineTexts = {
  /** A page document's own blocks, as the object of "på": 'lades till på sidan'. */
  onPageDocument: 'sidan',
  /** A page document's blocks named on their own, where a course would say 'Presentation'. */
  pageDocument: 'Sidan',
  direction: { up: 'upp', down: 'ned' },
  /** What the outline calls the item that cannot move, the subject of `cannotMove`. */
  itemSubject: { chapter: 'Kapitlet', episode: 'Episoden', page: 'Sidan', block: 'Blocket' },
  /** What an item is after a move, lower case: 'är nu kapitel 1'. */
  itemNoun: { chapter: 'kapitel', episode: 'episod', page: 'sida', block: 'block' },
  added: (where: string) => `${where} lades till.`,
  blockAdded: (kind: string, on: string) => `Blocket ${kind} lades till på ${on}.`,
  blockCopied: (where: string, position: number) => `En kopia av ${where} lades till som block ${position}.`,
  blockChanged: (where: string) => `${where} ändrades.`,
  removed: (where: string) => `${where} togs bort.`,
  moved: (where: string, direction: string, now: string) =>
    `${where} flyttades ${direction} och är nu ${now}.`,
  movedTo: (what: string, where: string) => `${what} flyttades till ${where}.`,
  cannotMoveThere: 'Dit kan det inte flyttas: platsen finns inte, eller är där det redan är.',
  cannotMove: (subject: string, direction: string) => `${subject} kan inte flyttas längre ${direction}.`,
  missing: 'Det finns inget på den platsen i utkastet längre. Ladda om sidan.',
} as const;
