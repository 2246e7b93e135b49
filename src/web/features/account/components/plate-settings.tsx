import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { TrainingPreferences } from '@/shared/schemas/sessions';
import { TRAINING_MESSAGES } from '@/shared/training/messages';
import { BAR_WEIGHT_MAX, PLATE_CHOICES } from '@/shared/training/plates';
import { sessionsKeys } from '@/web/api/open-session';
import { saveTrainingPreferences } from '@/web/api/sessions';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { ApiError } from '@/web/lib/api-client';

/**
 * The plate calculator's settings (docs/product.md#plate-calculator), under Training in Account Settings: the bar's
 * weight and which plate sizes the member has, as toggle buttons of the sizes sold in their unit; Save sends both.
 * Keyed by the unit and the saved values by its caller, so a change of unit starts it afresh.
 */
export function PlateSettings({ preferences }: { preferences: TrainingPreferences }) {
  const queryClient = useQueryClient();
  const unit = preferences.weightUnit;
  const [bar, setBar] = useState(String(preferences.barWeight));
  const [plates, setPlates] = useState(() => new Set(preferences.plates));
  const [problem, setProblem] = useState<string | null>(null);
  const barId = useId();
  const errorId = useId();
  const save = useMutation({
    mutationFn: saveTrainingPreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(sessionsKeys.preferences(), saved);
      toast.success('Saved', { description: 'Your bar and plates are saved.' });
    },
    onError: (error) => setProblem(error instanceof ApiError ? error.message : 'Failed to save your bar and plates'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const barWeight = Number(bar.replace(',', '.'));
    if (bar.trim() === '' || !Number.isFinite(barWeight) || barWeight < 0 || barWeight > BAR_WEIGHT_MAX) {
      setProblem(TRAINING_MESSAGES.barWeightRange);
      return;
    }
    setProblem(null);
    save.mutate({ weightUnit: unit, barWeight, plates: PLATE_CHOICES[unit].filter((plate) => plates.has(plate)) });
  };
  return (
    <form onSubmit={submit} className="mt-6 space-y-3 border-t pt-5" aria-labelledby={`${barId}-title`}>
      <h3 id={`${barId}-title`} className="font-semibold">
        Plate calculator
      </h3>
      <p className="text-sm text-muted-foreground">
        During a workout, an exercise's menu shows the plates for each side of the bar. Tell it your bar and the plates you have.
      </p>
      <div className="space-y-1">
        <label htmlFor={barId} className="text-sm font-medium">
          Bar weight ({unit})
        </label>
        <Input
          id={barId}
          inputMode="decimal"
          className="h-11 w-28"
          value={bar}
          aria-invalid={problem === TRAINING_MESSAGES.barWeightRange}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => setBar(event.target.value)}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium">Plates you have ({unit})</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {PLATE_CHOICES[unit].map((plate) => (
            <Button
              key={plate}
              type="button"
              variant={plates.has(plate) ? 'default' : 'outline'}
              className="h-11 min-w-14"
              aria-pressed={plates.has(plate)}
              onClick={() =>
                setPlates((current) => {
                  const next = new Set(current);
                  if (!next.delete(plate)) next.add(plate);
                  return next;
                })
              }
            >
              {plate}
            </Button>
          ))}
        </div>
      </fieldset>
      {problem && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <Button type="submit" className="h-11" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save bar and plates'}
      </Button>
    </form>
  );
}
