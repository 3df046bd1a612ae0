import { z } from 'zod';

/** `POST /admin/auth/register` (201, 'Registration successful'): the new admin. */
export const adminRegisterResultSchema = z.object({ id: z.uuid(), email: z.string() });
export type AdminRegisterResult = z.infer<typeof adminRegisterResultSchema>;
