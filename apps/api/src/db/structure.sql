-- The structure the migrations (db/migrations) leave, for reading: never applied.
-- Regenerate with `npm run db:structure` after adding a migration (db/structure.ts).

CREATE EXTENSION pg_trgm;

CREATE EXTENSION unaccent;

CREATE TABLE addresses (
  id integer DEFAULT nextval('addresses_id_seq'::regclass) NOT NULL,
  user_id integer NOT NULL,
  name text NOT NULL,
  street text NOT NULL,
  city text NOT NULL,
  postal_code text NOT NULL,
  country text NOT NULL,
  is_default boolean DEFAULT false NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT addresses_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT addresses_pkey PRIMARY KEY (id)
);

CREATE UNIQUE INDEX addresses_one_default_idx ON public.addresses USING btree (user_id) WHERE is_default;

CREATE INDEX addresses_user_idx ON public.addresses USING btree (user_id);

CREATE TABLE audit_events (
  id bigint DEFAULT nextval('audit_events_id_seq'::regclass) NOT NULL,
  at timestamp with time zone NOT NULL,
  staff_id integer,
  staff_email text NOT NULL,
  client_address text,
  entity text NOT NULL,
  entity_id text NOT NULL,
  action text NOT NULL,
  changes jsonb DEFAULT '[]'::jsonb NOT NULL,
  note text,
  CONSTRAINT audit_events_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES users(id) ON DELETE SET NULL,
  CONSTRAINT audit_events_pkey PRIMARY KEY (id)
);

CREATE INDEX audit_events_at_idx ON public.audit_events USING btree (at, id);

CREATE INDEX audit_events_entity_idx ON public.audit_events USING btree (entity, entity_id, id);

CREATE INDEX audit_events_staff_idx ON public.audit_events USING btree (staff_id, id);

CREATE TABLE blik_aliases (
  user_id integer NOT NULL,
  value text NOT NULL,
  label text NOT NULL,
  consented_at timestamp with time zone NOT NULL,
  registered_at timestamp with time zone,
  CONSTRAINT blik_aliases_label_check CHECK (((char_length(label) >= 5) AND (char_length(label) <= 35))),
  CONSTRAINT blik_aliases_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT blik_aliases_pkey PRIMARY KEY (user_id),
  CONSTRAINT blik_aliases_value_key UNIQUE (value)
);

CREATE TABLE blik_charges (
  id integer DEFAULT nextval('blik_charges_id_seq'::regclass) NOT NULL,
  order_id integer NOT NULL,
  sent_at timestamp with time zone NOT NULL,
  confirm_by timestamp with time zone NOT NULL,
  transaction_id bigint,
  refusal text,
  registers_alias boolean DEFAULT false NOT NULL,
  by_alias boolean DEFAULT false NOT NULL,
  CONSTRAINT blik_charges_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders(id) ON DELETE CASCADE,
  CONSTRAINT blik_charges_pkey PRIMARY KEY (id)
);

CREATE INDEX blik_charges_order_idx ON public.blik_charges USING btree (order_id, id);

CREATE TABLE cart_items (
  id integer DEFAULT nextval('cart_items_id_seq'::regclass) NOT NULL,
  user_id integer NOT NULL,
  product_id integer NOT NULL,
  quantity integer NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT cart_items_quantity_check CHECK ((quantity >= 1)),
  CONSTRAINT cart_items_product_id_fkey FOREIGN KEY (product_id) REFERENCES products(id) ON DELETE CASCADE,
  CONSTRAINT cart_items_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT cart_items_pkey PRIMARY KEY (id),
  CONSTRAINT cart_items_user_product_key UNIQUE (user_id, product_id)
);

CREATE INDEX cart_items_product_idx ON public.cart_items USING btree (product_id);

CREATE TABLE channel_consents (
  id integer DEFAULT nextval('channel_consents_id_seq'::regclass) NOT NULL,
  user_id integer NOT NULL,
  channel text NOT NULL,
  text text NOT NULL,
  given_at timestamp with time zone NOT NULL,
  withdrawn_at timestamp with time zone,
  CONSTRAINT channel_consents_channel_check CHECK ((channel = ANY (ARRAY['push'::text, 'sms'::text]))),
  CONSTRAINT channel_consents_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT channel_consents_pkey PRIMARY KEY (id)
);

CREATE UNIQUE INDEX channel_consents_in_force_idx ON public.channel_consents USING btree (user_id, channel) WHERE (withdrawn_at IS NULL);

CREATE TABLE collections (
  id integer DEFAULT nextval('collections_id_seq'::regclass) NOT NULL,
  return_id integer NOT NULL,
  shipx_id bigint,
  status text NOT NULL,
  tracking_number text,
  created_at timestamp with time zone NOT NULL,
  updated_at timestamp with time zone NOT NULL,
  CONSTRAINT collections_check CHECK (((shipx_id IS NULL) = (status = 'creating'::text))),
  CONSTRAINT collections_return_id_fkey FOREIGN KEY (return_id) REFERENCES returns(id) ON DELETE CASCADE,
  CONSTRAINT collections_pkey PRIMARY KEY (id),
  CONSTRAINT collections_return_id_key UNIQUE (return_id),
  CONSTRAINT collections_shipx_id_key UNIQUE (shipx_id)
);

CREATE TABLE coupons (
  id integer DEFAULT nextval('coupons_id_seq'::regclass) NOT NULL,
  code text NOT NULL,
  discount_type text NOT NULL,
  discount_value integer NOT NULL,
  usage_limit integer NOT NULL,
  times_used integer DEFAULT 0 NOT NULL,
  minimum_order_price integer,
  minimum_product_price integer,
  valid_from timestamp with time zone,
  valid_until timestamp with time zone,
  created_by integer,
  created_at timestamp with time zone NOT NULL,
  deactivated_at timestamp with time zone,
  CONSTRAINT coupons_check CHECK (((times_used >= 0) AND (times_used <= usage_limit))),
  CONSTRAINT coupons_check1 CHECK (((valid_until IS NULL) OR (valid_from IS NULL) OR (valid_until > valid_from))),
  CONSTRAINT coupons_discount_type_check CHECK ((discount_type = ANY (ARRAY['PERCENTAGE_OFF_ORDER'::text, 'FIXED_AMOUNT_OFF_ORDER'::text, 'PERCENTAGE_OFF_CHEAPEST_PRODUCT'::text, 'FIXED_AMOUNT_OFF_CHEAPEST_PRODUCT'::text, 'FREE_SHIPPING'::text]))),
  CONSTRAINT coupons_discount_value_check CHECK ((discount_value >= 0)),
  CONSTRAINT coupons_minimum_order_price_check CHECK ((minimum_order_price > 0)),
  CONSTRAINT coupons_minimum_product_price_check CHECK ((minimum_product_price > 0)),
  CONSTRAINT coupons_usage_limit_check CHECK ((usage_limit >= 1)),
  CONSTRAINT coupons_created_by_fkey FOREIGN KEY (created_by) REFERENCES users(id) ON DELETE SET NULL,
  CONSTRAINT coupons_pkey PRIMARY KEY (id),
  CONSTRAINT coupons_code_key UNIQUE (code)
);

CREATE TABLE drop_alarms (
  id bigint DEFAULT nextval('drop_alarms_id_seq'::regclass) NOT NULL,
  drop_id integer NOT NULL,
  user_id integer NOT NULL,
  channel text NOT NULL,
  moment text NOT NULL,
  due_at timestamp with time zone NOT NULL,
  attempts integer DEFAULT 0 NOT NULL,
  claimed_until timestamp with time zone,
  sent_at timestamp with time zone,
  given_up_at timestamp with time zone,
  last_error text,
  idx text DEFAULT (gen_random_uuid())::text NOT NULL,
  CONSTRAINT drop_alarms_channel_check CHECK ((channel = ANY (ARRAY['push'::text, 'sms'::text]))),
  CONSTRAINT drop_alarms_moment_check CHECK ((moment = ANY (ARRAY['lobby'::text, 'soon'::text, 'opening'::text]))),
  CONSTRAINT drop_alarms_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT drop_alarms_pkey PRIMARY KEY (id)
);

CREATE INDEX drop_alarms_due_idx ON public.drop_alarms USING btree (due_at) WHERE ((sent_at IS NULL) AND (given_up_at IS NULL));

CREATE UNIQUE INDEX drop_alarms_key ON public.drop_alarms USING btree (drop_id, user_id, channel, moment);

