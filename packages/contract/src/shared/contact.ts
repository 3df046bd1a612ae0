import { z } from 'zod';

/** `GET /api/v2/contact`: what the contact dialog lists (from server configuration). */
export const contactSchema = z.object({
  /**
   * Monday to Friday's opening and closing times, Kuala Lumpur clock 'HH:mm': data, so the dialog
   * words them in the reader's language (issue 27).
   */
  officeHours: z.object({ opens: z.string(), closes: z.string() }),
  email: z.string(),
  whatsapp: z.string(),
  hqPhone: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;
