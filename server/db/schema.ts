import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ARTICLE_STATUSES } from '../../core/article';
import { STORY_ACCESS } from '../../core/access';
import { BYLINE_ROLES } from '../../core/bylines';
import { CURRENCIES, INTERVALS, MEMBERSHIP_STATUSES } from '../../core/members';
import { CATEGORIES } from '../../core/categories';
import { NOTE_KINDS } from '../../core/corrections';
import { FRONT_PAGE_SLOTS } from '../../core/front-page';
import { REVISION_ORIGINS, type RevisionSnapshot } from '../../core/revisions';
import { ROLES } from '../../core/roles';
import { ACCOUNT_TOKEN_PURPOSES } from '../../core/account';
import { BAN_KINDS, COMMENT_STATUSES, REPORT_REASONS, STORY_COMMENTS } from '../../core/comments';
import { STAFF_ROLES } from '../../core/staff';
import { DELIVERY_STATUSES, SEND_STATUSES, SUBSCRIBER_STATUSES } from '../../core/newsletter';
import { ALERT_KINDS, FOLLOW_KINDS, type AlertPayload } from '../../core/alerts';

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/**
 * `column IN ('a', 'b', …)` for a check constraint, from one of core's lists (the same
 * lists the browser uses). Written out as literals: a constraint cannot take parameters.
 * A checked text column rather than a PostgreSQL enum: it still sorts and compares as
 * text, and a value added to the list is one generated migration (an enum's values
 * cannot be removed).
 */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const literals = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(literals)})`;
}

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** The articles' text indexes take each story in as it is written (see `articles_search_idx`). */
const GIN_NO_PENDING_LIST = { fastupdate: false } as const;

export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    category: text('category', { enum: CATEGORIES }).notNull(),
    description: text('description').notNull().default(''),
    /** Sanitized HTML. */
    content: text('content').notNull().default(''),
    excerpt: text('excerpt'),
    /** A full http(s) URL, a site path ('/samples/…') or an upload's file name. */
    image: text('image'),
    imageAlt: text('image_alt'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    focusKeyword: text('focus_keyword'),
    canonicalUrl: text('canonical_url'),
    ogTitle: text('og_title'),
    ogDescription: text('og_description'),
    twitterTitle: text('twitter_title'),
    twitterDescription: text('twitter_description'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The tags' slugs (core/tags.ts `tagSlugs`), which tag pages look up: written with the tags;
     * null on a row from before them until its backfill (server/db/backfills.ts).
     */
    tagSlugs: text('tag_slugs').array(),
    status: text('status', { enum: ARTICLE_STATUSES }).notNull().default('draft'),
    featured: boolean('featured').notNull().default(false),
    trending: boolean('trending').notNull().default(false),
    /** Display name of the author; null shows the default byline. */
    author: text('author'),
    /** The account that wrote it: authors may edit their own drafts. */
    authorId: uuid('author_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    sourceName: text('source_name'),
    sourceUrl: text('source_url'),
    /** Sample stories are never passed off as real news. */
    isSample: boolean('is_sample').notNull().default(false),
    wordCount: integer('word_count').notNull().default(0),
    // Views, shares and likes live in article_daily_stats, so a reader's view never rewrites
    // (and re-indexes) the article row.
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    /** When a `scheduled` story goes out; null otherwise (server/news/scheduled-publisher.ts). */
    publishAt: timestamp('publish_at', { withTimezone: true, mode: 'date' }),
    /** When a story in `review` was submitted: the review queue is oldest first. Null otherwise. */
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    /** An editor's note sending a story back to its author (a draft again); cleared when it moves on. */
    reviewNote: text('review_note'),
    /** Who sent it back (their name as shown then) and when. */
    reviewNoteBy: text('review_note_by'),
    reviewNoteAt: timestamp('review_note_at', { withTimezone: true, mode: 'date' }),
    /** Flagged 'Breaking': in the home page's banner until then (docs/product.md, 'Front page'). */
    breakingUntil: timestamp('breaking_until', { withTimezone: true, mode: 'date' }),
    /** A live blog: its page lists timestamped entries (live_entries) and updates itself (docs/product.md, 'Live blogs'). */
    liveBlog: boolean('live_blog').notNull().default(false),
    /** Others may republish it under the site's licence (docs/product.md, 'Republishing'). */
    republishable: boolean('republishable').notNull().default(false),
    /** When an editor ended the live coverage; null while it is live. */
    liveEndedAt: timestamp('live_ended_at', { withTimezone: true, mode: 'date' }),
    /**
     * Who may read it in full (core/access.ts): `default` (its category's setting, else the
     * site's), `public`, `registered` or `members`; for members, the tiers that open it (none: any).
     */
    access: text('access', { enum: STORY_ACCESS }).notNull().default('default'),
    accessTiers: jsonb('access_tiers').$type<string[]>().notNull().default([]),
    /** Readers' comments (core/comments.ts): `open` (closing after the site's days), `closed` or `off`. */
    comments: text('comments', { enum: STORY_COMMENTS }).notNull().default('open'),
    /** Its published comments, replies included: kept by every change of a comment's state. */
    commentCount: integer('comment_count').notNull().default(0),
    /**
     * The edition it is written for (core/editions.ts): its address's prefix (`/hi/news/…`), the
     * lists, feeds and searches it is in. Set when it is made, never changed (docs/decisions/009).
     */
    edition: text('edition').notNull().default('en'),
    ...timestamps,
    /**
     * Full-text search document: the words of the title (weight A), description (B) and body (C,
     * HTML whose tags the parser drops) with their positions. Set by the trigger
     * `articles_search_vectors` (migration 0025) on every insert and on an update of the text,
     * with `search_pairs` from the same parse; never written by the code.
     */
    search: tsvector('search')
      .notNull()
      .default(sql`''::tsvector`),
    /**
     * A key for each two neighbouring words of the title, description and body, so the index
     * finds a phrase's stories without reading them, however common its words
     * (`search_pair_keys`, migration 0025; docs/decisions/008-phrase-search.md). Set with `search`.
     */
    searchPairs: tsvector('search_pairs')
      .notNull()
      .default(sql`''::tsvector`),
    /**
     * Title and description only, with their weights: what search ranks by. A few hundred bytes
     * kept in the row, where `search` (3-4 KB) is stored out of line (docs/decisions/007). Set
     * with `search`, in the story's edition's language (migration 0046).
     */
    searchHead: tsvector('search_head')
      .notNull()
      .default(sql`''::tsvector`),
  },
  (t) => [
    uniqueIndex('articles_slug_key').on(t.slug),
    // 'base-%' prefix lookups for a free slug (article-writer.ts): the unique index cannot serve
    // LIKE under a non-C collation, this one can (a scan of 1M rows otherwise).
    index('articles_slug_pattern_idx').on(t.slug.op('text_pattern_ops')),
    index('articles_status_published_idx').on(t.status, t.publishedAt.desc()),
    index('articles_category_status_published_idx').on(t.category, t.status, t.publishedAt.desc()),
    // The lists' order (article-filters.ts newestFirst), so the newest stories are read from the
    // index, not sorted from the whole table (76 ms against 6 ms for the home page on 100k stories).
    // published_at last, though the order never needs it: with it the index holds every column a
    // page's ids are read by, so a deep page is skipped in the index alone (an index-only scan)
    // instead of visiting each skipped row, which the planner prices above sorting the whole
    // category (news.reading.ts listPage; migration 0026).
    // Each edition's lists are its own (docs/decisions/009-editions.md): the edition is in both
    // list indexes, so a Hindi page never walks past the English stories to fill itself.
    index('articles_status_newest_idx').on(
      t.status,
      t.edition,
      // Plain DESC (nulls first) like the query's ORDER BY; drizzle's .desc() adds NULLS LAST.
      sql`(coalesce("published_at", "created_at")) desc`,
      sql`"created_at" desc`,
      sql`"id" desc`,
      t.publishedAt,
    ),
    index('articles_category_status_newest_idx').on(
      t.category,
      t.status,
      t.edition,
      sql`(coalesce("published_at", "created_at")) desc`,
      sql`"created_at" desc`,
      sql`"id" desc`,
      t.publishedAt,
    ),
    // The words and the publication time in one GIN index (btree_gin), so a search in the
    // recent window is one index scan (server/search/search.service.ts). The text's GIN indexes
    // keep no pending list (migration 0051): every search reads the whole list, and the publish
    // that fills it merges it (with 128 kB, migration 0028, one publish in a few took 55 ms
    // instead of 18 at 100,000 stories; with PostgreSQL's 4 MB, searches grew a third slower
    // and one write took a second). Each publish now indexes its own words: 22 ms, 28-34 at p95.
    index('articles_search_idx').using('gin', t.search, t.publishedAt).with(GIN_NO_PENDING_LIST),
    index('articles_search_pairs_idx').using('gin', t.searchPairs).with(GIN_NO_PENDING_LIST),
    index('articles_title_trgm_idx')
      .using('gin', sql`${t.title} gin_trgm_ops`)
      .with(GIN_NO_PENDING_LIST),
    index('articles_author_idx').on(t.authorId),
    // What is due, read every minute: only the scheduled stories are in it.
    index('articles_scheduled_due_idx')
      .on(t.publishAt)
      .where(sql`${t.status} = 'scheduled'`),
    check('articles_publish_at_check', sql`(${t.status} = 'scheduled') = (${t.publishAt} is not null)`),
    // The review queue (docs/product.md, 'Review'): oldest submission first, only stories in review.
    index('articles_review_queue_idx')
      .on(t.submittedAt)
      .where(sql`${t.status} = 'review'`),
    check('articles_submitted_at_check', sql`(${t.status} = 'review') = (${t.submittedAt} is not null)`),
    check('articles_review_note_check', sql`${t.reviewNote} is null or ${t.status} = 'draft'`),
    // The flagged stories, read for the home page and cleared when due: only they are in it.
    index('articles_breaking_idx')
      .on(t.breakingUntil)
      .where(sql`${t.breakingUntil} is not null`),
    index('articles_tag_slugs_idx').using('gin', t.tagSlugs),
    index('articles_source_url_idx').on(t.sourceUrl),
    index('articles_created_idx').on(t.createdAt),
    check('articles_category_check', oneOf(t.category, CATEGORIES)),
    check('articles_status_check', oneOf(t.status, ARTICLE_STATUSES)),
    check('articles_access_check', oneOf(t.access, STORY_ACCESS)),
    check('articles_comments_check', oneOf(t.comments, STORY_COMMENTS)),
  ],
);

/**
 * Translations (docs/decisions/009-editions.md): stories of different editions that tell the same
 * story, linked in a group (the first story's id). Each is a story of its own, with its own slug,
 * status, schedule and revisions; the group gives their pages' `hreflang` alternates, the edition
 * switch's target and the editor's 'Translations'. One story an edition in a group.
 */
export const articleTranslations = pgTable(
  'article_translations',
  {
    articleId: uuid('article_id')
      .primaryKey()
      .references(() => articles.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').notNull(),
    /** The story's edition (it never changes), so a group holds one story an edition. */
    edition: text('edition').notNull(),
  },
  (t) => [uniqueIndex('article_translations_group_edition_key').on(t.groupId, t.edition)],
);

/**
 * Corrections and updates on published stories (docs/product.md, 'Corrections and updates'),
 * shown under the headline, oldest first. They stay, like a printed correction.
 */
export const articleNotes = pgTable(
  'article_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTE_KINDS }).notNull(),
    text: text('text').notNull(),
    /** The editor who wrote it; the audit log keeps who, this keeps the note if they leave. */
    authorId: uuid('author_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('article_notes_article_idx').on(t.articleId, t.createdAt),
    check('article_notes_kind_check', oneOf(t.kind, NOTE_KINDS)),
  ],
);

/**
 * A live blog's entries (docs/product.md, 'Live blogs'), newest first on its page. The id grows
 * with each entry, so readers' pages ask for what came after the newest they have (`?after=`).
 */
export const liveEntries = pgTable(
  'live_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    title: text('title'),
    /** Sanitized HTML, as an article's body. */
    body: text('body').notNull(),
    /** An uploaded picture's file name (as articles.image), or null. */
    image: text('image'),
    imageAlt: text('image_alt'),
    keyEvent: boolean('key_event').notNull().default(false),
    pinned: boolean('pinned').notNull().default(false),
    authorId: uuid('author_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** The writer's name when they wrote it. */
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Set when the entry is edited: the page says 'Updated'. */
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('live_entries_article_idx').on(t.articleId, t.id)],
);

/**
 * Stories a signed-in reader saved to read later (docs/product.md, 'Saved stories'); readers
 * without an account keep theirs in the browser, merged into the account at sign-in.
 */
export const savedStories = pgTable(
  'saved_stories',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.articleId] }), index('saved_stories_user_idx').on(t.userId, t.savedAt)],
);

/**
 * Every save of an article (docs/product.md, 'Revisions'): its editable fields as they were
 * saved, who saved them and which changed. Numbered from 1 per article; the newest 100 are kept.
 */
export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    snapshot: jsonb('snapshot').$type<RevisionSnapshot>().notNull(),
    changed: text('changed').array().notNull(),
    origin: text('origin', { enum: REVISION_ORIGINS }).notNull(),
    restoredFrom: integer('restored_from'),
    authorId: uuid('author_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Their name when they saved it, or a fetched story's source. */
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('article_revisions_article_number_key').on(t.articleId, t.number),
    check('article_revisions_origin_check', oneOf(t.origin, REVISION_ORIGINS)),
  ],
);

/**
 * The media library (docs/product.md, 'Pictures and the media library'): one row an uploaded
 * picture, whose files are `/uploads/images/<id>-<width>.<avif|webp>` and `<id>-1200.jpg`. Its
 * alt text, caption and credit are written once for every story that shows it (the body's
 * figures are drawn from them when a story is saved). A picture stays until it is deleted here,
 * which is refused while a story uses it.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey(),
    uploadedBy: uuid('uploaded_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** The file's name on the uploader's computer, for finding it again ('' when not known). */
    originalName: text('original_name').notNull().default(''),
    /** The uploaded file's size, and the largest rendition's width and height (null for pictures older than the library). */
    bytes: integer('bytes'),
    width: integer('width'),
    height: integer('height'),
    alt: text('alt').notNull().default(''),
    /** Alt text left empty on purpose: the picture adds nothing a reader who cannot see it would miss. */
    decorative: boolean('decorative').notNull().default(false),
    caption: text('caption').notNull().default(''),
    credit: text('credit').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When a story last stopped using it, or when it was uploaded: the 30-day clean-up counts from here. */
    unusedSince: timestamp('unused_since', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('media_created_idx').on(t.createdAt, t.id)],
);

/** Which stories show which library pictures (featured, in the body or in a live blog's entries), kept by every save. */
export const mediaUses = pgTable(
  'media_uses',
  {
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.articleId] }), index('media_uses_article_idx').on(t.articleId)],
);

/**
 * What a link embedded in a story shows before the reader asks for it (docs/product.md,
 * 'Embeds'): its title, description, site and picture (stored under uploads/embeds/), read from
 * the provider's oEmbed answer or the page's own tags when the story was saved; `ok` false when
 * they could not be read (tried again after an hour).
 */
export const embedPreviews = pgTable('embed_previews', {
  url: text('url').primaryKey(),
  ok: boolean('ok').notNull(),
  title: text('title'),
  description: text('description'),
  siteName: text('site_name'),
  /** '/uploads/embeds/<key>.webp', or null. */
  image: text('image'),
  imageWidth: integer('image_width'),
  imageHeight: integer('image_height'),
  fetchedAt: timestamp('fetched_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Where a story free to republish was republished (docs/product.md, 'Republishing'): each page
 * that loaded its tracking image, as the browser's Referer named it, and how often.
 */
export const republications = pgTable(
  'republications',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    /** The republishing page's address (or its origin alone, as most browsers send it). */
    page: text('page').notNull(),
    hits: integer('hits').notNull().default(1),
    firstSeen: timestamp('first_seen', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeen: timestamp('last_seen', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.page] })],
);

/** Paid tiers an admin defines (docs/product.md, 'Members and tiers'); prices in minor units. */
export const tiers = pgTable(
  'tiers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    benefits: jsonb('benefits').$type<string[]>().notNull().default([]),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    monthlyPrice: integer('monthly_price'),
    yearlyPrice: integer('yearly_price'),
    /** Days a new member's first subscription is free (0: no trial); Stripe starts billing after. */
    trialDays: integer('trial_days').notNull().default(0),
    /** Offered to new members; an archived tier keeps the members it has. */
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('tiers_currency_check', oneOf(t.currency, CURRENCIES)),
    check('tiers_price_check', sql`${t.monthlyPrice} is not null or ${t.yearlyPrice} is not null`),
  ],
);

/**
 * A reader's paid membership (none: a free member), kept only from Stripe's signed events
 * (server/members/webhooks.ts) or an admin's complimentary grant. `last_event_at`: the creation
 * time of the newest event applied, so an older one arriving late changes nothing.
 */
export const memberships = pgTable(
  'memberships',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    tierId: uuid('tier_id').references(() => tiers.id),
    status: text('status', { enum: MEMBERSHIP_STATUSES }).notNull(),
    interval: text('interval', { enum: INTERVALS }),
    periodEnd: timestamp('period_end', { withTimezone: true, mode: 'date' }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id').unique(),
    lastEventAt: timestamp('last_event_at', { withTimezone: true, mode: 'date' }),
    /** When the paid membership last began (Stripe's event), and when it was cancelled: the revenue page's months. */
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /** The period end a yearly member was reminded of (docs/product.md, 'Members and tiers'): once a renewal. */
    remindedFor: timestamp('reminded_for', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('memberships_status_check', oneOf(t.status, MEMBERSHIP_STATUSES)),
    check('memberships_interval_check', sql`${t.interval} is null or ${oneOf(t.interval, INTERVALS)}`),
  ],
);

/**
 * Payments Stripe reported (docs/product.md, 'Members and tiers'): a membership's paid invoices and
 * donations, each once by its Stripe id (the invoice's, or a one-time checkout's), for the
 * account page's receipts and the money screens.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['membership', 'donation'] }).notNull(),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    email: text('email'),
    receiptUrl: text('receipt_url'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.paidAt),
    index('payments_paid_idx').on(t.paidAt),
    check('payments_kind_check', sql`${t.kind} in ('membership', 'donation')`),
    check('payments_currency_check', oneOf(t.currency, CURRENCIES)),
  ],
);

/** Stripe events already applied, by id: a delivery repeated (Stripe retries) is applied once. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Guest contributors (docs/product.md, 'Bylines and contributors'): people without an account a
 * story credits, kept by editors; their page is `/contributor/<slug>`.
 */
export const contributors = pgTable('contributors', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  bio: text('bio'),
  /** A square photo made as avatars are (`/uploads/avatars/…`). */
  avatar: text('avatar'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Who a story credits, in order: its byline ('author') and its 'With reporting by' line
 * ('reporting'), each a staff account or a guest contributor. A story without rows shows its
 * `author` text (a fetched story's byline, or one whose writer's account was deleted).
 */
export const articleBylines = pgTable(
  'article_bylines',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    role: text('role', { enum: BYLINE_ROLES }).notNull(),
    userId: uuid('user_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    /** A contributor named on a story cannot be deleted (the admin says which stories). */
    contributorId: uuid('contributor_id').references(() => contributors.id),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.position] }),
    index('article_bylines_user_idx').on(t.userId),
    index('article_bylines_contributor_idx').on(t.contributorId),
    check('article_bylines_one_person', sql`(${t.userId} is null) <> (${t.contributorId} is null)`),
    check('article_bylines_role_check', oneOf(t.role, BYLINE_ROLES)),
  ],
);

/**
 * The front page as an editor arranged it (docs/product.md, 'Front page'): stories pinned to
 * a slot ('featured', 'breaking') at a position, each until `expires_at` (null: until removed).
 * A deleted story leaves its slot; an unpublished one stays pinned but is not shown.
 */
export const frontPagePins = pgTable(
  'front_page_pins',
  {
    slot: text('slot', { enum: FRONT_PAGE_SLOTS }).notNull(),
    position: integer('position').notNull(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    pinnedBy: uuid('pinned_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    pinnedAt: timestamp('pinned_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.slot, t.position] }),
    uniqueIndex('front_page_pins_slot_article_key').on(t.slot, t.articleId),
    index('front_page_pins_article_idx').on(t.articleId),
    check('front_page_pins_slot_check', oneOf(t.slot, FRONT_PAGE_SLOTS)),
    check('front_page_pins_position_check', sql`${t.position} >= 0`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt.desc()),
    // The unread count in the admin menu reads only this.
    index('contact_messages_unread_idx')
      .on(t.createdAt)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * The morning newsletter's readers (docs/product.md, 'Morning newsletter'): an address is
 * `pending` until its confirmation link is followed, then `confirmed`; `unsubscribed` stays so
 * the history is kept. Only a hash of the confirmation link's token is stored.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased (core/newsletter.ts normalizeEmail): one row an address. */
    email: text('email').notNull(),
    status: text('status', { enum: SUBSCRIBER_STATUSES }).notNull().default('pending'),
    /** SHA-256 of the confirmation link's token, until it is used; null once confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true, mode: 'date' }),
    /** When the last confirmation email was sent: one an address every few minutes at most. */
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true, mode: 'date' }),
    /** In every email's unsubscribe link; it can do nothing but unsubscribe this address. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    /**
     * The editions whose newsletter the address gets (core/editions.ts codes: 'en', 'hi', or
     * both), once confirmed (docs/product.md, 'Morning newsletter').
     */
    editions: text('editions')
      .array()
      .notNull()
      .default(sql`'{en}'::text[]`),
    /**
     * 'Following': the newsletter adds the newest stories from what the subscriber's account follows
     * (docs/product.md, 'Alerts and following'); only for a subscriber with an account.
     */
    following: boolean('following').notNull().default(false),
    /** The editions the last confirmation link asks for; set on the subscriber when it is followed. */
    requestedEditions: text('requested_editions').array(),
    /** The account that subscribed from Settings, if any. */
    userId: uuid('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(t.email),
    uniqueIndex('newsletter_subscribers_unsubscribe_idx').on(t.unsubscribeToken),
    uniqueIndex('newsletter_subscribers_confirm_idx').on(t.confirmTokenHash),
    index('newsletter_subscribers_status_idx').on(t.status),
    check('newsletter_subscribers_status_check', oneOf(t.status, SUBSCRIBER_STATUSES)),
  ],
);

/**
 * One newsletter sent (or begun): one row a scheduled time and edition, so two processes firing
 * at once send it once. The stories are kept as they were chosen, so a send resumed after a restart
 * sends the same email.
 */
export const newsletterSends = pgTable(
  'newsletter_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slot: timestamp('slot', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status', { enum: SEND_STATUSES }).notNull().default('sending'),
    /** The edition whose newsletter this is: each edition's is its own mailing, in its language. */
    edition: text('edition').notNull().default('en'),
    subject: text('subject').notNull(),
    /** The chosen stories as the email shows them (server/newsletter/digest.tsx DigestStory[]). */
    stories: jsonb('stories').notNull(),
    note: text('note'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('newsletter_sends_slot_edition_idx').on(t.slot, t.edition),
    check('newsletter_sends_status_check', oneOf(t.status, SEND_STATUSES)),
  ],
);

/**
 * Each recipient of a send: `pending` until taken, `sending` while the SMTP server has it, then
 * `sent` or `failed`. One row a send and subscriber; a delivery found `sending` after a restart
 * is not sent again (it may have arrived) but counted as failed.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    sendId: bigint('send_id', { mode: 'number' })
      .notNull()
      .references(() => newsletterSends.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.sendId, t.subscriberId] }),
    index('newsletter_deliveries_status_idx').on(t.sendId, t.status),
    check('newsletter_deliveries_status_check', oneOf(t.status, DELIVERY_STATUSES)),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    /** Case-folded username: unique, so 'Asha' and 'asha' are one account. */
    usernameKey: text('username_key').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('reader'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    avatar: text('avatar'),
    /** A few lines about a writer, shown on their author page (docs/product.md, 'Author pages'). */
    bio: text('bio'),
    /** Set for an account whose password an operator's command generated: it must be changed first. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /**
     * When the account proved it reads `email` (the emailed link); null while it has not, and
     * again whenever the address changes. Nothing is mailed to an address without it.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /** E-mails about their comments: a reply, a comment featured, and a writer's daily summary (/settings). */
    commentMail: boolean('comment_mail').notNull().default(true),
    /**
     * The language of the account's e-mails, as an edition's code (core/editions.ts): the edition
     * the reader signed up from, changed on /settings (docs/product.md, 'Emails to an account').
     */
    language: text('language').notNull().default('en'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_username_key_key').on(t.usernameKey),
    index('users_role_idx').on(t.role),
    check('users_role_check', oneOf(t.role, ROLES)),
    // A verified address belongs to one account: 'Forgot password?' by address finds one.
    uniqueIndex('users_verified_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.emailVerifiedAt} is not null`),
  ],
);

