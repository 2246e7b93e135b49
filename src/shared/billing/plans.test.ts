import { describe, expect, it } from 'vitest';
import { formatUsd, PLANS, YEARLY_SAVING_CENTS } from './plans';

// docs/product.md#limits: "Monthly plan $12; yearly plan $97 (saves $47)".
describe('plans', () => {
  it('prices the plans as the spec does, and the yearly saving follows from them', () => {
    expect(formatUsd(PLANS.monthly.priceCents)).toBe('$12');
    expect(formatUsd(PLANS.yearly.priceCents)).toBe('$97');
    expect(formatUsd(YEARLY_SAVING_CENTS)).toBe('$47');
  });

  it('shows cents only when there are some', () => {
    expect(formatUsd(950)).toBe('$9.50');
  });
});
