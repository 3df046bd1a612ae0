import {
  type DocumentKey,
  type DocumentOrganisation,
  documentText,
  type Incident,
  incidentBodyPartWord,
  incidentKindWord,
  incidentStatusWord,
  incidentTimeText,
  kualaLumpurDay,
  type Language,
} from '@cic/contract';
import { drawFooters, openDocument } from '../../adapters/invoice-pdf/document-frame';
import { drawFactRows, slipValueStyle, slipValueWidth } from '../../adapters/invoice-pdf/slip-parts';
import { fileNameSlug } from '../../shared/file-name-slug';

/** A long text (what happened, up to 2,000 characters) wraps onto as many lines as it needs. */
const textLines = 40;
const lineHeight = 13;

/**
 * An incident report as a PDF for the centre's file and the parents (decision 124), in the
 * reader's language, drawn with the invoices' letterhead, fact rows and footers: the report's
 * facts, who filed it, its corrections, the review and the parents' acknowledgements.
 */
export async function renderIncidentPdf(
  incident: Incident,
  organisation: DocumentOrganisation,
  language: Language,
): Promise<Uint8Array> {
  const t = (key: DocumentKey, params?: Record<string, string | number>) =>
    documentText(key, language, params);
  const { report } = incident;
  const title = t('incidentReportTitle');
  const canvas = await openDocument(organisation, title, incidentTimeText(report.occurredAt), language);
  const lines = (text: string | undefined) =>
    canvas.wrap(text?.trim() ? text : t('incidentNone'), slipValueWidth, slipValueStyle, textLines);
  const rows = [
    { label: t('incidentChild'), lines: lines(incident.child.name) },
    { label: t('centre'), lines: lines(incident.centre.name) },
    { label: t('incidentKind'), lines: lines(incidentKindWord(report.kind, language)) },
    { label: t('incidentWhen'), lines: lines(incidentTimeText(report.occurredAt)) },
    { label: t('incidentPlace'), lines: lines(report.place) },
    { label: t('incidentWhatHappened'), lines: lines(report.whatHappened) },
    { label: t('incidentInjury'), lines: lines(report.injury) },
    {
      label: t('incidentBodyParts'),
      lines: lines(report.bodyParts.map((part) => incidentBodyPartWord(part, language)).join(', ')),
    },
    { label: t('incidentFirstAid'), lines: lines(report.firstAid) },
    { label: t('incidentWitnesses'), lines: lines(report.witnesses) },
    {
      label: t('incidentFiled'),
      lines: lines(
        t('incidentFiledBy', { time: incidentTimeText(incident.filedAt), name: incident.filedBy.name }),
      ),
    },
    ...(incident.version > 1
      ? [
          {
            label: t('incidentVersion'),
            lines: lines(
              t('incidentCorrection', {
                version: incident.version,
                name: incident.recordedBy.name,
                time: incidentTimeText(incident.recordedAt),
                reason: incident.reason ?? '',
              }),
            ),
          },
        ]
      : []),
    { label: t('incidentStatus'), lines: lines(incidentStatusWord(incident.status, language)) },
    { label: t('incidentReview'), lines: lines(incident.review?.note) },
    {
      label: t('incidentAcknowledged'),
      lines:
        incident.acknowledgements.length === 0
          ? lines(t('incidentNotAcknowledged'))
          : incident.acknowledgements.flatMap((ack) =>
              lines(t('incidentAcknowledgement', { name: ack.parentName, time: incidentTimeText(ack.at) })),
            ),
    },
  ];
  for (const row of rows) {
    canvas.ensureRoom(row.lines.length * lineHeight + 24);
    drawFactRows(canvas, [row]);
  }
  drawFooters(canvas, organisation, language);
  return canvas.bytes();
}

/** `incident-<child>-<day it happened>.pdf`: a name a person finds again in a folder. */
export const incidentPdfFileName = (incident: Incident) =>
  `incident-${fileNameSlug(incident.child.name, 40) || 'child'}-${kualaLumpurDay(incident.report.occurredAt)}.pdf`;
