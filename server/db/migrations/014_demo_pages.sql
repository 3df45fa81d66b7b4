-- Issue 49: the demo brand a fresh database starts with (server/demo/demoBrand.ts). Its pages are marked,
-- so the studio says "Demo data" on them and "Remove demo data" deletes exactly them and the rows under
-- their ids (server/stores/demoData.ts), never a page of the owner's.
ALTER TABLE pages ADD COLUMN IF NOT EXISTS demo boolean NOT NULL DEFAULT false;
