import type { PerLocale } from "../../locale.ts";
import { en } from "./catastrophic-injury.en.ts";
import { es } from "./catastrophic-injury.es.ts";
import type { PracticePageCopy } from "./practice-page.ts";

export const catastrophicInjury: PerLocale<PracticePageCopy> = { en, es };
