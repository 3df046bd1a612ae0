import type { Incident } from '@cic/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { pdfAttachment } from '../../http/pdf-attachment';
import { readerLanguage } from '../../http/reader-language';
import { documentOrganisation } from '../invoice-documents';
import { incidentPdfFileName, renderIncidentPdf } from './incident-pdf';

/** A report as the PDF download in the reader's language (Accept-Language), for every side. */
export function createIncidentPdfs(ctx: Pick<AppContext, 'config'>) {
  return {
    async send(request: FastifyRequest, reply: FastifyReply, incident: Incident) {
      const bytes = await renderIncidentPdf(
        incident,
        documentOrganisation(ctx.config),
        readerLanguage(request),
      );
      return pdfAttachment(reply, { fileName: incidentPdfFileName(incident), bytes });
    },
  };
}
export type IncidentPdfs = ReturnType<typeof createIncidentPdfs>;
