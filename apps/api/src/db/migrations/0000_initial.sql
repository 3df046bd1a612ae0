CREATE TYPE "public"."activity_status" AS ENUM('DRAFT', 'PUBLISHED', 'ARCHIVED');--> statement-breakpoint
CREATE TYPE "public"."activity_visibility" AS ENUM('ALL', 'YEAR', 'NONE');--> statement-breakpoint
CREATE TYPE "public"."admin_module_key" AS ENUM('CHECKIN', 'ACTIVITY', 'OVERTIME', 'ANNOUNCEMENT', 'REFERRAL', 'REGISTRATION', 'SETTINGS', 'USER', 'ENROLLMENT');--> statement-breakpoint
CREATE TYPE "public"."audit_actor_type" AS ENUM('admin', 'manager', 'system');--> statement-breakpoint
CREATE TYPE "public"."centre_type" AS ENUM('company', 'franchise');--> statement-breakpoint
CREATE TYPE "public"."check_in_status" AS ENUM('CHECKIN', 'CHECKOUT');--> statement-breakpoint
CREATE TYPE "public"."citizenship" AS ENUM('malaysia', 'foreigner');--> statement-breakpoint
CREATE TYPE "public"."config_key" AS ENUM('hoc-login', 'activities', 'new-student-registration');--> statement-breakpoint
CREATE TYPE "public"."contact_relationship" AS ENUM('FATHER', 'MOTHER', 'GUARDIAN');--> statement-breakpoint
CREATE TYPE "public"."family_relation" AS ENUM('father', 'mother', 'guardian');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('male', 'female');--> statement-breakpoint
CREATE TYPE "public"."malaysian_state" AS ENUM('Johor', 'Kedah', 'Kelantan', 'Melaka', 'Negeri Sembilan', 'Pahang', 'Perak', 'Perlis', 'Pulau Pinang', 'Sabah', 'Sarawak', 'Selangor', 'Terengganu', 'W.P. Kuala Lumpur', 'W.P. Labuan', 'W.P. Putrajaya');--> statement-breakpoint
CREATE TYPE "public"."marital_status" AS ENUM('married', 'widowed', 'separated', 'divorced', 'single');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('PENDING', 'FAILED', 'SUCCESS', 'EXPIRED', 'VOID');--> statement-breakpoint
CREATE TYPE "public"."overtime_item_status" AS ENUM('UNBILLED', 'PROFORMA', 'INVOICED', 'PAID');--> statement-breakpoint
CREATE TYPE "public"."overtime_unit" AS ENUM('MINUTE', 'HOUR');--> statement-breakpoint
CREATE TYPE "public"."payment_gateway" AS ENUM('billplz', 'simulator');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('PENDING', 'SUCCESS', 'VOID', 'FAILED', 'EXPIRED');--> statement-breakpoint
CREATE TYPE "public"."referral_credit_status" AS ENUM('PENDING', 'EARNED', 'PAID', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."registration_status" AS ENUM('PENDING', 'COMPLETED', 'PAYMENT_FAILED');--> statement-breakpoint
CREATE TYPE "public"."salutation" AS ENUM('Mr', 'Mrs', 'Ms', 'Dr');--> statement-breakpoint
CREATE TYPE "public"."session_subject_type" AS ENUM('parent', 'manager', 'admin');--> statement-breakpoint
CREATE TYPE "public"."uniform_size" AS ENUM('XS', 'S', 'M', 'L', 'XL');--> statement-breakpoint
CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"manager_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"activity_date" date NOT NULL,
	"status" "activity_status" DEFAULT 'DRAFT' NOT NULL,
	"visibility" "activity_visibility" DEFAULT 'ALL' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"photo_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_years" (
	"activity_id" uuid NOT NULL,
	"year" integer NOT NULL,
	CONSTRAINT "activity_years_pkey" PRIMARY KEY("activity_id","year"),
	CONSTRAINT "activity_years_year_range" CHECK ("activity_years"."year" BETWEEN 0 AND 18)
);
--> statement-breakpoint
CREATE TABLE "admin_modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" "admin_module_key" NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "admin_modules_key_key" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "admin_permissions" (
	"admin_id" uuid NOT NULL,
	"module_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "admin_permissions_pkey" PRIMARY KEY("admin_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_type" "audit_actor_type" NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_actor_present" CHECK ("audit_log"."actor_type" = 'system' OR "audit_log"."actor_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "centres" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" "centre_type" DEFAULT 'company' NOT NULL,
	"address" text,
	"activated_at" timestamp with time zone,
	"password_ciphertext" text,
	"password_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "centres_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"name" text NOT NULL,
	"package_type" text NOT NULL,
	"description" text,
	"online_registration_fee_sen" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_centre_id_name_key" UNIQUE("centre_id","name"),
	CONSTRAINT "packages_fee_not_negative" CHECK ("packages"."online_registration_fee_sen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"status" "check_in_status" NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"local_date" date NOT NULL,
	"temperature" numeric(4, 2) NOT NULL,
	"note" text,
	"photo_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"recorded_by_id" uuid NOT NULL,
	"package_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_child_id_local_date_status_key" UNIQUE("child_id","local_date","status"),
	CONSTRAINT "check_ins_temperature_range" CHECK ("check_ins"."temperature" BETWEEN 35 AND 42),
	CONSTRAINT "check_ins_local_date_is_kuala_lumpur_day" CHECK ("check_ins"."local_date" = ("check_ins"."recorded_at" AT TIME ZONE 'Asia/Kuala_Lumpur')::date)
);
--> statement-breakpoint
CREATE TABLE "child_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"relation" "family_relation" NOT NULL,
	"full_name" text NOT NULL,
	"email" text,
	"phone_number" text,
	"is_primary_contact" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "children" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"my_kid_number" text,
	"gender" "gender" NOT NULL,
	"date_of_birth" date NOT NULL,
	"centre_id" uuid NOT NULL,
	"package_id" uuid,
	"family_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"enrolled_on" date DEFAULT ((now() AT TIME ZONE 'Asia/Kuala_Lumpur')::date) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "children_my_kid_number_digits" CHECK ("children"."my_kid_number" ~ '^[0-9]{12,}$')
);
--> statement-breakpoint
CREATE TABLE "config_flags" (
	"key" "config_key" PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_admin_id" uuid
);
--> statement-breakpoint
CREATE TABLE "families" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"parent_id" uuid NOT NULL,
	"relation" "family_relation" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_members_family_id_parent_id_key" UNIQUE("family_id","parent_id")
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"date" date NOT NULL,
	"text" varchar(60) NOT NULL,
	"author_admin_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notes_text_length" CHECK (char_length("notes"."text") BETWEEN 1 AND 60)
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_codes_email_lowercase" CHECK ("one_time_codes"."email" = lower("one_time_codes"."email")),
	CONSTRAINT "one_time_codes_purpose_format" CHECK ("one_time_codes"."purpose" ~ '^[a-z][a-z0-9-]*$'),
	CONSTRAINT "one_time_codes_attempts_not_negative" CHECK ("one_time_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"registration_id" uuid,
	"description" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price_sen" integer NOT NULL,
	"total_price_sen" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" >= 1),
	CONSTRAINT "order_items_prices_not_negative" CHECK ("order_items"."unit_price_sen" >= 0 AND "order_items"."total_price_sen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"parent_id" uuid NOT NULL,
	"status" "order_status" DEFAULT 'PENDING' NOT NULL,
	"subtotal_sen" integer NOT NULL,
	"discount_sen" integer DEFAULT 0 NOT NULL,
	"total_sen" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_key" UNIQUE("order_number"),
	CONSTRAINT "orders_amounts_valid" CHECK ("orders"."subtotal_sen" >= 0 AND "orders"."discount_sen" >= 0
        AND "orders"."total_sen" = GREATEST("orders"."subtotal_sen" - "orders"."discount_sen", 0))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"gateway" "payment_gateway" NOT NULL,
	"bill_id" text,
	"payment_method" text,
	"status" "payment_status" DEFAULT 'PENDING' NOT NULL,
	"amount_sen" integer NOT NULL,
	"transaction_data" jsonb,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_bill_id_key" UNIQUE("bill_id"),
	CONSTRAINT "payments_amount_not_negative" CHECK ("payments"."amount_sen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "overtime_report_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"checkout_id" uuid NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"unit" "overtime_unit" NOT NULL,
	"rate_sen" integer NOT NULL,
	"amount_sen" integer NOT NULL,
	"status" "overtime_item_status" DEFAULT 'UNBILLED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overtime_report_items_duration_positive" CHECK ("overtime_report_items"."duration" >= 1),
	CONSTRAINT "overtime_report_items_money_not_negative" CHECK ("overtime_report_items"."rate_sen" >= 0 AND "overtime_report_items"."amount_sen" >= 0),
	CONSTRAINT "overtime_report_items_time_order" CHECK ("overtime_report_items"."start_time" <= "overtime_report_items"."end_time")
);
--> statement-breakpoint
CREATE TABLE "overtime_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_by_admin_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overtime_reports_date_range" CHECK ("overtime_reports"."start_date" <= "overtime_reports"."end_date")
);
--> statement-breakpoint
CREATE TABLE "overtime_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid,
	"description" text DEFAULT '' NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"duration" integer NOT NULL,
	"unit" "overtime_unit" NOT NULL,
	"rate_sen" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overtime_rules_start_time_format" CHECK ("overtime_rules"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "overtime_rules_end_time_format" CHECK ("overtime_rules"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "overtime_rules_start_before_end" CHECK ("overtime_rules"."start_time" < "overtime_rules"."end_time"),
	CONSTRAINT "overtime_rules_duration_positive" CHECK ("overtime_rules"."duration" >= 1),
	CONSTRAINT "overtime_rules_rate_not_negative" CHECK ("overtime_rules"."rate_sen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "parents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"salutation" "salutation",
	"full_name" text,
	"phone_number" text,
	"nationality" "citizenship",
	"nric" text,
	"passport" text,
	"occupation" text,
	"address1" text,
	"address2" text,
	"postcode" text,
	"state" text,
	"country" text,
	"referral_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parents_referral_code_key" UNIQUE("referral_code")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"reset_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_buckets_count_not_negative" CHECK ("rate_limit_buckets"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referral_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_parent_id" uuid NOT NULL,
	"registration_id" uuid NOT NULL,
	"amount_sen" integer DEFAULT 2500 NOT NULL,
	"status" "referral_credit_status" DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_credits_registration_id_key" UNIQUE("registration_id"),
	CONSTRAINT "referral_credits_amount_not_negative" CHECK ("referral_credits"."amount_sen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_number" text NOT NULL,
	"parent_id" uuid NOT NULL,
	"status" "registration_status" DEFAULT 'PENDING' NOT NULL,
	"year_intake" text NOT NULL,
	"full_name" text NOT NULL,
	"my_kid_number" text NOT NULL,
	"gender" "gender" NOT NULL,
	"date_of_birth" date NOT NULL,
	"number_of_siblings" integer NOT NULL,
	"uniform_size" "uniform_size" NOT NULL,
	"relationship" "contact_relationship" NOT NULL,
	"contact_email" text NOT NULL,
	"contact_number" text NOT NULL,
	"nationality" "citizenship" NOT NULL,
	"nationality_text" text,
	"nric" text,
	"passport" text,
	"occupation" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text NOT NULL,
	"postcode" text NOT NULL,
	"state" "malaysian_state" NOT NULL,
	"country" text DEFAULT 'Malaysia' NOT NULL,
	"father_full_name" text,
	"father_id_number" text,
	"father_nationality" text,
	"father_occupation" text,
	"father_email" text,
	"father_work_address" text,
	"father_office_number" text,
	"father_mobile_number" text,
	"mother_full_name" text,
	"mother_id_number" text,
	"mother_nationality" text,
	"mother_occupation" text,
	"mother_email" text,
	"mother_work_address" text,
	"mother_office_number" text,
	"mother_mobile_number" text,
	"marital_status" "marital_status" NOT NULL,
	"centre_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"referral_code" text,
	"referrer_parent_id" uuid,
	"terms_accepted" boolean DEFAULT false NOT NULL,
	"child_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_registration_number_key" UNIQUE("registration_number"),
	CONSTRAINT "registrations_year_intake_format" CHECK ("registrations"."year_intake" ~ '^[0-9]{4}$'),
	CONSTRAINT "registrations_my_kid_number_digits" CHECK ("registrations"."my_kid_number" ~ '^[0-9]{12,}$'),
	CONSTRAINT "registrations_number_of_siblings_not_negative" CHECK ("registrations"."number_of_siblings" >= 0),
	CONSTRAINT "registrations_identity_document" CHECK (("registrations"."nationality" = 'malaysia' AND "registrations"."nric" IS NOT NULL)
        OR ("registrations"."nationality" = 'foreigner' AND "registrations"."passport" IS NOT NULL AND "registrations"."nationality_text" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"subject_type" "session_subject_type" NOT NULL,
	"parent_id" uuid,
	"manager_id" uuid,
	"admin_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_key" UNIQUE("token_hash"),
	CONSTRAINT "sessions_subject_matches_type" CHECK (("sessions"."subject_type" = 'parent' AND "sessions"."parent_id" IS NOT NULL AND "sessions"."manager_id" IS NULL AND "sessions"."admin_id" IS NULL)
        OR ("sessions"."subject_type" = 'manager' AND "sessions"."manager_id" IS NOT NULL AND "sessions"."parent_id" IS NULL AND "sessions"."admin_id" IS NULL)
        OR ("sessions"."subject_type" = 'admin' AND "sessions"."admin_id" IS NOT NULL AND "sessions"."parent_id" IS NULL AND "sessions"."manager_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "managers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_super_manager" boolean DEFAULT false NOT NULL,
	"email" text,
	"password_hash" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_images" ADD CONSTRAINT "activity_images_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_years" ADD CONSTRAINT "activity_years_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_permissions" ADD CONSTRAINT "admin_permissions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_permissions" ADD CONSTRAINT "admin_permissions_module_id_admin_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."admin_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_recorded_by_id_managers_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."managers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_contacts" ADD CONSTRAINT "child_contacts_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "config_flags" ADD CONSTRAINT "config_flags_updated_by_admin_id_admins_id_fk" FOREIGN KEY ("updated_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_author_admin_id_admins_id_fk" FOREIGN KEY ("author_admin_id") REFERENCES "public"."admins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_report_items" ADD CONSTRAINT "overtime_report_items_report_id_overtime_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."overtime_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_report_items" ADD CONSTRAINT "overtime_report_items_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_report_items" ADD CONSTRAINT "overtime_report_items_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_report_items" ADD CONSTRAINT "overtime_report_items_checkout_id_check_ins_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."check_ins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_reports" ADD CONSTRAINT "overtime_reports_created_by_admin_id_admins_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_rules" ADD CONSTRAINT "overtime_rules_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_credits" ADD CONSTRAINT "referral_credits_referrer_parent_id_parents_id_fk" FOREIGN KEY ("referrer_parent_id") REFERENCES "public"."parents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_credits" ADD CONSTRAINT "referral_credits_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_referrer_parent_id_parents_id_fk" FOREIGN KEY ("referrer_parent_id") REFERENCES "public"."parents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "managers" ADD CONSTRAINT "managers_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_centre_id_activity_date_idx" ON "activities" USING btree ("centre_id","activity_date");--> statement-breakpoint
CREATE INDEX "activities_manager_id_idx" ON "activities" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "activities_status_idx" ON "activities" USING btree ("status");--> statement-breakpoint
CREATE INDEX "activity_images_activity_id_sort_order_idx" ON "activity_images" USING btree ("activity_id","sort_order");--> statement-breakpoint
CREATE INDEX "admin_permissions_module_id_idx" ON "admin_permissions" USING btree ("module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "admins_email_lower_key" ON "admins" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_type","actor_id");--> statement-breakpoint
CREATE INDEX "check_ins_centre_id_local_date_idx" ON "check_ins" USING btree ("centre_id","local_date");--> statement-breakpoint
CREATE INDEX "check_ins_child_id_recorded_at_idx" ON "check_ins" USING btree ("child_id","recorded_at");--> statement-breakpoint
CREATE INDEX "check_ins_recorded_by_id_idx" ON "check_ins" USING btree ("recorded_by_id");--> statement-breakpoint
CREATE INDEX "child_contacts_child_id_idx" ON "child_contacts" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "child_contacts_email_lower_idx" ON "child_contacts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "child_contacts_one_primary_per_child" ON "child_contacts" USING btree ("child_id") WHERE "child_contacts"."is_primary_contact";--> statement-breakpoint
CREATE INDEX "children_centre_id_idx" ON "children" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "children_family_id_idx" ON "children" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "children_my_kid_number_idx" ON "children" USING btree ("my_kid_number");--> statement-breakpoint
CREATE INDEX "family_members_parent_id_idx" ON "family_members" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "notes_centre_id_date_idx" ON "notes" USING btree ("centre_id","date");--> statement-breakpoint
CREATE INDEX "one_time_codes_email_created_at_idx" ON "one_time_codes" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_expires_at_idx" ON "one_time_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "order_items_order_id_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_registration_id_idx" ON "order_items" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "orders_parent_id_idx" ON "orders" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "orders_status_expires_at_idx" ON "orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "payments_order_id_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "overtime_report_items_report_id_centre_id_idx" ON "overtime_report_items" USING btree ("report_id","centre_id");--> statement-breakpoint
CREATE INDEX "overtime_report_items_report_id_child_id_idx" ON "overtime_report_items" USING btree ("report_id","child_id");--> statement-breakpoint
CREATE INDEX "overtime_report_items_child_id_idx" ON "overtime_report_items" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "overtime_report_items_checkout_id_idx" ON "overtime_report_items" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "overtime_reports_created_at_idx" ON "overtime_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "overtime_rules_package_id_idx" ON "overtime_rules" USING btree ("package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parents_email_lower_key" ON "parents" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "rate_limit_buckets_reset_at_idx" ON "rate_limit_buckets" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "referral_credits_referrer_parent_id_idx" ON "referral_credits" USING btree ("referrer_parent_id");--> statement-breakpoint
CREATE INDEX "registrations_parent_id_idx" ON "registrations" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "registrations_centre_id_idx" ON "registrations" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "registrations_status_created_at_idx" ON "registrations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "registrations_referrer_parent_id_idx" ON "registrations" USING btree ("referrer_parent_id");--> statement-breakpoint
CREATE INDEX "registrations_child_id_idx" ON "registrations" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "sessions_parent_id_idx" ON "sessions" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sessions_manager_id_idx" ON "sessions" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "sessions_admin_id_idx" ON "sessions" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "managers_email_lower_key" ON "managers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "managers_centre_id_idx" ON "managers" USING btree ("centre_id");