import { useId, useState } from 'react';
import { Link } from 'react-router';
import { platesPerSide } from '@/shared/training/plates';
import { formatWeight } from '@/shared/training/units';
import { useTrainingPreferences } from '@/web/api/sessions';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { PLATES_TEXT } from '../session-messages';

/** The tallest plate drawn, in px; lighter plates are drawn shorter, as they are smaller across. */
const PLATE_HEIGHT = 96;

/**
 * The plate calculator (docs/product.md#plate-calculator): a weight (the exercise's next set's, to begin with) and the
 * plates each side of the member's bar takes for it — drawn as a loaded sleeve and listed as text — from the bar and
 * plates in Account Settings; when no plates they have make the weight, the closest load under it. The answer is a live
 * region, so a screen reader hears it as the weight is typed.
 */
export function PlateCalculatorDialog({
  open,
  onOpenChange,
  initialWeight,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialWeight: number | null;
}) {
  const preferences = useTrainingPreferences().data;
  const [text, setText] = useState(initialWeight === null ? '' : String(initialWeight));
  const inputId = useId();
  const unit = preferences?.weightUnit ?? 'kg';
  const weight = Number(text.replace(',', '.'));
  const load =
    preferences && text.trim() !== '' && Number.isFinite(weight) && weight > 0
      ? platesPerSide(weight, preferences.barWeight, preferences.plates)
      : null;
  const heaviest = Math.max(...(preferences?.plates ?? [1]));

  let answer: string = PLATES_TEXT.enterWeight;
  if (load && preferences) {
    const bar = formatWeight(preferences.barWeight, unit);
    if (load.perSide.length === 0) answer = weight < preferences.barWeight ? PLATES_TEXT.underBar(bar) : PLATES_TEXT.barAlone(bar);
    else {
      const side = PLATES_TEXT.perSide(load.perSide.join(' + '), unit, bar);
      answer = load.exact ? side : `${PLATES_TEXT.closest(formatWeight(weight, unit), formatWeight(load.total, unit))} ${side}`;
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{PLATES_TEXT.title}</DialogTitle>
          <DialogDescription>
            {preferences ? PLATES_TEXT.description(formatWeight(preferences.barWeight, unit), preferences.plates.join(', '), unit) : ''}
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            {PLATES_TEXT.weightLabel(unit)}
          </label>
          <Input
            id={inputId}
            inputMode="decimal"
            className="h-11 w-32 text-lg"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        {load && load.perSide.length > 0 && (
          <div aria-hidden="true" className="flex h-28 items-center rounded-lg bg-muted px-3">
            <div className="h-3 w-10 rounded-l bg-slate-400" />
            <div className="h-6 w-2 bg-slate-500" />
            {load.perSide.map((plate, index) => (
              <div
                key={`${plate}-${index}`}
                className="ml-0.5 flex w-7 items-center justify-center rounded-sm bg-primary text-[10px] font-semibold text-primary-foreground [writing-mode:vertical-rl]"
                style={{ height: Math.max(28, Math.round((PLATE_HEIGHT * Math.sqrt(plate)) / Math.sqrt(heaviest))) }}
              >
                {plate}
              </div>
            ))}
            <div className="h-3 flex-1 rounded-r bg-slate-400" />
          </div>
        )}
        <p role="status" className="text-sm font-medium">
          {answer}
        </p>
        <p className="text-sm">
          <Link to="/dashboard/account-settings" className="font-medium text-primary underline-offset-4 hover:underline">
            {PLATES_TEXT.settings}
          </Link>
        </p>
      </DialogContent>
    </Dialog>
  );
}
