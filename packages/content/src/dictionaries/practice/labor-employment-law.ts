import type { PerLocale } from "../../locale.ts";
import { en } from "./labor-employment-law.en.ts";
import { es } from "./labor-employment-law.es.ts";
import type { PracticePageCopy } from "./practice-page.ts";

export const laborEmploymentLaw: PerLocale<PracticePageCopy> = { en, es };
