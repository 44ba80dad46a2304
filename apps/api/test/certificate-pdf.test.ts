import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { certificatePdf } from '../src/certificates/certificate-pdf';

/**
 * The certificate must print every name as written. These tests read the PDF back with a real
 * text extractor (pdf.js), so they check what a reader's copy-paste or a screen reader gets from
 * the file, through the embedded font's ToUnicode map, not what the code meant to draw.
 *
 * What is compared: the extracted text of the name's line(s), NFC-normalised, against the name.
 * For Arabic the PDF's content stream holds the glyphs in visual order (right to left, so the
 * last letter comes first) as shaped, joined forms; pdf.js runs the Unicode bidi algorithm on
 * each text item and returns logical order with `dir: 'rtl'`, and the ToUnicode map gives the
 * base letters (U+0600 block), not presentation forms. So the Arabic name is compared in logical
 * order, and separately the raw glyph stream is checked for visual order and joined forms.
 */

const A4_WIDTH = 595.28;
/** The purple frame is drawn 30 pt in from each edge; text must stay inside it. */
const FRAME = 30;
const NAME_BASELINE = 580;

interface TextItem {
  str: string;
  dir: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

const details = (fullname: string, educationTitle = 'Jämställdhet i arbetslivet') => ({
  fullname,
  educationTitle,
  issuedAt: new Date('2026-03-04T10:00:00Z'),
  code: 'ABCD-2345',
  verifyUrl: 'https://utbildning.example.se/intyg/ABCD-2345',
});

async function openPdf(bytes: Uint8Array) {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 })
    .promise;
  return document.getPage(1);
}

async function textItems(bytes: Uint8Array): Promise<TextItem[]> {
  const page = await openPdf(bytes);
  const content = await page.getTextContent();
  return content.items
    .filter((item) => 'str' in item && item.str !== '')
    .map((item) => {
      const { str, dir, width, transform } = item as {
        str: string;
        dir: string;
        width: number;
        transform: number[];
      };
      const [, , c = 0, d = 0, x = 0, y = 0] = transform;
      return { str, dir, width, x, y, size: Math.hypot(c, d) };
    });
}

/** The items whose baselines lie between two other lines of the certificate (exclusive). */
function between(items: TextItem[], above: number, below: number): TextItem[] {
  return items.filter((item) => item.y < above && item.y > below);
}

/** Items grouped by baseline, top to bottom, each line's items left to right, joined. */
function lines(items: TextItem[]): string[] {
  const byY = new Map<number, TextItem[]>();
  for (const item of items) {
    const y = Math.round(item.y * 10) / 10;
    byY.set(y, [...(byY.get(y) ?? []), item]);
  }
  return [...byY.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, line]) =>
      line
        .sort((a, b) => a.x - b.x)
        .map((item) => item.str)
        .join('')
        .normalize('NFC'),
    );
}

/** The text of the name block: the lines between "Detta intygar att" (620) and the next line (540). */
async function printedName(fullname: string): Promise<{ text: string; items: TextItem[] }> {
  const items = between(await textItems(await certificatePdf(details(fullname))), 620, 540);
  return { text: lines(items).join(' '), items };
}

