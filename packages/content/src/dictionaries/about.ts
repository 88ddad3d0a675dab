import type { PerLocale } from "../locale.ts";
import { type AboutCopy, en } from "./about.en.ts";
import { es } from "./about.es.ts";

export const about: PerLocale<AboutCopy> = { en, es };
