import { formatSwedishDate, formatSwedishDay } from '@jamstalldhet/blocks/engine';

/** Unix seconds (as the API sends times) as a Swedish day, e.g. '7 december 2026'. */
export const dayOf = (seconds: number) => formatSwedishDay(seconds * 1000);

/** Unix seconds as a Swedish date and time (SPEC §9). */
export const momentOf = (seconds: number) => formatSwedishDate(seconds * 1000);

export const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();
