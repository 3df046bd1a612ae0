import { z } from 'zod';
import { message } from '../messages/message-key';
import { familyRelations } from '../shared/enums';
import { pathId } from '../shared/path-ids';
import { readableText } from '../shared/readable-text';
import { parentChildParams } from './families';

/** How many people a parent may list as allowed to collect one child. */
export const pickupPersonsLimit = 10;
export const pickupPersonsLimitMessage = message('pickup.limit', { max: pickupPersonsLimit });
export const pickupPersonNotFound = message('pickup.notFound');

/** `/parent/children/{childId}/pickup-persons/{personId}`. */
export const pickupPersonParams = parentChildParams.extend({ personId: pathId(pickupPersonNotFound) });

/** The form a parent fills for a person who may collect their child (the photo travels beside it). */
export const pickupPersonFormSchema = z.object({
  name: readableText(
    z.string().trim().min(2, message('profile.nameAtLeast2')).max(100, message('pickup.nameAtMost100')),
    { min: 2, message: message('profile.nameAtLeast2') },
  ),
  relationship: readableText(
    z
      .string()
      .trim()
      .min(2, message('pickup.relationshipRequired'))
      .max(50, message('pickup.relationshipAtMost50')),
    { min: 2, message: message('pickup.relationshipRequired') },
  ),
  phoneNumber: z
    .string()
    .trim()
    .min(8, message('profile.phoneAtLeast8'))
    .max(15, message('profile.phoneUnder15'))
    .regex(/^[0-9+\-\s()]+$/, message('profile.phoneInvalid')),
});
export type PickupPersonForm = z.infer<typeof pickupPersonFormSchema>;

/** The multipart fields of an edit: the form, and whether to drop the photo kept so far. */
export const pickupPersonEditFieldsSchema = pickupPersonFormSchema.extend({
  removePhoto: z.enum(['true', 'false']).optional(),
});

/** A person on a child's list, photos as signed, short-lived links. */
export const pickupPersonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  relationship: z.string(),
  phoneNumber: z.string(),
  photoUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
});
export type PickupPerson = z.infer<typeof pickupPersonSchema>;

/** `GET /center/students/{id}/collectors`: who the teacher may hand the child to. */
export const collectorsSchema = z.object({
  /** The parents with an account in the child's family. */
  parents: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      /** A code: the page names it in the reader's language (issue 27). */
      relationship: z.enum(familyRelations),
      phoneNumber: z.string().nullable(),
    }),
  ),
  persons: z.array(pickupPersonSchema),
});
export type Collectors = z.infer<typeof collectorsSchema>;

/**
 * `GET /center/collectors`: every current child's collectors at once, which the phone keeps when
 * it loads the check-in list, so a check-out made offline offers each child's list (decision 092).
 */
export const centreCollectorsSchema = z.array(z.object({ childId: z.uuid(), collectors: collectorsSchema }));
export type CentreCollectors = z.infer<typeof centreCollectorsSchema>;

export const collectorKinds = ['PARENT', 'AUTHORISED', 'OTHER'] as const;
export type CollectorKind = (typeof collectorKinds)[number];

/** Who collected a child, as kept on the check-out: 'OTHER' was not on the list (flagged to parents). */
export const collectedBySchema = z.object({
  kind: z.enum(collectorKinds),
  name: z.string(),
  relationship: z.string().nullable(),
});
export type CollectedBy = z.infer<typeof collectedBySchema>;

const collectorChoicePattern =
  /^(parent|person):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const collectedByMessage = message('pickup.collectedBy');
/** The choices `collectorChoicePattern` takes, as the document says them (without its `i` flag). */
export const collectorChoiceDocumentPattern =
  '^(?:other|(?:parent|person):[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$';
export const collectedByNameMessage = message('pickup.collectedByName');
export const collectedByUnlistedMessage = message('pickup.collectedByUnlisted');

/**
 * The check-out form's choice: `parent:<id>`, `person:<id>` or `other` (with `collectedByName`).
 * Optional for the API, so older clients still record a check-out; the web form always sends one.
 */
export const collectorChoiceFields = {
  collectedBy: z
    .string()
    .trim()
    .refine((value) => value === 'other' || collectorChoicePattern.test(value), collectedByMessage)
    .meta({
      pattern: collectorChoiceDocumentPattern,
      description:
        '`parent:<id>` or `person:<id>` from the collectors list, or `other` with `collectedByName`',
    })
    .optional(),
  collectedByName: readableText(z.string().trim().max(100, message('pickup.nameAtMost100')), {
    min: 1,
    message: collectedByNameMessage,
  }).optional(),
};
