import { GitCompareArrows } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/web/components/empty-state';
import { COMPARE_TEXT } from '../compare-messages';

/** Nothing selected yet (docs/product.md#screens 'Start Comparing Exercises'), with a short hint and the Add Exercise action. */
export function CompareEmptyState({ action }: { action: ReactNode }) {
  return <EmptyState icon={GitCompareArrows} title={COMPARE_TEXT.emptyTitle} description={COMPARE_TEXT.emptyHint} wide action={action} />;
}