CREATE TABLE drop_lobbies (
  drop_id integer NOT NULL,
  positioned integer DEFAULT 0 NOT NULL,
  admitted integer DEFAULT 0 NOT NULL,
  admitted_through integer DEFAULT 0 NOT NULL,
  credit double precision DEFAULT 0 NOT NULL,
  rounded_at timestamp with time zone,
  sold_out boolean DEFAULT false NOT NULL,
  rate double precision,
  rate_basis jsonb,
  CONSTRAINT drop_lobbies_drop_id_fkey FOREIGN KEY (drop_id) REFERENCES drops(id) ON DELETE CASCADE,
  CONSTRAINT drop_lobbies_pkey PRIMARY KEY (drop_id)
);

CREATE TABLE drop_reminder_rounds (
  drop_id integer NOT NULL,
  queued_at timestamp with time zone NOT NULL,
  emails integer NOT NULL,
  CONSTRAINT drop_reminder_rounds_drop_id_fkey FOREIGN KEY (drop_id) REFERENCES drops(id) ON DELETE CASCADE,
  CONSTRAINT drop_reminder_rounds_pkey PRIMARY KEY (drop_id)
);

CREATE TABLE drop_reminders (
  id integer DEFAULT nextval('drop_reminders_id_seq'::regclass) NOT NULL,
  drop_id integer NOT NULL,
  email text NOT NULL,
  user_id integer,
  confirmed_at timestamp with time zone,
  confirm_token_hash text,
  confirm_expires_at timestamp with time zone,
  confirm_sent_at timestamp with time zone,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT drop_reminders_drop_id_fkey FOREIGN KEY (drop_id) REFERENCES drops(id) ON DELETE CASCADE,
  CONSTRAINT drop_reminders_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT drop_reminders_pkey PRIMARY KEY (id),
  CONSTRAINT drop_reminders_confirm_token_hash_key UNIQUE (confirm_token_hash)
);

CREATE UNIQUE INDEX drop_reminders_drop_email_key ON public.drop_reminders USING btree (drop_id, lower(email));

CREATE INDEX drop_reminders_email_idx ON public.drop_reminders USING btree (lower(email));

CREATE INDEX drop_reminders_user_idx ON public.drop_reminders USING btree (user_id) WHERE (user_id IS NOT NULL);

CREATE TABLE drops (
  id integer DEFAULT nextval('drops_id_seq'::regclass) NOT NULL,
  name text NOT NULL,
  slug text NOT NULL,
  short_description text NOT NULL,
  description text NOT NULL,
  categories text[] NOT NULL,
  drop_time timestamp with time zone NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  item_quantity integer DEFAULT 0 NOT NULL,
  lobby boolean DEFAULT false NOT NULL,
  CONSTRAINT drops_categories_check CHECK (((cardinality(categories) > 0) AND (categories <@ ARRAY['CLOTHING'::text, 'ACCESSORIES'::text, 'ELECTRONICS'::text, 'HOME_AND_GARDEN'::text, 'SPORT'::text, 'TOYS'::text, 'OTHER'::text]))),
  CONSTRAINT drops_item_quantity_check CHECK ((item_quantity >= 0)),
  CONSTRAINT drops_pkey PRIMARY KEY (id),
  CONSTRAINT drops_slug_key UNIQUE (slug)
);

CREATE INDEX drops_drop_time_idx ON public.drops USING btree (drop_time, id);

CREATE TABLE email_kinds (
  kind text NOT NULL,
  CONSTRAINT email_kinds_pkey PRIMARY KEY (kind)
);

CREATE TABLE invoice_details (
  id integer DEFAULT nextval('invoice_details_id_seq'::regclass) NOT NULL,
  user_id integer NOT NULL,
  name text NOT NULL,
  street text NOT NULL,
  postal_code text NOT NULL,
  city text NOT NULL,
  country text NOT NULL,
  tax_id text NOT NULL,
  is_default boolean DEFAULT false NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT invoice_details_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT invoice_details_pkey PRIMARY KEY (id)
);

CREATE UNIQUE INDEX invoice_details_one_default_idx ON public.invoice_details USING btree (user_id) WHERE is_default;

CREATE INDEX invoice_details_user_idx ON public.invoice_details USING btree (user_id);

CREATE TABLE invoice_numbers (
  kind text NOT NULL,
  period text NOT NULL,
  last integer NOT NULL,
  CONSTRAINT invoice_numbers_kind_check CHECK ((kind = ANY (ARRAY['INVOICE'::text, 'CORRECTION'::text]))),
  CONSTRAINT invoice_numbers_last_check CHECK ((last > 0)),
  CONSTRAINT invoice_numbers_period_check CHECK ((period ~ '^[0-9]{4}/(0[1-9]|1[0-2])$'::text)),
  CONSTRAINT invoice_numbers_pkey PRIMARY KEY (kind, period)
);

CREATE TABLE invoices (
  id integer DEFAULT nextval('invoices_id_seq'::regclass) NOT NULL,
  number text NOT NULL,
  kind text NOT NULL,
  order_id integer NOT NULL,
  corrects_id integer,
  refund_id integer,
  period text NOT NULL,
  seq integer NOT NULL,
  issued_at timestamp with time zone NOT NULL,
  sale_date date NOT NULL,
  seller jsonb NOT NULL,
  buyer jsonb NOT NULL,
  lines jsonb NOT NULL,
  net integer NOT NULL,
  vat integer NOT NULL,
  gross integer NOT NULL,
  payment_method text NOT NULL,
  correction_reason text,
  CONSTRAINT invoices_check CHECK (((net + vat) = gross)),
  CONSTRAINT invoices_check1 CHECK (((kind = 'CORRECTION'::text) = (corrects_id IS NOT NULL))),
  CONSTRAINT invoices_check2 CHECK (((kind = 'CORRECTION'::text) OR (refund_id IS NULL))),
  CONSTRAINT invoices_kind_check CHECK ((kind = ANY (ARRAY['INVOICE'::text, 'CORRECTION'::text]))),
  CONSTRAINT invoices_lines_check CHECK ((jsonb_typeof(lines) = 'array'::text)),
  CONSTRAINT invoices_period_check CHECK ((period ~ '^[0-9]{4}/(0[1-9]|1[0-2])$'::text)),
  CONSTRAINT invoices_seq_check CHECK ((seq > 0)),
  CONSTRAINT invoices_corrects_id_fkey FOREIGN KEY (corrects_id) REFERENCES invoices(id) ON DELETE RESTRICT,
  CONSTRAINT invoices_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders(id) ON DELETE RESTRICT,
  CONSTRAINT invoices_refund_id_fkey FOREIGN KEY (refund_id) REFERENCES refunds(id) ON DELETE RESTRICT,
  CONSTRAINT invoices_pkey PRIMARY KEY (id),
  CONSTRAINT invoices_kind_period_seq_key UNIQUE (kind, period, seq),
  CONSTRAINT invoices_number_key UNIQUE (number),
  CONSTRAINT invoices_refund_id_key UNIQUE (refund_id)
);

CREATE UNIQUE INDEX invoices_one_per_order ON public.invoices USING btree (order_id) WHERE (kind = 'INVOICE'::text);

CREATE INDEX invoices_order_idx ON public.invoices USING btree (order_id, id);

CREATE TABLE ksef_submissions (
  invoice_id integer NOT NULL,
  state text NOT NULL,
  xml text,
  invoice_hash text,
  session_reference text,
  invoice_reference text,
  ksef_number text,
  accepted_at timestamp with time zone,
  upo text,
  refusal text,
  refusal_code integer,
  attempts integer DEFAULT 0 NOT NULL,
  next_attempt_at timestamp with time zone NOT NULL,
  queued_at timestamp with time zone NOT NULL,
  updated_at timestamp with time zone NOT NULL,
  offline_at timestamp with time zone,
  send_by date,
  corrected_hash text,
  CONSTRAINT ksef_submissions_state_check CHECK ((state = ANY (ARRAY['QUEUED'::text, 'SENDING'::text, 'SENT'::text, 'ACCEPTED'::text, 'REFUSED'::text, 'EXEMPT'::text]))),
  CONSTRAINT ksef_submissions_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES invoices(id),
  CONSTRAINT ksef_submissions_pkey PRIMARY KEY (invoice_id),
  CONSTRAINT ksef_submissions_ksef_number_key UNIQUE (ksef_number)
);

CREATE INDEX ksef_submissions_due_idx ON public.ksef_submissions USING btree (next_attempt_at, invoice_id) WHERE (state = ANY (ARRAY['QUEUED'::text, 'SENDING'::text, 'SENT'::text]));

