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
 * Invisible format characters (Unicode Cf: zero-width space, word joiner, soft hyphen, byte
 * order mark, tag characters…), which can hide text in a name, except the six that scripts
 * need: the Arabic letter mark (U+061C, Arabic bidi text), the Mongolian vowel separator
 * (U+180E, final a/e in Mongolian), the zero-width non-joiner and joiner (Persian, Indic
 * scripts, emoji) and the left-to-right and right-to-left marks (U+200C–U+200F).
 */
const INVISIBLE = /(?![\u061c\u180e\u200c-\u200f])\p{Cf}/u;

/**
 * The top-level domains that mail clients and PDF viewers make links of and that phishers use:
 * generic, popular new and free ones, the Nordic ones, the large European ones, and every
 * internationalised one (`xn--…`).
 */
const TOP_LEVEL_DOMAINS = [
  'com net org info biz io co me app dev xyz online site shop top link click live',
  'tk ml ga cf gq ly to cc ws ai us eu',
  'se nu dk no fi is de uk fr nl es it pl ru cn ch at be',
  'xn--[a-z0-9-]+',
]
  .join(' ')
  .replaceAll(' ', '|');

/**
 * What mail clients and PDF viewers turn into a link: a scheme (`://`), an e-mail address
 * (`@`), `www.`, or a domain: a letter, digit or hyphen, a dot (or one that viewers read as a
 * dot: ideographic, full-width, half-width, one dot leader, small full stop) and a top-level
 * domain from the list above that no letter, mark or digit follows (`evil.se`, `x.com/logga-in`).
 * A list, not "two letters or more", because mail clients linkify by such lists too, and real
 * names with initials and Swedish titles must pass: `Anna K.Svensson`, `Lars E.Ek`,
 * `Ma.Cristina`, `fil.dr`, `tekn.lic.`, `M.Sc.`, `Dr.med.` (and `Anna K. Svensson`, `Jr.`).
 */
const ADDRESS = new RegExp(
  `://|@|www\\.|[\\p{L}\\p{N}-][.\\u3002\\uff0e\\uff61\\u2024\\ufe52](?:${TOP_LEVEL_DOMAINS})(?![\\p{L}\\p{M}\\p{N}])`,
  'iu',
);

/**
 * A person's name as people write it, in any script, and as certificates print it: one line,
 * nothing invisible, no web or e-mail address (so that a name cannot pass a link, a hidden text
 * or a second paragraph off as the authority's words), at most `max` characters after trimming.
 * One rule for every name field.
 */
function personName(required: string, max: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `Namnet får ha högst ${max} tecken`)
    .refine((name) => !NOT_ONE_LINE.test(name), 'Namnet ska stå på en rad, utan radbrytningar och styrtecken')
    .refine((name) => !INVISIBLE.test(name), 'Namnet får inte innehålla osynliga tecken')
    .refine((name) => !ADDRESS.test(name), 'Namnet får inte innehålla en webbadress eller e-postadress');
}

/** `first_name` at registration and in the profile. */
export const FirstNameSchema = personName('Fyll i förnamn', FIRST_NAME_MAX_LENGTH);
/** `last_name` at registration and in the profile. */
export const LastNameSchema = personName('Fyll i efternamn', LAST_NAME_MAX_LENGTH);
/** `fullname` of a certificate request: the name printed on the certificate (its mail does not quote it). */
export const FullNameSchema = personName('Fyll i för- och efternamn', FULL_NAME_MAX_LENGTH);
