import { describe, expect, it } from 'vitest';
import {
  FIRST_NAME_MAX_LENGTH,
  FirstNameSchema,
  FULL_NAME_MAX_LENGTH,
  FullNameSchema,
  LastNameSchema,
} from './index';

// Issue 21: a name is one line of text, never a link: it is printed on certificates and quoted
// in mail, where a line break or an address could make it read as our own words.
describe('person names', () => {
  const names: [string, string][] = [
    ['Swedish', 'Åsa Öberg-Ängström'],
    ['Northern Sámi', 'Áilu Čáhppes Đuođđa Ŋunni Šiellá Ŧoahkki Žiŋŋá'],
    ['Skolt and Southern Sámi', 'Ǩiõll Säʹmmlaž Ïndje Ǥiǥǥ'],
    ['Finnish and Meänkieli', 'Väinö Äärelä'],
    ['Polish', 'Łukasz Żółć-Źdźbło'],
    ['Greek', 'Αλέξανδρος Παπαδόπουλος'],
    ['Vietnamese', 'Nguyễn Thị Ánh'],
    ['Arabic', 'فاطمة الزهراء'],
    ['Persian, with a zero-width non-joiner', 'مهسا\u200cسادات'],
    ['Hebrew, with a right-to-left mark', 'שׂרה\u200f כהן'],
    ['a combining mark without a precomposed letter', 'Jāņis N\u0326ikolajs'],
    ['Chinese', '王秀英'],
    ['Devanagari', 'अनन्या शर्मा'],
    ['an apostrophe and a period', "O'Brien J. d'Artagnan"],
    ['an initial', 'Anna K. Svensson'],
    ['initials without spaces between them', 'J.R.R. Tolkien'],
    ['an abbreviated first name', 'St. Clair'],
    ['a suffix', 'Martin Luther King Jr.'],
    ['an emoji joined by a zero-width joiner', 'Kim \u{1f469}\u200d\u{1f52c}'],
    ['Japanese, with a middle dot', 'ジョン・スミス'],
    // Issue 21 (review): a dot between letters is no address unless a top-level domain follows.
    ['an initial without a space', 'Anna K.Svensson'],
    ['a Swedish initial without a space', 'T.Jönsson'],
    ['a short last name after an initial', 'Lars E.Ek'],
    ['an abbreviated Filipino first name', 'Ma.Cristina'],
    ['a Swedish doctor’s title', 'Anna Ek, fil.dr'],
    ['a Swedish doctor of medicine', 'med.dr'],
    ['a Swedish licentiate', 'tekn.lic.'],
    ['a Swedish bachelor’s degree', 'fil.kand.'],
    ['a master’s degree', 'M.Sc.'],
    ['a German doctor of medicine', 'Dr.med.'],
    ['Arabic, with an Arabic letter mark', 'فاطمة\u061c 2'],
    ['Mongolian, with a vowel separator', 'ᠬᠠᠳ\u180eᠠ'],
  ];
  for (const [script, name] of names) {
    it(`accepts ${script}: ${name}`, () => {
      expect(FirstNameSchema.parse(name)).toBe(name);
      expect(LastNameSchema.parse(name)).toBe(name);
      expect(FullNameSchema.parse(name)).toBe(name);
    });
  }

  it('trims the ends, so a pasted name with a trailing line break is one line', () => {
    expect(FullNameSchema.parse('  Anna Andersson\r\n')).toBe('Anna Andersson');
  });

  const breaks: [string, string][] = [
    ['a line feed', '\n'],
    ['a carriage return', '\r'],
    ['a tab', '\t'],
    ['a vertical tab', '\u000b'],
    ['a form feed', '\f'],
    ['a next line (NEL)', '\u0085'],
    ['a line separator', '\u2028'],
    ['a paragraph separator', '\u2029'],
    ['an escape', '\u001b'],
    ['a right-to-left override', '\u202e'],
    ['a first-strong isolate', '\u2068'],
  ];
  for (const [what, character] of breaks) {
    it(`refuses ${what} inside a name, saying so in Swedish`, () => {
      const result = FullNameSchema.safeParse(`Anna${character}Andersson`);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'Namnet ska stå på en rad, utan radbrytningar och styrtecken',
      );
    });
  }

  // Issue 21 (review): mail clients and PDF viewers make links of `www.x`, bare domains and
  // e-mail addresses too, not only of `scheme://`.
  it('refuses a web or e-mail address, with or without a scheme', () => {
    for (const name of [
      'Anna https://example.com',
      'Vinn pris: hxxp://x',
      'a://b',
      'Anna – ditt konto spärras, logga in på www.evil-jamstalldhet.se',
      'Anna … mejla support@evil.se',
      'Anna @evil',
      'Besök WWW.x',
      'evil-jamstalldhet.se',
      'Anna evil.com/logga-in',
      'Anna evil.xn--p1ai',
      'Anna 3evil.SE',
      'Anna evil\u3002se',
      'Anna evil\uff0ese',
      'evil.se',
      'evil.com',
      'x.nu',
      'evil\u2024se',
      'evil\ufe52com',
      'Anna evil\uff61io',
      'www.x.pw',
      'a@b',
    ]) {
      const result = FirstNameSchema.safeParse(name);
      expect(result.success, name).toBe(false);
      expect(result.error?.issues[0]?.message, name).toBe(
        'Namnet får inte innehålla en webbadress eller e-postadress',
      );
    }
  });

  // Issue 21 (review): invisible format characters (Unicode Cf) can hide text in a name; only
  // the joiners and the direction marks that scripts need are kept.
  const invisibles: [string, string][] = [
    ['a zero-width space', '\u200b'],
    ['a word joiner', '\u2060'],
    ['an invisible times', '\u2062'],
    ['an invisible plus', '\u2064'],
    ['a byte order mark', '\ufeff'],
    ['a soft hyphen', '\u00ad'],
    ['a tag character', '\u{e0041}'],
    ['a cancel tag', '\u{e007f}'],
  ];
  for (const [what, character] of invisibles) {
    it(`refuses ${what} inside a name, saying so in Swedish`, () => {
      const result = FullNameSchema.safeParse(`Anna${character}Andersson`);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Namnet får inte innehålla osynliga tecken');
    });
  }

  it('keeps the joiners, the direction marks, the Arabic letter mark and the Mongolian vowel separator', () => {
    for (const character of ['\u200c', '\u200d', '\u200e', '\u200f', '\u061c', '\u180e']) {
      expect(FullNameSchema.safeParse(`Anna${character}Andersson`).success, character).toBe(true);
    }
  });

  it('refuses an empty name and one that is too long, and keeps the longest allowed', () => {
    expect(FirstNameSchema.safeParse('   ').error?.issues[0]?.message).toBe('Fyll i förnamn');
    expect(LastNameSchema.safeParse('').error?.issues[0]?.message).toBe('Fyll i efternamn');
    expect(FullNameSchema.safeParse('').error?.issues[0]?.message).toBe('Fyll i för- och efternamn');
    expect(FirstNameSchema.safeParse(42).error?.issues[0]?.message).toBe('Fyll i förnamn');
    expect(FirstNameSchema.parse('x'.repeat(FIRST_NAME_MAX_LENGTH))).toHaveLength(100);
    expect(FirstNameSchema.safeParse('x'.repeat(101)).error?.issues[0]?.message).toBe(
      'Namnet får ha högst 100 tecken',
    );
    expect(FullNameSchema.parse('x'.repeat(FULL_NAME_MAX_LENGTH))).toHaveLength(200);
    expect(FullNameSchema.safeParse('x'.repeat(201)).error?.issues[0]?.message).toBe(
      'Namnet får ha högst 200 tecken',
    );
  });
});
