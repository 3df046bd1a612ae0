import {
  type Activity,
  type ActivityFormValues,
  type ActivityVisibilityChoice,
  activityFormSchema,
  activityMessages,
  readDateEntry,
  typedDateOf,
} from '@cic/contract';
import type { ImageEntry } from '@/components/images-field';

export type { ImageEntry };

/**
 * The form's state: the contract's form values with each image's file or id; the date is the text
 * the field shows (dd/MM/yyyy), read when checked and sent (decision 090).
 */
export type ActivityFormState = Omit<ActivityFormValues, 'images' | 'visibility'> & {
  images: ImageEntry[];
  visibility: ActivityVisibilityChoice | undefined;
};

/** A new activity: dated today, no year, image or visibility chosen yet. */
export function emptyActivityForm(today: string): ActivityFormState {
  return {
    title: '',
    years: [],
    description: '',
    activityDate: typedDateOf(today),
    images: [],
    visibility: undefined,
  };
}

/** An activity to edit, as the form holds it. */
export function activityToForm(activity: Activity): ActivityFormState {
  return {
    title: activity.title,
    years: [...activity.years].sort((a, b) => a - b),
    description: activity.description,
    activityDate: typedDateOf(activity.activityDate),
    images: activity.images.map((image) => ({
      key: image.id,
      id: image.id,
      preview: image.thumbnailUrl,
      description: image.description ?? '',
    })),
    visibility: activity.visibility.toLowerCase() as ActivityVisibilityChoice,
  };
}

/** The date field's rule: given (spec §5's message). */
export const activityDateRules = { required: activityMessages.activityDate };

/**
 * Every §5 message the form breaks, in the form's order, for the 'Validation Error' toast; an
 * empty list means the form may be sent. A draft may wait for its photos, as the server allows
 * (decision 036); publishing needs at least one.
 */
export function formProblems(values: ActivityFormState, saveAs: 'draft' | 'publish'): string[] {
  const date = readDateEntry(values.activityDate, activityDateRules);
  const result = activityFormSchema.safeParse({ ...values, activityDate: date.day ?? '' });
  if (result.success) return [];
  // A typed date that names no day says so, where the schema would say only that it is missing.
  const messages = new Set(
    result.error.issues.map((issue) =>
      issue.path[0] === 'activityDate' ? (date.problem ?? issue.message) : issue.message,
    ),
  );
  if (saveAs === 'draft') messages.delete(activityMessages.images);
  return [...messages];
}

/**
 * The multipart body of `POST /center/activities/draft` and `/publish` (spec 3 §3): visibility in
 * upper case, the lists as JSON, kept images by id with their captions, new files with theirs in
 * order; `activityId` when editing. `files` are the new images as sent (possibly shrunk), in order.
 */
export function activityFormData(
  values: ActivityFormState,
  files: readonly Blob[],
  activityId: string | undefined,
): FormData {
  const kept = values.images.filter((image) => image.id !== undefined);
  const added = values.images.filter((image) => image.id === undefined);
  const body = new FormData();
  body.set('title', values.title.trim());
  body.set('description', values.description.trim());
  body.set('visibility', (values.visibility ?? '').toUpperCase());
  body.set('activityDate', readDateEntry(values.activityDate, activityDateRules).day ?? '');
  body.set('years', JSON.stringify(values.years));
  body.set('existingImageIds', JSON.stringify(kept.map((image) => image.id)));
  body.set(
    'existingImageDescriptions',
    JSON.stringify(kept.map((image) => ({ id: image.id, description: image.description.trim() }))),
  );
  body.set('imageDescriptions', JSON.stringify(added.map((image) => image.description.trim())));
  if (activityId) body.set('activityId', activityId);
  files.forEach((file, index) => {
    body.append('images', file, file instanceof File ? file.name : `activity-${index + 1}.jpg`);
  });
  return body;
}
