import { z } from 'zod';
import { notificationsMessages as m } from '../messages/notifications';

/** GET /api/notification-prefs: the signed-in adult's own choices. */
export const notificationPrefsSchema = z.object({
  weeklyEmail: z.boolean(),
  /** Where the e-mail goes (the adult's sign-in address). */
  email: z.string(),
  /** Whether mail really leaves the server (SMTP_URL is set). */
  mailEnabled: z.boolean(),
});
export type NotificationPrefs = z.infer<typeof notificationPrefsSchema>;

/** PUT /api/notification-prefs. */
export const notificationPrefsInputSchema = z.strictObject({
  weeklyEmail: z.boolean({ error: m.weeklyEmailRequired }),
});
export type NotificationPrefsInput = z.infer<typeof notificationPrefsInputSchema>;

/** /api/unsubscribe/:token — any text up to the length a token has; one that is not a signed token is a 404. */
export const unsubscribeParamsSchema = z.object({ token: z.string().min(1).max(100) });

/** GET and POST /api/unsubscribe/:token: whether the link's adult still gets the weekly e-mail. */
export const unsubscribeStatusSchema = z.object({ subscribed: z.boolean() });
export type UnsubscribeStatus = z.infer<typeof unsubscribeStatusSchema>;
