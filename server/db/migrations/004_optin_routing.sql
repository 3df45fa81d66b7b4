-- SPEC §3 data.actions (sequence, opt_in_keywords) and data.setup.ref_payload_field_id: what the server
-- routes a new subscriber by, stored with each opt-in (bridge-protocol/optInRouting.ts, server/rules/widgetRouting.ts).
ALTER TABLE subscribers ADD COLUMN sequence text;
ALTER TABLE subscribers ADD COLUMN opt_in_keywords jsonb;
ALTER TABLE messenger_optins ADD COLUMN sequence text;
ALTER TABLE messenger_optins ADD COLUMN opt_in_keywords jsonb;
-- The subscriber field the reference value's payload is filed under (SPEC §3 ref_payload_field_id).
ALTER TABLE messenger_optins ADD COLUMN payload_field_id text;
