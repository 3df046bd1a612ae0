import {
  billedFamilyText,
  type DocumentCentre,
  type DocumentFamily,
  type DocumentOrganisation,
  documentText,
  type Language,
} from '@cic/contract';
import { drawLogo, ink } from './brand';
import { contentWidth, margin, PdfCanvas, pageSize, rightEdge } from './pdf-canvas';

/** What heads, frames and ends every page of an invoice or receipt (decision 069). */

const small = { size: 8.5, color: ink.muted };
const brandBar = 6;
const addressLineLimit = 2;

function contactLine(organisation: DocumentOrganisation, language: Language) {
  return [
    documentText('email', language, { email: organisation.email }),
    documentText('phone', language, { phone: organisation.phone }),
  ].join('  ·  ');
}

function drawBrandBar(canvas: PdfCanvas) {
  canvas.rect(0, pageSize[1] - brandBar, pageSize[0], brandBar, ink.brand);
}

/** Lines of an address, each wrapped to the width: a long line takes two, never the next one's place. */
function addressLines(canvas: PdfCanvas, lines: readonly string[], width: number) {
  return lines.flatMap((line) => canvas.wrap(line, width, small, addressLineLimit));
}

/**
 * The first page's head: the icon, the organisation with its address and contact on the left, the
 * document's title on the right; the cursor ends below it.
 */
export function drawLetterhead(
  canvas: PdfCanvas,
  organisation: DocumentOrganisation,
  title: string,
  language: Language,
) {
  drawBrandBar(canvas);
  const top = canvas.y;
  const logo = 40;
  drawLogo(canvas.page, margin, top, logo);
  const left = margin + logo + 12;
  const leftWidth = 230;
  canvas.text(organisation.name, { x: left, y: top - 12, width: leftWidth, size: 13, bold: true });
  let y = top - 27;
  for (const line of [
    ...addressLines(canvas, organisation.addressLines, leftWidth),
    contactLine(organisation, language),
  ]) {
    canvas.text(line, { x: left, y, width: leftWidth, ...small });
    y -= 11;
  }
  const titleWidth = rightEdge - (left + leftWidth + 12);
  canvas.text(title, {
    x: rightEdge - titleWidth,
    y: top - 20,
    width: titleWidth,
    align: 'right',
    size: 20,
    bold: true,
    color: ink.brand,
  });
  canvas.y = Math.min(y + 11, top - logo) - 14;
  canvas.line(margin, canvas.y, contentWidth, ink.rule);
  canvas.y -= 22;
}

/** The head of every later page: who sends it and which document this continues. */
export function drawContinuationHeading(
  canvas: PdfCanvas,
  organisation: DocumentOrganisation,
  heading: string,
) {
  drawBrandBar(canvas);
  const y = canvas.y - 10;
  canvas.text(organisation.name, { x: margin, y, width: contentWidth / 2 - 8, size: 10, bold: true });
  canvas.text(heading, {
    x: margin + contentWidth / 2,
    y,
    width: contentWidth / 2,
    align: 'right',
    ...small,
  });
  canvas.y = y - 10;
  canvas.line(margin, canvas.y, contentWidth, ink.rule);
  canvas.y -= 20;
}

export type Party = { label: string; family: DocumentFamily; centre: DocumentCentre };
export type Fact = { label: string; value: string };

/**
 * Who the document is for (the family and its centre with the centre's address) beside its facts
 * (number, dates, status), label over value on the left and label beside value on the right.
 */
export function drawPartyAndFacts(
  canvas: PdfCanvas,
  party: Party,
  facts: readonly Fact[],
  language: Language,
) {
  const top = canvas.y;
  const leftWidth = 250;
  let left = top;
  canvas.text(party.label, { x: margin, y: left, width: leftWidth, ...small });
  left -= 15;
  canvas.text(billedFamilyText(party.family.namedAfter, language), {
    x: margin,
    y: left,
    width: leftWidth,
    size: 12,
    bold: true,
  });
  left -= 18;
  canvas.text(documentText('centre', language), { x: margin, y: left, width: leftWidth, ...small });
  left -= 13;
  canvas.text(party.centre.name, { x: margin, y: left, width: leftWidth, size: 9.5, bold: true });
  for (const line of addressLines(canvas, party.centre.addressLines, leftWidth)) {
    left -= 11;
    canvas.text(line, { x: margin, y: left, width: leftWidth, ...small });
  }

  const factsX = margin + leftWidth + 30;
  const factsWidth = rightEdge - factsX;
  const labelWidth = 110;
  let right = top;
  for (const fact of facts) {
    canvas.text(fact.label, { x: factsX, y: right, width: labelWidth - 6, ...small });
    const valueWidth = factsWidth - labelWidth;
    canvas.text(fact.value, {
      x: factsX + labelWidth,
      y: right,
      width: valueWidth,
      align: 'right',
      size: 9.5,
      bold: true,
    });
    right -= 16;
  }
  canvas.y = Math.min(left, right + 16) - 26;
}

/**
 * A document's first page with its letterhead; a page it runs on to heads itself with the title
 * and number, continued.
 */
export async function openDocument(
  organisation: DocumentOrganisation,
  title: string,
  number: string,
  language: Language,
): Promise<PdfCanvas> {
  const heading = documentText('continued', language, { title, number });
  const canvas = await PdfCanvas.open(`${title} ${number}`.trim(), (next) =>
    drawContinuationHeading(next, organisation, heading),
  );
  drawLetterhead(canvas, organisation, title, language);
  return canvas;
}

/** Every page's foot, drawn once the pages are counted: the organisation's contact and 'Page x of y'. */
export function drawFooters(canvas: PdfCanvas, organisation: DocumentOrganisation, language: Language) {
  const contact = `${organisation.name}  ·  ${contactLine(organisation, language)}`;
  canvas.eachPage((page, pages) => {
    canvas.line(margin, 44, contentWidth, ink.rule);
    canvas.text(contact, { x: margin, y: 30, width: contentWidth - 130, size: 7.5, color: ink.muted });
    const numbered = documentText('page', language, { page, pages });
    canvas.text(numbered, {
      x: rightEdge - 120,
      y: 30,
      width: 120,
      align: 'right',
      size: 7.5,
      color: ink.muted,
    });
  });
}
