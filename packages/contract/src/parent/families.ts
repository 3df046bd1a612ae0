import { z } from 'zod';
import { message } from '../messages/message-key';
import { pathId } from '../shared/path-ids';
import { familyLinkSchema } from './parent-user';

/** `/parent/children/{childId}/…`: one child of the parent's families. */
export const parentChildParams = z.object({ childId: pathId(message('pickup.childNotFound')) });

/** `POST /parent/family`: the families the parent belongs to after connecting (empty: nothing found). */
export const connectFamilyResultSchema = z.object({ families: z.array(familyLinkSchema) });
export type ConnectFamilyResult = z.infer<typeof connectFamilyResultSchema>;

/** `POST /parent/generate-referral`: the parent's own code (made once, then kept). */
export const referralCodeResultSchema = z.object({ referralCode: z.string() });
export type ReferralCodeResult = z.infer<typeof referralCodeResultSchema>;

/** Referral codes: 'CIC' and 5 characters of an alphabet without look-alikes (no 0, O, 1 or I). */
export const referralCodeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const referralCodePattern = /^CIC[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{5}$/;
