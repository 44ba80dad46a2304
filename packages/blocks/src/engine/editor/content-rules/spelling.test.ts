import { describe, expect, it } from 'vitest';
import { rulePage, textBlock } from '../../fixtures/rule-page';
import { spellingFindings, spellingWords, spellingWordsOf } from './spelling';
import { isSwedishCompound } from './swedish-compound';

const page = rulePage;

describe('the words checked', () => {
  it('takes words of three letters or more, leaving out addresses, abbreviations and inner capitals', () => {
    expect(
      spellingWordsOf(
        'Läs på do.se eller www.jamstalldhetsmyndigheten.se, skriv till info@example.se. DIGG och EU i PowerPoint, t.ex. 25 st. Kvinnor­na',
      ),
    ).toEqual(['Läs', 'eller', 'skriv', 'till', 'och', 'Kvinnorna']);
  });

  it('reads titles, rich text, options and alt text, but not a part marked or guessed as another language', () => {
    const words = spellingWords(
      page(
        textBlock(
          '<p>Kvinor och män <span lang="en">genderwashing</span> här.</p><p lang="en">Gender mainstreaming is a strategy.</p>',
          'Rubrikk',
        ),
        {
          block_id: 'q',
          name: 'multiplechoice',
          title: 'Frågga',
          answers: [{ id: 'a', label: 'Alternatiiv', correct: true }],
        },
        { block_id: 'i', name: 'image', image: { url: '/bild.png', alt: 'Flickor leekter' } },
      ),
    );
    expect(words).toEqual(
      expect.arrayContaining([
        'Rubrikk',
        'Kvinor',
        'och',
        'män',
        'här',
        'Frågga',
        'Alternatiiv',
        'Flickor',
        'leekter',
      ]),
    );
    expect(words).not.toContain('genderwashing');
    expect(words).not.toContain('mainstreaming');
  });

  it('gives each word once', () => {
    expect(spellingWords(page(textBlock('<p>Och och och.</p>'), textBlock('<p>och.</p>')))).toEqual([
      'Och',
      'och',
    ]);
  });
});

describe('the varningar', () => {
  it('names the unknown word at its first place on each page, with the suggestions', () => {
    const document = page(textBlock('<p>Om oss.</p>'), textBlock('<p>Alla kvinor och kvinor.</p>'));
    expect(spellingFindings(document, new Map([['kvinor', ['kvinnor', 'kvinna']]]))).toEqual([
      {
        where: 'Block 2 (Text)',
        path: 'components[1].html',
        rule: 'spelling',
        severity: 'warning',
        word: 'kvinor',
        suggestions: ['kvinnor', 'kvinna'],
        message:
          'Okänt ord: "kvinor". Menade du "kvinnor" eller "kvinna"? Rätta stavningen, eller lägg till ordet i ordlistan om det är rätt.',
      },
    ]);
  });

  it('names an option by its number, and says no suggestion when there is none', () => {
    const document = page({
      block_id: 'q',
      name: 'multiplechoice',
      title: 'Fråga',
      answers: [
        { id: 'a', label: 'Ja', correct: true },
        { id: 'b', label: 'Xyzzy', correct: false },
      ],
    });
    const [found] = spellingFindings(document, new Map([['Xyzzy', []]]));
    expect(found).toMatchObject({ path: 'components[0].answers[1].label', word: 'Xyzzy' });
    expect(found?.where).toContain('svarsalternativ 2');
    expect(found?.message).toBe(
      'Okänt ord: "Xyzzy". Rätta stavningen, eller lägg till ordet i ordlistan om det är rätt.',
    );
  });

  it('finds nothing when every word is known', () => {
    expect(spellingFindings(page(textBlock('<p>Kvinnor och män.</p>')), new Map())).toEqual([]);
  });
});

describe('Swedish compounds', () => {
  const words = new Set([
    'lön',
    'kartläggning',
    'kvinna',
    'frågor',
    'jämställdhet',
    'integrering',
    'webb',
    'utbildningarna',
    'flicka',
    'skola',
    'gata',
    'lampa',
    'av',
    'arbete',
  ]);
  const isWord = (word: string) => words.has(word);

  it.each([
    ['lönekartläggning', 'a linking e'],
    ['jämställdhetsintegrering', 'a linking s'],
    ['webbutbildningarna', 'the first part as it is'],
    ['kvinnofrågor', 'a final a as o'],
    ['gatulampa', 'a final a as u'],
    ['flickskola', 'a final a dropped'],
    ['jämställdhetsarbetesfrågor', 'three parts'],
  ])('takes %s (%s)', (word) => {
    expect(isSwedishCompound(word, isWord)).toBe(true);
  });

  it.each(['kvinor', 'lönekartlägning', 'avarbete', 'xyzzyfrågor', 'frågorxyz'])('refuses %s', (word) => {
    expect(isSwedishCompound(word, isWord)).toBe(false);
  });
});
