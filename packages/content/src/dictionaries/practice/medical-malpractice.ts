import type { PerLocale } from "../../locale.ts";
import { en } from "./medical-malpractice.en.ts";
import { es } from "./medical-malpractice.es.ts";
import type { PracticePageCopy } from "./practice-page.ts";

export const medicalMalpractice: PerLocale<PracticePageCopy> = { en, es };
