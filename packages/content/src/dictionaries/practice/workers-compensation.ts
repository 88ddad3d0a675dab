import type { PerLocale } from "../../locale.ts";
import type { PracticePageCopy } from "./practice-page.ts";
import { en } from "./workers-compensation.en.ts";
import { es } from "./workers-compensation.es.ts";

export const workersCompensation: PerLocale<PracticePageCopy> = { en, es };
