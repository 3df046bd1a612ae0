import type { ReferralCodeResult } from '@cic/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { patchParentUser, refreshParentSession } from '@/lib/session';

/** POST /parent/generate-referral: the parent's own code, made once then kept (409 without a family). */
export function generateReferral(): Promise<ReferralCodeResult> {
  // Its schema loads with the call: parent home, which calls it, draws without zod (decision 055).
  return api.post('/parent/generate-referral', {
    auth: 'parent',
    schema: import('@cic/contract/parent/families').then((m) => m.referralCodeResultSchema),
  });
}

/** Parents asked for already on this page load, so a refusal is not repeated on every visit to Home. */
const asked = new Set<string>();

/** A parent with a family but no code yet gets one, once (spec 1 §2: the card needs both). */
export function useEnsureReferralCode(user: {
  id: string;
  referralCode: string | null;
  families: unknown[];
}) {
  const mutation = useMutation({
    mutationFn: generateReferral,
    onSuccess: ({ referralCode }) => {
      patchParentUser({ referralCode });
      void refreshParentSession();
    },
  });
  const { mutate } = mutation;
  const needed = user.families.length > 0 && !user.referralCode;
  useEffect(() => {
    if (!needed || asked.has(user.id)) return;
    asked.add(user.id);
    mutate();
  }, [needed, user.id, mutate]);
  return mutation;
}
