import { saveFile } from './save-file';

/**
 * 'Save Image' (spec 2 §2.5): the phone's share sheet with the photo as a file where the Web
 * Share API takes files (so it can go to the gallery or a chat), otherwise a download.
 * Failures are only logged (spec 2 §8); a cancelled share sheet is not a failure.
 */
export async function saveImage(url: string, fileName: string): Promise<void> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`The photo could not be fetched (${response.status})`);
    const blob = await response.blob();
    const file = new File([blob], fileName, { type: blob.type || 'image/jpeg' });
    if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
      await navigator.share({ files: [file], title: fileName });
      return;
    }
    saveFile(blob, fileName);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    console.error('Save Image failed', error);
  }
}
