-- The street address the customer gives when booking a site visit (the request itself holds only the postcode).
ALTER TABLE "site_visits" ADD COLUMN "address" TEXT;
