import { z } from 'zod';

/** `GET /api/v2/contact`: what the contact dialog lists (from server configuration). */
export const contactSchema = z.object({
  officeHours: z.string(),
  email: z.string(),
  whatsapp: z.string(),
  hqPhone: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;
