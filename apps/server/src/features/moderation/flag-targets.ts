import type { FlagTargetKind } from '@muster/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { SessionUser } from '../../http/access-policy';
import { analyses } from '../analysis/analyses.table';
import { analysisVisibleTo } from '../analysis/analysis.policy';
import { user } from '../auth/auth.table';
import { blockSharing } from '../community/shared-rosters.service';
import { postOpenToReport } from '../community/thread.policy';
import { postForReview, setPostHidden } from '../community/threads.service';
import { tacticalContent } from '../content/content.table';
import { uploadOpenToReport } from '../oracle/match-upload.policy';
import { setUploadHidden } from '../oracle/oracle.service';
import { matchUploads } from '../oracle/oracle.table';
import { sharedWithCommunity } from '../rosters/roster.policy';
import { rosters } from '../rosters/rosters.table';

type Preview = { title: string; excerpt: string; link: string | null; owner: string | null; hidden: boolean };
type Target = {
  /** The item as an admin sees it, or null when it no longer exists. */
  preview: (db: Database, id: string) => Promise<Preview | null>;
  /** Whether this reporter may see (and so report) the item. */
  visibleTo: (db: Database, id: string, reporter: SessionUser) => Promise<boolean>;
  /** What "hide" does to this kind of item; `note` is the admin's reason, shown where the item was. */
  hide: (db: Database, id: string, note: string) => Promise<void>;
};

const excerpt = (text: string) => (text.length > 280 ? `${text.slice(0, 277)}…` : text);

/** Each kind of reportable item: how to show it, who may report it and how to take it down. */
export const flagTargets: Record<FlagTargetKind, Target> = {
  content: {
    preview: async (db, id) => {
      const [row] = await db.select().from(tacticalContent).where(eq(tacticalContent.id, id));
      return row
        ? {
            title: row.title,
            excerpt: excerpt(row.description),
            link: `/admin/content/edit/${row.id}`,
            owner: null,
            hidden: !row.isPublished,
          }
        : null;
    },
    visibleTo: async (db, id) => {
      const [row] = await db
        .select({ published: tacticalContent.isPublished })
        .from(tacticalContent)
        .where(eq(tacticalContent.id, id));
      return Boolean(row?.published);
    },
    hide: async (db, id) => {
      await db
        .update(tacticalContent)
        .set({ isPublished: false, updatedAt: new Date() })
        .where(eq(tacticalContent.id, id));
    },
  },
  analysis: {
    preview: async (db, id) => {
      const [row] = await db
        .select({
          analysis: analyses.analysisResults,
          roster: rosters.name,
          owner: user.name,
          model: analyses.modelUsed,
        })
        .from(analyses)
        .innerJoin(rosters, eq(rosters.id, analyses.rosterId))
        .innerJoin(user, eq(user.id, analyses.userId))
        .where(eq(analyses.id, id));
      return row
        ? {
            title: `Analysis of ${row.roster} (${row.model})`,
            excerpt: excerpt(
              `Rated ${row.analysis.overallRating}/10. Strengths: ${row.analysis.strengths.slice(0, 2).join('; ')}. Weaknesses: ${row.analysis.weaknesses.slice(0, 2).join('; ')}.`,
            ),
            link: null,
            owner: row.owner,
            hidden: false,
          }
        : null;
    },
    // Analyses are private: only their owner can report one as wrong.
    visibleTo: analysisVisibleTo,
    // An analysis is only ever seen by its owner, so there is nothing to hide it from.
    hide: async () => {},
  },
  oracle_upload: {
    preview: async (db, id) => {
      const [row] = await db
        .select({ upload: matchUploads, owner: user.name })
        .from(matchUploads)
        .innerJoin(user, eq(user.id, matchUploads.userId))
        .where(eq(matchUploads.id, id));
      return row
        ? {
            title: row.upload.fileName,
            excerpt: `${row.upload.acceptedCount} games, ${row.upload.shared ? 'shared with' : 'private from'} the community meta.`,
            link: `/oracle/analysis/${row.upload.id}`,
            owner: row.owner,
            hidden: row.upload.hidden,
          }
        : null;
    },
    visibleTo: uploadOpenToReport,
    hide: (db, id) => setUploadHidden(db, id, true),
  },
  community_post: {
    preview: async (db, id) => {
      const row = await postForReview(db, id);
      return row
        ? {
            title: `Post in "${row.thread.title}" (${row.thread.board})`,
            excerpt: excerpt(row.post.body),
            link: `/community/threads/${row.thread.id}`,
            owner: row.author,
            hidden: row.post.state !== 'visible',
          }
        : null;
    },
    // Every member reads the boards; a post already taken down cannot be reported again.
    visibleTo: postOpenToReport,
    hide: async (db, id, note) => {
      await setPostHidden(db, id, true, note);
    },
  },
  shared_roster: {
    preview: async (db, id) => {
      const [row] = await db
        .select({ roster: rosters, owner: user.name })
        .from(rosters)
        .innerJoin(user, eq(user.id, rosters.userId))
        .where(eq(rosters.id, id));
      return row
        ? {
            title: row.roster.name,
            excerpt: `${row.roster.faction}${row.roster.detachment ? ` (${row.roster.detachment})` : ''}, ${row.roster.points} points, ${row.roster.rosterData.units.length} units.`,
            link: row.roster.sharedAt ? `/community-intel?roster=${row.roster.id}` : null,
            owner: row.owner,
            hidden: row.roster.sharedAt === null,
          }
        : null;
    },
    visibleTo: async (db, id) => {
      const [row] = await db
        .select({ id: rosters.id })
        .from(rosters)
        .where(and(eq(rosters.id, id), sharedWithCommunity()));
      return Boolean(row);
    },
    hide: (db, id) => blockSharing(db, id),
  },
};
