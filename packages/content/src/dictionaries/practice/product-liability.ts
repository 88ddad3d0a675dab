import type { PerLocale } from "../../locale.ts";
import type { PracticePageCopy } from "./practice-page.ts";
import { en } from "./product-liability.en.ts";
import { es } from "./product-liability.es.ts";

export const productLiability: PerLocale<PracticePageCopy> = { en, es };
