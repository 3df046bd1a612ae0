import { Camera, ImagePlus, XIcon } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/icon-button';
import { Button } from '@/components/ui/button';
import { DialogTitle, FullScreenDialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

/** The shrinking code, fetched when the camera opens rather than with the check-in list (decision 044). */
const loadShrinking = () => import('@/lib/shrink-image');

/** A photo ready to send: a JPEG of about 300 KB and the moment it was taken. */
/** The photo to upload, the thumbnail drawn beside it, and when it was taken. */
export type CapturedPhoto = { blob: Blob; thumbnail: Blob; takenAt: string };

/** The rear camera at 1080x1920 (spec 2 §9). */
export const rearCameraConstraints: MediaStreamConstraints = {
  video: { facingMode: 'environment', width: { ideal: 1080 }, height: { ideal: 1920 } },
};

type CameraState =
  | { kind: 'starting' }
  | { kind: 'live' }
  | { kind: 'fallback'; reason: FallbackReason }
  | { kind: 'processing' };

/** Why the camera view fell back to the camera app: a key under `camera.` in the teacher catalogue. */
type FallbackReason =
  | 'refused'
  | 'notFound'
  | 'busy'
  | 'failed'
  | 'unsupported'
  | 'unreadable'
  | 'useCameraApp';

function reasonOf(error: unknown): FallbackReason {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'refused';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return 'notFound';
  }
  if (name === 'NotReadableError') {
    return 'busy';
  }
  return 'failed';
}

function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

type CameraCaptureProps = {
  /** e.g. 'Check In · Nur Aisyah' */
  title: string;
  onCaptured: (photo: CapturedPhoto) => void;
  onCancel: () => void;
  onError: (error: unknown) => void;
};

/**
 * Full-screen rear camera with one big capture button (spec 2 §2.3, §4). Where there is no camera
 * or permission is refused, the phone's own camera through a file input. The camera stops as soon
 * as the photo is taken or the view closes.
 */
