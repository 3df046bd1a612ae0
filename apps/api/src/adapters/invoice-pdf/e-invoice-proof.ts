import { documentText, type EInvoiceProof, type Language, monthText } from '@cic/contract';
import QRCode from 'qrcode';
import { ink } from './brand';
import { formatDocumentDateTime } from './document-formats';
import { contentWidth, margin, type PdfCanvas } from './pdf-canvas';

/** The QR code's symbol, quiet zone aside: 80 pt is 28 mm, above the 25 mm issue 42 asks for (decision 107). */
const symbolWidth = 80;
/** The white margin QR readers need around a symbol, in modules. */
const quietModules = 4;
const gap = 10;
const heading = { size: 10, bold: true, color: ink.brand };
const detail = { size: 8.5 };
const linkStyle = { size: 7.5, color: ink.muted };
const linkLines = 3;

type QrCode = { path: string; module: number; width: number };

/**
 * `text`'s QR code (error correction M): its dark modules as one SVG path in module units, each
 * row's run of dark modules one rectangle, so a single fill leaves no seams between squares; the
 * module's size in points, and the width with the quiet zone.
 */
function qrCode(text: string): QrCode {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const runs: string[] = [];
  for (let row = 0; row < size; row += 1) {
    let start = -1;
    for (let column = 0; column <= size; column += 1) {
      const dark = column < size && data[row * size + column] === 1;
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        runs.push(`M${start} ${row}h${column - start}v1h${start - column}Z`);
        start = -1;
      }
    }
  }
  const module = symbolWidth / size;
  return { path: runs.join(''), module, width: symbolWidth + 2 * quietModules * module };
}

/** A validated e-invoice: its QR code beside who validated it, its UUID, when, and the link the code holds. */
function drawValidated(
  canvas: PdfCanvas,
  proof: Extract<EInvoiceProof, { state: 'VALID' }>,
  qr: QrCode,
  language: Language,
) {
  const top = canvas.y;
  const quiet = quietModules * qr.module;
  canvas.rect(margin, top - qr.width, qr.width, qr.width, ink.white);
  canvas.page.drawSvgPath(qr.path, { x: margin + quiet, y: top - quiet, scale: qr.module, color: ink.text });
  const x = margin + qr.width + gap;
  const width = contentWidth - qr.width - gap;
  let y = top - quiet - heading.size;
  const title = proof.consolidated ? 'eInvoiceConsolidatedValidated' : 'eInvoiceValidated';
  canvas.text(documentText(title, language), { x, y, width, ...heading });
  y -= 16;
  canvas.text(documentText('eInvoiceUuid', language, { uuid: proof.uuid }), { x, y, width, ...detail });
  y -= 13;
  const dateTime = formatDocumentDateTime(proof.validatedAt);
  canvas.text(documentText('eInvoiceValidatedAt', language, { dateTime }), { x, y, width, ...detail });
  y -= 2;
  for (const line of canvas.wrap(proof.link, width, linkStyle, linkLines)) {
    y -= 11;
    canvas.text(line, { x, y, width, ...linkStyle });
  }
  canvas.y = top - qr.width;
}

/** The block's rule, on a new page when the rule and `height` below it would cross the footer. */
function openBlock(canvas: PdfCanvas, height: number) {
  canvas.ensureRoom(26 + height);
  canvas.y -= 18;
  canvas.line(margin, canvas.y, contentWidth, ink.rule);
  canvas.y -= 8;
}

/**
 * The document's e-invoice (issue 42) under a rule at the end of its content: validated (a QR
 * code of its MyInvois page), pending, or to be part of the month's consolidated e-invoice.
 */
export function drawEInvoiceProof(canvas: PdfCanvas, proof: EInvoiceProof | null, language: Language) {
  if (!proof) return;
  if (proof.state === 'VALID') {
    const qr = qrCode(proof.link);
    openBlock(canvas, qr.width);
    drawValidated(canvas, proof, qr, language);
    return;
  }
  const words =
    proof.state === 'PENDING'
      ? documentText('eInvoicePending', language)
      : documentText('eInvoiceConsolidated', language, { month: monthText(proof.month, language) });
  openBlock(canvas, 24);
  canvas.y -= heading.size + 4;
  canvas.text(words, { x: margin, y: canvas.y, width: contentWidth, ...heading });
  canvas.y -= 10;
}
