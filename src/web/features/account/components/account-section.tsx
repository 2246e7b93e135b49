import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { cn } from '@/web/lib/utils';

type AccountSectionProps = {
  /** Id of the heading, which names the section (a landmark region) for screen readers. */
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  /** 'danger' draws the Danger Zone in red (docs/product.md#account-settings). */
  tone?: 'default' | 'danger';
  children: ReactNode;
};

/** One card of Account Settings: a named section with an icon, a level-2 heading, a one-line description and content. */
export function AccountSection({ id, title, description, icon: Icon, tone = 'default', children }: AccountSectionProps) {
  const danger = tone === 'danger';
  return (
    <section aria-labelledby={id}>
      <Card className={cn('h-full', danger && 'border-red-200')}>
        <CardHeader>
          <div className="flex items-center gap-3">
            <span
              className={cn(
                'flex size-9 shrink-0 items-center justify-center rounded-lg',
                danger ? 'bg-danger text-danger-foreground' : 'bg-accent text-accent-foreground',
              )}
              aria-hidden="true"
            >
              <Icon className="size-4" />
            </span>
            <CardTitle>
              <h2 id={id} className={cn('text-lg', danger && 'text-red-800')}>
                {title}
              </h2>
            </CardTitle>
          </div>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}
