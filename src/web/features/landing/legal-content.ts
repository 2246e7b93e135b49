/**
 * The Terms of Service and the Privacy Policy, in plain words, as the public /terms and /privacy pages show them. They
 * describe what the product really does (README "Configuration": accounts with e-mail verification, mail through the
 * configured SMTP server, payments through Stripe Checkout and the Billing Portal, data in PostgreSQL) so they stay
 * true as long as that does. Change `updated` with any change of substance.
 */
import { CONTACT_EMAIL } from '@/shared/contact';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  /** A bulleted list after the paragraphs. */
  items?: string[];
}

export interface LegalDocument {
  title: string;
  /** ISO 8601 date of the last change of substance. */
  updated: string;
  intro: string;
  sections: LegalSection[];
}

/** Where the two documents live: public routes, linked from the landing footer and the sign-up notice. */
export const TERMS_PATH = '/terms';
export const PRIVACY_PATH = '/privacy';

export { CONTACT_EMAIL };

export const TERMS: LegalDocument = {
  title: 'Terms of Service',
  updated: '2026-11-25',
  intro:
    'These terms are the agreement between you and Equipped when you use the Equipped website and its exercise library. By creating an account you accept them. If you do not agree, please do not use Equipped.',
  sections: [
    {
      heading: 'Your account',
      paragraphs: [
        'You need an account to use the library. Give a real e-mail address you can read: we send a link to confirm it, and links to reset a forgotten password or to confirm a new address. Keep your password to yourself; you are responsible for what happens under your account.',
        'You may delete your account at any time from Account Settings. Deleting it removes your profile, favourites, workouts, suggestions and settings.',
      ],
    },
    {
      heading: 'Using Equipped well',
      paragraphs: ['Equipped is for your own training and learning. Please do not:'],
      items: [
        'try to reach parts of the service or other members’ data that are not yours;',
        'overload the service, scrape it in bulk, or get around its limits;',
        'suggest exercises containing content that is unlawful, hateful, or that you have no right to share.',
      ],
    },
    {
      heading: 'Training at your own risk',
      paragraphs: [
        'Exercise descriptions, form cues, pros and cons are general information, not medical or professional advice. Check with a doctor before starting a new programme, use equipment as its maker intends, and stop if something hurts. Equipped is not liable for injuries from training.',
      ],
    },
    {
      heading: 'Subscriptions and billing',
      paragraphs: [
        'A paid subscription unlocks the full library: $12 a month or $97 a year, in US dollars, taxes added where they apply. Payments are taken by our payment processor, Stripe; we never see or store your card number.',
        'A subscription renews automatically at the end of each period until you cancel it. You can cancel at any time from the Subscription page (through Stripe’s billing portal); you keep access until the end of the period already paid. Except where the law requires it, payments are not refunded for part of a period.',
        'We may change prices for future periods; we will tell you by e-mail before a change reaches your subscription.',
      ],
    },
    {
      heading: 'Your suggestions',
      paragraphs: [
        'When you suggest an exercise, you let Equipped use, edit and publish it in the library, free of charge. Admins may approve or reject any suggestion; you can see the outcome on My Suggestions.',
      ],
    },
    {
      heading: 'Changes and ending the service',
      paragraphs: [
        'We may improve, change or stop parts of Equipped. If we change these terms in a way that matters, we will say so on this page and by e-mail before the change takes effect. We may suspend an account that breaks these terms.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about these terms: ${CONTACT_EMAIL}.`],
    },
  ],
};

export const PRIVACY: LegalDocument = {
  title: 'Privacy Policy',
  updated: '2026-11-25',
  intro:
    'This policy explains what Equipped collects about you, why, who else handles it, and what you can do about it. We collect only what the service needs, and we do not sell personal data.',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: ['When you use Equipped we keep:'],
      items: [
        'your account: e-mail address, a securely hashed password (never the password itself), your role, and when the account was created;',
        'what you make: favourites, workouts, exercise suggestions;',
        'your subscription: plan, status and renewal date, and the Stripe customer id that links your account to your payments;',
        'sessions: a session cookie, with the IP address and browser of each signed-in session, so you can stay signed in and we can stop abuse (sign-in attempts are rate-limited by IP address).',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'Equipped uses one essential cookie to keep you signed in. It is HTTP-only and never used for advertising or tracking. We do not use analytics or advertising cookies.',
      ],
    },
    {
      heading: 'E-mail',
      paragraphs: [
        'We send e-mail only for your account: to confirm your address, to reset your password, and to confirm a change of address, plus notices about your subscription or these policies. Each link works once and expires.',
      ],
    },
    {
      heading: 'Who else handles your data',
      paragraphs: ['We share personal data only with the providers that run parts of the service for us:'],
      items: [
        'Stripe, which takes payments and manages subscriptions; it receives your e-mail address and the card details you give it directly (see stripe.com/privacy);',
        'our e-mail provider, which delivers the messages above;',
        'our hosting provider, which runs the servers and the database.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep your data while you have an account. When you delete your account, your profile, favourites, workouts, suggestions and sessions are deleted at once; payment records that tax law requires us to keep stay with Stripe for the time the law says.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You can see and change your e-mail address and password in Account Settings, and delete your account there. You may also ask us for a copy of your data, or to correct or erase it, by writing to us; depending on where you live (for example under the GDPR or the CCPA) you may have further rights, including to complain to a data protection authority.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Passwords are hashed, sessions can be signed out from any device by changing the password, connections are encrypted, and e-mailed links are single-use. No system is perfectly secure; if a breach affects you, we will tell you.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: ['Equipped is not meant for children under 16, and we do not knowingly collect their data.'],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions or requests about your data: ${CONTACT_EMAIL}.`],
    },
  ],
};

/** Where the credits live: a public route, linked from every public page's footer. */
export const CREDITS_PATH = '/credits';

/**
 * The Credits page: every source of data, type and drawing the product ships, with its licence
 * (docs/product.md#credits). Add a source here in the same change that ships it.
 */
export const CREDITS: LegalDocument = {
  title: 'Credits',
  updated: '2026-12-02',
  intro:
    'Equipped is built on the work of others. These are the sources of the data, the type and the drawings you see here, and the licences under which we use them.',
  sections: [
    {
      heading: 'The exercise catalogue',
      paragraphs: [
        'The exercises Equipped ships with are written by the Equipped team in its own words: descriptions, form steps, benefits and considerations. Facts about exercises are common knowledge of strength training; the sentences are ours.',
      ],
    },
    {
      heading: 'free-exercise-db',
      paragraphs: [
        'Exercises an administrator imports from free-exercise-db (github.com/yuhonas/free-exercise-db, by Yuhonas and its contributors) keep a note of that source. The dataset is released into the public domain under the Unlicense. Equipped does not use or show its photographs, whose rights its maintainers do not hold.',
      ],
    },
    {
      heading: 'Everkinetic drawings',
      paragraphs: [
        'The line drawings of exercises, a start and an end position, are from Everkinetic (github.com/everkinetic/data, an open-data project based on everkinetic.com, created by Greg Priday), under the Creative Commons Attribution-ShareAlike 4.0 International licence (creativecommons.org/licenses/by-sa/4.0). Equipped shows them optimised in size, otherwise unchanged, and credits them beside each exercise that shows one. Their written instructions are not used.',
      ],
    },
    {
      heading: 'Type and icons',
      paragraphs: [
        'Text is set in Inter by Rasmus Andersson, under the SIL Open Font License 1.1, served from this site (the Fontsource package).',
        'Icons are from Lucide (lucide.dev), under the ISC Licence.',
      ],
    },
  ],
};
