import { z } from 'zod';
import { referralCreditStatuses, registrationStatuses } from '../shared/enums';

export const referralLogSchema = z.object({
  dateTime: z.string(),
  cicCentre: z.string(),
  studentID: z.string().nullable(),
  fatherName: z.string().nullable(),
  motherName: z.string().nullable(),
  studentName: z.string(),
  contactEmail: z.string(),
  referralCode: z.string(),
  fatherICNumber: z.string().nullable(),
  motherICNumber: z.string().nullable(),
  registrationStatus: z.enum(registrationStatuses),
  /**
   * The referral's RM 25 (decision 098): PENDING until the registration is paid, EARNED while the
   * referrer's family has no child at a centre to credit, PAID once on the family's account
   * (reimbursed), CANCELLED; null when no credit was made.
   */
  creditStatus: z.enum(referralCreditStatuses).nullable(),
});

export const enrolledChildSchema = z.object({
  name: z.string(),
  center: z.string(),
  package: z.string().nullable(),
  year: z.string(),
  status: z.enum(registrationStatuses),
});

/** `GET /admin/referral-leaderboard`: one row per referring parent; money in ringgit. */
export const referralLeaderboardRowSchema = z.object({
  id: z.uuid(),
  parentName: z.string().nullable(),
  email: z.string(),
  referralCount: z.number().int(),
  enrolledChildren: z.array(enrolledChildSchema),
  totalReimbursement: z.number(),
  referralLogs: z.array(referralLogSchema),
});
export type ReferralLeaderboardRow = z.infer<typeof referralLeaderboardRowSchema>;
