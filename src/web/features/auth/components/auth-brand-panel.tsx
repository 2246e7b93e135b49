import { CircleCheck, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@/web/components/logo';

const POINTS = [
  'Search every machine and free weight in your gym',
  'Clear form cues, benefits and drawbacks for each movement',
  'Save favourites and compare exercises side by side',
];

/** The decorative brand column beside the /auth forms on wide screens (hidden below 1024 px). */
export function AuthBrandPanel() {
  return (
    <section
      aria-label="About Equipped"
      className="relative hidden overflow-hidden bg-gradient-to-br from-emerald-800 via-emerald-900 to-slate-900 p-10 text-white lg:flex lg:flex-col"
    >
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-emerald-500/20 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-32 -left-16 size-96 rounded-full bg-teal-400/10 blur-3xl" />
      <Link to="/" className="relative w-fit rounded-md" aria-label="Equipped home">
        <Logo tone="light" />
      </Link>
      <div className="relative my-auto max-w-md space-y-8">
        <p className="text-3xl leading-tight font-semibold tracking-tight">Every machine in your gym, explained.</p>
        <ul className="space-y-4">
          {POINTS.map((point) => (
            <li key={point} className="flex gap-3 text-emerald-50">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-300" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </div>
      <figure className="relative max-w-md rounded-xl border border-white/15 bg-white/10 p-5 backdrop-blur-sm">
        <div className="flex gap-0.5 text-amber-300" role="img" aria-label="Rated 5 out of 5">
          {[0, 1, 2, 3, 4].map((i) => (
            <Star key={i} aria-hidden="true" className="size-4 fill-current" />
          ))}
        </div>
        <blockquote className="mt-3 text-sm leading-relaxed text-white">
          &ldquo;I finally know what to do with the cable machine. Equipped turned a crowded gym into a plan.&rdquo;
        </blockquote>
        <figcaption className="mt-3 text-sm text-emerald-100">Sam Rivera · Trains three times a week</figcaption>
      </figure>
    </section>
  );
}
