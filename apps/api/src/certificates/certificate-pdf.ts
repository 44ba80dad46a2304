import { formatSwedishDay } from '@jamstalldhet/blocks/engine';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';

export interface CertificateDetails {
  fullname: string;
  educationTitle: string;
  issuedAt: Date;
  code: string;
  /** The public page that confirms the certificate, encoded in the QR code. */
  verifyUrl: string;
}

const PURPLE = rgb(0x5a / 255, 0x2d / 255, 0x82 / 255);
const TEXT = rgb(0.11, 0.11, 0.12);

/**
 * The certificate as an A4 PDF: the learner's name, the course, the date, a verification
 * code and a QR code to the verification page. Helvetica's WinAnsi encoding covers å, ä, ö.
 */
export async function certificatePdf(details: CertificateDetails): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Certifikat: ${details.educationTitle}`);
  pdf.setAuthor('Jämställdhetsmyndigheten');
  pdf.setLanguage('sv-SE');
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const { width } = page.getSize();
  const centered = (text: string, y: number, size: number, font = regular, color = TEXT) => {
    const safe = toWinAnsi(text);
    page.drawText(safe, { x: (width - font.widthOfTextAtSize(safe, size)) / 2, y, size, font, color });
  };

  page.drawRectangle({
    x: 30,
    y: 30,
    width: width - 60,
    height: 841.89 - 60,
    borderColor: PURPLE,
    borderWidth: 3,
  });
  centered('Jämställdhetsmyndigheten', 760, 14, bold, PURPLE);
  centered('CERTIFIKAT', 680, 36, bold, PURPLE);
  centered('Detta intygar att', 620, 14);
  centered(details.fullname, 580, 26, bold);
  centered('har genomfört webbutbildningen', 540, 14);
  for (const [index, line] of wrap(details.educationTitle, 40).entries()) {
    centered(line, 500 - index * 26, 20, bold);
  }
  centered(formatSwedishDay(details.issuedAt), 400, 14);

  const qr = await QRCode.toBuffer(details.verifyUrl, {
    type: 'png',
    margin: 1,
    width: 300,
    errorCorrectionLevel: 'M',
  });
  const qrImage = await pdf.embedPng(qr);
  page.drawImage(qrImage, { x: (width - 120) / 2, y: 220, width: 120, height: 120 });
  centered(`Verifieringskod: ${details.code}`, 190, 12, bold);
  centered(`Kontrollera certifikatet på ${details.verifyUrl}`, 170, 9);
  return Buffer.from(await pdf.save());
}

/** Characters outside WinAnsi (e.g. emoji) cannot be drawn with the standard fonts. */
function toWinAnsi(text: string): string {
  return text.replace(/[^\u0020-\u007e\u00a0-\u00ff–—‘’“”•…€]/g, '?');
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  return line ? [...lines, line] : lines;
}
