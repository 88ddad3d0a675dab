import type { PerLocale } from "../../locale.ts";
import type { PracticePageCopy } from "./practice-page.ts";
import { en } from "./slip-fall-injuries.en.ts";
import { es } from "./slip-fall-injuries.es.ts";

export const slipFallInjuries: PerLocale<PracticePageCopy> = { en, es };
