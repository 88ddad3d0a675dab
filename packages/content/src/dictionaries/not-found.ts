import type { PerLocale } from "../locale.ts";

const en = {
  metaTitle: "Page not found",
  code: "404",
  message: "Oops! Page not found",
  home: "Return to Home",
};

export type NotFoundCopy = typeof en;

const es: NotFoundCopy = {
  metaTitle: "Página no encontrada",
  code: "404",
  message: "¡Uy! No encontramos esta página",
  home: "Volver al inicio",
};

export const notFound: PerLocale<NotFoundCopy> = { en, es };
