import { FEATURES } from '@/web/features/landing/landing-content';

/** The four-card feature grid (docs/product.md#landing). */
export function FeatureGrid() {
  return (
    <section id="features" aria-labelledby="features-heading" className="scroll-mt-20 border-y border-slate-200/70 bg-slate-50/70">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Why Equipped</p>
          <h2 id="features-heading" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Everything you need to train with confidence
          </h2>
          <p className="mt-4 text-lg text-slate-600">From the first rep to your next personal best, on whatever equipment you have.</p>
        </div>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="group rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
              <span className="flex size-11 items-center justify-center rounded-xl bg-gradient-to-br from-emerald-600 to-teal-700 text-white shadow-sm">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
