-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "email" VARCHAR(255) NOT NULL,
    "password" TEXT,
    "role" VARCHAR(50) NOT NULL DEFAULT 'company',
    "password_setup_token" VARCHAR(64),
    "token_expiry" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "companies" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER,
    "name" TEXT NOT NULL,
    "verified" BOOLEAN NOT NULL DEFAULT false,
    "services" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "city" VARCHAR(100) NOT NULL DEFAULT 'Wien',
    "contact_info" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "companies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "company_registrations" (
    "id" SERIAL NOT NULL,
    "company_name" TEXT NOT NULL,
    "contact_person" TEXT NOT NULL,
    "email" VARCHAR(255) NOT NULL,
    "phone" VARCHAR(50) NOT NULL,
    "address" TEXT NOT NULL,
    "city" VARCHAR(100) NOT NULL,
    "zip_code" VARCHAR(10) NOT NULL,
    "services" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "experience" TEXT NOT NULL,
    "employees" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "accept_terms" BOOLEAN NOT NULL DEFAULT false,
    "status" VARCHAR(50) NOT NULL DEFAULT 'pending',
    "processed_by" INTEGER,
    "processed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "company_registrations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "projects" (
    "id" SERIAL NOT NULL,
    "service_type" VARCHAR(100) NOT NULL,
    "zip_code" VARCHAR(10) NOT NULL,
    "project_type" TEXT,
    "stage" TEXT,
    "style" TEXT,
    "size" TEXT,
    "keep_installations" BOOLEAN,
    "budget" TEXT,
    "name" TEXT NOT NULL,
    "email" VARCHAR(255) NOT NULL,
    "phone" VARCHAR(50) NOT NULL,
    "quiz_answers" JSONB NOT NULL DEFAULT '{}',
    "status" VARCHAR(50) NOT NULL DEFAULT 'Offen',
    "assigned_company_id" INTEGER,
    "ai_offer_link_id" VARCHAR(32),
    "gdpr_accepted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "privacy_policy_version" VARCHAR(50) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "projects_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "project_assignments" (
    "id" SERIAL NOT NULL,
    "project_id" INTEGER NOT NULL,
    "company_id" INTEGER NOT NULL,
    "status" VARCHAR(50) NOT NULL DEFAULT 'Offen',
    "assigned_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "project_assignments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quizzes" (
    "id" SERIAL NOT NULL,
    "service_type" VARCHAR(100) NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "questions" JSONB NOT NULL DEFAULT '[]',
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "quizzes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blog_posts" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "slug" VARCHAR(255) NOT NULL,
    "excerpt" TEXT,
    "content" TEXT NOT NULL,
    "image_url" TEXT,
    "category" VARCHAR(100) NOT NULL,
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "meta_title" TEXT,
    "meta_description" TEXT,
    "reading_time" INTEGER NOT NULL DEFAULT 5,
    "published" BOOLEAN NOT NULL DEFAULT false,
    "featured" BOOLEAN NOT NULL DEFAULT false,
    "author_id" INTEGER,
    "published_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "blog_posts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "advertising_requests" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "category" VARCHAR(100) NOT NULL,
    "availability" JSONB NOT NULL DEFAULT '[]',
    "message" TEXT,
    "status" VARCHAR(50) NOT NULL DEFAULT 'pending',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processed_by" INTEGER,
    "processed_at" TIMESTAMPTZ(3),

    CONSTRAINT "advertising_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bathroom_labor_rates" (
    "id" SERIAL NOT NULL,
    "trade_type" VARCHAR(100) NOT NULL,
    "pricing_method" VARCHAR(50) NOT NULL,
    "budget_price" DECIMAL(10,2) NOT NULL,
    "standard_price" DECIMAL(10,2) NOT NULL,
    "premium_price" DECIMAL(10,2) NOT NULL,
    "unit_type" VARCHAR(50) NOT NULL,
    "description" TEXT,
    "vienna_modifier" INTEGER NOT NULL DEFAULT 100,

    CONSTRAINT "bathroom_labor_rates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bathroom_materials" (
    "id" SERIAL NOT NULL,
    "category" VARCHAR(100) NOT NULL,
    "subcategory" VARCHAR(100),
    "quality_tier" VARCHAR(20) NOT NULL,
    "price_min" DECIMAL(10,2) NOT NULL,
    "price_max" DECIMAL(10,2) NOT NULL,
    "unit_type" VARCHAR(50) NOT NULL,
    "description" TEXT,
    "brand_examples" TEXT,
    "supplier_notes" TEXT,

    CONSTRAINT "bathroom_materials_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vienna_specific_costs" (
    "id" SERIAL NOT NULL,
    "cost_type" VARCHAR(100) NOT NULL,
    "base_cost" DECIMAL(10,2) NOT NULL,
    "max_cost" DECIMAL(10,2),
    "unit" VARCHAR(50) NOT NULL,
    "description" TEXT,
    "regulation_notes" TEXT,

    CONSTRAINT "vienna_specific_costs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bathroom_offers" (
    "id" SERIAL NOT NULL,
    "project_id" INTEGER NOT NULL,
    "unique_link_id" VARCHAR(32) NOT NULL,
    "budget_offer" JSONB,
    "standard_offer" JSONB,
    "premium_offer" JSONB,
    "status" VARCHAR(50) NOT NULL DEFAULT 'pending',
    "approved_by" INTEGER,
    "approved_at" TIMESTAMPTZ(3),
    "sent_at" TIMESTAMPTZ(3),
    "show_detailed_breakdown" BOOLEAN NOT NULL DEFAULT true,
    "show_material_specs" BOOLEAN NOT NULL DEFAULT true,
    "show_labor_details" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "bathroom_offers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "offer_selections" (
    "id" SERIAL NOT NULL,
    "offer_id" INTEGER NOT NULL,
    "selected_tier" VARCHAR(20) NOT NULL,
    "customer_confirmed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "offer_selections_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "partner_onboarding" (
    "id" SERIAL NOT NULL,
    "company_name" TEXT,
    "address" TEXT,
    "contact_person" TEXT,
    "email" VARCHAR(255),
    "phone" VARCHAR(50),
    "phone2" VARCHAR(50),
    "business_license" VARCHAR(50),
    "business_license_link" TEXT,
    "liability" VARCHAR(50),
    "liability_link" TEXT,
    "references" TEXT,
    "services" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "top_services" TEXT,
    "pricing_available" VARCHAR(50),
    "pricing_link" TEXT,
    "current_offers" TEXT,
    "site_visit_offer" TEXT,
    "typical_start_time" VARCHAR(50),
    "calendar_sharing" VARCHAR(50),
    "calendar_link" TEXT,
    "availability" TEXT,
    "preferred_channels" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "other_channel" TEXT,
    "differentiator" TEXT,
    "special_notes" TEXT,
    "payment_method" VARCHAR(50),
    "payment_method_other" TEXT,
    "provision_notes" TEXT,
    "cash_payment_acceptance" VARCHAR(50),
    "cash_payment_reason" TEXT,
    "privacy_consent" BOOLEAN NOT NULL DEFAULT false,
    "status" VARCHAR(50) NOT NULL DEFAULT 'pending',
    "processed_by" INTEGER,
    "processed_at" TIMESTAMPTZ(3),
    "notes" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "partner_onboarding_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "admin_category_views" (
    "id" SERIAL NOT NULL,
    "admin_user_id" INTEGER NOT NULL,
    "category" VARCHAR(50) NOT NULL,
    "last_viewed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "admin_category_views_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contact_messages" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "email" VARCHAR(255) NOT NULL,
    "subject" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contact_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limits" (
    "key" VARCHAR(255) NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "expire" TIMESTAMPTZ(3),

    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "users_password_setup_token_key" ON "users"("password_setup_token");

-- CreateIndex
CREATE UNIQUE INDEX "companies_user_id_key" ON "companies"("user_id");

-- CreateIndex
CREATE INDEX "companies_verified_name_idx" ON "companies"("verified", "name");

-- CreateIndex
CREATE INDEX "companies_created_at_idx" ON "companies"("created_at");

-- CreateIndex
CREATE INDEX "company_registrations_status_created_at_idx" ON "company_registrations"("status", "created_at");

-- CreateIndex
CREATE INDEX "company_registrations_created_at_idx" ON "company_registrations"("created_at");

-- CreateIndex
CREATE INDEX "projects_status_created_at_idx" ON "projects"("status", "created_at");

-- CreateIndex
CREATE INDEX "projects_assigned_company_id_status_idx" ON "projects"("assigned_company_id", "status");

-- CreateIndex
CREATE INDEX "projects_service_type_idx" ON "projects"("service_type");

-- CreateIndex
CREATE INDEX "projects_created_at_idx" ON "projects"("created_at");

-- CreateIndex
CREATE INDEX "project_assignments_company_id_status_idx" ON "project_assignments"("company_id", "status");

-- CreateIndex
CREATE UNIQUE INDEX "project_assignments_project_id_company_id_key" ON "project_assignments"("project_id", "company_id");

-- CreateIndex
CREATE UNIQUE INDEX "quizzes_service_type_key" ON "quizzes"("service_type");

-- CreateIndex
CREATE INDEX "quizzes_is_active_idx" ON "quizzes"("is_active");

-- CreateIndex
CREATE UNIQUE INDEX "blog_posts_slug_key" ON "blog_posts"("slug");

-- CreateIndex
CREATE INDEX "blog_posts_published_published_at_idx" ON "blog_posts"("published", "published_at");

-- CreateIndex
CREATE INDEX "blog_posts_category_published_idx" ON "blog_posts"("category", "published");

-- CreateIndex
CREATE INDEX "advertising_requests_status_created_at_idx" ON "advertising_requests"("status", "created_at");

-- CreateIndex
CREATE INDEX "advertising_requests_company_id_idx" ON "advertising_requests"("company_id");

-- CreateIndex
CREATE UNIQUE INDEX "bathroom_labor_rates_trade_type_pricing_method_key" ON "bathroom_labor_rates"("trade_type", "pricing_method");

-- CreateIndex
CREATE INDEX "bathroom_materials_category_quality_tier_idx" ON "bathroom_materials"("category", "quality_tier");

-- CreateIndex
CREATE UNIQUE INDEX "vienna_specific_costs_cost_type_key" ON "vienna_specific_costs"("cost_type");

-- CreateIndex
CREATE UNIQUE INDEX "bathroom_offers_unique_link_id_key" ON "bathroom_offers"("unique_link_id");

-- CreateIndex
CREATE INDEX "bathroom_offers_project_id_idx" ON "bathroom_offers"("project_id");

-- CreateIndex
CREATE INDEX "bathroom_offers_status_created_at_idx" ON "bathroom_offers"("status", "created_at");

-- CreateIndex
CREATE INDEX "offer_selections_offer_id_idx" ON "offer_selections"("offer_id");

-- CreateIndex
CREATE INDEX "partner_onboarding_status_created_at_idx" ON "partner_onboarding"("status", "created_at");

-- CreateIndex
CREATE INDEX "partner_onboarding_created_at_idx" ON "partner_onboarding"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "admin_category_views_admin_user_id_category_key" ON "admin_category_views"("admin_user_id", "category");

-- CreateIndex
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages"("created_at");

-- CreateIndex
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits"("expire");

-- AddForeignKey
ALTER TABLE "companies" ADD CONSTRAINT "companies_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "projects" ADD CONSTRAINT "projects_assigned_company_id_fkey" FOREIGN KEY ("assigned_company_id") REFERENCES "companies"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_assignments" ADD CONSTRAINT "project_assignments_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_assignments" ADD CONSTRAINT "project_assignments_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "advertising_requests" ADD CONSTRAINT "advertising_requests_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bathroom_offers" ADD CONSTRAINT "bathroom_offers_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offer_selections" ADD CONSTRAINT "offer_selections_offer_id_fkey" FOREIGN KEY ("offer_id") REFERENCES "bathroom_offers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "admin_category_views" ADD CONSTRAINT "admin_category_views_admin_user_id_fkey" FOREIGN KEY ("admin_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
