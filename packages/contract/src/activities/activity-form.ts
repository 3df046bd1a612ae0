import { z } from 'zod';
import { type MessageRef, message } from '../messages/message-key';
import { requiredCalendarDate } from '../shared/calendar-date-schema';
import { activityVisibilities } from '../shared/enums';
import { readableText } from '../shared/readable-text';
import { activityDateField } from './activity-date';

/** Spec 3 §9: at most 5 images per activity. */
export const maxActivityImages = 5;
export const activityMessages = {
  title: message('activities.title'),
  years: message('activities.years'),
  description: message('activities.description'),
  activityDate: message('activities.activityDate'),
  images: message('activities.images'),
  visibility: message('activities.visibility'),
  tooManyImages: message('activities.tooManyImages', { max: maxActivityImages }),
  notFound: message('activities.notFound'),
  imageList: message('activities.imageList'),
} as const;

/** The form's visibility choices (spec §9); the wire carries them in upper case. */
export const activityVisibilityChoices = ['all', 'year', 'none'] as const;
export type ActivityVisibilityChoice = (typeof activityVisibilityChoices)[number];

const titleSchema = readableText(
  z
    .string({ message: activityMessages.title })
    .trim()
    .min(1, activityMessages.title)
    .max(200, message('common.atMostCharacters', { max: 200 })),
  { min: 1, message: activityMessages.title },
);
const descriptionSchema = readableText(
  z
    .string({ message: activityMessages.description })
    .trim()
    .min(1, activityMessages.description)
    .max(5000, message('common.atMostCharacters', { max: 5000 })),
  { min: 1, message: activityMessages.description },
);
const activityDateSchema = requiredCalendarDate(activityMessages.activityDate);
/** A child's age in whole years (the database keeps 0–18). */
const yearSchema = z
  .number({ message: activityMessages.years })
  .int(activityMessages.years)
  .min(0, activityMessages.years)
  .max(18, activityMessages.years);
const yearsSchema = z.array(yearSchema, { message: activityMessages.years }).min(1, activityMessages.years);
const captionSchema = readableText(
  z
    .string()
    .trim()
    .max(500, message('common.atMostCharacters', { max: 500 })),
);

/** The teacher's form (spec §5): images are the entries on screen, old and new, each with a caption. */
export const activityFormSchema = z.object({
  title: titleSchema,
  years: yearsSchema,
  description: descriptionSchema,
  activityDate: activityDateSchema,
  images: z
    .array(z.object({ description: captionSchema }))
    .min(1, activityMessages.images)
    .max(maxActivityImages, activityMessages.tooManyImages),
  visibility: z.enum(activityVisibilityChoices, { message: activityMessages.visibility }),
});
export type ActivityFormValues = z.input<typeof activityFormSchema>;

/** A multipart text field that carries JSON, checked by `schema` once parsed; `content` says what, for the document. */
function jsonField<T extends z.ZodType>(schema: T, message: MessageRef, content: string) {
  return z
    .string({ message })
    .describe(`JSON text: ${content}`)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/**
 * The text fields of `POST /center/activities/draft` and `/publish` (multipart, beside the new
 * `images` files, spec §3): no `activityId` creates, an `activityId` updates. `existingImageIds`
 * are the kept images (the others are removed), `imageDescriptions` the new files' captions in
 * order, `existingImageDescriptions` the kept images' captions.
 */
export const activityFieldsSchema = z.object({
  title: titleSchema,
  description: descriptionSchema,
  visibility: z.enum(activityVisibilities, { message: activityMessages.visibility }),
  activityDate: activityDateField(activityMessages.activityDate),
  years: jsonField(yearsSchema, activityMessages.years, 'a list of at least one age, 0 to 18 (`[4,5]`)'),
  existingImageIds: jsonField(
    z.array(z.uuid()),
    activityMessages.imageList,
    "a list of the kept images' ids (UUIDs)",
  ).default([]),
  imageDescriptions: jsonField(
    z.array(captionSchema),
    activityMessages.imageList,
    "a list of the new files' captions in file order, 500 characters at most each",
  ).default([]),
  existingImageDescriptions: jsonField(
    z.array(z.object({ id: z.uuid(), description: captionSchema })),
    activityMessages.imageList,
    'a list of `{ id, description }` for kept images',
  ).default([]),
  activityId: z.uuid({ error: activityMessages.notFound }).optional(),
});
export type ActivityFields = z.infer<typeof activityFieldsSchema>;

/** The name of the multipart file field (repeated once per new image). */
export const activityImagesField = 'images';