/**
 * The links mailed to an account: one to verify its address, one to choose a new password.
 * Only a hash of the token is kept (a leaked table opens nothing); each works once
 * (`used_at`) and until `expires_at`, and only for the address it was mailed to.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address the link went to: it works only while the account still has it. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('account_tokens_token_hash_key').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    check('account_tokens_purpose_check', oneOf(t.purpose, ACCOUNT_TOKEN_PURPOSES)),
  ],
);

/** Server-side sessions: only a hash of the token is stored, so a database leak signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Staff invited by e-mail from /admin/users (docs/product.md, 'Admin: users'). Only a SHA-256
 * hash of the link's token is kept; the link works once, until `expires_at`. A row is open
 * while neither accepted nor revoked: one open invitation an address (sending again replaces
 * its token). Accepted and revoked rows stay, so the record of who let whom in is kept.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text('email').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The admin who sent it (null once their account is deleted; the name stays). */
    invitedBy: uuid('invited_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    invitedByName: text('invited_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    /** The account made with it. */
    userId: uuid('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_idx').on(t.tokenHash),
    uniqueIndex('staff_invitations_open_email_idx')
      .on(t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    check('staff_invitations_role_check', oneOf(t.role, STAFF_ROLES)),
  ],
);

/**
 * Views, shares and likes per article and day (the site's time zone): the analytics
 * page's chart and the dashboard's change against the previous 30 days.
 */
