import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { formatSwedishDay } from '@jamstalldhet/blocks/engine';
import { CERTIFICATE_PROOF_TEXTS } from '@jamstalldhet/contract';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import QRCode from 'qrcode';

export interface CertificateDetails {
  fullname: string;
  educationTitle: string;
  issuedAt: Date;
  code: string;
  /** The public page that confirms the certificate, encoded in the QR code. */
  verifyUrl: string;
  /** Issued to a logged-in account whose e-mail address was confirmed (issue 21). */
  verifiedEmail?: boolean;
}

const PURPLE = rgb(0x5a / 255, 0x2d / 255, 0x82 / 255);
const TEXT = rgb(0.11, 0.11, 0.12);
const A4 = { width: 595.28, height: 841.89 };
/** The frame is drawn 30 pt in from each edge; text keeps 30 pt more inside it. */
const FRAME = 30;
const TEXT_WIDTH = A4.width - 2 * (FRAME + 30);
const LINE_HEIGHT = 1.15;

// DejaVu Sans covers every alphabet a Swedish authority meets in names: Swedish, Finnish and
// Meänkieli, the Sámi languages, Polish, Greek, Vietnamese, Arabic and more. The files are read
// once per process; each PDF embeds only the glyphs it uses (a subset).
const FONT_DIRECTORY = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
let fontFiles: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

function readFonts(): Promise<{ regular: Buffer; bold: Buffer }> {
  fontFiles ??= Promise.all([
    readFile(path.join(FONT_DIRECTORY, 'DejaVuSans.ttf')),
    readFile(path.join(FONT_DIRECTORY, 'DejaVuSans-Bold.ttf')),
  ]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      // A failed read is not remembered: the next certificate tries again.
      fontFiles = undefined;
      throw error;
    },
  );
  return fontFiles;
}

/**
 * The certificate as an A4 PDF: the learner's name, the course, the date, what the certificate
 * proves of the learner, a verification code and a QR code to the verification page. Names are printed as written, in any of the scripts
 * above; a long name is set smaller and over up to several lines so that it stays in the frame.
 */
export async function certificatePdf(details: CertificateDetails): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkitWithRtlLigatures);
  pdf.setTitle(`Certifikat: ${printable(details.educationTitle)}`);
  pdf.setAuthor('Jämställdhetsmyndigheten');
  pdf.setLanguage('sv-SE');
  const page = pdf.addPage([A4.width, A4.height]);
  const files = await readFonts();
  const regular = await pdf.embedFont(files.regular, { subset: true });
  const bold = await pdf.embedFont(files.bold, { subset: true });
  const centered = (text: string, y: number, size: number, font = regular, color = TEXT) =>
    drawCentered(page, printable(text), { y, size, font, color });
  // A text in bold filling its box from `top` down to `bottom`, centred, at the largest size up
  // to `size` that fits; a text that fits on one line stands on `oneLineAt` where given.
  const fitted = (text: string, box: { size: number; top: number; bottom: number }, oneLineAt?: number) => {
    const block = fitLines(printable(text), bold, { ...box, minimumSize: 8 });
    const first = block.lines.length === 1 && oneLineAt !== undefined ? oneLineAt : box.top - block.size;
    for (const [index, line] of block.lines.entries()) {
      drawCentered(page, line, { y: first - index * block.size * LINE_HEIGHT, size: block.size, font: bold });
    }
  };

  page.drawRectangle({
    x: FRAME,
    y: FRAME,
    width: A4.width - 2 * FRAME,
    height: A4.height - 2 * FRAME,
    borderColor: PURPLE,
    borderWidth: 3,
  });
  centered('Jämställdhetsmyndigheten', 760, 14, bold, PURPLE);
  centered('CERTIFIKAT', 680, 36, bold, PURPLE);
  centered('Detta intygar att', 620, 14);
  // Between "Detta intygar att" (620) and the next line (540): one line at 26 pt on 580, or
  // smaller lines filling the space from 612 down to 560.
  fitted(details.fullname, { size: 26, top: 612, bottom: 560 }, 580);
  centered('har genomfört webbutbildningen', 540, 14);
  // Between that line and the date (400, 14 pt high): up to four lines at 20 pt, the first on 500.
  fitted(details.educationTitle, { size: 20, top: 520, bottom: 418 });
  centered(formatSwedishDay(details.issuedAt), 400, 14);
  // What the certificate proves, between the date and the QR code (its top at 340).
  centered(CERTIFICATE_PROOF_TEXTS.selfDeclaredName, 372, 10);
  if (details.verifiedEmail) {
    centered(CERTIFICATE_PROOF_TEXTS.verifiedEmail, 358, 10);
  }

  const qr = await QRCode.toBuffer(details.verifyUrl, {
    type: 'png',
    margin: 1,
    width: 300,
    errorCorrectionLevel: 'M',
  });
  const qrImage = await pdf.embedPng(qr);
  page.drawImage(qrImage, { x: (A4.width - 120) / 2, y: 220, width: 120, height: 120 });
  centered(`Verifieringskod: ${details.code}`, 190, 12, bold);
  centered(`Kontrollera certifikatet på ${details.verifyUrl}`, 170, 9);
  return Buffer.from(await pdf.save());
}

