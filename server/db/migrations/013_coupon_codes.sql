-- Unique coupon codes (issue 48 item 5, bridge-protocol/uniqueCode.ts): the codes an owner uploaded for
-- one widget (server/stores/couponCodes.ts), each given to at most one SMS subscriber. A sign-up takes the
-- oldest free code in the same transaction as its subscriber row (stores/couponCodeTake.ts), with
-- FOR UPDATE SKIP LOCKED so concurrent sign-ups on any number of servers never take the same one.
CREATE TABLE coupon_codes (
  id bigserial PRIMARY KEY,
  page_id text NOT NULL,
  widget_id text NOT NULL,
  code text NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  -- Set together, once: when the code was given and to which subscriber (and that sign-up's session).
  given_at timestamptz,
  -- An erased subscriber's code stays given (never handed out twice), to nobody any more (subject requests).
  given_to bigint REFERENCES subscribers (id) ON DELETE SET NULL,
  given_session_id text,
  UNIQUE (page_id, widget_id, code),
  -- One code per subscriber: a repeat sign-up finds its code again, never a second one.
  UNIQUE (given_to),
  CHECK (given_to IS NULL OR given_at IS NOT NULL)
);
-- The free codes of a widget, oldest first: what a sign-up takes and the studio counts.
CREATE INDEX coupon_codes_free ON coupon_codes (page_id, widget_id, id) WHERE given_at IS NULL;
