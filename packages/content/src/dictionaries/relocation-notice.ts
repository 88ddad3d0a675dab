import type { PerLocale } from "../locale.ts";
import { template } from "../template.ts";

const en = {
  reopen: "We've moved",
  title: "We're Moving to a New Office",
  message: "To serve you better, our office is relocating to a new location in Fullerton, California.",
  addressLabel: "New address",
  effective: template("Effective {relocationDate}"),
  phoneNote: "Our phone numbers and e-mail stay the same.",
  meetingNote: "Consultations by phone or video remain available throughout the move.",
  acknowledge: "Got it",
  close: "Close notice",
};

export type RelocationNoticeCopy = typeof en;

const es: RelocationNoticeCopy = {
  reopen: "Nos mudamos",
  title: "Nos mudamos a una nueva oficina",
  message:
    "Para atenderle mejor, nuestra oficina se traslada a una nueva ubicación en Fullerton, California.",
  addressLabel: "Nueva dirección",
  effective: template("A partir del {relocationDate}"),
  phoneNote: "Nuestros números de teléfono y correo electrónico no cambian.",
  meetingNote: "Las consultas por teléfono o videollamada siguen disponibles durante la mudanza.",
  acknowledge: "Entendido",
  close: "Cerrar aviso",
};

export const relocationNotice: PerLocale<RelocationNoticeCopy> = { en, es };
