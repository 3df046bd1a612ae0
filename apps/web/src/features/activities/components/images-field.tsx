import { maxActivityImages } from '@cic/contract';
import { useTranslation } from 'react-i18next';
import { type ImageEntry, ImagesField as ImagesPicker } from '@/components/images-field';

/** An activity's up to 5 photos, each with a caption (spec 3 §5), in the teacher's words. */
export function ImagesField({
  value,
  onChange,
}: {
  value: ImageEntry[];
  onChange: (images: ImageEntry[]) => void;
}) {
  const { t } = useTranslation('teacher');
  return (
    <ImagesPicker
      value={value}
      onChange={onChange}
      max={maxActivityImages}
      words={{
        legend: t('activityForm.images', { total: value.length, max: maxActivityImages }),
        preview: (number) => t('activityForm.preview', { number }),
        caption: (number) => t('activityForm.caption', { number }),
        captionPlaceholder: t('activityForm.captionPlaceholder'),
        removeImage: (number) => t('activityForm.removeImage', { number }),
        chooseImages: t('activityForm.chooseImages'),
        addImages: t('activityForm.addImages'),
        imagesFull: t('activityForm.imagesFull'),
      }}
    />
  );
}
