import { type ParentUser, parentUserSchema, type UpdateProfileBody } from '@cic/contract';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { i18n } from '@/i18n/i18n';
import { request } from '@/lib/api-client';
import { refreshParentSession, setParentSession } from '@/lib/session';

const updateProfileResultSchema = z.object({ user: parentUserSchema });

export type ProfileUpdated = { user: ParentUser; message: string };

/** POST /parent/auth/update-profile: the basic or the details fields; answers the saved user. */
export async function updateProfile(body: UpdateProfileBody): Promise<ProfileUpdated> {
  const result = await request('POST', '/parent/auth/update-profile', {
    auth: 'parent',
    body,
    schema: updateProfileResultSchema,
  });
  return { user: result.data.user, message: i18n.t('parent:profile.updated') };
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      setParentSession({ user });
      void refreshParentSession();
    },
  });
}
