// The words of saving a draft (issue 24), for the page's polite live region. Imports nothing.

/** The save status in words; "Sparat" exactly when the server has everything. */
export const DRAFT_STATUS_TEXTS = {
  saved: 'Sparat',
  unsaved: 'Osparade ändringar',
  saving: 'Sparar …',
  offline:
    'Inte sparat: ingen kontakt med servern. Ändringarna finns kvar i webbläsaren och sparas när kontakten är tillbaka.',
} as const;

export const DRAFT_TEXTS = {
  /** For the page to say when `restoredFromBrowser` is true. */
  restored: 'Osparade ändringar från förra gången återställdes.',
  /** When the draft could not be fetched and the API gave no words of its own. */
  loadFailed: 'Innehållet kunde inte hämtas. Kontrollera anslutningen och försök igen.',
  /** A refused save without a message of its own. */
  refused: 'Utkastet kunde inte sparas.',
  /** Changes kept in the browser met a newer draft another editor saved; both are kept. */
  mergedWithNewer: (who: string, when: string) =>
    `${who} sparade en nyare version ${when}. Dina osparade ändringar från förra gången har lagts ihop med den; där ni båda ändrat samma sak gäller dina ändringar.`,
  /** Who, when nobody is named. */
  someoneElse: 'En annan redaktör',
} as const;
