import { accidentInjuries } from "@firm/content/dictionaries/practice/accident-injuries";
import { businessLitigation } from "@firm/content/dictionaries/practice/business-litigation";
import { catastrophicInjury } from "@firm/content/dictionaries/practice/catastrophic-injury";
import { civilLitigation } from "@firm/content/dictionaries/practice/civil-litigation";
import { dentalMalpractice } from "@firm/content/dictionaries/practice/dental-malpractice";
import { dogBiteVictims } from "@firm/content/dictionaries/practice/dog-bite-victims";
import { elderAbuse } from "@firm/content/dictionaries/practice/elder-abuse";
import { laborEmploymentLaw } from "@firm/content/dictionaries/practice/labor-employment-law";
import { medicalMalpractice } from "@firm/content/dictionaries/practice/medical-malpractice";
import { motorcycleInjuries } from "@firm/content/dictionaries/practice/motorcycle-injuries";
import type { PracticePageCopy } from "@firm/content/dictionaries/practice/practice-page";
import { productLiability } from "@firm/content/dictionaries/practice/product-liability";
import { sexualHarassment } from "@firm/content/dictionaries/practice/sexual-harassment";
import { slipFallInjuries } from "@firm/content/dictionaries/practice/slip-fall-injuries";
import { truckAccidentInjuries } from "@firm/content/dictionaries/practice/truck-accident-injuries";
import { workersCompensation } from "@firm/content/dictionaries/practice/workers-compensation";
import { wrongfulDeath } from "@firm/content/dictionaries/practice/wrongful-death";
import { firm, type PracticeSlug } from "@firm/content/firm";
import type { PerLocale } from "@firm/content/locale";
import { basePath } from "../../lib/locale.ts";

/** The copy of every practice page: a slug without its dictionary fails to compile. */
export const practicePages: Record<PracticeSlug, PerLocale<PracticePageCopy>> = {
  "catastrophic-injury": catastrophicInjury,
  "accident-injuries": accidentInjuries,
  "sexual-harassment": sexualHarassment,
  "business-litigation": businessLitigation,
  "wrongful-death": wrongfulDeath,
  "civil-litigation": civilLitigation,
  "motorcycle-injuries": motorcycleInjuries,
  "slip-fall-injuries": slipFallInjuries,
  "workers-compensation": workersCompensation,
  "medical-malpractice": medicalMalpractice,
  "dental-malpractice": dentalMalpractice,
  "truck-accident-injuries": truckAccidentInjuries,
  "elder-abuse": elderAbuse,
  "product-liability": productLiability,
  "labor-employment-law": laborEmploymentLaw,
  "dog-bite-victims": dogBiteVictims,
};

function isPracticeSlug(value: string): value is PracticeSlug {
  return (firm.practiceSlugs as readonly string[]).includes(value);
}

/** The practice page a path shows: "/es/services/elder-abuse" → "elder-abuse"; other paths → undefined. */
export function practiceSlugFromPath(pathname: string): PracticeSlug | undefined {
  const match = /^\/services\/([^/]+)\/?$/.exec(basePath(pathname));
  const slug = match?.[1];
  return slug && isPracticeSlug(slug) ? slug : undefined;
}
