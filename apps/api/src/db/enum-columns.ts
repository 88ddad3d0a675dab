/*
 * Enumeration values are stored exactly as submitted (schema.prisma maps each member to its
 * value); Prisma Client names the members with "-" as "_" and a "v" before a leading digit.
 */

/** The Prisma member name of a submitted value, e.g. "10k-25k" → "v10k_25k". */
export function toMember(value: string): string {
  return `${/^[0-9]/.test(value) ? "v" : ""}${value.replaceAll("-", "_")}`;
}

/** The submitted value of a Prisma member name, e.g. "in_person" → "in-person". */
export function fromMember(member: string): string {
  return member.replace(/^v(?=[0-9])/, "").replaceAll("_", "-");
}