CREATE TABLE lobby_entries (
  drop_id integer NOT NULL,
  user_id integer NOT NULL,
  draw bigint,
  joined_at timestamp with time zone NOT NULL,
  last_seen_at timestamp with time zone NOT NULL,
  position integer,
  admitted_at timestamp with time zone,
  CONSTRAINT lobby_entries_drop_id_fkey FOREIGN KEY (drop_id) REFERENCES drops(id) ON DELETE CASCADE,
  CONSTRAINT lobby_entries_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT lobby_entries_pkey PRIMARY KEY (drop_id, user_id),
  CONSTRAINT lobby_entries_drop_id_position_key UNIQUE (drop_id, "position")
);

CREATE INDEX lobby_entries_waiting_idx ON public.lobby_entries USING btree (drop_id, "position") WHERE ((admitted_at IS NULL) AND ("position" IS NOT NULL));

CREATE TABLE lobby_load (
  drop_id integer NOT NULL,
  replica text NOT NULL,
  second timestamp with time zone NOT NULL,
  orders integer NOT NULL,
  order_p99_ms double precision NOT NULL,
  CONSTRAINT lobby_load_order_p99_ms_check CHECK ((order_p99_ms >= (0)::double precision)),
  CONSTRAINT lobby_load_orders_check CHECK ((orders >= 0)),
  CONSTRAINT lobby_load_drop_id_fkey FOREIGN KEY (drop_id) REFERENCES drops(id) ON DELETE CASCADE,
  CONSTRAINT lobby_load_pkey PRIMARY KEY (drop_id, second, replica)
);

CREATE TABLE login_attempts (
  id integer DEFAULT nextval('login_attempts_id_seq'::regclass) NOT NULL,
  email text NOT NULL,
  ip text NOT NULL,
  attempted_at timestamp with time zone NOT NULL,
  CONSTRAINT login_attempts_pkey PRIMARY KEY (id)
);

CREATE INDEX login_attempts_attempted_at_idx ON public.login_attempts USING btree (attempted_at);

CREATE INDEX login_attempts_email_idx ON public.login_attempts USING btree (email, attempted_at);

CREATE INDEX login_attempts_ip_idx ON public.login_attempts USING btree (ip, attempted_at);

CREATE TABLE manufacturers (
  id integer DEFAULT nextval('manufacturers_id_seq'::regclass) NOT NULL,
  name text NOT NULL,
  postal_address text NOT NULL,
  email text,
  website text,
  outside_eu boolean DEFAULT false NOT NULL,
  eu_responsible_name text,
  eu_responsible_address text,
  eu_responsible_email text,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT manufacturers_electronic_address CHECK (((email IS NOT NULL) OR (website IS NOT NULL))),
  CONSTRAINT manufacturers_eu_responsible CHECK (((NOT outside_eu) OR ((eu_responsible_name IS NOT NULL) AND (eu_responsible_address IS NOT NULL) AND (eu_responsible_email IS NOT NULL)))),
  CONSTRAINT manufacturers_pkey PRIMARY KEY (id)
);

CREATE UNIQUE INDEX manufacturers_name_idx ON public.manufacturers USING btree (catalogue_fold(name));

CREATE TABLE newsletter_emails (
  email text NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  confirmed_at timestamp with time zone,
  confirm_token_hash text,
  confirm_expires_at timestamp with time zone,
  confirm_sent_at timestamp with time zone,
  unsubscribe_token_hash text,
  CONSTRAINT newsletter_emails_pkey PRIMARY KEY (email),
  CONSTRAINT newsletter_emails_confirm_token_hash_key UNIQUE (confirm_token_hash),
  CONSTRAINT newsletter_emails_unsubscribe_token_hash_key UNIQUE (unsubscribe_token_hash)
);

CREATE TABLE order_events (
  id integer DEFAULT nextval('order_events_id_seq'::regclass) NOT NULL,
  order_id integer NOT NULL,
  kind text NOT NULL,
  from_status text,
  to_status text,
  actor_id integer,
  actor_email text,
  note text,
  created_at timestamp with time zone NOT NULL,
  CONSTRAINT order_events_kind_check CHECK ((kind = ANY (ARRAY['STATUS'::text, 'RECEIPT'::text, 'PAYMENT'::text, 'SHIPMENT'::text, 'REFUND'::text, 'INVOICE'::text, 'RETURN'::text]))),
  CONSTRAINT order_events_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES users(id) ON DELETE SET NULL,
  CONSTRAINT order_events_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders(id) ON DELETE CASCADE,
  CONSTRAINT order_events_pkey PRIMARY KEY (id)
);

CREATE INDEX order_events_order_idx ON public.order_events USING btree (order_id, id);

CREATE TABLE order_items (
  id integer DEFAULT nextval('order_items_id_seq'::regclass) NOT NULL,
  order_id integer NOT NULL,
  product_id integer NOT NULL,
  product_name text NOT NULL,
  product_images text[] DEFAULT '{}'::text[] NOT NULL,
  price integer NOT NULL,
  quantity integer NOT NULL,
  CONSTRAINT order_items_price_check CHECK ((price >= 0)),
  CONSTRAINT order_items_quantity_check CHECK ((quantity > 0)),
  CONSTRAINT order_items_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders(id) ON DELETE CASCADE,
  CONSTRAINT order_items_product_id_fkey FOREIGN KEY (product_id) REFERENCES products(id) ON DELETE RESTRICT,
  CONSTRAINT order_items_pkey PRIMARY KEY (id),
  CONSTRAINT order_items_order_id_product_id_key UNIQUE (order_id, product_id)
);

CREATE INDEX order_items_product_idx ON public.order_items USING btree (product_id);

CREATE TABLE orders (
  id integer DEFAULT nextval('orders_id_seq'::regclass) NOT NULL,
  user_id integer NOT NULL,
  customer_email text NOT NULL,
  status text NOT NULL,
  subtotal integer NOT NULL,
  shipping_cost integer NOT NULL,
  discount integer NOT NULL,
  total_amount integer NOT NULL,
  coupon_id integer,
  shipping_method text NOT NULL,
  parcel_locker_id text,
  shipping_address_id integer,
  shipping_address jsonb NOT NULL,
  invoice_details_id integer,
  invoice_details jsonb,
  return_url text NOT NULL,
  payment_provider text NOT NULL,
  payment_session_id text NOT NULL,
  payment_url text NOT NULL,
  payment_token text,
  payment_transaction_id bigint,
  paid_at timestamp with time zone,
  expires_at timestamp with time zone NOT NULL,
  cancel_reason text,
  cancelled_at timestamp with time zone,
  refund_required boolean DEFAULT false NOT NULL,
  receipt_id text,
  created_at timestamp with time zone NOT NULL,
  updated_at timestamp with time zone NOT NULL,
  professional_purchase boolean DEFAULT false NOT NULL,
  terms_version text,
  deviations jsonb,
  deviations_statement text,
  deviations_accepted_at timestamp with time zone,
  payment_reminded_at timestamp with time zone,
  CONSTRAINT orders_cancel_reason_check CHECK ((cancel_reason = ANY (ARRAY['EXPIRED'::text, 'STAFF'::text, 'WITHDRAWAL'::text]))),
  CONSTRAINT orders_check CHECK (((discount >= 0) AND (discount <= subtotal))),
  CONSTRAINT orders_check1 CHECK ((total_amount = ((subtotal - discount) + shipping_cost))),
  CONSTRAINT orders_check2 CHECK (((shipping_method = 'INPOST_PARCEL_LOCKER'::text) = (parcel_locker_id IS NOT NULL))),
  CONSTRAINT orders_check3 CHECK (((receipt_id IS NULL) OR (paid_at IS NOT NULL))),
  CONSTRAINT orders_check4 CHECK (((status = 'CANCELLED'::text) = (cancel_reason IS NOT NULL))),
  CONSTRAINT orders_deviations_whole CHECK ((((deviations IS NULL) = (deviations_statement IS NULL)) AND ((deviations IS NOT NULL) OR (deviations_accepted_at IS NULL)))),
  CONSTRAINT orders_shipping_cost_check CHECK ((shipping_cost >= 0)),
  CONSTRAINT orders_shipping_method_check CHECK ((shipping_method = ANY (ARRAY['INPOST_COURIER'::text, 'INPOST_PARCEL_LOCKER'::text]))),
  CONSTRAINT orders_status_check CHECK ((status = ANY (ARRAY['PENDING'::text, 'PAID'::text, 'SHIPPED'::text, 'DELIVERED'::text, 'CANCELLED'::text]))),
  CONSTRAINT orders_subtotal_check CHECK ((subtotal >= 0)),
  CONSTRAINT orders_coupon_id_fkey FOREIGN KEY (coupon_id) REFERENCES coupons(id) ON DELETE RESTRICT,
  CONSTRAINT orders_invoice_details_id_fkey FOREIGN KEY (invoice_details_id) REFERENCES invoice_details(id) ON DELETE SET NULL,
  CONSTRAINT orders_shipping_address_id_fkey FOREIGN KEY (shipping_address_id) REFERENCES addresses(id) ON DELETE SET NULL,
  CONSTRAINT orders_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE RESTRICT,
  CONSTRAINT orders_pkey PRIMARY KEY (id),
  CONSTRAINT orders_payment_session_id_key UNIQUE (payment_session_id),
  CONSTRAINT orders_receipt_id_key UNIQUE (receipt_id)
);

