import { X } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select';
import { HOURS, MINUTES, type TimeZoneOption, type ZonedDateTime } from '@/web/lib/time-zones';
import { COUNTDOWN_TEXT } from './promotion-messages';

interface CountdownFieldsProps {
  /** Prefix of the controls' ids (unique on the page). */
  id: string;
  legend: string;
  hint?: string;
  value: ZonedDateTime;
  onChange: (value: ZonedDateTime) => void;
  timeZones: readonly TimeZoneOption[];
  /** The earliest date that may be picked (yyyy-MM-dd), e.g. today for banner ads (docs/product.md#validation). */
  minDate?: string;
  error?: string;
}

/**
 * An optional countdown end: a date, hour 00–23, minute 00–59 and a timezone (docs/product.md#admin cards, docs/product.md#limits), with a button
 * that clears it. Without a date there is no countdown; hour, minute and zone then wait until one is chosen.
 */
export function CountdownFields({ id, legend, hint, value, onChange, timeZones, minDate, error }: CountdownFieldsProps) {
  const noDate = value.date === '';
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="@container space-y-3 rounded-lg border p-3" aria-describedby={described}>
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <div className="grid grid-cols-2 gap-3 @md:grid-cols-[minmax(9.5rem,1.4fr)_5rem_5rem_minmax(8rem,1.4fr)]">
        <div className="col-span-2 space-y-1.5 @md:col-span-1">
          <Label htmlFor={`${id}-date`}>{COUNTDOWN_TEXT.date}</Label>
          <div className="flex gap-1">
            <Input
              id={`${id}-date`}
              type="date"
              value={value.date}
              min={minDate}
              aria-invalid={error ? true : undefined}
              onChange={(event) => onChange({ ...value, date: event.target.value })}
            />
            {!noDate && (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={COUNTDOWN_TEXT.clear}
                onClick={() => onChange({ ...value, date: '' })}
              >
                <X aria-hidden="true" />
              </Button>
            )}
          </div>
        </div>
        <TimeSelect
          id={`${id}-hour`}
          label={COUNTDOWN_TEXT.hour}
          value={value.hour}
          options={HOURS}
          disabled={noDate}
          onChange={(hour) => onChange({ ...value, hour })}
        />
        <TimeSelect
          id={`${id}-minute`}
          label={COUNTDOWN_TEXT.minute}
          value={value.minute}
          options={MINUTES}
          disabled={noDate}
          onChange={(minute) => onChange({ ...value, minute })}
        />
        <div className="col-span-2 space-y-1.5 @md:col-span-1">
          <Label htmlFor={`${id}-zone`}>{COUNTDOWN_TEXT.timeZone}</Label>
          <Select value={value.timeZone} onValueChange={(timeZone) => onChange({ ...value, timeZone })} disabled={noDate}>
            <SelectTrigger id={`${id}-zone`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {timeZones.map((zone) => (
                <SelectItem key={zone.value} value={zone.value}>
                  {zone.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface TimeSelectProps {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  disabled: boolean;
  onChange: (value: string) => void;
}

function TimeSelect({ id, label, value, options, disabled, onChange }: TimeSelectProps) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange} disabled={disabled}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent className="max-h-64">
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              {option}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
