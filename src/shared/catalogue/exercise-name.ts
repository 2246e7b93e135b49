/** Words that do not tell two exercise names apart ("Squat with Bands" is "Band Squat"). */
const FILLER_WORDS = new Set(['with', 'the', 'a', 'an', 'on', 'using']);

/**
 * Words spelled two ways for one thing, and compounds written as one word or two: the first spelling each maps to.
 * 'Single-Arm' and 'One-Arm' are one variation, 'Flye' and 'Fly' one movement, 'Skullcrusher' and 'Skull Crusher' one
 * name.
 */
const SAME_WORDS = new Map<string, string>([
  ['single', 'one'],
  ['flye', 'fly'],
  ['ups', 'up'],
  ['skullcrusher', 'skull crusher'],
  ['skullcrushers', 'skull crusher'],
  ['woodchop', 'wood chop'],
  ['woodchops', 'wood chop'],
]);

/** 'presses' → 'press', 'flies' and 'flyes' → 'fly', 'pullups' → 'pullup', 'bands' → 'band'; 'press', 'abs' too short to touch. */
function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('yes')) return word.slice(0, -2);
  if (/(?:ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * The key two names of the same exercise share (docs/product.md#one-entry-per-exercise): lowercase; `&` read as
 * "and"; punctuation, hyphens and slashes as spaces; filler words ("with", "the", …) dropped; one spelling for words
 * written two ways (single/one, flye/fly, skullcrusher/skull crusher: SAME_WORDS); each word singular; the words
 * sorted and joined without spaces, so word order and spacing do not matter.
 * Examples: 'Pull-Up', 'Pull Ups' and 'Pullups' → 'pullup'; 'Squat with Bands' and 'Squats - With Bands' → 'bandsquat';
 * 'Single-Arm Kettlebell Snatch' and 'One-Arm Kettlebell Snatch' → 'armkettlebellonesnatch';
 * 'Narrow Stance Leg Press' and 'Narrow-Stance Leg Press' → 'legnarrowpressstance'.
 */
export function normaliseExerciseName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word.length > 0 && !FILLER_WORDS.has(word))
    .flatMap((word) => (SAME_WORDS.get(word) ?? word).split(' '))
    .map(singular)
    .sort()
    .join('');
}
