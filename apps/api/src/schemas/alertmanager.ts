import Type, { type Static } from "typebox";

/**
 * The body of Alertmanager's webhook (version 4, prometheus-alertmanager 0.25): only the fields the
 * API keeps are checked; the rest (group labels, annotations, URLs) is allowed and ignored.
 */
export const AlertmanagerAlert = Type.Object({
  status: Type.Enum(["firing", "resolved"]),
  labels: Type.Object({
    alertname: Type.String({ minLength: 1, maxLength: 100 }),
    severity: Type.Optional(Type.String()),
  }),
  startsAt: Type.String({ format: "date-time" }),
  endsAt: Type.Optional(Type.String()),
  fingerprint: Type.String({ minLength: 1, maxLength: 64 }),
});
export type AlertmanagerAlert = Static<typeof AlertmanagerAlert>;

export const AlertmanagerWebhook = Type.Object({
  version: Type.Literal("4"),
  alerts: Type.Array(AlertmanagerAlert, { maxItems: 1000 }),
});
export type AlertmanagerWebhook = Static<typeof AlertmanagerWebhook>;
