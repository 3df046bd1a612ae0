export type ShareOutcome = 'shared' | 'downloaded' | 'cancelled';

function pngFile(blob: Blob, fileName: string): File {
  return new File([blob], fileName, { type: 'image/png' });
}

/** True where the Web Share API takes image files (most phones); elsewhere the image downloads. */
export function canShareImageFiles(): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [pngFile(new Blob([]), 'probe.png')] });
  } catch {
    return false;
  }
}

function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Shares the PNG through the Web Share API with files where `canShare` says yes, else downloads it. */
export async function shareOrDownload(
  blob: Blob,
  fileName: string,
  share: { title: string; text: string },
): Promise<ShareOutcome> {
  const file = pngFile(blob, fileName);
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: share.title, text: share.text });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      throw error;
    }
  }
  download(blob, fileName);
  return 'downloaded';
}
