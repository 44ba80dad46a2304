/** What the content rules say, in Swedish: one text per rule. */
export const contentRuleTexts = {
  headingSkip: (from: number, to: number) =>
    `Rubriknivån hoppar från ${from} till ${to}. Använd rubriknivåerna i ordning, utan att hoppa över någon.`,
  linkText:
    'Länktexten säger inte vart länken går. Skriv vad besökaren hittar där, inte "klicka här" eller adressen.',
  labelInName: (visible: string) =>
    `"Namn för skärmläsare" innehåller inte knappens text "${visible}". Börja namnet med texten, så hittar den som säger vad hen ser knappen.`,
  imageAltFileName: 'Alternativtexten är bildens filnamn. Skriv vad bilden visar.',
  imageAltLength: (length: number) =>
    `Alternativtexten är ${length} tecken lång. Håll den under 250 tecken och beskriv resten i texten.`,
  videoAudioDescription:
    'Videon behöver en bock i "Videon har ingen information som bara syns i bild", eller en syntolkad version under "Fler fält".',
  tableHeader: 'Tabellen saknar rubrikrad. Gör den första raden till rubriker.',
  otherLanguage: (language: string) =>
    `Stycket verkar vara på ${language}. Markera texten och välj dess språk under "Språk", så läses den upp rätt.`,
  languageNames: { en: 'engelska', other: 'ett annat språk än svenska' },
  readabilityGoal: (lix: number, band: string, goal: number) =>
    `Sidan har LIX ${lix} (${band}), över utbildningens läsbarhetsmål ${goal}. Korta meningarna och byt långa ord mot vardagliga.`,
  spelling: (word: string, suggestions: readonly string[]) =>
    `Okänt ord: "${word}".${suggestions.length > 0 ? ` Menade du ${suggestions.map((suggestion) => `"${suggestion}"`).join(' eller ')}?` : ''} Rätta stavningen, eller lägg till ordet i ordlistan om det är rätt.`,
} as const;