CREATE INDEX orders_pending_expiry_idx ON public.orders USING btree (expires_at) WHERE (status = 'PENDING'::text);

CREATE INDEX orders_refund_idx ON public.orders USING btree (created_at DESC) WHERE refund_required;

CREATE INDEX orders_status_idx ON public.orders USING btree (status, created_at DESC);

CREATE INDEX orders_unpaid_idx ON public.orders USING btree (user_id) WHERE (status = 'PENDING'::text);

CREATE INDEX orders_user_idx ON public.orders USING btree (user_id, created_at DESC);

CREATE TABLE outbox_emails (
  id integer DEFAULT nextval('outbox_emails_id_seq'::regclass) NOT NULL,
  kind text NOT NULL,
  order_id integer,
  recipient text NOT NULL,
  data jsonb DEFAULT '{}'::jsonb NOT NULL,
  created_at timestamp with time zone NOT NULL,
  attempts integer DEFAULT 0 NOT NULL,
  next_attempt_at timestamp with time zone,
  locked_until timestamp with time zone,
  claim_token uuid,
  last_error text,
  sent_at timestamp with time zone,
  bulk boolean DEFAULT false NOT NULL,
  CONSTRAINT outbox_emails_kind_fkey FOREIGN KEY (kind) REFERENCES email_kinds(kind),
  CONSTRAINT outbox_emails_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders(id) ON DELETE SET NULL,
  CONSTRAINT outbox_emails_pkey PRIMARY KEY (id)
);

CREATE INDEX outbox_emails_due_idx ON public.outbox_emails USING btree (bulk, next_attempt_at, id) WHERE (sent_at IS NULL);

CREATE INDEX outbox_emails_order_idx ON public.outbox_emails USING btree (order_id);

CREATE TABLE passkey_challenges (
  challenge text NOT NULL,
  purpose text NOT NULL,
  user_id integer,
  expires_at timestamp with time zone NOT NULL,
  CONSTRAINT passkey_challenges_purpose_check CHECK ((purpose = ANY (ARRAY['register'::text, 'sign-in'::text]))),
  CONSTRAINT passkey_challenges_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT passkey_challenges_pkey PRIMARY KEY (challenge)
);

CREATE INDEX passkey_challenges_expires_idx ON public.passkey_challenges USING btree (expires_at);

CREATE TABLE passkeys (
  id integer DEFAULT nextval('passkeys_id_seq'::regclass) NOT NULL,
  user_id integer NOT NULL,
  credential_id text NOT NULL,
  public_key text NOT NULL,
  counter bigint DEFAULT 0 NOT NULL,
  transports text[] DEFAULT '{}'::text[] NOT NULL,
  backed_up boolean DEFAULT false NOT NULL,
  name text NOT NULL,
  created_at timestamp with time zone NOT NULL,
  last_used_at timestamp with time zone,
  CONSTRAINT passkeys_name_check CHECK (((char_length(name) >= 1) AND (char_length(name) <= 60))),
  CONSTRAINT passkeys_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT passkeys_pkey PRIMARY KEY (id),
  CONSTRAINT passkeys_credential_id_key UNIQUE (credential_id)
);

CREATE INDEX passkeys_user_idx ON public.passkeys USING btree (user_id);

CREATE TABLE password_resets (
  id integer DEFAULT nextval('password_resets_id_seq'::regclass) NOT NULL,
  user_id integer NOT NULL,
  token_hash text NOT NULL,
  created_at timestamp with time zone NOT NULL,
  expires_at timestamp with time zone NOT NULL,
  used_at timestamp with time zone,
  invited_by text,
  CONSTRAINT password_resets_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT password_resets_pkey PRIMARY KEY (id),
  CONSTRAINT password_resets_token_hash_key UNIQUE (token_hash)
);

CREATE INDEX password_resets_user_idx ON public.password_resets USING btree (user_id) WHERE (used_at IS NULL);

CREATE TABLE payment_notifications (
  id integer DEFAULT nextval('payment_notifications_id_seq'::regclass) NOT NULL,
  provider text NOT NULL,
  session_id text,
  order_id integer,
  transaction_id bigint,
  amount bigint,
  outcome text NOT NULL,
  detail text,
  payload jsonb NOT NULL,
  received_at timestamp with time zone NOT NULL,
  CONSTRAINT payment_notifications_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders(id) ON DELETE SET NULL,
  CONSTRAINT payment_notifications_pkey PRIMARY KEY (id)
);

CREATE INDEX payment_notifications_order_idx ON public.payment_notifications USING btree (order_id);

CREATE TABLE price_alert_consents (
  user_id integer NOT NULL,
  consented_at timestamp with time zone NOT NULL,
  withdraw_token text DEFAULT (gen_random_uuid())::text NOT NULL,
  CONSTRAINT price_alert_consents_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT price_alert_consents_pkey PRIMARY KEY (user_id)
);

CREATE UNIQUE INDEX price_alert_consents_withdraw_token_idx ON public.price_alert_consents USING btree (withdraw_token);

CREATE TABLE price_alerts_sent (
  user_id integer NOT NULL,
  product_id integer NOT NULL,
  level smallint NOT NULL,
  sent_at timestamp with time zone NOT NULL,
  CONSTRAINT price_alerts_sent_level_check CHECK (((level >= 1) AND (level <= 6))),
  CONSTRAINT price_alerts_sent_product_id_fkey FOREIGN KEY (product_id) REFERENCES products(id) ON DELETE CASCADE,
  CONSTRAINT price_alerts_sent_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT price_alerts_sent_pkey PRIMARY KEY (user_id, product_id, level)
);

CREATE INDEX price_alerts_sent_product_idx ON public.price_alerts_sent USING btree (product_id);

CREATE TABLE price_history (
  product_id integer NOT NULL,
  effective_from timestamp with time zone NOT NULL,
  price integer NOT NULL,
  omnibus_price integer NOT NULL,
  reason text NOT NULL,
  CONSTRAINT price_history_omnibus_price_check CHECK ((omnibus_price >= 0)),
  CONSTRAINT price_history_price_check CHECK ((price >= 0)),
  CONSTRAINT price_history_reason_check CHECK ((reason = ANY (ARRAY['CREATED'::text, 'SCHEDULE'::text, 'STAFF_EDIT'::text, 'WITHDRAWN'::text, 'REDROP'::text]))),
  CONSTRAINT price_history_product_id_fkey FOREIGN KEY (product_id) REFERENCES products(id) ON DELETE CASCADE,
  CONSTRAINT price_history_pkey PRIMARY KEY (product_id, effective_from)
);

CREATE TABLE price_targets (
  user_id integer NOT NULL,
  product_id integer NOT NULL,
  price integer NOT NULL,
  set_at timestamp with time zone NOT NULL,
  reached_at timestamp with time zone,
  reached_level smallint,
  CONSTRAINT price_targets_price_check CHECK ((price > 0)),
  CONSTRAINT price_targets_product_id_fkey FOREIGN KEY (product_id) REFERENCES products(id) ON DELETE CASCADE,
  CONSTRAINT price_targets_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT price_targets_pkey PRIMARY KEY (user_id, product_id)
);

CREATE INDEX price_targets_waiting_idx ON public.price_targets USING btree (product_id) WHERE (reached_at IS NULL);

CREATE TABLE product_documents (
  product_id integer NOT NULL,
  url text NOT NULL,
  file_name text NOT NULL,
  size_bytes integer NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT product_documents_size_bytes_check CHECK ((size_bytes > 0)),
  CONSTRAINT product_documents_product_id_fkey FOREIGN KEY (product_id) REFERENCES products(id) ON DELETE CASCADE,
  CONSTRAINT product_documents_pkey PRIMARY KEY (product_id)
);

