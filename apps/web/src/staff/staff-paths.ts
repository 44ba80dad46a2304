/** The addresses of the staff pages (issue 14), below my pages. */
export const ADMIN_PATH = '/mina-sidor/administration';
/** The statistics (issue 26); its query holds the course and the months shown. */
export const STATISTICS_PATH = `${ADMIN_PATH}/statistik`;
/** One course's statistics, the year so far: where its editor links (issue 37). */
export const courseStatisticsPath = (id: number) => `${STATISTICS_PATH}?utbildning=${id}`;

export const ADMIN_SECTIONS = [
  {
    path: `${ADMIN_PATH}/ansokningar`,
    title: 'Ansökningar',
    description: 'Godkänn eller avslå ansökningar om att gå utbildningar.',
  },
  {
    path: `${ADMIN_PATH}/konton`,
    title: 'Konton',
    description: 'Hitta ett konto, ändra roll, skicka ny verifiering, stäng av eller ta bort.',
  },
  {
    path: `${ADMIN_PATH}/tillganglighetsrapporter`,
    title: 'Tillgänglighetsrapporter',
    description: 'Läs inkomna rapporter om brister i tillgängligheten och markera dem som besvarade.',
  },
  {
    path: `${ADMIN_PATH}/rum`,
    title: 'Klassrum och grupprum',
    description: 'Skapa rum för en utbildning, välj lärare och se deltagarna.',
  },
  {
    path: `${ADMIN_PATH}/innehall`,
    title: 'Innehåll',
    description:
      'Skriv, förhandsgranska och publicera utbildningar och sidor, och ändra webbplatsinställningarna.',
  },
  {
    path: STATISTICS_PATH,
    title: 'Statistik',
    description:
      'Hur många som påbörjar och slutför utbildningarna, vilka de är och vad de tycker, som diagram, tabeller och filer.',
  },
  { path: `${ADMIN_PATH}/logg`, title: 'Ändringslogg', description: 'Vem som ändrade vad och när.' },
] as const;

export const accountPath = (id: number) => `${ADMIN_PATH}/konton/${id}`;

/** A room's teacher page: the join code, the pupils and their results. */
export const teacherRoomPath = (id: number) => `/mina-sidor/rum/${id}`;

/** Where a pupil joins a room; the link a teacher shares carries the code. */
export const JOIN_PATH = '/mina-sidor/ga-med';
export const joinPath = (code: string) => `${JOIN_PATH}/${encodeURIComponent(code)}`;