export const articleDailyStats = pgTable(
  'article_daily_stats',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    likes: integer('likes').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.day] }), index('article_daily_stats_day_idx').on(t.day)],
);

/**
 * Views per article and clock hour (UTC), kept for two days: the 'Most read' list of the last
 * 24 hours (server/news/most-read.ts), which days in the site's zone cannot give. Written in
 * the same statement as article_daily_stats' view; older hours are deleted as the list is read.
 */
export const articleHourlyViews = pgTable(
  'article_hourly_views',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true, mode: 'date' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.hour] }), index('article_hourly_views_hour_idx').on(t.hour)],
);

/** One like per reader (their account) or browser (a random cookie), never stored in the clear. */
export const articleLikes = pgTable(
  'article_likes',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    likerKey: text('liker_key').notNull(),
    /** The day it was counted on, so an unlike takes it back from the same day. */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.likerKey] })],
);

/** Small site-wide facts that must survive restarts (e.g. whether samples were seeded). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * One news fetch: who or what started it, how far it got, and per category and
 * provider what was fetched, stored and skipped. A row without `finished_at` is
 * a run in progress (or one cut short by a crash, closed at the next start).
 */
export const ingestRuns = pgTable(
  'ingest_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trigger: text('trigger').notNull(),
    triggeredBy: text('triggered_by'),
    status: text('status').notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    categoriesDone: integer('categories_done').notNull().default(0),
    fetched: integer('fetched').notNull().default(0),
    stored: integer('stored').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    report: jsonb('report').notNull().default({}),
    errors: jsonb('errors').notNull().default([]),
  },
  (t) => [index('ingest_runs_started_idx').on(t.startedAt.desc())],
);

