import { BookOpenCheck, GitCompareArrows, Search, Trophy, type LucideIcon } from 'lucide-react';

/** Landing copy (docs/product.md#landing), kept in one place (docs/architecture.md#strings). */
export const HERO = {
  eyebrow: 'The exercise directory for real gyms',
  // Rendered as one heading; the accent part is highlighted: 'Find the Right Exercise for Any Equipment'.
  headlineStart: 'Find the Right Exercise for',
  headlineAccent: 'Any Equipment',
  lead: 'Stand in front of any machine, rack or bench and know exactly what to do with it. Equipped matches movements to the equipment you have, with clear form cues and honest pros and cons.',
  cta: 'Browse Exercises',
};

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

export const FEATURES: Feature[] = [
  {
    icon: Search,
    title: 'Search by equipment',
    text: 'Start from the equipment in front of you, then narrow by muscle group, difficulty and training goal.',
  },
  {
    icon: BookOpenCheck,
    title: 'Detailed breakdowns',
    text: 'Benefits, drawbacks, form cues and muscle activation for every movement, with a video guide where one helps.',
  },
  {
    icon: GitCompareArrows,
    title: 'Compare exercises',
    text: 'Put up to four exercises side by side to pick the one that fits your goals, your level and your gym.',
  },
  {
    icon: Trophy,
    title: 'Success stories',
    text: 'Learn from members who built stronger, smarter routines with the equipment they already had.',
  },
];

export interface Testimonial {
  name: string;
  role: string;
  text: string;
  rating: 5;
}

// docs/product.md#who-it-is-for: three sample testimonials, each with a name, a role label, a text and a rating of 5.
export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Maya Thompson',
    role: 'Busy parent, hotel-gym regular',
    text: 'Whatever the hotel gym has, I look it up and have a full session planned in two minutes. The form cues alone were worth signing up for.',
    rating: 5,
  },
  {
    name: 'Daniel Okafor',
    role: 'Competitive powerlifter',
    text: 'The comparison tool settled a long debate about accessory work for my deadlift. Seeing the pros and cons side by side made the choice obvious.',
    rating: 5,
  },
  {
    name: 'Priya Raman',
    role: 'Personal trainer',
    text: 'I send clients straight to Equipped between sessions. The breakdowns are clear, accurate and written for people, not textbooks.',
    rating: 5,
  },
];

export const CTA = {
  title: 'Ready to make every machine count?',
  text: 'Join Equipped and turn the equipment around you into a plan you can trust.',
  primary: 'Start Exploring Movements',
  secondary: 'View Sample Exercises',
  // docs/product.md#screens: three reassurance lines.
  reassurances: ['No equipment required to start', 'Works with any gym setup', 'Mobile-friendly design'],
};

/** What a signed-in visitor is offered instead of the sign-up calls to action (hero, call-to-action card, top bar). */
export const SIGNED_IN = {
  library: 'Go to your library',
  libraryPath: '/dashboard/exercises',
  heroNote: 'You are signed in.',
  ctaTitle: 'Welcome back',
  ctaText: 'Your library, favourites and workouts are where you left them.',
};