describe('certificatePdf prints names as written', () => {
  const names: [string, string][] = [
    ['Swedish', 'Åsa Öberg-Ängström'],
    ['Northern Sámi', 'Áilu Čáhppes Đuođđa Ŋunni Šiellá Ŧoahkki Žiŋŋá'],
    ['Finnish and Meänkieli', 'Väinö Äärelä'],
    ['Polish', 'Łukasz Żółć-Źdźbło'],
    ['Greek', 'Αλέξανδρος Παπαδόπουλος'],
    ['Vietnamese', 'Nguyễn Thị Ánh'],
    ['Skolt and Southern Sámi', 'Ǩiõll Säʹmmlaž Ïndje Ǥiǥǥ'],
    ['a combining mark without a precomposed letter', 'Jāņis N\u0326ikolajs'],
  ];
  for (const [language, name] of names) {
    it(`${language}: ${name}`, async () => {
      const { text, items } = await printedName(name);
      expect(text).toBe(name);
      expect(items.every((item) => item.dir === 'ltr')).toBe(true);
    });
  }

  it('Arabic: extracted in logical order as base letters, drawn right to left as joined forms', async () => {
    const name = 'فاطمة الزهراء';
    const bytes = await certificatePdf(details(name));
    const items = between(await textItems(bytes), 620, 540);
    expect(lines(items).join(' ')).toBe(name);
    expect(items.every((item) => item.dir === 'rtl')).toBe(true);

    // The glyphs as the content stream draws them, left to right on the page.
    const page = await openPdf(bytes);
    const operators = await page.getOperatorList();
    const runs: { unicode: string; fontChar: string }[][] = [];
    for (const [index, fn] of operators.fnArray.entries()) {
      // Operators without arguments have null here.
      const glyphs = (operators.argsArray[index] as unknown[][] | null)?.[0];
      if (fn === OPS.showText && Array.isArray(glyphs)) {
        runs.push(
          (glyphs as ({ unicode: string; fontChar: string } | number)[]).filter(
            (glyph): glyph is { unicode: string; fontChar: string } =>
              typeof glyph === 'object' && glyph !== null,
          ),
        );
      }
    }
    const nameRun = runs.find((run) => run.some((glyph) => /[\u0600-\u06ff]/.test(glyph.unicode)));
    expect(nameRun).toBeDefined();
    const glyphs = nameRun ?? [];
    // Visual order: the leftmost glyph is the name's last letter (hamza), the rightmost its first (feh).
    expect(glyphs.map((glyph) => glyph.unicode).join('')).toBe([...name].reverse().join(''));
    // Joined forms: the alef that follows feh in فاطمة joins it (final form) and so is a different
    // glyph from the two free-standing alefs of الزهراء (isolated form).
    const alefs = glyphs.filter((glyph) => glyph.unicode === 'ا').map((glyph) => glyph.fontChar);
    expect(alefs).toHaveLength(3);
    expect(new Set(alefs).size).toBe(2);
  });

  it('Arabic with the lam-alef ligature: extracted as its letters', async () => {
    const name = 'سلام عبد الله';
    const { text } = await printedName(name);
    expect(text).toBe(name);
  });

  it('prints a Latin name with an Arabic part, each part in its own direction', async () => {
    const name = 'Fatima فاطمة Andersson';
    // pdf.js joins the three runs into one item and reads it back in logical order.
    const { text } = await printedName(name);
    expect(text).toBe(name);
  });

  it('prints a name given in decomposed form (NFD) as the composed characters', async () => {
    const { text } = await printedName('Nguyễn Thị Ánh'.normalize('NFD'));
    expect(text).toBe('Nguyễn Thị Ánh');
  });

  it('prints the education title in any script, wrapped over lines', async () => {
    const title = 'Jämställdhet för Αλέξανδρος, Łukasz och Áilu: en kurs om rättigheter i arbetslivet';
    const items = await textItems(await certificatePdf(details('Åsa Öberg', title)));
    const titleLines = lines(between(items, 540, 400));
    expect(titleLines.length).toBeGreaterThan(1);
    expect(titleLines.join(' ')).toBe(title);
  });

  it('shrinks and wraps a very long name so that it stays inside the frame', async () => {
    const name = Array.from({ length: 12 }, (_, i) => `Wilhelmina-Maximiliana${i} Ŋunni-Žiŋŋá`)
      .join(' ')
      .slice(0, 200);
    const { text, items } = await printedName(name);
    expect(text).toBe(name);
    for (const item of items) {
      expect(item.x).toBeGreaterThan(FRAME + 3);
      expect(item.x + item.width).toBeLessThan(A4_WIDTH - FRAME - 3);
      expect(item.size).toBeGreaterThanOrEqual(8);
    }
    // The lines stay between "Detta intygar att" and "har genomfört webbutbildningen".
    expect(Math.max(...items.map((item) => item.y + item.size))).toBeLessThan(620);
    expect(Math.min(...items.map((item) => item.y))).toBeGreaterThan(540 + 14);
  });

  it('keeps a short name on one line at the full size', async () => {
    const { items } = await printedName('Åsa Öberg-Ängström');
    expect(new Set(items.map((item) => item.y))).toEqual(new Set([NAME_BASELINE]));
    expect(items.every((item) => item.size === 26)).toBe(true);
  });

  it('stays small: the embedded fonts are subsets', async () => {
    const bytes = await certificatePdf(
      details('Áilu Łukasz Αλέξανδρος فاطمة Nguyễn', 'Jämställdhet i arbetslivet: grundkurs'),
    );
    // The whole DejaVu Sans and Sans Bold are about 1.4 MB; the subsets are a few kB each.
    expect(bytes.length).toBeLessThan(40_000);
  });
});