/** Every story link ever stored by a run, so a story an editor deleted is not fetched back. */
export const ingestSeen = pgTable('ingest_seen', {
  sourceUrl: text('source_url').primaryKey(),
  seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * An article's columns without the search index's (`search`, `search_pairs`, `search_head`:
 * about 7 KB a story, written by the trigger and read only by the search's own statements).
 * Reads and `returning` of whole rows take these.
 */
const {
  search: _search,
  searchPairs: _searchPairs,
  searchHead: _searchHead,
  ...rowColumns
} = getTableColumns(articles);
export const articleRowColumns = rowColumns;
export type ArticleRow = Omit<typeof articles.$inferSelect, 'search' | 'searchPairs' | 'searchHead'>;
export type ArticleNoteRow = typeof articleNotes.$inferSelect;
export type LiveEntryRow = typeof liveEntries.$inferSelect;
export type MediaRow = typeof media.$inferSelect;
export type EmbedPreviewRow = typeof embedPreviews.$inferSelect;
export type ArticleRevisionRow = typeof articleRevisions.$inferSelect;
export type IngestRunRow = typeof ingestRuns.$inferSelect;
export type NewArticleRow = typeof articles.$inferInsert;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type StaffInvitationRow = typeof staffInvitations.$inferSelect;

/**
 * Who changed what, when and from where: one row per change a use case made
 * (docs/architecture.md, 'Audit log'). Append-only: a trigger refuses UPDATE and
 * DELETE, and the application has no call that would try. `actor_id` has no foreign
 * key on purpose: the record outlives the account, and `actor_name` keeps its name.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * The order records were written in, for records of the same `at`: PGlite's clock counts whole
     * milliseconds, and a bulk action writes several records within one.
     */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** Null for the system (the scheduler's own runs, command-line tools). */
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    /** `<object>.<verb>`, e.g. `article.publish`, `user.role`, `scheduler.trigger`. */
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    /** What the target was called at the time (a headline, a username). */
    targetLabel: text('target_label'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.seq.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.at.desc()),
    index('audit_log_action_idx').on(t.action, t.at.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.at.desc()),
  ],
);

/**
 * Counters that several processes on one PostgreSQL share (docs/architecture.md): rate-limit
 * windows, and the last article counted per reading session.
 * Both are created UNLOGGED in their migration: they are written on nearly every request,
 * and losing them in a crash only forgets a few minutes of counts. PGlite keeps these in
 * memory instead (server/lib/rate-limit.ts, server/analytics/view-dedupe.ts); the tables
 * exist there too, unused, so both databases share one schema.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** Which limit: `sign-in-ip`, `contact`, … */
    bucket: text('bucket').notNull(),
    /** What is counted: an address, an account, or both. */
    key: text('key').notNull(),
    count: integer('count').notNull(),
    /** When the window ends; a later event starts a new one. */
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] })],
);

