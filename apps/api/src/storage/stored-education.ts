import type { Education } from '@jamstalldhet/contract';

/**
 * A course as its stored JSON (`educations.data`) holds it. The JSON was checked against the
 * contract when it was imported (content/import.ts), so it is read without a second check.
 */
export const storedEducation = (data: unknown): Education => data as Education;