CREATE TABLE product_images (
  id integer DEFAULT nextval('product_images_id_seq'::regclass) NOT NULL,
  product_id integer NOT NULL,
  position integer NOT NULL,
  url text NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  source_hash text,
  CONSTRAINT product_images_product_id_fkey FOREIGN KEY (product_id) REFERENCES products(id) ON DELETE CASCADE,
  CONSTRAINT product_images_pkey PRIMARY KEY (id),
  CONSTRAINT product_images_product_id_url_key UNIQUE (product_id, url)
);

CREATE INDEX product_images_product_idx ON public.product_images USING btree (product_id, "position", id);

CREATE TABLE products (
  id integer DEFAULT nextval('products_id_seq'::regclass) NOT NULL,
  drop_id integer NOT NULL,
  name text NOT NULL,
  description text NOT NULL,
  price_type text NOT NULL,
  msrp integer,
  price integer,
  purchase_price integer NOT NULL,
  stock integer NOT NULL,
  category text NOT NULL,
  condition text NOT NULL,
  source_url text,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  reserved integer DEFAULT 0 NOT NULL,
  reserved_until timestamp with time zone,
  withdrawn_at timestamp with time zone,
  manufacturer_id integer,
  model text,
  gtin text,
  serial_number text,
  safety_information text,
  inspection_notes text,
  placed_before_gpsr boolean DEFAULT false NOT NULL,
  sku text,
  recalled_at timestamp with time zone,
  recall_notice text,
  CONSTRAINT products_category_check CHECK ((category = ANY (ARRAY['CLOTHING'::text, 'ACCESSORIES'::text, 'ELECTRONICS'::text, 'HOME_AND_GARDEN'::text, 'SPORT'::text, 'TOYS'::text, 'OTHER'::text]))),
  CONSTRAINT products_condition_check CHECK ((condition = ANY (ARRAY['NEW'::text, 'USED'::text, 'MISSING_PARTS'::text, 'DEFECTIVE'::text]))),
  CONSTRAINT products_msrp_check CHECK ((msrp >= 0)),
  CONSTRAINT products_price_by_type CHECK ((((price_type = 'STATIC'::text) AND (price IS NOT NULL)) OR ((price_type = 'DYNAMIC_LEVELS'::text) AND (msrp IS NOT NULL) AND (price IS NULL)))),
  CONSTRAINT products_price_check CHECK ((price >= 0)),
  CONSTRAINT products_price_type_check CHECK ((price_type = ANY (ARRAY['STATIC'::text, 'DYNAMIC_LEVELS'::text]))),
  CONSTRAINT products_purchase_price_check CHECK ((purchase_price >= 0)),
  CONSTRAINT products_recall_whole CHECK ((((recalled_at IS NULL) = (recall_notice IS NULL)) AND ((recalled_at IS NULL) OR (withdrawn_at IS NOT NULL)))),
  CONSTRAINT products_reserved_check CHECK ((reserved >= 0)),
  CONSTRAINT products_reserved_until CHECK (((reserved = 0) = (reserved_until IS NULL))),
  CONSTRAINT products_stock_check CHECK ((stock >= 0)),
  CONSTRAINT products_drop_id_fkey FOREIGN KEY (drop_id) REFERENCES drops(id),
  CONSTRAINT products_manufacturer_id_fkey FOREIGN KEY (manufacturer_id) REFERENCES manufacturers(id),
  CONSTRAINT products_pkey PRIMARY KEY (id)
);

CREATE INDEX products_category_idx ON public.products USING btree (category, id);

CREATE INDEX products_drop_idx ON public.products USING btree (drop_id, id);

CREATE INDEX products_gtin_idx ON public.products USING btree (drop_id, gtin) WHERE (gtin IS NOT NULL);

CREATE INDEX products_manufacturer_idx ON public.products USING btree (manufacturer_id);

CREATE INDEX products_search_idx ON public.products USING gin (catalogue_fold(((name || ' '::text) || description)) gin_trgm_ops);

CREATE UNIQUE INDEX products_sku_idx ON public.products USING btree (sku) WHERE (sku IS NOT NULL);

CREATE TABLE push_subscriptions (
  id integer DEFAULT nextval('push_subscriptions_id_seq'::regclass) NOT NULL,
  user_id integer NOT NULL,
  endpoint text NOT NULL,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at timestamp with time zone NOT NULL,
  withdraw_token text DEFAULT (gen_random_uuid())::text NOT NULL,
  CONSTRAINT push_subscriptions_auth_check CHECK ((char_length(auth) <= 100)),
  CONSTRAINT push_subscriptions_endpoint_check CHECK ((char_length(endpoint) <= 1000)),
  CONSTRAINT push_subscriptions_p256dh_check CHECK ((char_length(p256dh) <= 200)),
  CONSTRAINT push_subscriptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT push_subscriptions_pkey PRIMARY KEY (id)
);

CREATE UNIQUE INDEX push_subscriptions_endpoint_idx ON public.push_subscriptions USING btree (endpoint);

CREATE INDEX push_subscriptions_user_idx ON public.push_subscriptions USING btree (user_id);

CREATE UNIQUE INDEX push_subscriptions_withdraw_token_idx ON public.push_subscriptions USING btree (withdraw_token);

CREATE TABLE refund_notifications (
  id integer DEFAULT nextval('refund_notifications_id_seq'::regclass) NOT NULL,
  refund_id integer,
  refunds_uuid text,
  request_id text,
  transaction_id bigint,
  amount bigint,
  outcome text NOT NULL,
  detail text,
  payload jsonb NOT NULL,
  received_at timestamp with time zone NOT NULL,
  CONSTRAINT refund_notifications_refund_id_fkey FOREIGN KEY (refund_id) REFERENCES refunds(id) ON DELETE SET NULL,
  CONSTRAINT refund_notifications_pkey PRIMARY KEY (id)
);

CREATE INDEX refund_notifications_refund_idx ON public.refund_notifications USING btree (refund_id);

CREATE TABLE refunds (
  id integer DEFAULT nextval('refunds_id_seq'::regclass) NOT NULL,
  order_id integer NOT NULL,
  uuid text NOT NULL,
  request_id text NOT NULL,
  transaction_id bigint NOT NULL,
  session_id text NOT NULL,
  amount integer NOT NULL,
  reason text NOT NULL,
  items jsonb DEFAULT '[]'::jsonb NOT NULL,
  shipping boolean DEFAULT false NOT NULL,
  note text,
  idempotency_key text,
  status text DEFAULT 'PENDING'::text NOT NULL,
  attempts integer DEFAULT 0 NOT NULL,
  next_attempt_at timestamp with time zone,
  sent_at timestamp with time zone,
  last_error text,
  provider_message text,
  created_by integer,
  created_at timestamp with time zone NOT NULL,
  settled_at timestamp with time zone,
  reduced_item_id integer,
  CONSTRAINT refunds_amount_check CHECK ((amount > 0)),
  CONSTRAINT refunds_check CHECK (((status = 'PENDING'::text) = (settled_at IS NULL))),
  CONSTRAINT refunds_reason_check CHECK ((reason = ANY (ARRAY['LATE_PAYMENT'::text, 'DOUBLE_PAYMENT'::text, 'STAFF'::text, 'PRICE_REDUCTION'::text]))),
  CONSTRAINT refunds_reduction_check CHECK (((reason = 'PRICE_REDUCTION'::text) = (reduced_item_id IS NOT NULL))),
  CONSTRAINT refunds_status_check CHECK ((status = ANY (ARRAY['PENDING'::text, 'COMPLETED'::text, 'REJECTED'::text]))),
  CONSTRAINT refunds_created_by_fkey FOREIGN KEY (created_by) REFERENCES users(id) ON DELETE SET NULL,
  CONSTRAINT refunds_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders(id) ON DELETE RESTRICT,
  CONSTRAINT refunds_reduced_item_id_fkey FOREIGN KEY (reduced_item_id) REFERENCES order_items(id) ON DELETE RESTRICT,
  CONSTRAINT refunds_pkey PRIMARY KEY (id),
  CONSTRAINT refunds_request_id_key UNIQUE (request_id),
  CONSTRAINT refunds_uuid_key UNIQUE (uuid)
);

CREATE UNIQUE INDEX refunds_automatic_once ON public.refunds USING btree (transaction_id) WHERE (reason = ANY (ARRAY['LATE_PAYMENT'::text, 'DOUBLE_PAYMENT'::text]));

CREATE UNIQUE INDEX refunds_idempotency_key ON public.refunds USING btree (order_id, idempotency_key) WHERE (idempotency_key IS NOT NULL);

CREATE INDEX refunds_order_idx ON public.refunds USING btree (order_id, id);

