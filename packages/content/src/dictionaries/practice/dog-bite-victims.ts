import type { PerLocale } from "../../locale.ts";
import { en } from "./dog-bite-victims.en.ts";
import { es } from "./dog-bite-victims.es.ts";
import type { PracticePageCopy } from "./practice-page.ts";

export const dogBiteVictims: PerLocale<PracticePageCopy> = { en, es };
