import { productName } from '@cic/contract';
import { Download, Share2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import {
  canvasToPng,
  drawReferralGraphic,
  findGradient,
  type ReferralGradientId,
  type ReferralGraphicSize,
  referralFileName,
  referralGradients,
  referralGraphicSizes,
} from '../lib/referral-graphic';
import { canShareImageFiles, shareOrDownload } from '../lib/share-image';

type ShareReferralDialogProps = {
  code: string;
  discount: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const sizeKeys = Object.keys(referralGraphicSizes) as ReferralGraphicSize[];

/** Pick a size and a colour, see the graphic, then share it (or download it where sharing files is not possible). */
export function ShareReferralDialog({ code, discount, open, onOpenChange }: ShareReferralDialogProps) {
  const { t } = useTranslation('parent');
  const [size, setSize] = useState<ReferralGraphicSize>('square');
  const [gradientId, setGradientId] = useState<ReferralGradientId>(referralGradients[0].id);
  const [busy, setBusy] = useState(false);
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const drawError = useRef(false);
  const canShare = open && canShareImageFiles();
  const text = useMemo(
    () => ({
      brand: productName,
      headline: [t('share.graphic.headline1'), t('share.graphic.headline2')] as const,
      offer: t('share.graphic.offer', { discount }),
      codeLabel: t('share.graphic.codeLabel'),
      footer: t('share.graphic.footer', { product: productName }),
    }),
    [t, discount],
  );

  const failed = () =>
    toast({
      title: t('share.failedTitle'),
      description: t('share.failed'),
      variant: 'destructive',
    });

  useEffect(() => {
    if (!canvas) return;
    try {
      drawReferralGraphic(canvas, { size, gradient: findGradient(gradientId), code, text });
      drawError.current = false;
    } catch {
      drawError.current = true;
    }
  }, [canvas, size, gradientId, code, text]);

  const share = async () => {
    if (!canvas || drawError.current) {
      failed();
      return;
    }
    setBusy(true);
    try {
      const blob = await canvasToPng(canvas);
      const outcome = await shareOrDownload(blob, referralFileName(productName, code, size), {
        title: t('share.shareTitle', { product: productName }),
        text: t('share.shareText', { code, product: productName }),
      });
      if (outcome === 'downloaded')
        toast({ title: t('share.downloaded'), description: t('share.downloadedDescription') });
    } catch {
      failed();
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      className="gap-5"
      title={t('share.title')}
      description={t('share.description')}
      footer={
        <Button size="lg" className="w-full" disabled={busy} onClick={() => void share()}>
          {canShare ? <Share2 aria-hidden="true" /> : <Download aria-hidden="true" />}
          {busy ? t('share.preparing') : canShare ? t('share.shareImage') : t('share.downloadImage')}
        </Button>
      }
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium text-zinc-800">{t('share.size')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {sizeKeys.map((key) => {
            return (
              <label
                key={key}
                className={cn(
                  'flex cursor-pointer flex-col rounded-lg border px-3 py-2 text-sm transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
                  size === key ? 'border-brand-500 bg-brand-50' : 'border-zinc-300 bg-white',
                )}
              >
                <span className="flex items-center gap-2 font-medium text-zinc-900">
                  <input
                    type="radio"
                    name="graphic-size"
                    value={key}
                    checked={size === key}
                    onChange={() => setSize(key)}
                    className="size-4 accent-brand-600"
                  />
                  {t(`share.sizes.${key}.label`)}
                </span>
                <span className="pl-6 text-xs text-zinc-500">{t(`share.sizes.${key}.hint`)}</span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium text-zinc-800">{t('share.colour')}</legend>
        <div className="flex gap-3">
          {referralGradients.map((gradient) => (
            <label
              key={gradient.id}
              className="relative cursor-pointer rounded-full has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                name="graphic-colour"
                value={gradient.id}
                checked={gradientId === gradient.id}
                onChange={() => setGradientId(gradient.id)}
                className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
                aria-label={t(`share.colours.${gradient.id}`)}
              />
              <span
                aria-hidden="true"
                className="block size-11 rounded-full ring-offset-2 peer-checked:ring-2 peer-checked:ring-zinc-900"
                style={{ backgroundImage: `linear-gradient(135deg, ${gradient.from}, ${gradient.to})` }}
              />
            </label>
          ))}
        </div>
      </fieldset>

      <div className="flex justify-center rounded-xl bg-zinc-100 p-3">
        <canvas
          ref={setCanvas}
          role="img"
          aria-label={t('share.preview', {
            code,
            colour: t(`share.colours.${findGradient(gradientId).id}`).toLowerCase(),
          })}
          className={cn(
            'h-auto rounded-lg shadow-md',
            size === 'square' ? 'w-full max-w-[16rem]' : 'h-[40dvh] w-auto max-w-full',
          )}
        />
      </div>
    </DialogFrame>
  );
}