// A ligature in right-to-left text (Arabic lam-alef, لا) maps back to its letters in reverse
// order. Text extractors (copy and paste, screen readers, pdf.js) read a line's glyphs in visual
// order and reverse the whole line into logical order, which would otherwise swap the ligature's
// letters (سلام would read سالم). Marked once per glyph: fontkit shares glyph objects.
const reversedLigatures = new WeakSet<object>();
const fontkitWithRtlLigatures: typeof fontkit = {
  ...fontkit,
  create(buffer, postscriptName) {
    const font = fontkit.create(buffer, postscriptName);
    const layout = font.layout.bind(font);
    font.layout = (text, features) => {
      const run = layout(text, features);
      // A run is all right-to-left or all left-to-right (visualRuns); Arabic letters mark the first.
      if (RTL.test(text)) {
        for (const glyph of run.glyphs) {
          if (glyph.codePoints.length > 1 && !reversedLigatures.has(glyph)) {
            glyph.codePoints = [...glyph.codePoints].reverse();
            reversedLigatures.add(glyph);
          }
        }
      }
      return run;
    };
    return font;
  },
};

/**
 * Text as it is printed: composed (NFC, so 'e' + U+0301 is the font's 'é'), on one line, without
 * control characters or invisible direction overrides (the layout below decides direction).
 */
function printable(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The largest size from `size` down to `minimumSize` at which the text, wrapped to the text
 * width, fits between `top` and `bottom`; at the smallest size, as many lines as fit.
 */
function fitLines(
  text: string,
  font: PDFFont,
  box: { size: number; minimumSize: number; top: number; bottom: number },
): { size: number; lines: string[] } {
  const fits = (lines: string[], size: number) =>
    size * (1 + (lines.length - 1) * LINE_HEIGHT) <= box.top - box.bottom;
  for (let size = box.size; size > box.minimumSize; size -= 1) {
    const lines = wrap(text, font, size);
    if (lines.length === 1 || fits(lines, size)) {
      return { size, lines };
    }
  }
  const size = box.minimumSize;
  const room = Math.floor(((box.top - box.bottom) / size - 1) / LINE_HEIGHT) + 1;
  return { size, lines: wrap(text, font, size).slice(0, room) };
}

/** Words onto lines no wider than the text width; a word wider than a line is broken between letters. */
function wrap(text: string, font: PDFFont, size: number): string[] {
  const fitsLine = (line: string) => widthOf(line, font, size) <= TEXT_WIDTH;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const joined = line ? `${line} ${word}` : word;
    if (fitsLine(joined)) {
      line = joined;
      continue;
    }
    if (line) {
      lines.push(line);
    }
    line = '';
    for (const { segment } of graphemes.segment(word)) {
      if (line && !fitsLine(line + segment)) {
        lines.push(line);
        line = '';
      }
      line += segment;
    }
  }
  return line ? [...lines, line] : lines;
}

const graphemes = new Intl.Segmenter('sv', { granularity: 'grapheme' });

// Right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms).
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
const STRONG = /[\p{L}\p{N}]/u;

interface Run {
  text: string;
  rtl: boolean;
}

/**
 * A line cut into runs of one direction, in the order they stand on the page from left to right.
 * pdf-lib lays each run out with fontkit, which shapes Arabic (joined initial, medial and final
 * forms) and sets a right-to-left run's glyphs from right to left. Spaces and punctuation between
 * two runs of the same direction belong to them; otherwise to the line's direction (its first
 * letter's). A simplified form of the Unicode bidirectional algorithm, enough for names and titles.
 */
function visualRuns(line: string): Run[] {
  const firstStrong = [...line].find((character) => STRONG.test(character));
  const lineRtl = firstStrong !== undefined && RTL.test(firstStrong);
  const runs: Run[] = [];
  let neutral = '';
  for (const character of line) {
    if (!STRONG.test(character)) {
      neutral += character;
      continue;
    }
    const rtl = RTL.test(character);
    const last = runs.at(-1);
    if (last && last.rtl === rtl) {
      last.text += neutral + character;
    } else {
      if (neutral) {
        runs.push({ text: neutral, rtl: lineRtl });
      }
      runs.push({ text: character, rtl });
    }
    neutral = '';
  }
  if (neutral) {
    runs.push({ text: neutral, rtl: lineRtl });
  }
  // Neighbouring runs of one direction (a neutral run in the line's direction) are one run.
  const merged = runs.reduce<Run[]>((all, run) => {
    const last = all.at(-1);
    if (last && last.rtl === run.rtl) {
      last.text += run.text;
    } else {
      all.push({ ...run });
    }
    return all;
  }, []);
  return lineRtl ? merged.reverse() : merged;
}

function widthOf(line: string, font: PDFFont, size: number): number {
  return visualRuns(line).reduce((total, run) => total + font.widthOfTextAtSize(run.text, size), 0);
}

function drawCentered(
  page: PDFPage,
  line: string,
  options: { y: number; size: number; font: PDFFont; color?: ReturnType<typeof rgb> },
): void {
  let x = (A4.width - widthOf(line, options.font, options.size)) / 2;
  for (const run of visualRuns(line)) {
    page.drawText(run.text, {
      x,
      y: options.y,
      size: options.size,
      font: options.font,
      color: options.color ?? TEXT,
    });
    x += options.font.widthOfTextAtSize(run.text, options.size);
  }
}