export function CameraCapture({ title, onCaptured, onCancel, onError }: CameraCaptureProps) {
  const { t } = useTranslation('teacher');
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const shutter = useRef<HTMLButtonElement>(null);
  const takePhoto = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<CameraState>({ kind: 'starting' });

  // Focus starts on the dialog itself, then moves to the button that takes the photo once it works.
  useEffect(() => {
    const next =
      state.kind === 'live' ? shutter.current : state.kind === 'fallback' ? takePhoto.current : null;
    if (next && document.activeElement === box.current) next.focus();
  }, [state.kind]);

  useEffect(() => {
    let cancelled = false;
    void loadShrinking();
    if (!navigator.mediaDevices?.getUserMedia) {
      setState({ kind: 'fallback', reason: 'unsupported' });
      return;
    }
    navigator.mediaDevices.getUserMedia(rearCameraConstraints).then(
      (opened) => {
        if (cancelled) {
          stopStream(opened);
          return;
        }
        stream.current = opened;
        if (video.current) {
          video.current.srcObject = opened;
          void video.current.play().catch(() => undefined);
        }
        setState({ kind: 'live' });
      },
      (error: unknown) => {
        if (!cancelled) setState({ kind: 'fallback', reason: reasonOf(error) });
      },
    );
    return () => {
      cancelled = true;
      stopStream(stream.current);
      stream.current = null;
    };
  }, []);

  const capture = async () => {
    const frame = video.current;
    if (!frame || frame.videoWidth === 0) return;
    const takenAt = new Date().toISOString();
    const canvas = document.createElement('canvas');
    canvas.width = frame.videoWidth;
    canvas.height = frame.videoHeight;
    canvas.getContext('2d')?.drawImage(frame, 0, 0, canvas.width, canvas.height);
    stopStream(stream.current);
    stream.current = null;
    setState({ kind: 'processing' });
    try {
      const { encodePhotoWithThumbnail } = await loadShrinking();
      const shrunk = await encodePhotoWithThumbnail(canvas, { width: canvas.width, height: canvas.height });
      onCaptured({ ...shrunk, takenAt });
    } catch (error) {
      onError(error);
      onCancel();
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // With capture="environment" the phone takes the photo now: this is its moment.
    const takenAt = new Date().toISOString();
    stopStream(stream.current);
    stream.current = null;
    setState({ kind: 'processing' });
    try {
      const { shrinkPhotoFile } = await loadShrinking();
      onCaptured({ ...(await shrinkPhotoFile(file)), takenAt });
    } catch (error) {
      onError(error);
      setState({ kind: 'fallback', reason: 'unreadable' });
    }
  };

  // The camera app cannot open while this page holds the camera.
  const switchToCameraApp = () => {
    stopStream(stream.current);
    stream.current = null;
    setState({ kind: 'fallback', reason: 'useCameraApp' });
    fileInput.current?.click();
  };

  const live = state.kind === 'live' || state.kind === 'starting';
  return (
    <FullScreenDialog
      ref={box}
      onClose={onCancel}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        box.current?.focus();
      }}
      className="flex flex-col bg-black text-white"
    >
      <video
        ref={video}
        playsInline
        muted
        autoPlay
        aria-label={t('camera.preview')}
        // Chromium counts a video as tabbable: the dialog's Tab loop would wrap to it and stall.
        tabIndex={-1}
        className={live ? 'absolute inset-0 size-full object-cover' : 'hidden'}
      />
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-label={t('camera.cameraAppInput')}
        onChange={choose}
      />

      <div className="relative z-10 flex items-center gap-3 bg-gradient-to-b from-black/70 to-transparent px-4 pt-[max(0.75rem,env(safe-area-inset-top))] pb-6">
        <DialogTitle className="min-w-0 flex-1 truncate text-base font-semibold text-white">
          {title}
        </DialogTitle>
        <IconButton
          icon={XIcon}
          label={t('camera.close')}
          className="size-12 rounded-full bg-black/40 text-white hover:bg-black/60 hover:text-white [&_svg]:size-6"
          onClick={onCancel}
        />
      </div>

      <div className="relative z-10 flex flex-1 flex-col items-center justify-center px-6 text-center">
        {state.kind === 'starting' ? (
          <Spinner className="size-10 text-white" label={t('camera.opening')} />
        ) : null}
        {state.kind === 'processing' ? (
          <div className="flex flex-col items-center gap-3" role="status">
            <Spinner className="size-10 text-white" label="" />
            <p>{t('camera.preparing')}</p>
          </div>
        ) : null}
        {state.kind === 'fallback' ? (
          <div className="flex max-w-sm flex-col items-center gap-4">
            <Camera aria-hidden="true" className="size-12 text-white/70" />
            <p className="text-base text-white/90">{t(`camera.${state.reason}`)}</p>
            <Button
              ref={takePhoto}
              size="lg"
              className="h-14 w-full text-base"
              onClick={() => fileInput.current?.click()}
            >
              <Camera aria-hidden="true" />
              {t('camera.takePhoto')}
            </Button>
          </div>
        ) : null}
      </div>

      {live ? (
        <div className="relative z-10 flex flex-col items-center gap-3 bg-gradient-to-t from-black/70 to-transparent px-4 pt-6 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
          <button
            ref={shutter}
            type="button"
            aria-label={t('camera.capture')}
            disabled={state.kind !== 'live'}
            onClick={() => void capture()}
            className="flex size-20 items-center justify-center rounded-full border-4 border-white bg-white/20 transition-transform focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white active:scale-95 disabled:opacity-40"
          >
            <span className="size-14 rounded-full bg-white" />
          </button>
          <button
            type="button"
            onClick={switchToCameraApp}
            className="flex items-center gap-1.5 rounded-full px-3 py-2 text-sm text-white/85 underline-offset-4 hover:underline"
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            {t('camera.cameraAppInstead')}
          </button>
        </div>
      ) : null}
    </FullScreenDialog>
  );
}
