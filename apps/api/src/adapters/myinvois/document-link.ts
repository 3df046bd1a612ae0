/**
 * A validated document's public page on the MyInvois portal, the link its QR code carries:
 * `{portal}/{uuid}/share/{longId}` (Get Document Details, sdk.myinvois.hasil.gov.my).
 */
export function publicDocumentLink(portalBaseUrl: string, uuid: string, longId: string): string {
  return `${portalBaseUrl.replace(/\/$/, '')}/${encodeURIComponent(uuid)}/share/${encodeURIComponent(longId)}`;
}
