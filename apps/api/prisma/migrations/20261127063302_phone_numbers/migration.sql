-- AlterTable
ALTER TABLE "consultation_request" ADD COLUMN     "alternatePhoneE164" VARCHAR(20),
ADD COLUMN     "alternatePhoneExtension" VARCHAR(10),
ADD COLUMN     "phoneE164" VARCHAR(20),
ADD COLUMN     "phoneExtension" VARCHAR(10);

-- AlterTable
ALTER TABLE "contact_message" ADD COLUMN     "phoneE164" VARCHAR(20),
ADD COLUMN     "phoneExtension" VARCHAR(10);
-- Search documents (issue 38): a phone number is also found by its E.164 digits and their last ten,
-- so "(714) 555-0199 ext. 12" is found as 7145550199 (the typed digits would run into the extension).
-- Without an E.164 form (requests stored before, or a number that could not be read) the typed digits
-- stand in, as before.
CREATE FUNCTION "ops_phone_words"(typed text, e164 text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN concat_ws(' ', typed, regexp_replace(typed, '\D+', ' ', 'g'),
    COALESCE(substr(e164, 2), regexp_replace(typed, '\D+', '', 'g')),
    right(COALESCE(substr(e164, 2), regexp_replace(typed, '\D+', '', 'g')), 10));

CREATE OR REPLACE FUNCTION "contact_message_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search" := "ops_search_document"(
    NEW."name", NEW."email", regexp_replace(NEW."email", '[@._+-]+', ' ', 'g'),
    "ops_phone_words"(NEW."phone", NEW."phoneE164"),
    NEW."message");
  RETURN NEW;
END $$;

DROP TRIGGER "contact_message_search" ON "contact_message";
CREATE TRIGGER "contact_message_search" BEFORE INSERT OR UPDATE OF "name", "email", "phone", "phoneE164", "message"
  ON "contact_message" FOR EACH ROW EXECUTE FUNCTION "contact_message_search"();

CREATE OR REPLACE FUNCTION "consultation_request_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search" := "ops_search_document"(
    NEW."firstName", NEW."lastName", NEW."email", regexp_replace(NEW."email", '[@._+-]+', ' ', 'g'),
    "ops_phone_words"(NEW."phone", NEW."phoneE164"),
    "ops_phone_words"(NEW."alternatePhone", NEW."alternatePhoneE164"),
    NEW."incidentLocation", NEW."caseDescription");
  RETURN NEW;
END $$;

DROP TRIGGER "consultation_request_search" ON "consultation_request";
CREATE TRIGGER "consultation_request_search"
  BEFORE INSERT OR UPDATE OF "firstName", "lastName", "email", "phone", "phoneE164", "alternatePhone",
    "alternatePhoneE164", "incidentLocation", "caseDescription"
  ON "consultation_request" FOR EACH ROW EXECUTE FUNCTION "consultation_request_search"();