CREATE INDEX refunds_unsent_idx ON public.refunds USING btree (next_attempt_at) WHERE ((status = 'PENDING'::text) AND (sent_at IS NULL));

CREATE TABLE returns (
  id integer DEFAULT nextval('returns_id_seq'::regclass) NOT NULL,
  order_id integer NOT NULL,
  type text NOT NULL,
  status text DEFAULT 'REQUESTED'::text NOT NULL,
  items jsonb NOT NULL,
  description text,
  photo_name text,
  created_at timestamp with time zone NOT NULL,
  ship_by timestamp with time zone NOT NULL,
  received_at timestamp with time zone,
  answer_by timestamp with time zone,
  decided_at timestamp with time zone,
  decided_by integer,
  rejection_reason text,
  refund_id integer,
  deduction integer,
  deduction_reason text,
  remedy text,
  CONSTRAINT returns_answer_by_check CHECK (
CASE
    WHEN (type = 'COMPLAINT'::text) THEN (answer_by IS NOT NULL)
    ELSE ((received_at IS NULL) = (answer_by IS NULL))
END),
  CONSTRAINT returns_check CHECK (((status = ANY (ARRAY['ACCEPTED'::text, 'REJECTED'::text])) = (decided_at IS NOT NULL))),
  CONSTRAINT returns_check1 CHECK (((status = 'REJECTED'::text) = (rejection_reason IS NOT NULL))),
  CONSTRAINT returns_check3 CHECK (((status <> 'RECEIVED'::text) OR (received_at IS NOT NULL))),
  CONSTRAINT returns_deduction_check CHECK ((((deduction IS NULL) = (deduction_reason IS NULL)) AND ((deduction IS NULL) OR ((deduction > 0) AND (type = 'WITHDRAWAL'::text) AND (status = 'ACCEPTED'::text))))),
  CONSTRAINT returns_remedy_of_complaint CHECK (((remedy IS NULL) OR ((type = 'COMPLAINT'::text) AND (remedy = ANY (ARRAY['REPAIR'::text, 'REPLACEMENT'::text, 'PRICE_REDUCTION'::text, 'WITHDRAWAL'::text]))))),
  CONSTRAINT returns_status_check CHECK ((status = ANY (ARRAY['REQUESTED'::text, 'RECEIVED'::text, 'ACCEPTED'::text, 'REJECTED'::text]))),
  CONSTRAINT returns_type_check CHECK ((type = ANY (ARRAY['WITHDRAWAL'::text, 'COMPLAINT'::text]))),
  CONSTRAINT returns_decided_by_fkey FOREIGN KEY (decided_by) REFERENCES users(id) ON DELETE SET NULL,
  CONSTRAINT returns_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders(id) ON DELETE RESTRICT,
  CONSTRAINT returns_refund_id_fkey FOREIGN KEY (refund_id) REFERENCES refunds(id) ON DELETE RESTRICT,
  CONSTRAINT returns_pkey PRIMARY KEY (id)
);

CREATE INDEX returns_open_idx ON public.returns USING btree (COALESCE(answer_by, ship_by)) WHERE (status = ANY (ARRAY['REQUESTED'::text, 'RECEIVED'::text]));

CREATE INDEX returns_order_idx ON public.returns USING btree (order_id, id);

CREATE TABLE saved_search_matches (
  saved_search_id integer NOT NULL,
  product_id integer NOT NULL,
  told_at timestamp with time zone NOT NULL,
  CONSTRAINT saved_search_matches_pkey PRIMARY KEY (saved_search_id, product_id)
);

CREATE TABLE saved_search_rounds (
  id boolean DEFAULT true NOT NULL,
  matched_until timestamp with time zone NOT NULL,
  CONSTRAINT saved_search_rounds_id_check CHECK (id),
  CONSTRAINT saved_search_rounds_pkey PRIMARY KEY (id)
);

CREATE TABLE saved_searches (
  id integer DEFAULT nextval('saved_searches_id_seq'::regclass) NOT NULL,
  user_id integer NOT NULL,
  name text NOT NULL,
  term text,
  term_pattern text,
  category text,
  max_price integer,
  created_at timestamp with time zone NOT NULL,
  withdraw_token text DEFAULT (gen_random_uuid())::text NOT NULL,
  CONSTRAINT saved_searches_check CHECK (((term IS NOT NULL) OR (category IS NOT NULL) OR (max_price IS NOT NULL))),
  CONSTRAINT saved_searches_check1 CHECK (((term IS NULL) = (term_pattern IS NULL))),
  CONSTRAINT saved_searches_max_price_check CHECK ((max_price > 0)),
  CONSTRAINT saved_searches_name_check CHECK (((char_length(name) >= 1) AND (char_length(name) <= 80))),
  CONSTRAINT saved_searches_term_check CHECK (((char_length(term) >= 3) AND (char_length(term) <= 100))),
  CONSTRAINT saved_searches_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT saved_searches_pkey PRIMARY KEY (id)
);

CREATE INDEX saved_searches_user_idx ON public.saved_searches USING btree (user_id, id);

CREATE UNIQUE INDEX saved_searches_withdraw_token_idx ON public.saved_searches USING btree (withdraw_token);

CREATE TABLE shipments (
  id integer DEFAULT nextval('shipments_id_seq'::regclass) NOT NULL,
  order_id integer NOT NULL,
  service text,
  parcel_size text,
  target_point text,
  shipx_id bigint,
  status text NOT NULL,
  tracking_number text,
  created_by integer,
  created_at timestamp with time zone NOT NULL,
  updated_at timestamp with time zone NOT NULL,
  checked_at timestamp with time zone NOT NULL,
  carrier text DEFAULT 'INPOST'::text NOT NULL,
  tracking_page text,
  CONSTRAINT shipments_by_hand_check CHECK ((((service IS NULL) = (parcel_size IS NULL)) AND ((service IS NOT NULL) OR ((tracking_number IS NOT NULL) AND (shipx_id IS NULL))))),
  CONSTRAINT shipments_carrier_check CHECK ((carrier = ANY (ARRAY['INPOST'::text, 'DPD'::text, 'DHL'::text, 'POCZTA_POLSKA'::text, 'GLS'::text, 'UPS'::text, 'FEDEX'::text, 'ORLEN'::text, 'OTHER'::text]))),
  CONSTRAINT shipments_check1 CHECK (((service = 'inpost_locker_standard'::text) = (target_point IS NOT NULL))),
  CONSTRAINT shipments_parcel_size_check CHECK ((parcel_size = ANY (ARRAY['small'::text, 'medium'::text, 'large'::text]))),
  CONSTRAINT shipments_service_check CHECK ((service = ANY (ARRAY['inpost_locker_standard'::text, 'inpost_courier_standard'::text]))),
  CONSTRAINT shipments_shipx_id_check CHECK (((shipx_id IS NULL) = (status = ANY (ARRAY['creating'::text, 'HANDED_OVER'::text])))),
  CONSTRAINT shipments_created_by_fkey FOREIGN KEY (created_by) REFERENCES users(id) ON DELETE SET NULL,
  CONSTRAINT shipments_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders(id) ON DELETE CASCADE,
  CONSTRAINT shipments_pkey PRIMARY KEY (id),
  CONSTRAINT shipments_order_id_key UNIQUE (order_id),
  CONSTRAINT shipments_shipx_id_key UNIQUE (shipx_id)
);

CREATE INDEX shipments_checked_idx ON public.shipments USING btree (checked_at) WHERE (shipx_id IS NOT NULL);

CREATE TABLE sms_phones (
  user_id integer NOT NULL,
  phone text NOT NULL,
  code_hash text,
  code_expires_at timestamp with time zone,
  code_sent_at timestamp with time zone,
  code_tries integer DEFAULT 0 NOT NULL,
  confirmed_at timestamp with time zone,
  withdraw_token text DEFAULT (gen_random_uuid())::text NOT NULL,
  CONSTRAINT sms_phones_phone_check CHECK ((phone ~ '^48[0-9]{9}$'::text)),
  CONSTRAINT sms_phones_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT sms_phones_pkey PRIMARY KEY (user_id)
);

CREATE UNIQUE INDEX sms_phones_withdraw_token_idx ON public.sms_phones USING btree (withdraw_token);

CREATE TABLE user_coupons (
  user_id integer NOT NULL,
  coupon_id integer NOT NULL,
  assigned_at timestamp with time zone NOT NULL,
  order_id integer,
  CONSTRAINT user_coupons_coupon_id_fkey FOREIGN KEY (coupon_id) REFERENCES coupons(id) ON DELETE CASCADE,
  CONSTRAINT user_coupons_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders(id) ON DELETE SET NULL,
  CONSTRAINT user_coupons_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT user_coupons_pkey PRIMARY KEY (user_id, coupon_id)
);

