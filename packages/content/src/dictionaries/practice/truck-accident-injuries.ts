import type { PerLocale } from "../../locale.ts";
import type { PracticePageCopy } from "./practice-page.ts";
import { en } from "./truck-accident-injuries.en.ts";
import { es } from "./truck-accident-injuries.es.ts";

export const truckAccidentInjuries: PerLocale<PracticePageCopy> = { en, es };
