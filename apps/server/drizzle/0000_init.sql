CREATE SEQUENCE "public"."claim_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."inbound_order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."outbound_order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."shipment_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."over_receipt_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."relabel_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."reservation_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."return_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."vas_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" bigint NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "role_permissions_role_id_code_pk" PRIMARY KEY("role_id","code")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"account_name" text NOT NULL,
	"user_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"phone" text,
	"email" text,
	"is_main" boolean DEFAULT false NOT NULL,
	"role_id" bigint,
	"status" text DEFAULT 'ENABLED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"key" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_name" text NOT NULL,
	"ip" text NOT NULL,
	"success" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idle_expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"purpose" text NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"product_count" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"status" text DEFAULT 'TO_BE_SUBMITTED' NOT NULL,
	"company_name_cn" text,
	"company_name_en" text,
	"company_code" text,
	"address" text,
	"website" text,
	"phone" text,
	"fax" text,
	"email" text,
	"contact" text,
	"organization_code" text,
	"logo_file_id" bigint,
	"license_file_id" bigint,
	"reject_reason" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"claim_no" text NOT NULL,
	"related_type" text NOT NULL,
	"related_no" text NOT NULL,
	"claim_type" text NOT NULL,
	"reason" text NOT NULL,
	"currency" text NOT NULL,
	"expected_amount" bigint NOT NULL,
	"actual_amount" bigint,
	"attachment_ids" bigint[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'PENDING_REVIEW' NOT NULL,
	"reject_reason" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_amounts" CHECK ("claims"."expected_amount" > 0 and coalesce("claims"."actual_amount", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "column_settings" (
	"user_id" bigint NOT NULL,
	"page_key" text NOT NULL,
	"search_items" jsonb NOT NULL,
	"columns" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "column_settings_user_id_page_key_pk" PRIMARY KEY("user_id","page_key")
);
--> statement-breakpoint
CREATE TABLE "combination_components" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "combination_components_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"combination_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"ratio" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "combination_components_ratio_range" CHECK ("combination_components"."ratio" between 1 and 9999)
);
--> statement-breakpoint
CREATE TABLE "combinations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "combinations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"remark" text,
	"total_pcs" integer NOT NULL,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "combinations_total_pcs_positive" CHECK ("combinations"."total_pcs" > 0)
);
--> statement-breakpoint
CREATE TABLE "consignees" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consignees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"company" text,
	"country" text NOT NULL,
	"state" text,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text,
	"email" text,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_disputes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_disputes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"fee_record_id" bigint NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"reason" text NOT NULL,
	"attachment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refund_amount" bigint,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"user_id" bigint,
	"kind" text NOT NULL,
	"module" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'WRITING' NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"read_codes" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "currency_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "currency_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"frozen" bigint DEFAULT 0 NOT NULL,
	"credit_limit" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_accounts_available" CHECK ("currency_accounts"."balance" - "currency_accounts"."frozen" + "currency_accounts"."credit_limit" >= 0),
	CONSTRAINT "currency_accounts_frozen" CHECK ("currency_accounts"."frozen" >= 0 and "currency_accounts"."credit_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fee_daily_totals" (
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"fee_type" text NOT NULL,
	"status" text NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"count" integer NOT NULL,
	"amount" bigint NOT NULL,
	"deducted" bigint NOT NULL,
	"refunded" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"fee_type" text NOT NULL,
	"name" text NOT NULL,
	"unit_price" bigint NOT NULL,
	"quantity" text NOT NULL,
	"amount" bigint NOT NULL,
	"deducted" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"document_type" text NOT NULL,
	"document_no" text NOT NULL,
	"warehouse_id" bigint,
	"remark" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deducted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_records_amounts" CHECK ("fee_records"."deducted" >= 0 and "fee_records"."refunded" >= 0 and "fee_records"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"type" text NOT NULL,
	"amount" bigint NOT NULL,
	"frozen_change" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"frozen_after" bigint NOT NULL,
	"document_type" text,
	"document_no" text,
	"fee_record_id" bigint,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcement_reads" (
	"announcement_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"read_type" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_reads_announcement_id_user_id_read_type_pk" PRIMARY KEY("announcement_id","user_id","read_type")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"type" integer NOT NULL,
	"title" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"title_en" text,
	"label_en" text,
	"content_en" text,
	"position" text DEFAULT 'NONE' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"announce_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "todos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "todos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"relate_type" integer NOT NULL,
	"status" text NOT NULL,
	"status_desc_zh" text NOT NULL,
	"status_desc_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"document_type" text,
	"document_id" text,
	"document_no" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbound_milestones" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbound_milestones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"milestone" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbound_order_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbound_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"boxes" integer NOT NULL,
	"quantity" integer NOT NULL,
	"received_boxes" integer,
	"received_quantity" integer,
	"put_away_quantity" integer,
	CONSTRAINT "inbound_order_lines_counts" CHECK ("inbound_order_lines"."boxes" > 0 and "inbound_order_lines"."quantity" > 0),
	CONSTRAINT "inbound_order_lines_received" CHECK (coalesce("inbound_order_lines"."received_quantity", 0) >= 0 and coalesce("inbound_order_lines"."received_boxes", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "inbound_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbound_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"order_no" text NOT NULL,
	"inbound_type" text NOT NULL,
	"head_leg" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"error_from_status" text,
	"reject_reason" text,
	"error_reason" text,
	"expected_arrival" date NOT NULL,
	"container_no" text,
	"container_type" text,
	"seal_no" text,
	"shipping_company" text,
	"bill_of_lading" text,
	"delivery_no" text,
	"truck_no" text,
	"driver" text,
	"port_of_loading" text,
	"port_of_destination" text,
	"etd" date,
	"eta" date,
	"remark" text,
	"total_boxes" integer NOT NULL,
	"total_quantity" integer NOT NULL,
	"received_boxes" integer,
	"received_quantity" integer,
	"attachments" jsonb DEFAULT '{"cutOff":[],"customsDeclaration":[],"clearance":[]}'::jsonb NOT NULL,
	"fees_owed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"difference_confirmed_at" timestamp with time zone,
	"created_by" text,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_orders_totals" CHECK ("inbound_orders"."total_boxes" > 0 and "inbound_orders"."total_quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" text,
	"owner_boot" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "stock_balances" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_balances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"in_transit" integer DEFAULT 0 NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"unsellable" integer DEFAULT 0 NOT NULL,
	"shipped" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_balances_non_negative" CHECK ("stock_balances"."in_transit" >= 0 and "stock_balances"."available" >= 0 and "stock_balances"."reserved" >= 0 and "stock_balances"."unsellable" >= 0 and "stock_balances"."shipped" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_lots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_lots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"balance_id" bigint NOT NULL,
	"document_type" text NOT NULL,
	"document_no" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"quantity" integer NOT NULL,
	"remaining" integer NOT NULL,
	CONSTRAINT "stock_lots_remaining" CHECK ("stock_lots"."remaining" >= 0 and "stock_lots"."remaining" <= "stock_lots"."quantity")
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"balance_id" bigint NOT NULL,
	"movement_type" text NOT NULL,
	"document_type" text NOT NULL,
	"document_no" text NOT NULL,
	"d_in_transit" integer NOT NULL,
	"d_available" integer NOT NULL,
	"d_reserved" integer NOT NULL,
	"d_unsellable" integer NOT NULL,
	"d_shipped" integer NOT NULL,
	"in_transit_after" integer NOT NULL,
	"available_after" integer NOT NULL,
	"reserved_after" integer NOT NULL,
	"unsellable_after" integer NOT NULL,
	"shipped_after" integer NOT NULL,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_thresholds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_thresholds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"balance_id" bigint NOT NULL,
	"threshold" integer NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_thresholds_range" CHECK ("stock_thresholds"."threshold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "storage_charge_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "storage_charge_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"charge_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"lot_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"pieces" integer NOT NULL,
	"age_days" integer NOT NULL,
	"volume" text NOT NULL,
	"unit_price" bigint NOT NULL,
	"fee_record_id" bigint
);
--> statement-breakpoint
CREATE TABLE "storage_charges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "storage_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"day" date NOT NULL,
	"document_no" text NOT NULL,
	"currency" text,
	"amount" bigint DEFAULT 0 NOT NULL,
	"volume_days" text DEFAULT '0' NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"tenant_id" bigint,
	"company_id" bigint,
	"user_id" bigint,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lock_token" uuid,
	"locked_by" text,
	"lease_until" timestamp with time zone,
	"result" jsonb,
	"error" text,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operation_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operation_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint,
	"user_id" bigint,
	"actor" text NOT NULL,
	"warehouse_id" bigint,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbound_order_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbound_order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"shipped_quantity" integer,
	CONSTRAINT "outbound_order_items_quantity" CHECK ("outbound_order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "outbound_order_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbound_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"product_id" bigint,
	"combination_id" bigint,
	"quantity" integer NOT NULL,
	CONSTRAINT "outbound_order_lines_quantity" CHECK ("outbound_order_lines"."quantity" > 0),
	CONSTRAINT "outbound_order_lines_ref" CHECK (("outbound_order_lines"."kind" = 'PRODUCT') = ("outbound_order_lines"."product_id" is not null) and ("outbound_order_lines"."kind" = 'COMBINATION') = ("outbound_order_lines"."combination_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "outbound_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbound_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"order_no" text NOT NULL,
	"reference_no" text,
	"type" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"hold_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_reason" text,
	"error_note" text,
	"interception" text,
	"progress" text,
	"service_code" text,
	"recipient" jsonb,
	"recipient_name" text,
	"options" jsonb NOT NULL,
	"remark" text,
	"total_quantity" integer NOT NULL,
	"sku_count" integer NOT NULL,
	"estimate" jsonb,
	"frozen_fees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text,
	"submitted_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbound_orders_totals" CHECK ("outbound_orders"."total_quantity" > 0 and "outbound_orders"."sku_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"shipment_no" text NOT NULL,
	"carrier" text NOT NULL,
	"service_code" text,
	"tracking_no" text NOT NULL,
	"weight_g" integer NOT NULL,
	"length_cm100" integer,
	"width_cm100" integer,
	"height_cm100" integer,
	"label_file_id" bigint,
	"tracking_status" text DEFAULT 'INFO_RECEIVED' NOT NULL,
	"shipped_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_weight" CHECK ("shipments"."weight_g" > 0)
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"shipment_id" bigint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"occurred_text" text NOT NULL,
	"place" text,
	"text" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "over_receipts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "over_receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"over_receipt_no" text NOT NULL,
	"inbound_order_id" bigint NOT NULL,
	"inbound_order_no" text NOT NULL,
	"line_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"forecast" integer NOT NULL,
	"received" integer NOT NULL,
	"excess" integer NOT NULL,
	"status" text DEFAULT 'UNCONFIRMED' NOT NULL,
	"decision" text,
	"reject_reason" text,
	"fee_record_id" bigint,
	"fee_owed" jsonb,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "over_receipts_counts" CHECK ("over_receipts"."excess" > 0 and "over_receipts"."received" = "over_receipts"."forecast" + "over_receipts"."excess"),
	CONSTRAINT "over_receipts_decision" CHECK (("over_receipts"."status" = 'UNCONFIRMED') = ("over_receipts"."decision" is null))
);
--> statement-breakpoint
CREATE TABLE "product_import_rows" (
	"job_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"sku" text NOT NULL,
	"brand_id" bigint,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"category" text NOT NULL,
	"weight_unit" text NOT NULL,
	"size_unit" text NOT NULL,
	"forecast_weight_g" integer NOT NULL,
	"forecast_length_cm100" integer NOT NULL,
	"forecast_width_cm100" integer NOT NULL,
	"forecast_height_cm100" integer NOT NULL,
	"actual_weight_g" integer,
	"actual_length_cm100" integer,
	"actual_width_cm100" integer,
	"actual_height_cm100" integer,
	"pieces_per_carton" integer NOT NULL,
	"declared_value_cents" bigint NOT NULL,
	"image_file_ids" bigint[] NOT NULL,
	"introduction_url" text,
	"remark" text,
	"hs_code" text,
	"declared_name_cn" text,
	"declared_name_en" text,
	"material" text,
	"battery_type" text,
	"dangerous_class" text,
	"created_by" text,
	"staged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_import_rows_job_id_seq_pk" PRIMARY KEY("job_id","seq")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"sku" text NOT NULL,
	"brand_id" bigint,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"category" text NOT NULL,
	"weight_unit" text NOT NULL,
	"size_unit" text NOT NULL,
	"forecast_weight_g" integer NOT NULL,
	"forecast_length_cm100" integer NOT NULL,
	"forecast_width_cm100" integer NOT NULL,
	"forecast_height_cm100" integer NOT NULL,
	"actual_weight_g" integer,
	"actual_length_cm100" integer,
	"actual_width_cm100" integer,
	"actual_height_cm100" integer,
	"pieces_per_carton" integer NOT NULL,
	"declared_value_cents" bigint NOT NULL,
	"image_file_ids" bigint[] NOT NULL,
	"introduction_url" text,
	"remark" text,
	"hs_code" text,
	"declared_name_cn" text,
	"declared_name_en" text,
	"material" text,
	"battery_type" text,
	"dangerous_class" text,
	"status" text DEFAULT 'TO_BE_SUBMITTED' NOT NULL,
	"reject_reason" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrier_services" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carrier_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"code" text NOT NULL,
	"carrier" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"position" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "rate_card_fees" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_card_fees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"fee_type" text NOT NULL,
	"currency" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "recharge_receiving_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recharge_receiving_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"swift_code" text,
	"bank_address" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recharges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"number" text NOT NULL,
	"type" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"actual_amount" bigint,
	"receiving_bank" text,
	"receiving_account_name" text,
	"receiving_account_number" text,
	"payer_account_id" bigint,
	"serial" text,
	"attachment_file_id" bigint,
	"provider" text,
	"payment_token" text,
	"provider_ref" text,
	"status" text DEFAULT 'PENDING_REVIEW' NOT NULL,
	"remark" text,
	"reject_reason" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relabel_order_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "relabel_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"old_product_id" bigint NOT NULL,
	"new_product_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"actual_quantity" integer,
	CONSTRAINT "relabel_order_lines_rules" CHECK ("relabel_order_lines"."quantity" > 0 and "relabel_order_lines"."old_product_id" <> "relabel_order_lines"."new_product_id")
);
--> statement-breakpoint
CREATE TABLE "relabel_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "relabel_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"relabel_no" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"remark" text,
	"reject_reason" text,
	"label_file_ids" bigint[] DEFAULT '{}' NOT NULL,
	"line_count" integer NOT NULL,
	"total_quantity" integer NOT NULL,
	"actual_quantity" integer,
	"skus" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (relabel_no || ' ' || skus) STORED,
	"fee_record_id" bigint,
	"fee_owed" jsonb,
	"created_by" text NOT NULL,
	"submitted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "relabel_orders_counts" CHECK ("relabel_orders"."line_count" > 0 and "relabel_orders"."total_quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "calendar_closed_days" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_closed_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"day" date NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "calendar_slot_days" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_slot_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"day" date NOT NULL,
	"slot_start" text NOT NULL,
	"slot_end" text NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "calendar_slot_days_booked" CHECK ("calendar_slot_days"."booked" >= 0 and "calendar_slot_days"."booked" <= "calendar_slot_days"."capacity")
);
--> statement-breakpoint
CREATE TABLE "calendar_slots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"weekday" smallint NOT NULL,
	"slot_start" text NOT NULL,
	"slot_end" text NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "calendar_slots_valid" CHECK ("calendar_slots"."weekday" between 1 and 7 and "calendar_slots"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "reservation_orders" (
	"reservation_id" bigint NOT NULL,
	"inbound_order_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	CONSTRAINT "reservation_orders_reservation_id_inbound_order_id_pk" PRIMARY KEY("reservation_id","inbound_order_id")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"reservation_no" text NOT NULL,
	"status" text DEFAULT 'PENDING_RESERVATION' NOT NULL,
	"container_no" text NOT NULL,
	"container_type" text NOT NULL,
	"slot_date" date,
	"slot_start" text,
	"slot_end" text,
	"free_expiry_date" date,
	"unloading_method" text NOT NULL,
	"dock_no" text,
	"expiry_warned" boolean DEFAULT false NOT NULL,
	"remark" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_slot" CHECK (("reservations"."slot_date" is null) = ("reservations"."slot_start" is null) and ("reservations"."slot_start" is null) = ("reservations"."slot_end" is null))
);
--> statement-breakpoint
CREATE TABLE "return_order_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"product_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"handling" text NOT NULL,
	"reason" text,
	"sellable" integer,
	"unsellable" integer,
	"destroyed" integer,
	"photo_file_ids" bigint[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "return_order_lines_quantity" CHECK ("return_order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "return_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"return_no" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"outbound_order_id" bigint,
	"outbound_no" text,
	"tracking_no" text,
	"carrier" text,
	"buyer_name" text,
	"remark" text,
	"line_count" integer NOT NULL,
	"total_quantity" integer NOT NULL,
	"sellable_quantity" integer,
	"unsellable_quantity" integer,
	"destroyed_quantity" integer,
	"skus" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (return_no || ' ' || coalesce(tracking_no, '') || ' ' || coalesce(outbound_no, '') || ' ' || skus) STORED,
	"fee_record_id" bigint,
	"fee_owed" jsonb,
	"created_by" text NOT NULL,
	"submitted_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_orders_counts" CHECK ("return_orders"."line_count" > 0 and "return_orders"."total_quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "warehouse_signings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_signings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"status" text NOT NULL,
	"reject_reason" text,
	"applied_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monthly_statements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "monthly_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"month" text NOT NULL,
	"currency" text NOT NULL,
	"opening" bigint NOT NULL,
	"closing" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"entries" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_sku_mappings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_sku_mappings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"store_id" bigint NOT NULL,
	"platform_sku" text NOT NULL,
	"product_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"platform" text NOT NULL,
	"status" text DEFAULT 'ENABLED' NOT NULL,
	"inventory_update" text NOT NULL,
	"shop_domain" text,
	"credentials" text,
	"credential_hint" text,
	"shop_name" text,
	"authorized_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"auth_error" text,
	"auth_error_params" jsonb,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"customer_type" integer DEFAULT 1 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"country" text NOT NULL,
	"address" text NOT NULL,
	"timezone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "third_pay_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "third_pay_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"platform" text NOT NULL,
	"platform_name" text,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"status" text DEFAULT 'ENABLED' NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vas_order_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vas_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"product_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "vas_order_lines_quantity" CHECK ("vas_order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "vas_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vas_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"vas_no" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"service_type" text NOT NULL,
	"requirements" text NOT NULL,
	"remark" text,
	"attachment_ids" bigint[] DEFAULT '{}' NOT NULL,
	"kit_combination_id" bigint,
	"kit_product_id" bigint,
	"kit_quantity" integer,
	"line_count" integer NOT NULL,
	"total_quantity" integer NOT NULL,
	"skus" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (vas_no || ' ' || skus) STORED,
	"quote_minor" bigint,
	"quote_currency" text,
	"quote_note" text,
	"reject_reason" text,
	"result_note" text,
	"result_file_ids" bigint[] DEFAULT '{}' NOT NULL,
	"fee_record_id" bigint,
	"created_by" text NOT NULL,
	"submitted_at" timestamp with time zone,
	"quoted_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vas_orders_counts" CHECK ("vas_orders"."line_count" > 0 and "vas_orders"."total_quantity" > 0),
	CONSTRAINT "vas_orders_quote" CHECK ("vas_orders"."quote_minor" is null or "vas_orders"."quote_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_license_file_id_files_id_fk" FOREIGN KEY ("license_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "column_settings" ADD CONSTRAINT "column_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combination_components" ADD CONSTRAINT "combination_components_combination_id_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."combinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combination_components" ADD CONSTRAINT "combination_components_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combinations" ADD CONSTRAINT "combinations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combinations" ADD CONSTRAINT "combinations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignees" ADD CONSTRAINT "consignees_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignees" ADD CONSTRAINT "consignees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_disputes" ADD CONSTRAINT "fee_disputes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_disputes" ADD CONSTRAINT "fee_disputes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_disputes" ADD CONSTRAINT "fee_disputes_fee_record_id_fee_records_id_fk" FOREIGN KEY ("fee_record_id") REFERENCES "public"."fee_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_accounts" ADD CONSTRAINT "currency_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_accounts" ADD CONSTRAINT "currency_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_daily_totals" ADD CONSTRAINT "fee_daily_totals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_daily_totals" ADD CONSTRAINT "fee_daily_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_records" ADD CONSTRAINT "fee_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_records" ADD CONSTRAINT "fee_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_records" ADD CONSTRAINT "fee_records_account_id_currency_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."currency_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_records" ADD CONSTRAINT "fee_records_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_currency_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."currency_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_fee_record_id_fee_records_id_fk" FOREIGN KEY ("fee_record_id") REFERENCES "public"."fee_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_milestones" ADD CONSTRAINT "inbound_milestones_order_id_inbound_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."inbound_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_milestones" ADD CONSTRAINT "inbound_milestones_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_order_lines" ADD CONSTRAINT "inbound_order_lines_order_id_inbound_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."inbound_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_order_lines" ADD CONSTRAINT "inbound_order_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_order_lines" ADD CONSTRAINT "inbound_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_orders" ADD CONSTRAINT "inbound_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_orders" ADD CONSTRAINT "inbound_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_orders" ADD CONSTRAINT "inbound_orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lots" ADD CONSTRAINT "stock_lots_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lots" ADD CONSTRAINT "stock_lots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lots" ADD CONSTRAINT "stock_lots_balance_id_stock_balances_id_fk" FOREIGN KEY ("balance_id") REFERENCES "public"."stock_balances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_balance_id_stock_balances_id_fk" FOREIGN KEY ("balance_id") REFERENCES "public"."stock_balances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_thresholds" ADD CONSTRAINT "stock_thresholds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_thresholds" ADD CONSTRAINT "stock_thresholds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_thresholds" ADD CONSTRAINT "stock_thresholds_balance_id_stock_balances_id_fk" FOREIGN KEY ("balance_id") REFERENCES "public"."stock_balances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_charge_lines" ADD CONSTRAINT "storage_charge_lines_charge_id_storage_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."storage_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_charge_lines" ADD CONSTRAINT "storage_charge_lines_lot_id_stock_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."stock_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_charges" ADD CONSTRAINT "storage_charges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_charges" ADD CONSTRAINT "storage_charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_charges" ADD CONSTRAINT "storage_charges_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_order_items" ADD CONSTRAINT "outbound_order_items_order_id_outbound_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."outbound_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_order_items" ADD CONSTRAINT "outbound_order_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_order_items" ADD CONSTRAINT "outbound_order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_order_lines" ADD CONSTRAINT "outbound_order_lines_order_id_outbound_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."outbound_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_order_lines" ADD CONSTRAINT "outbound_order_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_order_lines" ADD CONSTRAINT "outbound_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_order_lines" ADD CONSTRAINT "outbound_order_lines_combination_id_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."combinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_orders" ADD CONSTRAINT "outbound_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_orders" ADD CONSTRAINT "outbound_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_orders" ADD CONSTRAINT "outbound_orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_outbound_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."outbound_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "over_receipts" ADD CONSTRAINT "over_receipts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "over_receipts" ADD CONSTRAINT "over_receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "over_receipts" ADD CONSTRAINT "over_receipts_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "over_receipts" ADD CONSTRAINT "over_receipts_inbound_order_id_inbound_orders_id_fk" FOREIGN KEY ("inbound_order_id") REFERENCES "public"."inbound_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "over_receipts" ADD CONSTRAINT "over_receipts_line_id_inbound_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."inbound_order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "over_receipts" ADD CONSTRAINT "over_receipts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "over_receipts" ADD CONSTRAINT "over_receipts_fee_record_id_fee_records_id_fk" FOREIGN KEY ("fee_record_id") REFERENCES "public"."fee_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_services" ADD CONSTRAINT "carrier_services_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_services" ADD CONSTRAINT "carrier_services_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_card_fees" ADD CONSTRAINT "rate_card_fees_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_card_fees" ADD CONSTRAINT "rate_card_fees_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_receiving_accounts" ADD CONSTRAINT "recharge_receiving_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_payer_account_id_third_pay_accounts_id_fk" FOREIGN KEY ("payer_account_id") REFERENCES "public"."third_pay_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_attachment_file_id_files_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relabel_order_lines" ADD CONSTRAINT "relabel_order_lines_order_id_relabel_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."relabel_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relabel_order_lines" ADD CONSTRAINT "relabel_order_lines_old_product_id_products_id_fk" FOREIGN KEY ("old_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relabel_order_lines" ADD CONSTRAINT "relabel_order_lines_new_product_id_products_id_fk" FOREIGN KEY ("new_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relabel_orders" ADD CONSTRAINT "relabel_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relabel_orders" ADD CONSTRAINT "relabel_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relabel_orders" ADD CONSTRAINT "relabel_orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relabel_orders" ADD CONSTRAINT "relabel_orders_fee_record_id_fee_records_id_fk" FOREIGN KEY ("fee_record_id") REFERENCES "public"."fee_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_closed_days" ADD CONSTRAINT "calendar_closed_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_closed_days" ADD CONSTRAINT "calendar_closed_days_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_slot_days" ADD CONSTRAINT "calendar_slot_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_slot_days" ADD CONSTRAINT "calendar_slot_days_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_slots" ADD CONSTRAINT "calendar_slots_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_slots" ADD CONSTRAINT "calendar_slots_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_orders" ADD CONSTRAINT "reservation_orders_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_orders" ADD CONSTRAINT "reservation_orders_inbound_order_id_inbound_orders_id_fk" FOREIGN KEY ("inbound_order_id") REFERENCES "public"."inbound_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_orders" ADD CONSTRAINT "reservation_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_order_lines" ADD CONSTRAINT "return_order_lines_order_id_return_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."return_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_order_lines" ADD CONSTRAINT "return_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_orders" ADD CONSTRAINT "return_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_orders" ADD CONSTRAINT "return_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_orders" ADD CONSTRAINT "return_orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_orders" ADD CONSTRAINT "return_orders_outbound_order_id_outbound_orders_id_fk" FOREIGN KEY ("outbound_order_id") REFERENCES "public"."outbound_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_orders" ADD CONSTRAINT "return_orders_fee_record_id_fee_records_id_fk" FOREIGN KEY ("fee_record_id") REFERENCES "public"."fee_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_signings" ADD CONSTRAINT "warehouse_signings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_signings" ADD CONSTRAINT "warehouse_signings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_signings" ADD CONSTRAINT "warehouse_signings_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_statements" ADD CONSTRAINT "monthly_statements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_statements" ADD CONSTRAINT "monthly_statements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sku_mappings" ADD CONSTRAINT "store_sku_mappings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sku_mappings" ADD CONSTRAINT "store_sku_mappings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sku_mappings" ADD CONSTRAINT "store_sku_mappings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_pay_accounts" ADD CONSTRAINT "third_pay_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_pay_accounts" ADD CONSTRAINT "third_pay_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vas_order_lines" ADD CONSTRAINT "vas_order_lines_order_id_vas_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."vas_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vas_order_lines" ADD CONSTRAINT "vas_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vas_orders" ADD CONSTRAINT "vas_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vas_orders" ADD CONSTRAINT "vas_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vas_orders" ADD CONSTRAINT "vas_orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vas_orders" ADD CONSTRAINT "vas_orders_kit_combination_id_combinations_id_fk" FOREIGN KEY ("kit_combination_id") REFERENCES "public"."combinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vas_orders" ADD CONSTRAINT "vas_orders_kit_product_id_products_id_fk" FOREIGN KEY ("kit_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vas_orders" ADD CONSTRAINT "vas_orders_fee_record_id_fee_records_id_fk" FOREIGN KEY ("fee_record_id") REFERENCES "public"."fee_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roles_company_name" ON "roles" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_account_name" ON "users" USING btree (lower("account_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_company_created" ON "users" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "users_company_name" ON "users" USING btree ("company_id","user_name","id");--> statement-breakpoint
CREATE INDEX "users_company_account" ON "users" USING btree ("company_id","account_name","id");--> statement-breakpoint
CREATE INDEX "users_company_status" ON "users" USING btree ("company_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "users_account_trgm" ON "users" USING gin ("account_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin ("user_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "login_attempts_account_ip" ON "login_attempts" USING btree ("account_name","ip","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_codes_target" ON "verification_codes" USING btree ("target","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_ip" ON "verification_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_company_name" ON "brands" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "brands_company_created" ON "brands" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certifications_company" ON "certifications" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certifications_tenant_code" ON "certifications" USING btree ("tenant_id","company_code");--> statement-breakpoint
CREATE INDEX "certifications_tenant_status" ON "certifications" USING btree ("tenant_id","status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_no" ON "claims" USING btree ("claim_no");--> statement-breakpoint
CREATE INDEX "claims_company_created" ON "claims" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "claims_company_no" ON "claims" USING btree ("company_id","claim_no","id");--> statement-breakpoint
CREATE INDEX "claims_company_expected" ON "claims" USING btree ("company_id","expected_amount","id");--> statement-breakpoint
CREATE INDEX "claims_company_status" ON "claims" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "claims_company_decided" ON "claims" USING btree ("company_id","decided_at","id");--> statement-breakpoint
CREATE INDEX "claims_related_no_trgm" ON "claims" USING gin ("related_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "claims_tenant_status_id" ON "claims" USING btree ("tenant_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "combination_components_product" ON "combination_components" USING btree ("combination_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "combination_components_position" ON "combination_components" USING btree ("combination_id","position");--> statement-breakpoint
CREATE INDEX "combination_components_by_product" ON "combination_components" USING btree ("product_id","combination_id");--> statement-breakpoint
CREATE UNIQUE INDEX "combinations_company_name" ON "combinations" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "combinations_company_name_sort" ON "combinations" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "combinations_company_total" ON "combinations" USING btree ("company_id","total_pcs","id");--> statement-breakpoint
CREATE INDEX "combinations_company_created" ON "combinations" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "combinations_company_updated" ON "combinations" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "consignees_company_created" ON "consignees" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "consignees_company_updated" ON "consignees" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "consignees_company_name" ON "consignees" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "consignees_company_country" ON "consignees" USING btree ("company_id","country","id");--> statement-breakpoint
CREATE INDEX "consignees_company_city" ON "consignees" USING btree ("company_id","city","id");--> statement-breakpoint
CREATE INDEX "consignees_name_trgm" ON "consignees" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consignees_phone_trgm" ON "consignees" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "fee_disputes_one_open" ON "fee_disputes" USING btree ("fee_record_id") WHERE "fee_disputes"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "fee_disputes_fee" ON "fee_disputes" USING btree ("fee_record_id","id");--> statement-breakpoint
CREATE INDEX "fee_disputes_company_status" ON "fee_disputes" USING btree ("company_id","status","fee_record_id");--> statement-breakpoint
CREATE INDEX "fee_disputes_tenant_status" ON "fee_disputes" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "files_company_created" ON "files" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "files_expires" ON "files" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "currency_accounts_company_currency" ON "currency_accounts" USING btree ("company_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_daily_totals_key" ON "fee_daily_totals" USING btree ("company_id","day","currency","fee_type","status","warehouse_id");--> statement-breakpoint
CREATE INDEX "fee_records_company_created" ON "fee_records" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "fee_records_company_type" ON "fee_records" USING btree ("company_id","fee_type","created_at");--> statement-breakpoint
CREATE INDEX "fee_records_company_document" ON "fee_records" USING btree ("company_id","document_no");--> statement-breakpoint
CREATE INDEX "fee_records_company_status" ON "fee_records" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "ledger_account_created" ON "ledger_entries" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_company_created" ON "ledger_entries" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_fee_record" ON "ledger_entries" USING btree ("fee_record_id");--> statement-breakpoint
CREATE INDEX "ledger_company_document" ON "ledger_entries" USING btree ("company_id","document_no");--> statement-breakpoint
CREATE INDEX "announcements_tenant_type" ON "announcements" USING btree ("tenant_id","type","announce_date");--> statement-breakpoint
CREATE INDEX "todos_company_open" ON "todos" USING btree ("company_id","done_at","created_at");--> statement-breakpoint
CREATE INDEX "inbound_milestones_order" ON "inbound_milestones" USING btree ("order_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_order_lines_order_product" ON "inbound_order_lines" USING btree ("order_id","product_id");--> statement-breakpoint
CREATE INDEX "inbound_order_lines_company_product" ON "inbound_order_lines" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_orders_no" ON "inbound_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "inbound_orders_company_created" ON "inbound_orders" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inbound_orders_company_no" ON "inbound_orders" USING btree ("company_id","order_no","id");--> statement-breakpoint
CREATE INDEX "inbound_orders_company_status" ON "inbound_orders" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "inbound_orders_company_arrival" ON "inbound_orders" USING btree ("company_id","expected_arrival","id");--> statement-breakpoint
CREATE INDEX "inbound_orders_company_updated" ON "inbound_orders" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "inbound_orders_no_trgm" ON "inbound_orders" USING gin ("order_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inbound_orders_container_trgm" ON "inbound_orders" USING gin ("container_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inbound_orders_warehouse_status" ON "inbound_orders" USING btree ("warehouse_id","status","id");--> statement-breakpoint
CREATE INDEX "inbound_orders_company_container" ON "inbound_orders" USING btree ("company_id","container_no");--> statement-breakpoint
CREATE INDEX "api_keys_warehouse" ON "api_keys" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created" ON "idempotency_keys" USING btree ("scope","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_balances_key" ON "stock_balances" USING btree ("company_id","warehouse_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_balances_company_warehouse" ON "stock_balances" USING btree ("company_id","warehouse_id","product_id","id");--> statement-breakpoint
CREATE INDEX "stock_balances_company_updated" ON "stock_balances" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "stock_balances_company_available" ON "stock_balances" USING btree ("company_id","available","id");--> statement-breakpoint
CREATE INDEX "stock_balances_company_product" ON "stock_balances" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_lots_balance_fifo" ON "stock_lots" USING btree ("balance_id","received_at","id") WHERE "stock_lots"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "stock_lots_company_warehouse" ON "stock_lots" USING btree ("company_id","warehouse_id","received_at") WHERE "stock_lots"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "stock_movements_balance" ON "stock_movements" USING btree ("balance_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_balance_in_transit" ON "stock_movements" USING btree ("balance_id","document_no") WHERE "stock_movements"."d_in_transit" <> 0;--> statement-breakpoint
CREATE INDEX "stock_movements_company_document" ON "stock_movements" USING btree ("company_id","document_no");--> statement-breakpoint
CREATE INDEX "stock_movements_balance_shipped" ON "stock_movements" USING btree ("balance_id","created_at") WHERE "stock_movements"."movement_type" = 'SHIP';--> statement-breakpoint
CREATE UNIQUE INDEX "stock_thresholds_balance" ON "stock_thresholds" USING btree ("balance_id");--> statement-breakpoint
CREATE INDEX "storage_charge_lines_charge" ON "storage_charge_lines" USING btree ("charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "storage_charges_key" ON "storage_charges" USING btree ("company_id","warehouse_id","day");--> statement-breakpoint
CREATE INDEX "storage_charges_day" ON "storage_charges" USING btree ("day");--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "jobs_owner" ON "jobs" USING btree ("company_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe" ON "jobs" USING btree ("dedupe_key") WHERE "jobs"."status" in ('QUEUED', 'RUNNING');--> statement-breakpoint
CREATE INDEX "operation_records_entity" ON "operation_records" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_order_items_order_product" ON "outbound_order_items" USING btree ("order_id","product_id");--> statement-breakpoint
CREATE INDEX "outbound_order_items_company_product" ON "outbound_order_items" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE INDEX "outbound_order_lines_order" ON "outbound_order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_orders_no" ON "outbound_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_orders_reference" ON "outbound_orders" USING btree ("company_id",lower("reference_no")) WHERE "outbound_orders"."reference_no" is not null and "outbound_orders"."status" <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "outbound_orders_company_created" ON "outbound_orders" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "outbound_orders_company_no" ON "outbound_orders" USING btree ("company_id","order_no","id");--> statement-breakpoint
CREATE INDEX "outbound_orders_company_status" ON "outbound_orders" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "outbound_orders_company_updated" ON "outbound_orders" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "outbound_orders_company_shipped" ON "outbound_orders" USING btree ("company_id","shipped_at","id");--> statement-breakpoint
CREATE INDEX "outbound_orders_no_trgm" ON "outbound_orders" USING gin ("order_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbound_orders_reference_trgm" ON "outbound_orders" USING gin ("reference_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbound_orders_recipient_trgm" ON "outbound_orders" USING gin ("recipient_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbound_orders_warehouse_status" ON "outbound_orders" USING btree ("warehouse_id","status","id");--> statement-breakpoint
CREATE INDEX "outbound_orders_company_hold" ON "outbound_orders" USING btree ("company_id","id") WHERE "outbound_orders"."status" = 'ON_HOLD';--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_no" ON "shipments" USING btree ("shipment_no");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_tenant_tracking" ON "shipments" USING btree ("tenant_id","tracking_no");--> statement-breakpoint
CREATE INDEX "shipments_tracking_trgm" ON "shipments" USING gin ("tracking_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipments_order" ON "shipments" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "shipments_company_created" ON "shipments" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_events_once" ON "tracking_events" USING btree ("shipment_id","occurred_at","status","text");--> statement-breakpoint
CREATE INDEX "tracking_events_shipment" ON "tracking_events" USING btree ("shipment_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "over_receipts_no" ON "over_receipts" USING btree ("over_receipt_no");--> statement-breakpoint
CREATE UNIQUE INDEX "over_receipts_line" ON "over_receipts" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "over_receipts_company_created" ON "over_receipts" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "over_receipts_company_no" ON "over_receipts" USING btree ("company_id","over_receipt_no","id");--> statement-breakpoint
CREATE INDEX "over_receipts_company_excess" ON "over_receipts" USING btree ("company_id","excess","id");--> statement-breakpoint
CREATE INDEX "over_receipts_company_status" ON "over_receipts" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "over_receipts_company_decided" ON "over_receipts" USING btree ("company_id","decided_at","id");--> statement-breakpoint
CREATE INDEX "over_receipts_order_no_trgm" ON "over_receipts" USING gin ("inbound_order_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "over_receipts_order" ON "over_receipts" USING btree ("inbound_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_company_sku" ON "products" USING btree ("company_id","sku");--> statement-breakpoint
CREATE INDEX "products_company_created" ON "products" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "products_company_brand" ON "products" USING btree ("company_id","brand_id");--> statement-breakpoint
CREATE INDEX "products_tenant_status" ON "products" USING btree ("tenant_id","status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_services_code" ON "carrier_services" USING btree ("warehouse_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_card_fees_price" ON "rate_card_fees" USING btree ("warehouse_id","fee_type","currency");--> statement-breakpoint
CREATE INDEX "recharge_receiving_tenant" ON "recharge_receiving_accounts" USING btree ("tenant_id","currency","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "recharges_tenant_number" ON "recharges" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "recharges_payment_token" ON "recharges" USING btree ("payment_token");--> statement-breakpoint
CREATE UNIQUE INDEX "recharges_company_serial" ON "recharges" USING btree ("company_id",lower("serial")) WHERE "recharges"."serial" is not null and "recharges"."status" in ('PENDING_REVIEW', 'PASSED');--> statement-breakpoint
CREATE INDEX "recharges_tenant_pending" ON "recharges" USING btree ("tenant_id","status","type","created_at");--> statement-breakpoint
CREATE INDEX "recharges_company_created" ON "recharges" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "recharges_company_number" ON "recharges" USING btree ("company_id","number","id");--> statement-breakpoint
CREATE INDEX "recharges_company_amount" ON "recharges" USING btree ("company_id","amount","id");--> statement-breakpoint
CREATE INDEX "recharges_company_status" ON "recharges" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "recharges_company_decided" ON "recharges" USING btree ("company_id","decided_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "relabel_order_lines_old" ON "relabel_order_lines" USING btree ("order_id","old_product_id");--> statement-breakpoint
CREATE INDEX "relabel_order_lines_order" ON "relabel_order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "relabel_orders_no" ON "relabel_orders" USING btree ("relabel_no");--> statement-breakpoint
CREATE INDEX "relabel_orders_company_created" ON "relabel_orders" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "relabel_orders_company_no" ON "relabel_orders" USING btree ("company_id","relabel_no","id");--> statement-breakpoint
CREATE INDEX "relabel_orders_company_status" ON "relabel_orders" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "relabel_orders_company_total" ON "relabel_orders" USING btree ("company_id","total_quantity","id");--> statement-breakpoint
CREATE INDEX "relabel_orders_company_completed" ON "relabel_orders" USING btree ("company_id","completed_at","id");--> statement-breakpoint
CREATE INDEX "relabel_orders_no_trgm" ON "relabel_orders" USING gin ("relabel_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "relabel_orders_skus_trgm" ON "relabel_orders" USING gin ("skus" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "relabel_orders_search_trgm" ON "relabel_orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "relabel_orders_warehouse_status" ON "relabel_orders" USING btree ("warehouse_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_closed_days_warehouse_day" ON "calendar_closed_days" USING btree ("warehouse_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_slot_days_warehouse_day_start" ON "calendar_slot_days" USING btree ("warehouse_id","day","slot_start");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_slots_warehouse_day_start" ON "calendar_slots" USING btree ("warehouse_id","weekday","slot_start");--> statement-breakpoint
CREATE INDEX "reservation_orders_order" ON "reservation_orders" USING btree ("inbound_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_no" ON "reservations" USING btree ("reservation_no");--> statement-breakpoint
CREATE INDEX "reservations_company_created" ON "reservations" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reservations_company_updated" ON "reservations" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "reservations_company_no" ON "reservations" USING btree ("company_id","reservation_no","id");--> statement-breakpoint
CREATE INDEX "reservations_company_status" ON "reservations" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "reservations_company_slot" ON "reservations" USING btree ("company_id","slot_date","id");--> statement-breakpoint
CREATE INDEX "reservations_container_no_trgm" ON "reservations" USING gin ("container_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reservations_warehouse_status_slot" ON "reservations" USING btree ("warehouse_id","status","slot_date");--> statement-breakpoint
CREATE UNIQUE INDEX "return_order_lines_product" ON "return_order_lines" USING btree ("order_id","product_id");--> statement-breakpoint
CREATE INDEX "return_order_lines_order" ON "return_order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "return_orders_no" ON "return_orders" USING btree ("return_no");--> statement-breakpoint
CREATE INDEX "return_orders_company_created" ON "return_orders" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "return_orders_company_no" ON "return_orders" USING btree ("company_id","return_no","id");--> statement-breakpoint
CREATE INDEX "return_orders_company_status" ON "return_orders" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "return_orders_company_total" ON "return_orders" USING btree ("company_id","total_quantity","id");--> statement-breakpoint
CREATE INDEX "return_orders_company_completed" ON "return_orders" USING btree ("company_id","completed_at","id");--> statement-breakpoint
CREATE INDEX "return_orders_no_trgm" ON "return_orders" USING gin ("return_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "return_orders_skus_trgm" ON "return_orders" USING gin ("skus" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "return_orders_tracking_trgm" ON "return_orders" USING gin ("tracking_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "return_orders_outbound_trgm" ON "return_orders" USING gin ("outbound_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "return_orders_search_trgm" ON "return_orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "return_orders_warehouse_status" ON "return_orders" USING btree ("warehouse_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_signings_company_warehouse" ON "warehouse_signings" USING btree ("company_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "warehouse_signings_tenant_status" ON "warehouse_signings" USING btree ("tenant_id","status","applied_at");--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_statements_company_month_currency" ON "monthly_statements" USING btree ("company_id","month","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "store_sku_store_platform_sku" ON "store_sku_mappings" USING btree ("store_id","platform_sku");--> statement-breakpoint
CREATE INDEX "store_sku_store_updated" ON "store_sku_mappings" USING btree ("store_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "store_sku_product" ON "store_sku_mappings" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_company_name" ON "stores" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "stores_company_created" ON "stores" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stores_company_updated" ON "stores" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "stores_company_platform" ON "stores" USING btree ("company_id","platform","id");--> statement-breakpoint
CREATE INDEX "stores_company_status" ON "stores" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_tenant_code" ON "warehouses" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "third_pay_company_number" ON "third_pay_accounts" USING btree ("company_id","platform",coalesce(lower("platform_name"), ''),lower("account_number"));--> statement-breakpoint
CREATE INDEX "third_pay_company_created" ON "third_pay_accounts" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "third_pay_company_updated" ON "third_pay_accounts" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "third_pay_company_platform" ON "third_pay_accounts" USING btree ("company_id","platform","id");--> statement-breakpoint
CREATE INDEX "third_pay_company_account" ON "third_pay_accounts" USING btree ("company_id","account_name","id");--> statement-breakpoint
CREATE INDEX "third_pay_company_status" ON "third_pay_accounts" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vas_order_lines_product" ON "vas_order_lines" USING btree ("order_id","product_id");--> statement-breakpoint
CREATE INDEX "vas_order_lines_order" ON "vas_order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "vas_orders_no" ON "vas_orders" USING btree ("vas_no");--> statement-breakpoint
CREATE INDEX "vas_orders_company_created" ON "vas_orders" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vas_orders_company_no" ON "vas_orders" USING btree ("company_id","vas_no","id");--> statement-breakpoint
CREATE INDEX "vas_orders_company_status" ON "vas_orders" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "vas_orders_company_total" ON "vas_orders" USING btree ("company_id","total_quantity","id");--> statement-breakpoint
CREATE INDEX "vas_orders_company_completed" ON "vas_orders" USING btree ("company_id","completed_at","id");--> statement-breakpoint
CREATE INDEX "vas_orders_no_trgm" ON "vas_orders" USING gin ("vas_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vas_orders_skus_trgm" ON "vas_orders" USING gin ("skus" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vas_orders_search_trgm" ON "vas_orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vas_orders_warehouse_status" ON "vas_orders" USING btree ("warehouse_id","status","id");