CREATE INDEX user_coupons_order_idx ON public.user_coupons USING btree (order_id) WHERE (order_id IS NOT NULL);

CREATE TABLE users (
  id integer DEFAULT nextval('users_id_seq'::regclass) NOT NULL,
  email text NOT NULL,
  phone text,
  password_hash text NOT NULL,
  scopes text[] DEFAULT '{}'::text[] NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  session_version integer DEFAULT 0 NOT NULL,
  terms_accepted_at timestamp with time zone,
  terms_version text,
  deactivated_at timestamp with time zone,
  blocked_at timestamp with time zone,
  block_reason text,
  owner boolean DEFAULT false NOT NULL,
  passkey_required boolean DEFAULT false NOT NULL,
  passkey_handle text,
  CONSTRAINT users_pkey PRIMARY KEY (id),
  CONSTRAINT users_email_key UNIQUE (email),
  CONSTRAINT users_passkey_handle_key UNIQUE (passkey_handle)
);

CREATE TABLE wishlist_products (
  wishlist_id integer NOT NULL,
  product_id integer NOT NULL,
  added_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT wishlist_products_product_id_fkey FOREIGN KEY (product_id) REFERENCES products(id) ON DELETE CASCADE,
  CONSTRAINT wishlist_products_wishlist_id_fkey FOREIGN KEY (wishlist_id) REFERENCES wishlists(id) ON DELETE CASCADE,
  CONSTRAINT wishlist_products_pkey PRIMARY KEY (wishlist_id, product_id)
);

CREATE INDEX wishlist_products_product_idx ON public.wishlist_products USING btree (product_id);

CREATE TABLE wishlists (
  id integer DEFAULT nextval('wishlists_id_seq'::regclass) NOT NULL,
  user_id integer NOT NULL,
  name text NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT wishlists_name_check CHECK (((char_length(name) >= 1) AND (char_length(name) <= 100))),
  CONSTRAINT wishlists_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT wishlists_pkey PRIMARY KEY (id)
);

CREATE INDEX wishlists_user_idx ON public.wishlists USING btree (user_id, id);

CREATE OR REPLACE FUNCTION public.add_to_carts(p_adds jsonb)
 RETURNS TABLE(added boolean, lines jsonb)
 LANGUAGE plpgsql
AS $function$
DECLARE
  a record;
  done boolean;
  withdrawn boolean;
  answers jsonb[] := '{}';
BEGIN
  FOR a IN
    SELECT n, (e->>'user_id')::integer AS user_id, (e->>'product_id')::integer AS product_id,
           (e->>'quantity')::integer AS quantity, (e->>'max_quantity')::integer AS max_quantity
      FROM jsonb_array_elements(p_adds) WITH ORDINALITY AS t(e, n)
     ORDER BY 2, 1
  LOOP
    done := NULL;
    withdrawn := EXISTS (SELECT FROM products WHERE id = a.product_id AND withdrawn_at IS NOT NULL);
    IF NOT withdrawn THEN
      BEGIN
        INSERT INTO cart_items (user_id, product_id, quantity)
        VALUES (a.user_id, a.product_id, a.quantity)
        ON CONFLICT (user_id, product_id) DO UPDATE
          SET quantity = cart_items.quantity + excluded.quantity
          WHERE cart_items.quantity + excluded.quantity <= a.max_quantity
        RETURNING true INTO done;
      EXCEPTION WHEN foreign_key_violation THEN
        -- The product was deleted a moment ago: nothing to add.
        done := NULL;
      END;
    END IF;
    answers[a.n] := jsonb_build_object(
      'added', CASE WHEN withdrawn THEN NULL ELSE coalesce(done, false) END,
      'lines', (SELECT coalesce(jsonb_agg(jsonb_build_object('id', c.id,
                  'productId', c.product_id, 'quantity', c.quantity) ORDER BY c.id), '[]')
                  FROM cart_items c WHERE c.user_id = a.user_id));
  END LOOP;
  RETURN QUERY
    SELECT (x->>'added')::boolean, x->'lines' FROM unnest(answers) WITH ORDINALITY AS u(x, n)
     ORDER BY n;
END $function$;

CREATE OR REPLACE FUNCTION public.announce_product_change(product_id integer, drop_ids json, category_names json, count_changed boolean, free_stock integer DEFAULT NULL::integer)
 RETURNS void
 LANGUAGE sql
AS $function$
  SELECT pg_notify('catalogue', json_build_object('product', product_id, 'drops', drop_ids,
    'categories', category_names, 'count', count_changed, 'stock', free_stock)::text);
$function$;

CREATE OR REPLACE FUNCTION public.announce_sessions_ended()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('sessions', OLD.id::text);
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.audit_events_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.staff_id IS NULL AND OLD.staff_id IS NOT NULL
       AND (to_jsonb(NEW) - 'staff_id') = (to_jsonb(OLD) - 'staff_id') THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$function$;

