/**
 * Business constants and limits, one place for both sides. Each cites its source; docs/product.md#limits unless said otherwise.
 */

/** Exercises per Library page (docs/product.md#limits "Library page size 12"). */
export const LIBRARY_PAGE_SIZE = 12;
/** Exercises per page of the admin exercise list (docs/product.md#limits "Admin exercise list page size: 9"). */
export const ADMIN_PAGE_SIZE = 9;
/** Longest search text the library accepts, after trimming (characters). */
export const SEARCH_TEXT_MAX = 100;
/** Most values one multi-select filter may carry (there are 18 equipment names, 3 levels, 7 muscle groups). */
export const FILTER_VALUES_MAX = 30;
/** Skeleton cards shown while a grid loads (docs/product.md#limits "6 skeleton cards while loading"). */
export const SKELETON_CARDS = 6;
/** Maximum page numbers the pager shows at once (docs/product.md#limits "at most 5 numbers centred on the current page"). */
export const PAGER_NUMBERS_SHOWN = 5;

/** Workouts one user may own (docs/product.md#workouts "Workout creation limit: 10 per user", docs/product.md#limits). */
export const MAX_WORKOUTS = 10;
/** Exercises (entries) one workout may hold (docs/product.md#workout-builder, docs/product.md#limits). */
export const MAX_WORKOUT_ENTRIES = 50;
/** Gyms one member may keep (docs/product.md#my-gyms). */
export const MAX_GYMS = 10;
/** Gym name length, after trimming (docs/product.md#my-gyms). */
export const GYM_NAME_MAX = 40;
/**
 * What an exercise needs, as the admin form, a suggestion and the stand-alone Add Exercise page may write it
 * (docs/product.md#limits, docs/decisions/0025-required-and-optional-equipment.md): at most this many required groups.
 * The curated catalogue uses at most 5; six leaves room without letting a form grow without end.
 */
export const REQUIRED_GROUPS_MAX = 6;
/** Items one required group may offer ('any one of these'); the curated catalogue's longest group has 3. */
export const REQUIRED_GROUP_ITEMS_MAX = 6;
/** Optional ("helpful") equipment items of one exercise; the curated catalogue names at most 1. */
export const OPTIONAL_EQUIPMENT_MAX = 10;
/** Exercises in the comparison at once (docs/product.md#compare "max 4 comparison exercises"). */
export const MAX_COMPARE = 4;
/** Alternatives the exercise details list at most (docs/product.md#alternatives). */
export const ALTERNATIVES_MAX = 6;
/** Workout name length, after trimming (docs/product.md#workout-builder "max 50", docs/product.md#limits). */
export const WORKOUT_NAME_MAX = 50;
/** Workout description length (docs/product.md#workout-builder "description max 200", docs/product.md#limits). */
export const WORKOUT_DESCRIPTION_MAX = 200;
/** Fewest sets in a workout entry (docs/product.md#workout-builder "sets 1 to 20"). */
export const SETS_MIN = 1;
/** Most sets in a workout entry (docs/product.md#workout-builder "sets 1 to 20"). */
export const SETS_MAX = 20;
/** Sets of a newly added workout entry (docs/product.md#validation "new entries default to 3 sets", docs/product.md#limits "default 3"). */
export const DEFAULT_SETS = 3;
/** Reps of a newly added workout entry, text (docs/product.md#validation "reps '10'", docs/product.md#limits "default reps '10'"). */
export const DEFAULT_REPS = '10';

/**
 * Minimum password length. Deliberately 8, not the spec's 6 (docs/product.md#passwords "password minimum 6"):
 * OWASP ASVS 5.0 V6.2.1 ("user set passwords are at least 8 characters") and NIST SP 800-63B §5.1.1.2.
 */
export const PASSWORD_MIN_LENGTH = 8;

/** Target muscles an exercise card shows before '+N more' (docs/product.md#library "Cards show at most 3 target muscles"). */
export const CARD_MUSCLES_SHOWN = 3;
/** A banner ad follows every 4th card, never the last (docs/product.md#library "Banner ad inserted after every 4th card"). */
export const BANNER_AD_EVERY = 4;
/** Banner ad slots, display_order 1..3 (docs/product.md#banner-ad, docs/product.md#banner-ads "Banner ad slots: 3"). */
export const BANNER_AD_SLOTS = 3;
/** Tags a comparison card shows (docs/product.md#compare "Comparison card shows 3 tags"). */
export const COMPARE_TAGS_SHOWN = 3;
/** Common muscle terms the comparison summary shows (docs/product.md#compare "summary shows 3 common muscle terms"). */
export const COMPARE_COMMON_MUSCLES_SHOWN = 3;
/** Equipment badges a workout card shows (docs/product.md#limits "workout card shows 2 equipment badges"). */
export const WORKOUT_CARD_EQUIPMENT_SHOWN = 2;
