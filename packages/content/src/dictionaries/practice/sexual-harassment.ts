import type { PerLocale } from "../../locale.ts";
import type { PracticePageCopy } from "./practice-page.ts";
import { en } from "./sexual-harassment.en.ts";
import { es } from "./sexual-harassment.es.ts";

export const sexualHarassment: PerLocale<PracticePageCopy> = { en, es };
