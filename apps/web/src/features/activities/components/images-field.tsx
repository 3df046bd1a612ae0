import { maxActivityImages } from '@cic/contract';
import { ImagePlus, XIcon } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { addImageFiles, type ImageEntry } from '../lib/activity-form-values';

type ImagesFieldProps = {
  value: ImageEntry[];
  onChange: (images: ImageEntry[]) => void;
};

let nextKey = 0;
const newEntry = (file: File): ImageEntry => ({
  key: `new-${++nextKey}`,
  file,
  preview: URL.createObjectURL(file),
  description: '',
});

const release = (image: ImageEntry) => {
  if (image.file) URL.revokeObjectURL(image.preview);
};

/**
 * Up to 5 photos, each with a caption (spec 3 §5): files beyond the fifth are ignored and the
 * button then reads 'Maximum images reached'.
 */
export function ImagesField({ value, onChange }: ImagesFieldProps) {
  const { t } = useTranslation('teacher');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const full = value.length >= maxActivityImages;

  // The previews of new files live as long as the form.
  const current = useRef(value);
  current.current = value;
  useEffect(() => () => current.current.forEach(release), []);

  const remove = (image: ImageEntry) => {
    release(image);
    onChange(value.filter((item) => item.key !== image.key));
  };
  const caption = (key: string, description: string) =>
    onChange(value.map((item) => (item.key === key ? { ...item, description } : item)));

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">
        {t('activityForm.images', { total: value.length, max: maxActivityImages })}
      </legend>
      {value.length > 0 ? (
        <ol className="grid gap-3">
          {value.map((image, index) => (
            <li key={image.key} className="flex gap-3 rounded-lg border border-zinc-200 bg-white p-2">
              <img
                src={image.preview}
                alt={image.description || t('activityForm.preview', { number: index + 1 })}
                className="size-20 shrink-0 rounded-md bg-zinc-100 object-cover"
              />
              <div className="grid min-w-0 flex-1 content-start gap-1">
                <label
                  htmlFor={`${inputId}-caption-${image.key}`}
                  className="text-xs font-medium text-zinc-700"
                >
                  {t('activityForm.caption', { number: index + 1 })}
                </label>
                <Input
                  id={`${inputId}-caption-${image.key}`}
                  value={image.description}
                  maxLength={500}
                  placeholder={t('activityForm.captionPlaceholder')}
                  onChange={(event) => caption(image.key, event.target.value)}
                />
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t('activityForm.removeImage', { number: index + 1 })}
                onClick={() => remove(image)}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      ) : null}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        aria-label={t('activityForm.chooseImages')}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onChange(addImageFiles(value, files, newEntry));
        }}
      />
      <Button
        type="button"
        variant="outline"
        size="lg"
        disabled={full}
        onClick={() => input.current?.click()}
      >
        <ImagePlus aria-hidden="true" />
        {full ? t('activityForm.imagesFull') : t('activityForm.addImages')}
      </Button>
    </fieldset>
  );
}
