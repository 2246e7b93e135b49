import { Quote, Star } from 'lucide-react';
import { TESTIMONIALS } from '@/web/features/landing/landing-content';

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2);
}

/** Three testimonials, each with name, role label, text and a 5-star rating (docs/product.md#who-it-is-for). */
export function TestimonialsSection() {
  return (
    <section id="stories" aria-labelledby="stories-heading" className="scroll-mt-20">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Success stories</p>
          <h2 id="stories-heading" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Loved by people who train
          </h2>
        </div>
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <Quote aria-hidden="true" className="absolute top-6 right-6 size-8 text-emerald-100" />
                <div className="flex gap-0.5 text-amber-500" role="img" aria-label={`Rated ${t.rating} out of 5`}>
                  {Array.from({ length: t.rating }, (_, i) => (
                    <Star key={i} aria-hidden="true" className="size-4 fill-current" />
                  ))}
                </div>
                <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">&ldquo;{t.text}&rdquo;</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-10 items-center justify-center rounded-full bg-emerald-100 text-sm font-semibold text-emerald-900"
                  >
                    {initials(t.name)}
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900">{t.name}</span>
                    <span className="block text-sm text-slate-600">{t.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
