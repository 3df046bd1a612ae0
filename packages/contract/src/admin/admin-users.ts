import { z } from 'zod';
import { familyRelations } from '../shared/enums';
import { pageLimitSchema, pageNumberSchema } from '../shared/page-query';

export const userSearchQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  page: pageNumberSchema,
  limit: pageLimitSchema(20),
});

/** `GET /admin/users/parents`: a page of parents. */
export const parentListItemSchema = z.object({
  id: z.uuid(),
  fullName: z.string().nullable(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  verified: z.boolean(),
  families: z.number().int(),
  children: z.number().int(),
  createdAt: z.string(),
});

const familyChildSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  active: z.boolean(),
  centre: z.string(),
});
const familyMemberSummary = z.object({
  parentId: z.uuid(),
  relation: z.enum(familyRelations),
  fullName: z.string().nullable(),
  email: z.string(),
});

/** `GET /admin/users/families`: a page of families. */
export const familyListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  members: z.array(familyMemberSummary),
  children: z.array(familyChildSummary),
  createdAt: z.string(),
});

/** `GET /admin/users/parents/{id}`. */
export const parentDetailSchema = parentListItemSchema.extend({
  salutation: z.string().nullable(),
  nationality: z.string().nullable(),
  occupation: z.string().nullable(),
  address: z.string().nullable(),
  referralCode: z.string().nullable(),
  familyLinks: z.array(z.object({ relation: z.enum(familyRelations), family: familyListItemSchema })),
});

/** `GET /admin/users/families/{id}`. */
export const familyDetailSchema = familyListItemSchema;
