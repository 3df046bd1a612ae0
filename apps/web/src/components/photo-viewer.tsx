import { Download, XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveImage } from '@/lib/save-image';
import { Button } from './ui/button';
import { DialogBox } from './ui/dialog';

type PhotoViewerProps = {
  /** The full-size photo; null closes the viewer. */
  photo: { url: string; alt: string; fileName: string } | null;
  onClose: () => void;
};

/**
 * A photo on a black full screen with 'Save Image' (Web Share API with the file, else a download)
 * and a close button, both within thumb reach at the bottom (spec 2 §2.5).
 */
export function PhotoViewer({ photo, onClose }: PhotoViewerProps) {
  const { t } = useTranslation('common');
  const [saving, setSaving] = useState(false);
  return (
    <DialogPrimitive.Root open={photo !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black data-[state=open]:animate-fade-in" />
        <DialogBox
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-black text-white outline-none"
        >
          <DialogPrimitive.Title className="sr-only">{photo?.alt ?? t('photo.title')}</DialogPrimitive.Title>
          <div className="flex min-h-0 flex-1 items-center justify-center p-2">
            {photo ? (
              <img src={photo.url} alt={photo.alt} className="max-h-full max-w-full object-contain" />
            ) : null}
          </div>
          <div className="grid grid-cols-2 gap-3 p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
            <DialogPrimitive.Close asChild>
              <Button
                size="lg"
                variant="outline"
                className="border-white/40 bg-transparent text-white hover:bg-white/10"
              >
                <XIcon aria-hidden="true" />
                {t('actions.close')}
              </Button>
            </DialogPrimitive.Close>
            <Button
              size="lg"
              disabled={saving || !photo}
              onClick={async () => {
                if (!photo) return;
                setSaving(true);
                await saveImage(photo.url, photo.fileName);
                setSaving(false);
              }}
            >
              <Download aria-hidden="true" />
              {t('photo.save')}
            </Button>
          </div>
        </DialogBox>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
