import type { PerLocale } from "../../locale.ts";
import type { PracticePageCopy } from "./practice-page.ts";
import { en } from "./wrongful-death.en.ts";
import { es } from "./wrongful-death.es.ts";

export const wrongfulDeath: PerLocale<PracticePageCopy> = { en, es };
