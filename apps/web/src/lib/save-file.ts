/** Hands a file to the browser as a download under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: the download reads the link after this call returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
