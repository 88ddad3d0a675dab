import type { PerLocale } from "../../locale.ts";
import { en } from "./dental-malpractice.en.ts";
import { es } from "./dental-malpractice.es.ts";
import type { PracticePageCopy } from "./practice-page.ts";

export const dentalMalpractice: PerLocale<PracticePageCopy> = { en, es };
