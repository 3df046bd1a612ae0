import { maxAnnouncementImages } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { type ImageEntry, ImagesField } from '@/components/images-field';

/** An announcement's up to 5 images, each with a caption. */
export function ImagesChoice({
  value,
  onChange,
}: {
  value: ImageEntry[];
  onChange: (images: ImageEntry[]) => void;
}) {
  const { t } = useTranslation('announcements');
  return (
    <ImagesField
      value={value}
      onChange={onChange}
      max={maxAnnouncementImages}
      words={{
        legend: t('form.images', { total: value.length, max: maxAnnouncementImages }),
        preview: (number) => t('form.imagePreview', { number }),
        caption: (number) => t('form.caption', { number }),
        removeImage: (number) => t('form.removeImage', { number }),
        chooseImages: t('form.chooseImages'),
        addImages: t('form.addImages'),
        imagesFull: t('form.imagesFull'),
      }}
    />
  );
}
