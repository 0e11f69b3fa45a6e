import { z } from 'zod';

/** A notification as the API shows it: the bell's list and the live `notification` event. */
export const publicNotification = z.object({
  _id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});

export type PublicNotification = z.infer<typeof publicNotification>;

type NotificationRow = {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  read_at: Date | string | null;
  created_at: Date | string;
};

export function toPublicNotification(r: NotificationRow): PublicNotification {
  return {
    _id: r.id,
    kind: r.kind,
    title: r.title,
    body: r.body,
    link: r.link,
    read: r.read_at !== null,
    createdAt: new Date(r.created_at).toISOString(),
  };
}
