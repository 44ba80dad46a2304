import { z } from 'zod';

/** Longest first name and longest last name (registration, profile). */
export const FIRST_NAME_MAX_LENGTH = 100;
export const LAST_NAME_MAX_LENGTH = 100;
/** Longest full name on a certificate: a first and a last name with room to spare. */
export const FULL_NAME_MAX_LENGTH = 200;

/**
 * What breaks a name out of its one line: control characters (among them CR, LF, tab and NEL),
 * the line and paragraph separators, and the bidirectional embeddings, overrides and isolates
 * that reorder the text after them. Marks that names need stay: the zero-width (non-)joiner,
 * the left-to-right and right-to-left marks, combining marks.
 */
const NOT_ONE_LINE = /[\p{Cc}\p{Zl}\p{Zp}\u202a-\u202e\u2066-\u2069]/u;

/**
 * A person's name as people write it, in any script, and as mail and certificates quote it:
 * one line, no web address (so that a name cannot pass a link or a second paragraph off as the
 * authority's words), at most `max` characters after trimming. One rule for every name field.
 */
function personName(required: string, max: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `Namnet får ha högst ${max} tecken`)
    .refine((name) => !NOT_ONE_LINE.test(name), 'Namnet ska stå på en rad, utan radbrytningar och styrtecken')
    .refine((name) => !name.includes('://'), 'Namnet får inte innehålla en webbadress');
}

/** `first_name` at registration and in the profile. */
export const FirstNameSchema = personName('Fyll i förnamn', FIRST_NAME_MAX_LENGTH);
/** `last_name` at registration and in the profile. */
export const LastNameSchema = personName('Fyll i efternamn', LAST_NAME_MAX_LENGTH);
/** `fullname` of a certificate request: the name printed on the certificate and quoted in its mail. */
export const FullNameSchema = personName('Fyll i för- och efternamn', FULL_NAME_MAX_LENGTH);
