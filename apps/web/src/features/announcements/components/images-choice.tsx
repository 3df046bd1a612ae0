import { maxAnnouncementImages } from '@cic/contract';
import { ImagePlus, XIcon } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { AnnouncementImageEntry } from '../lib/announcement-form-values';

type ImagesChoiceProps = {
  value: AnnouncementImageEntry[];
  onChange: (images: AnnouncementImageEntry[]) => void;
};

let nextKey = 0;
const newEntry = (file: File): AnnouncementImageEntry => ({
  key: `new-${++nextKey}`,
  file,
  preview: URL.createObjectURL(file),
  description: '',
});

const release = (image: AnnouncementImageEntry) => {
  if (image.file) URL.revokeObjectURL(image.preview);
};

/**
 * Up to 5 images like an activity's; a new one takes a caption. Files beyond the fifth are
 * ignored and the button then says the limit is reached.
 */
export function ImagesChoice({ value, onChange }: ImagesChoiceProps) {
  const { t } = useTranslation('announcements');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const full = value.length >= maxAnnouncementImages;

  // The previews of new files live as long as the form.
  const current = useRef(value);
  current.current = value;
  useEffect(() => () => current.current.forEach(release), []);

  const remove = (image: AnnouncementImageEntry) => {
    release(image);
    onChange(value.filter((item) => item.key !== image.key));
  };
  const caption = (key: string, description: string) =>
    onChange(value.map((item) => (item.key === key ? { ...item, description } : item)));

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">
        {t('form.images', { total: value.length, max: maxAnnouncementImages })}
      </legend>
      {value.length > 0 ? (
        <ol className="grid gap-3">
          {value.map((image, index) => (
            <li key={image.key} className="flex gap-3 rounded-lg border border-zinc-200 bg-white p-2">
              <img
                src={image.preview}
                alt={image.description || t('form.imagePreview', { number: index + 1 })}
                className="size-20 shrink-0 rounded-md bg-zinc-100 object-cover"
              />
              <div className="grid min-w-0 flex-1 content-start gap-1">
                {image.file ? (
                  <>
                    <label htmlFor={`${inputId}-${image.key}`} className="text-xs font-medium text-zinc-700">
                      {t('form.caption', { number: index + 1 })}
                    </label>
                    <Input
                      id={`${inputId}-${image.key}`}
                      value={image.description}
                      maxLength={500}
                      onChange={(event) => caption(image.key, event.target.value)}
                    />
                  </>
                ) : (
                  <p className="text-sm break-words text-zinc-700">{image.description}</p>
                )}
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t('form.removeImage', { number: index + 1 })}
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
        aria-label={t('form.chooseImages')}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          const room = maxAnnouncementImages - value.length;
          if (files.length > 0 && room > 0) onChange([...value, ...files.slice(0, room).map(newEntry)]);
        }}
      />
      <Button type="button" variant="outline" disabled={full} onClick={() => input.current?.click()}>
        <ImagePlus aria-hidden="true" />
        {full ? t('form.imagesFull') : t('form.addImages')}
      </Button>
    </fieldset>
  );
}