export const viewSessions = pgTable('view_sessions', {
  /** The reading session: the account, or a hash of the address and browser. */
  session: text('session').primaryKey(),
  articleId: text('article_id').notNull(),
  seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** Whether the latest view counted: written with it, so one statement answers. */
  counted: boolean('counted').notNull(),
});

/**
 * The words of published titles and descriptions, for 'Did you mean' (server/search/search.service.ts);
 * kept by triggers on `articles` (migration 0011). `ndoc`: how many stories brought the word in.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    ndoc: integer('ndoc').notNull().default(0),
  },
  (t) => [index('search_words_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/**
 * How many articles each (category, status) holds, kept by triggers on `articles` (migration
 * 0012): the lists' page counts read this instead of counting the table on every request.
 */
export const articleCounts = pgTable(
  'article_counts',
  {
    category: text('category').notNull(),
    status: text('status').notNull(),
    edition: text('edition').notNull().default('en'),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.edition, t.category, t.status] })],
);

/**
 * How many stories each edition published on each day (UTC), kept by the same triggers as
 * `article_counts` (migration 0052). A search's 'about N' counts the stories published since
 * its oldest ranked match from these rows and that one day's stories, not by walking the date
 * index over every newer story (server/search/search.service.ts, `estimate`).
 */
export const publishedDays = pgTable(
  'published_days',
  {
    edition: text('edition').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.edition, t.day] })],
);

