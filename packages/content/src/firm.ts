/** The firm's identity. Fictional: phones are in the reserved 555-01xx range, e-mail at example.com. */
export const firm = {
  name: "Solano Reyes Law Group",
  leadAttorney: "Elena Solano Reyes",
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
  relocationDate: "2025-09-15",
  copyrightYear: 2025,
  yearsOfExperience: 26,
} as const;

export type Firm = typeof firm;
