import { pageUrl } from '@jamstalldhet/contract';

/** The addresses of the staff pages (issue 14), below my pages, from the contract's page table. */
export const ADMIN_PATH = pageUrl('admin');
/** The statistics (issue 26); its query holds the course and the months shown. */
export const STATISTICS_PATH = pageUrl('statistics');
/** One course's statistics, the year so far: where its editor links (issue 37). */
export const courseStatisticsPath = (id: number) => pageUrl('statistics', {}, { utbildning: id });

export const ADMIN_SECTIONS = [
  {
    path: pageUrl('accessRequests'),
    title: 'Ansökningar',
    description: 'Godkänn eller avslå ansökningar om att gå utbildningar.',
  },
  {
    path: pageUrl('accounts'),
    title: 'Konton',
    description: 'Hitta ett konto, ändra roll, skicka ny verifiering, stäng av eller ta bort.',
  },
  {
    path: pageUrl('accessibilityReports'),
    title: 'Tillgänglighetsrapporter',
    description: 'Läs inkomna rapporter om brister i tillgängligheten och markera dem som besvarade.',
  },
  {
    path: pageUrl('rooms'),
    title: 'Klassrum och grupprum',
    description: 'Skapa rum för en utbildning, välj lärare och se deltagarna.',
  },
  {
    path: pageUrl('content'),
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
  { path: pageUrl('audit'), title: 'Ändringslogg', description: 'Vem som ändrade vad och när.' },
] as const;

export const accountPath = (id: number) => pageUrl('account', { id });

/** A room's teacher page: the join code, the pupils and their results. */
export const teacherRoomPath = (id: number) => pageUrl('teacherRoom', { id });

/** Where a pupil joins a room; the link a teacher shares carries the code. */
export const JOIN_PATH = pageUrl('joinRoom');
export const joinPath = (code: string) => pageUrl('joinRoom', { code });