/**
 * The locked stories a signed-in reader read in full on the meter (docs/product.md, 'Metering'):
 * one row a story a month, so reading it again costs nothing and the month's count is a count.
 */
export const meterReads = pgTable(
  'meter_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    articleId: uuid('article_id')
      .notNull()
      .references((): AnyPgColumn => articles.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month, t.articleId] }), index('meter_reads_article_idx').on(t.articleId)],
);

/**
 * Gift links (docs/product.md, 'Gift links'): a paying member's link that opens one locked story
 * in full for anyone, until it has been opened GIFT_MAX_OPENS times or GIFT_DAYS have passed.
 * The token is kept as it is (not hashed, as sign-in and reset tokens are): the member's account
 * page shows the link again, and it opens one story at most GIFT_MAX_OPENS times. `opens` is what
 * the member sees.
 */
export const giftLinks = pgTable(
  'gift_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: text('token').notNull(),
    articleId: uuid('article_id')
      .notNull()
      .references((): AnyPgColumn => articles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    opens: integer('opens').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('gift_links_token_idx').on(t.token),
    index('gift_links_user_idx').on(t.userId, t.createdAt),
    index('gift_links_article_idx').on(t.articleId),
  ],
);

/** What a conversion is: a sign-up from a story, a checkout begun from one, a paid membership that followed. */
export const CONVERSION_KINDS = ['signup', 'checkout', 'subscription'] as const;

