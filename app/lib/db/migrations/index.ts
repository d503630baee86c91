import type { Migration } from "kysely";
import * as m001 from "./001-initial";
import * as m002admin from "./002-admin-indexes";
import * as m003counts from "./003-lead-daily-counts";
import * as m004mail from "./004-mail-outbox-delivery";
import * as m005search from "./005-search-scan-index";
import * as m006pgsearch from "./006-pg-search-text";
import * as m007versions from "./007-lead-table-versions";
import * as m008reads from "./008-admin-reads";
import * as m009editions from "./009-retreat-editions";
import * as m010mail from "./010-mail-recipient-index";
import * as m011followup from "./011-lead-follow-up";
import * as m012spam from "./012-spam-posts";
import * as m013photos from "./013-photos";
import * as m014due from "./014-follow-up-covering-index";
import * as m015users from "./015-admin-users";
import * as m016twofactor from "./016-two-factor";
import * as m017seasons from "./017-seasons-and-proof";
import * as m018bookings from "./018-bookings";
import * as m019matches from "./019-person-matches";
import * as m020templates from "./020-message-templates";
import * as m021messages from "./021-search-inquiry-messages";
import * as m022payment from "./022-payment-links";
import * as m023waitlist from "./023-waitlist-choice";
import * as m024content from "./024-retreat-content";

/**
 * Every migration, in order. Each runs on SQLite and PostgreSQL (raw SQL only where one of them
 * needs its own: FTS5 and expression indexes on SQLite, pg_trgm on PostgreSQL). Never edit a migration that has shipped: add a new one.
 */
export const migrations: Record<string, Migration> = {
  "001-initial": m001,
  "002-admin-indexes": m002admin,
  "003-lead-daily-counts": m003counts,
  "004-mail-outbox-delivery": m004mail,
  "005-search-scan-index": m005search,
  "006-pg-search-text": m006pgsearch,
  "007-lead-table-versions": m007versions,
  "008-admin-reads": m008reads,
  "009-retreat-editions": m009editions,
  "010-mail-recipient-index": m010mail,
  "011-lead-follow-up": m011followup,
  "012-spam-posts": m012spam,
  "013-photos": m013photos,
  "014-follow-up-covering-index": m014due,
  "015-admin-users": m015users,
  "016-two-factor": m016twofactor,
  "017-seasons-and-proof": m017seasons,
  "018-bookings": m018bookings,
  "019-person-matches": m019matches,
  "020-message-templates": m020templates,
  "021-search-inquiry-messages": m021messages,
  "022-payment-links": m022payment,
  "023-waitlist-choice": m023waitlist,
  "024-retreat-content": m024content,
};
