import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';

const winAnsi = new TextDecoder('windows-1252');

/** The bytes of a page's content streams, inflated. */
function contentOf(pdf: PDFDocument, pageIndex: number): string {
  const contents = pdf.getPage(pageIndex).node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
  return streams
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
    .join('\n');
}

/**
 * The text a PDF made with pdf-lib's standard fonts shows, page by page, one drawn line per line:
 * its `<hex> Tj` operators decoded from WinAnsi. Enough to read our own documents back in tests.
 */
export async function pdfText(bytes: Uint8Array): Promise<{ pageCount: number; pages: string[] }> {
  const pdf = await PDFDocument.load(bytes);
  const pages = pdf
    .getPages()
    .map((_, index) =>
      [...contentOf(pdf, index).matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
        .map((match) => winAnsi.decode(Buffer.from(match[1] ?? '', 'hex')))
        .join('\n'),
    );
  return { pageCount: pdf.getPageCount(), pages };
}