/**
 * Which stories bring readers in (docs/product.md, 'Revenue'): a sign-up made from a story's
 * page, a checkout begun from a locked story's offer, and the membership Stripe then confirmed.
 */
export const conversions = pgTable(
  'conversions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: CONVERSION_KINDS }).notNull(),
    articleId: uuid('article_id')
      .notNull()
      .references((): AnyPgColumn => articles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('conversions_created_idx').on(t.createdAt),
    index('conversions_user_idx').on(t.userId, t.createdAt),
    index('conversions_article_idx').on(t.articleId),
    check('conversions_kind_check', oneOf(t.kind, CONVERSION_KINDS)),
  ],
);

/**
 * Readers' comments (docs/product.md, 'Comments'): plain text, under a story, a reply one level
 * deep. Only `published` ones are public; the rest are their author's and the moderators'.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleId: uuid('article_id')
      .notNull()
      .references((): AnyPgColumn => articles.id, { onDelete: 'cascade' }),
    /** The comment it answers (itself top-level: replies are one level deep); null for a top-level one. */
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    status: text('status', { enum: COMMENT_STATUSES }).notNull(),
    /** Why it waits for review: 'pre-moderation', 'first comment', 'link', 'banned word: …'. */
    heldFor: text('held_for'),
    /** A moderator's reason for rejecting it, kept for the moderators (the queue, the audit log). */
    rejectReason: text('reject_reason'),
    featured: boolean('featured').notNull().default(false),
    likes: integer('likes').notNull().default(0),
    /** Reports not yet looked at by a moderator (approving clears them). */
    reports: integer('reports').notNull().default(0),
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('comments_status_check', oneOf(t.status, COMMENT_STATUSES)),
    // A story's thread, a page at a time (keyset), in each order: top-level published comments.
    index('comments_thread_new_idx')
      .on(t.articleId, t.createdAt, t.id)
      .where(sql`${t.status} = 'published' and ${t.parentId} is null`),
    index('comments_thread_liked_idx')
      .on(t.articleId, t.likes, t.createdAt, t.id)
      .where(sql`${t.status} = 'published' and ${t.parentId} is null`),
    index('comments_replies_idx').on(t.parentId, t.createdAt),
    // A story's count of published comments, kept after each change.
    index('comments_article_idx').on(t.articleId, t.status),
    // The moderation queues: waiting, reported, and each state by time.
    index('comments_status_idx').on(t.status, t.createdAt, t.id),
    index('comments_reported_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.reports} > 0 and ${t.status} = 'published'`),
    index('comments_author_idx').on(t.authorId, t.createdAt),
  ],
);

/** Who liked which comment: one like a reader a comment. */
export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

/** Readers' reports of a comment, one a reader a comment, with why. */
export const commentReports = pgTable(
  'comment_reports',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    check('comment_reports_reason_check', oneOf(t.reason, REPORT_REASONS)),
  ],
);

/** Readers banned from commenting, for a time or for good: their comments hidden, or shown to them alone. */
export const commentBans = pgTable(
  'comment_bans',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: BAN_KINDS }).notNull(),
    /** When it ends; null: for good. */
    until: timestamp('until', { withTimezone: true, mode: 'date' }),
    reason: text('reason').notNull().default(''),
    byId: uuid('by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('comment_bans_kind_check', oneOf(t.kind, BAN_KINDS))],
);

/**
 * When a reader was last mailed about a story's comments (a reply, a comment featured): at most
 * one e-mail a story an hour, claimed by one statement so one process of several sends it.
 */
