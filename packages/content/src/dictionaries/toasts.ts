import type { PerLocale } from "../locale.ts";

const en = {
  dismiss: "Dismiss notification",
  notificationsRegion: "Notifications",
};

export type ToastsCopy = typeof en;

const es: ToastsCopy = {
  dismiss: "Cerrar notificación",
  notificationsRegion: "Notificaciones",
};

export const toasts: PerLocale<ToastsCopy> = { en, es };
