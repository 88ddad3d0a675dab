import type { PerLocale } from "../../locale.ts";
import { en } from "./motorcycle-injuries.en.ts";
import { es } from "./motorcycle-injuries.es.ts";
import type { PracticePageCopy } from "./practice-page.ts";

export const motorcycleInjuries: PerLocale<PracticePageCopy> = { en, es };
