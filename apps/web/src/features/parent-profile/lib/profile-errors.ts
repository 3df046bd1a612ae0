import { ApiError } from '@/lib/api-client';

/** The form fields a profile error may name (spec 1 §7: phone_number is phoneNumber). */
export const profileErrorFields = ['phoneNumber', 'nric', 'passport', 'fullName', 'salutation'] as const;
export type ProfileErrorField = (typeof profileErrorFields)[number];

const aliases: Record<string, ProfileErrorField> = {
  phone_number: 'phoneNumber',
  phone: 'phoneNumber',
  full_name: 'fullName',
};

/** The form field a server error names, if it is one of the profile forms' fields. */
export function profileFieldOf(field: string | null | undefined): ProfileErrorField | null {
  if (!field) return null;
  const name = aliases[field] ?? field;
  return (profileErrorFields as readonly string[]).includes(name) ? (name as ProfileErrorField) : null;
}

/** Field and message of a failed profile save, for `setError`. */
export function profileFieldErrors(error: unknown): { field: ProfileErrorField; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  const found = new Map<ProfileErrorField, string>();
  const named = profileFieldOf(error.field);
  if (named) found.set(named, error.message);
  for (const issue of error.issues) {
    const field = profileFieldOf(issue.path);
    if (field && !found.has(field)) found.set(field, issue.message);
  }
  return [...found].map(([field, message]) => ({ field, message }));
}