CREATE OR REPLACE FUNCTION public.catalogue_fold(value text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $function$;

CREATE OR REPLACE FUNCTION public.claim_coupon(p_user_id integer, p_coupon_id integer, p_order_id integer)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF EXISTS (SELECT FROM coupons WHERE id = p_coupon_id AND deactivated_at IS NOT NULL) THEN
    RAISE EXCEPTION 'coupon_deactivated';
  END IF;
  UPDATE user_coupons SET order_id = p_order_id
   WHERE user_id = p_user_id AND coupon_id = p_coupon_id AND order_id IS NULL;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'coupon_already_used';
  END IF;
  UPDATE coupons SET times_used = times_used + 1
   WHERE id = p_coupon_id AND times_used < usage_limit;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'coupon_limit_reached';
  END IF;
END $function$;

CREATE OR REPLACE FUNCTION public.count_drop_items()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE drops d SET item_quantity = item_quantity + added.n
      FROM (SELECT drop_id, count(*) AS n FROM new_rows GROUP BY drop_id) added
     WHERE d.id = added.drop_id;
  ELSE
    UPDATE drops d SET item_quantity = item_quantity - removed.n
      FROM (SELECT drop_id, count(*) AS n FROM old_rows GROUP BY drop_id) removed
     WHERE d.id = removed.drop_id;
  END IF;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.hold_stock(p_product_id integer, p_quantity integer, p_until timestamp with time zone)
 RETURNS boolean
 LANGUAGE sql
AS $function$
  WITH held AS (
    UPDATE products
       SET stock = stock - p_quantity,
           reserved = reserved + p_quantity,
           reserved_until = least(reserved_until, p_until)
     WHERE id = p_product_id AND stock >= p_quantity
    RETURNING id
  )
  SELECT EXISTS (SELECT FROM held);
$function$;

CREATE OR REPLACE FUNCTION public.move_drop_item()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE drops SET item_quantity = item_quantity - 1 WHERE id = OLD.drop_id;
  UPDATE drops SET item_quantity = item_quantity + 1 WHERE id = NEW.drop_id;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.notify_drop_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW IS NOT DISTINCT FROM OLD THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('catalogue', json_build_object('drop', coalesce(NEW.id, OLD.id))::text);
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.notify_manufacturer_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM announce_product_change(p.id, json_build_array(p.drop_id),
      json_build_array(p.category), false, p.stock)
    FROM products p WHERE p.manufacturer_id = NEW.id;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.notify_product_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW IS NOT DISTINCT FROM OLD THEN
    RETURN NULL;
  END IF;
  PERFORM announce_product_change(coalesce(NEW.id, OLD.id),
    json_build_array(NEW.drop_id, OLD.drop_id), json_build_array(NEW.category, OLD.category),
    TG_OP <> 'UPDATE' OR NEW.drop_id IS DISTINCT FROM OLD.drop_id, NEW.stock);
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.notify_product_image_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  product record;
BEGIN
  SELECT id, drop_id, category INTO product
    FROM products WHERE id = coalesce(NEW.product_id, OLD.product_id);
  IF FOUND THEN
    PERFORM announce_product_change(product.id, json_build_array(product.drop_id),
      json_build_array(product.category), false);
  END IF;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.place_one_order(p_order jsonb, p_items jsonb, p_note text, p_max_unpaid integer, OUT placed integer, OUT refusal text, OUT detail text)
 RETURNS record
 LANGUAGE plpgsql
AS $function$
DECLARE
  o orders := jsonb_populate_record(NULL::orders, p_order);
  unpaid integer;
  new_id integer;
  gone integer;
  withdrawn boolean;
  line record;
BEGIN
  -- The block's writes are undone when a guard raises (an implicit savepoint).
  BEGIN
    -- A piece withdrawn or already gone is refused before anything is written: at an opening
    -- most refused orders are for pieces sold a moment earlier. (hold_stock below stays the
    -- guard of the stock.) A withdrawn product is named first, as its refusal says more.
    SELECT i.product_id, p.withdrawn_at IS NOT NULL INTO gone, withdrawn
      FROM jsonb_populate_recordset(NULL::order_items, p_items) i
      JOIN products p ON p.id = i.product_id
     WHERE p.withdrawn_at IS NOT NULL OR p.stock < i.quantity
     ORDER BY p.withdrawn_at IS NULL, i.product_id LIMIT 1;
    IF FOUND THEN
      IF withdrawn THEN
        RAISE EXCEPTION 'product_withdrawn' USING DETAIL = gone;
      END IF;
      RAISE EXCEPTION 'out_of_stock' USING DETAIL = gone;
    END IF;

    SELECT jsonb_build_object('id', a.id, 'name', a.name, 'street', a.street, 'city', a.city,
             'postalCode', a.postal_code, 'country', a.country)
      INTO o.shipping_address
      FROM addresses a WHERE a.id = o.shipping_address_id AND a.user_id = o.user_id;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'address_not_found';
    END IF;
    IF o.invoice_details_id IS NOT NULL THEN
      SELECT jsonb_build_object('id', d.id, 'name', d.name, 'street', d.street, 'city', d.city,
               'postalCode', d.postal_code, 'country', d.country, 'taxId', d.tax_id)
        INTO o.invoice_details
        FROM invoice_details d WHERE d.id = o.invoice_details_id AND d.user_id = o.user_id;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'invoice_details_not_found';
      END IF;
    END IF;

    -- The shopper's orders are placed one at a time (place_orders holds the shopper's lock), so
    -- two cannot both pass the limit; the count sees every order committed before it and the
    -- batch's own.
    SELECT count(*) INTO unpaid FROM orders
     WHERE user_id = o.user_id AND status = 'PENDING' AND expires_at > o.created_at;
    IF unpaid >= p_max_unpaid THEN
      RAISE EXCEPTION 'too_many_unpaid_orders' USING DETAIL = unpaid;
    END IF;

    INSERT INTO orders (user_id, customer_email, status, subtotal, shipping_cost, discount,
        total_amount, coupon_id, shipping_method, parcel_locker_id, shipping_address_id,
        shipping_address, invoice_details_id, invoice_details, return_url, payment_provider,
        payment_session_id, payment_url, expires_at, created_at, updated_at,
        professional_purchase, terms_version, deviations, deviations_statement,
        deviations_accepted_at)
    VALUES (o.user_id, o.customer_email, o.status, o.subtotal, o.shipping_cost, o.discount,
        o.total_amount, o.coupon_id, o.shipping_method, o.parcel_locker_id, o.shipping_address_id,
        o.shipping_address, o.invoice_details_id, o.invoice_details, o.return_url,
        o.payment_provider, o.payment_session_id, o.payment_url, o.expires_at, o.created_at,
        o.updated_at, coalesce(o.professional_purchase, false), o.terms_version, o.deviations,
        o.deviations_statement, o.deviations_accepted_at)
    RETURNING id INTO new_id;

    INSERT INTO order_items (order_id, product_id, product_name, product_images, price, quantity)
    SELECT new_id, i.product_id, i.product_name, coalesce(i.product_images, '{}'), i.price,
           i.quantity
      FROM jsonb_populate_recordset(NULL::order_items, p_items) i;

    INSERT INTO order_events (order_id, kind, to_status, note, created_at)
    VALUES (new_id, 'STATUS', o.status, p_note, o.created_at);

    DELETE FROM cart_items c
     USING jsonb_populate_recordset(NULL::order_items, p_items) i
     WHERE c.user_id = o.user_id AND c.product_id = i.product_id;

    -- The product rows are locked already (place_orders); in product order all the same.
    FOR line IN
      SELECT i.product_id, i.quantity FROM jsonb_populate_recordset(NULL::order_items, p_items) i
       ORDER BY i.product_id
    LOOP
      IF NOT hold_stock(line.product_id, line.quantity, o.expires_at) THEN
        RAISE EXCEPTION 'out_of_stock' USING DETAIL = line.product_id;
      END IF;
    END LOOP;

    IF o.coupon_id IS NOT NULL THEN
      PERFORM claim_coupon(o.user_id, o.coupon_id, new_id);
    END IF;

    placed := new_id;
  EXCEPTION
    WHEN raise_exception THEN
      GET STACKED DIAGNOSTICS refusal = MESSAGE_TEXT, detail = PG_EXCEPTION_DETAIL;
    WHEN foreign_key_violation THEN
      refusal := 'order_data_changed';
    WHEN OTHERS THEN
      refusal := 'failed';
      detail := SQLSTATE || ' ' || SQLERRM;
  END;
END $function$;

CREATE OR REPLACE FUNCTION public.place_orders(p_orders jsonb, p_max_unpaid integer, p_sync text)
 RETURNS TABLE(placed integer, refusal text, detail text)
 LANGUAGE plpgsql
AS $function$
DECLARE
  shopper integer;
  entry jsonb;
  placed_ids integer[] := '{}';
BEGIN
  FOR shopper IN
    SELECT DISTINCT (e->'order'->>'user_id')::integer FROM jsonb_array_elements(p_orders) e
     ORDER BY 1
  LOOP
    PERFORM pg_advisory_xact_lock(724012, shopper);
  END LOOP;
  PERFORM FROM products
   WHERE id IN (SELECT (i->>'product_id')::integer
                  FROM jsonb_array_elements(p_orders) e, jsonb_array_elements(e->'items') i)
   ORDER BY id FOR NO KEY UPDATE;
  PERFORM FROM coupons
   WHERE id IN (SELECT (e->'order'->>'coupon_id')::integer FROM jsonb_array_elements(p_orders) e)
   ORDER BY id FOR NO KEY UPDATE;

  FOR entry IN
    SELECT e FROM jsonb_array_elements(p_orders) WITH ORDINALITY AS t(e, n) ORDER BY n
  LOOP
    SELECT o.placed, o.refusal, o.detail INTO placed, refusal, detail
      FROM place_one_order(entry->'order', entry->'items', entry->>'note', p_max_unpaid) o;
    IF placed IS NOT NULL THEN
      placed_ids := placed_ids || placed;
    END IF;
    RETURN NEXT;
  END LOOP;

  INSERT INTO outbox_emails (kind, order_id, recipient, created_at, next_attempt_at)
  SELECT 'PLACED', o.id, o.customer_email, o.created_at, o.created_at
    FROM orders o WHERE o.id = ANY (placed_ids);

  -- The API answers each placed order once this replica has seen the batch (catalogue/changes.ts).
  PERFORM pg_notify('catalogue', json_build_object('sync', p_sync)::text);
END $function$;

CREATE TRIGGER audit_events_append_only BEFORE DELETE OR UPDATE ON public.audit_events FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();

CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON public.audit_events FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();

CREATE TRIGGER drops_notify AFTER INSERT OR DELETE OR UPDATE ON public.drops FOR EACH ROW EXECUTE FUNCTION notify_drop_change();

CREATE TRIGGER manufacturers_notify AFTER UPDATE ON public.manufacturers FOR EACH ROW EXECUTE FUNCTION notify_manufacturer_change();

CREATE TRIGGER product_documents_notify AFTER INSERT OR DELETE OR UPDATE ON public.product_documents FOR EACH ROW EXECUTE FUNCTION notify_product_image_change();

CREATE TRIGGER product_images_notify AFTER INSERT OR DELETE OR UPDATE ON public.product_images FOR EACH ROW EXECUTE FUNCTION notify_product_image_change();

CREATE TRIGGER products_count_delete AFTER DELETE ON public.products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_drop_items();

CREATE TRIGGER products_count_insert AFTER INSERT ON public.products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_drop_items();

CREATE TRIGGER products_count_move AFTER UPDATE OF drop_id ON public.products FOR EACH ROW WHEN ((old.drop_id IS DISTINCT FROM new.drop_id)) EXECUTE FUNCTION move_drop_item();

CREATE TRIGGER products_notify AFTER INSERT OR DELETE OR UPDATE ON public.products FOR EACH ROW EXECUTE FUNCTION notify_product_change();

CREATE TRIGGER users_sessions_ended AFTER DELETE OR UPDATE OF session_version ON public.users FOR EACH ROW EXECUTE FUNCTION announce_sessions_ended();
