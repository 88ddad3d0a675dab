import type { PerLocale } from "../../locale.ts";
import { en } from "./accident-injuries.en.ts";
import { es } from "./accident-injuries.es.ts";
import type { PracticePageCopy } from "./practice-page.ts";

export const accidentInjuries: PerLocale<PracticePageCopy> = { en, es };
