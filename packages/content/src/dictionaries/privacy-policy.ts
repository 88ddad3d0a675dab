import type { PerLocale } from "../locale.ts";
import { en, type PrivacyPolicyCopy } from "./privacy-policy.en.ts";
import { es } from "./privacy-policy.es.ts";

export const privacyPolicy: PerLocale<PrivacyPolicyCopy> = { en, es };
