import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Dumbbell } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { WEIGHT_UNITS, type WeightUnit } from '@/shared/training/units';
import { sessionsKeys } from '@/web/api/open-session';
import { saveTrainingPreferences, useTrainingPreferences } from '@/web/api/sessions';
import { Button } from '@/web/components/ui/button';
import { AccountSection } from './account-section';
import { PlateSettings } from './plate-settings';

const UNIT_NAMES: Record<WeightUnit, string> = { kg: 'Kilograms (kg)', lb: 'Pounds (lb)' };

/**
 * Training: the weight unit the member logs in (docs/product.md#training-log), kg or lb, as two toggle buttons (new
 * sets take it; sets already logged keep the unit they were entered in), the log as a CSV file
 * and everything the member keeps as one JSON file (docs/product.md#your-data), the way to import one from Strong or Hevy (docs/product.md#import-from-strong-or-hevy), and the plate
 * calculator's bar and plates (docs/product.md#plate-calculator).
 */
export function TrainingUnitsCard() {
  const preferences = useTrainingPreferences();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveTrainingPreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(sessionsKeys.preferences(), saved);
      toast.success('Saved', { description: `You now log weights in ${saved.weightUnit}.` });
    },
    onError: () => toast.error('Error', { description: 'Failed to save your weight unit' }),
  });
  const current = save.isPending ? save.variables.weightUnit : preferences.data?.weightUnit;
  return (
    <AccountSection
      id="training-units-heading"
      title="Training"
      description="The unit you log weights in. Sets you already logged keep the unit they were entered in."
      icon={Dumbbell}
    >
      <div role="group" aria-label="Weight unit" className="flex flex-wrap gap-2">
        {WEIGHT_UNITS.map((unit) => (
          <Button
            key={unit}
            variant={current === unit ? 'default' : 'outline'}
            className="h-11"
            aria-pressed={current === unit}
            disabled={current === undefined || save.isPending}
            onClick={() => current !== unit && save.mutate({ weightUnit: unit })}
          >
            {UNIT_NAMES[unit]}
          </Button>
        ))}
      </div>
      <p className="mt-4 flex flex-wrap gap-2">
        <Button asChild variant="outline" className="h-11">
          <a href="/api/sessions/export.csv" download>
            <ArrowDown aria-hidden="true" />
            Download your workouts (CSV)
          </a>
        </Button>
        <Button asChild variant="outline" className="h-11">
          <a href="/api/account/export.json" download>
            <ArrowDown aria-hidden="true" />
            Download everything (JSON)
          </a>
        </Button>
        <Button asChild variant="outline" className="h-11">
          <Link to="/dashboard/history/import">
            <ArrowUp aria-hidden="true" />
            Import from Strong or Hevy
          </Link>
        </Button>
      </p>
      {preferences.data && !save.isPending && (
        <PlateSettings
          key={`${preferences.data.weightUnit}:${preferences.data.barWeight}:${preferences.data.plates.join(',')}`}
          preferences={preferences.data}
        />
      )}
    </AccountSection>
  );
}