export const commentNotices = pgTable(
  'comment_notices',
  {
    userId: uuid('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references((): AnyPgColumn => articles.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.articleId] })],
);

/** The writers' daily summaries of new comments sent, a writer a day (YYYY-MM-DD in the site's time zone). */
export const commentDigests = pgTable(
  'comment_digests',
  {
    userId: uuid('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * Comment counts kept by triggers on `comments` (migration 0044): `waiting`, the comments the
 * moderators' queue holds (waiting for review, or published and reported), shown in the admin
 * menu on every admin page, so never counted from the table on a request.
 */
export const commentCounts = pgTable('comment_counts', {
  name: text('name').primaryKey(),
  n: integer('n').notNull().default(0),
});

/**
 * The site's VAPID key pair (RFC 8292), made once on the first start that needs it and kept, so
 * every process signs as the same server and readers' subscriptions outlive restarts. Unused when
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set. One row.
 */
export const pushKeys = pgTable(
  'push_keys',
  {
    id: smallint('id').primaryKey().default(1),
    /** base64url, uncompressed P-256 point (what `PushManager.subscribe` takes). */
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('push_keys_one_row', sql`${t.id} = 1`)],
);

/**
 * A browser's push subscription (docs/product.md, 'Alerts and following'): the push service's
 * endpoint and the keys its payloads are encrypted with (RFC 8291). Signed out, the subscription
 * is the reader's identity; signed in, it joins their account (`user_id`). Removed when its push
 * service answers 404 or 410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret, base64url. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userId: uuid('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /**
     * The session (its stored key, `sessions.token_hash`) that joined it to the account: when that
     * session is signed out, a trigger leaves the subscription signed out too (migration 0053).
     */
    sessionKey: text('session_key'),
    /** The edition it was made in: alerts in that edition's language. */
    edition: text('edition').notNull().default('en'),
    breaking: boolean('breaking').notNull().default(true),
    briefing: boolean('briefing').notNull().default(false),
    following: boolean('following').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The last followed-topic alert sent to it (one an hour at most). */
    lastFollowAlertAt: timestamp('last_follow_alert_at', { withTimezone: true, mode: 'date' }),
    /** The day (in the site's zone, '2026-11-29') of the followed-topic alerts counted in `followCount`. */
    followDay: text('follow_day'),
    /** Followed-topic alerts sent to it on `followDay` (a few a day at most). */
    followCount: smallint('follow_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx')
      .on(t.sessionKey)
      .where(sql`${t.sessionKey} is not null`),
  ],
);

/**
 * What a reader follows: a tag (its slug), a section (its category) or a writer (their user id).
 * Owned by an account, or, for a reader signed out, by their push subscription (so followed-topic
 * alerts reach them too); the browser keeps its own list as well (core/follows.ts).
 */
export const follows = pgTable(
  'follows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: FOLLOW_KINDS }).notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('follows_user_topic_idx')
      .on(t.userId, t.kind, t.key)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('follows_subscription_topic_idx')
      .on(t.subscriptionId, t.kind, t.key)
      .where(sql`${t.subscriptionId} is not null`),
    index('follows_topic_idx').on(t.kind, t.key),
    check('follows_kind_check', oneOf(t.kind, FOLLOW_KINDS)),
    check('follows_one_owner', sql`(${t.userId} is null) <> (${t.subscriptionId} is null)`),
  ],
);

/**
 * Stories published in a topic a subscription follows, not yet in an alert to it: the followed
 * topics' alerts batch them (at most one an hour, a few a day, none in the quiet hours).
 */
export const followPending = pgTable(
  'follow_pending',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    /** The followed topics it is in ('tag:monsoon', 'author:<id>'), for the alert's words. */
    topics: text('topics').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.articleId] })],
);

/**
 * An alert: what an editor sent (or a breaking flag, a live blog's key event, the daily briefing,
 * new stories in followed topics), with its delivery counts, kept as the alerts history.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ALERT_KINDS }).notNull(),
    edition: text('edition').notNull().default('en'),
    articleId: uuid('article_id').references(() => articles.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** A site path. */
    url: text('url').notNull(),
    image: text('image'),
    /** Who sent it; null for the site's own (briefing, followed topics). */
    sentBy: uuid('sent_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** One briefing an edition a day: its day ('2026-11-29'); null for other kinds. */
    slot: text('slot'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    recipients: integer('recipients').notNull().default(0),
    delivered: integer('delivered').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** Subscriptions found gone (404, 410) and removed. */
    gone: integer('gone').notNull().default(0),
    clicked: integer('clicked').notNull().default(0),
  },
  (t) => [
    index('alerts_created_idx').on(t.createdAt),
    uniqueIndex('alerts_slot_idx')
      .on(t.kind, t.edition, t.slot)
      .where(sql`${t.slot} is not null`),
    check('alerts_kind_check', oneOf(t.kind, ALERT_KINDS)),
  ],
);

export const ALERT_DELIVERY_STATUSES = ['pending', 'sending'] as const;

/**
 * The push queue: one row an alert and device while it is to be sent. Every process drains it
 * (`for update skip locked`); a row is `sending` while one process has it (`claimed_at`, a lease a
 * killed process's rows come back after) and is deleted once sent, failed for good or gone, the
 * outcome counted on its alert. `payload` is a followed-topic alert's own words for this device.
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    alertId: bigint('alert_id', { mode: 'number' })
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ALERT_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    /** Not before (a retry's backoff, a 429's Retry-After). */
    nextAt: timestamp('next_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    payload: jsonb('payload').$type<AlertPayload>(),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.subscriptionId] }),
    index('alert_deliveries_due_idx').on(t.status, t.nextAt),
    check('alert_deliveries_status_check', oneOf(t.status, ALERT_DELIVERY_STATUSES)),
  ],
);
