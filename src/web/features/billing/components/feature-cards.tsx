import { Columns3, Library, Lightbulb } from 'lucide-react';
import { FEATURE_CARDS, SUBSCRIPTION_TEXT } from '../billing-messages';

const ICONS = [Library, Lightbulb, Columns3] as const;

/** docs/product.md#subscription: the three feature cards (Complete Exercise Library, Unlimited Suggestions, Exercise Comparison Tool). */
export function FeatureCards() {
  return (
    <section aria-labelledby="subscription-features-heading" className="space-y-3">
      <h2 id="subscription-features-heading" className="sr-only">
        {SUBSCRIPTION_TEXT.featuresHeading}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {FEATURE_CARDS.map((feature, index) => {
          const Icon = ICONS[index] ?? Library;
          return (
            <li key={feature.title} className="rounded-xl border bg-card p-5 shadow-sm">
              <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-3 font-semibold">{feature.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{feature.description}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
