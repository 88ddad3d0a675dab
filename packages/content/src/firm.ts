/**
 * The firm's identity and business constants (docs/product.md#1-what-it-is). Fictional: phones are in the reserved
 * 555-01xx range, the e-mail is at example.com. Copy takes numbers from here instead of repeating them.
 */
export const firm = {
  name: "Solano Reyes Law Group",
  leadAttorney: {
    name: "Elena Solano Reyes",
    barNumber: "000000",
  },
  phones: {
    tollFree: { display: "(800) 555-0142", href: "tel:+18005550142" },
    office: { display: "(714) 555-0187", href: "tel:+17145550187" },
  },
  email: "info@example.com",
  address: {
    street: "1400 N. Harbor Blvd., Suite 250",
    city: "Fullerton",
    region: "CA",
    postalCode: "92835",
    country: "US",
  },
  serviceArea: "California",
  /** Office hours, 24-hour clock; Sunday by appointment. */
  hours: {
    weekdays: { opens: "09:00", closes: "17:00" },
    saturday: { opens: "09:00", closes: "16:00" },
  },
  replyWithinHours: 24,
  /** The firm's clock: the console and the team's e-mails show times here, daylight saving included. */
  timeZone: "America/Los_Angeles",
  relocationDate: "2025-09-15",
  copyrightYear: 2025,
  yearsOfExperience: 26,
  /** Total recovered for clients, in US dollars (decision 0005); shown as "more than". */
  recoveredTotal: 100_000_000,
  /** The 9 result tiles (the About page) in US dollars; `over` marks "more than". Copy describes each case. */
  results: [
    { id: "brain-injury", amount: 6_000_000, over: false },
    { id: "dental-malpractice", amount: 11_500_000, over: false },
    { id: "bicycle-crash", amount: 2_000_000, over: false },
    { id: "wrongful-death", amount: 4_000_000, over: true },
    { id: "ride-hailing", amount: 900_000, over: true },
    { id: "elder-abuse", amount: 1_000_000, over: false },
    { id: "truck-accident", amount: 4_000_000, over: false },
    { id: "catastrophic-injury", amount: 3_200_000, over: false },
    { id: "premises-liability", amount: 1_500_000, over: false },
  ],
  /** The 16 practice pages (docs/product.md#2-routes), in menu order. */
  practiceSlugs: [
    "catastrophic-injury",
    "accident-injuries",
    "sexual-harassment",
    "business-litigation",
    "wrongful-death",
    "civil-litigation",
    "motorcycle-injuries",
    "slip-fall-injuries",
    "workers-compensation",
    "medical-malpractice",
    "dental-malpractice",
    "truck-accident-injuries",
    "elder-abuse",
    "product-liability",
    "labor-employment-law",
    "dog-bite-victims",
  ],
} as const;

export type Firm = typeof firm;
export type PracticeSlug = (typeof firm.practiceSlugs)[number];
export type ResultId = (typeof firm.results)[number]["id"];
