import { pageUrl } from '@jamstalldhet/contract';
/**
 * Where a draft course is taken as a learner would ("Förhandsgranska som deltagare"): a path on
 * this site built from the course's number alone, so it is also a safe address to return to
 * after logging in.
 */
export const learnerPreviewPath = (id: number) => pageUrl('preview', {}, { utbildning: id });
