import { useId, useState } from 'react';
import { toast } from 'sonner';
import { GYM_PRESETS } from '@/shared/catalogue/gym-presets';
import { GYM_NAME_MAX } from '@/shared/limits';
import { GYM_MESSAGES, type Gym } from '@/shared/schemas/gyms';
import { describedBy, FieldError, RequiredMark } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { isApiError } from '@/web/lib/api-client';
import { fieldErrorsOf, fieldsNamed, serverIssues } from '@/web/lib/form-errors';
import { reportError } from '@/web/lib/report-error';
import { cn } from '@/web/lib/utils';
import { useSaveGym } from '../api/save-gym';
import { GYM_TOASTS, GYMS_TEXT } from '../gyms-messages';
import { EquipmentChecklist } from './equipment-checklist';

type Errors = { name?: string; equipment?: string };
const fieldOf = fieldsNamed(['name', 'equipment'] as const);

interface GymFormDialogProps {
  open: boolean;
  /** The gym to edit; null creates a new one. */
  gym: Gym | null;
  /** Makes a new gym the active one at once (the member's first gym). */
  activateNew?: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (gym: Gym) => void;
}

/**
 * New Gym / Edit Gym (docs/product.md#my-gyms): presets to start from (new gyms only), the name, and the grouped
 * equipment checklist. The name is checked as it is typed; the server's refusals land under their fields (a name in
 * use, unknown equipment) or in a toast (the limit of 10). The dialog keeps what was typed after a failure.
 */
export function GymFormDialog({ open, gym, activateNew = false, onOpenChange, onSaved }: GymFormDialogProps) {
  const save = useSaveGym();
  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-2xl">
        {/* Mounted while open: each opening starts from the gym as it is (or empty). */}
        <GymForm
          gym={gym}
          activateNew={activateNew}
          save={save}
          onDone={(saved) => {
            onSaved?.(saved);
            onOpenChange(false);
          }}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

interface GymFormProps {
  gym: Gym | null;
  activateNew: boolean;
  save: ReturnType<typeof useSaveGym>;
  onDone: (gym: Gym) => void;
  onCancel: () => void;
}

function GymForm({ gym, activateNew, save, onDone, onCancel }: GymFormProps) {
  const id = useId();
  const [name, setName] = useState(gym?.name ?? '');
  const [equipment, setEquipment] = useState<Set<string>>(() => new Set(gym?.equipment ?? []));
  const [preset, setPreset] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  const applyPreset = (presetId: string) => {
    const chosen = GYM_PRESETS.find((item) => item.id === presetId)!;
    setPreset(presetId);
    setEquipment(new Set(chosen.equipment));
    // A name the member typed stays; an empty one or another preset's name follows the preset.
    if (name.trim() === '' || GYM_PRESETS.some((item) => item.name === name.trim())) setName(chosen.name);
    setErrors((current) => ({ ...current, name: undefined }));
  };

  const nameError = (value: string) =>
    value.trim() === '' ? GYM_MESSAGES.nameRequired : value.trim().length > GYM_NAME_MAX ? GYM_MESSAGES.nameTooLong : undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = nameError(name);
    if (problem) {
      setErrors({ name: problem });
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    save.mutate(
      { id: gym?.id, name: name.trim(), equipment: [...equipment], ...(gym ? {} : { isActive: activateNew }) },
      {
        onSuccess: (saved) => {
          const text = gym ? GYM_TOASTS.saved(saved.name) : GYM_TOASTS.created(saved.name);
          toast.success(text.title, { description: text.description });
          onDone(saved);
        },
        onError: (error) => {
          if (isApiError(error, 409) && error.code === 'LIMIT_REACHED') {
            toast.error(GYM_TOASTS.limit.title, { description: GYM_TOASTS.limit.description });
            return;
          }
          if (isApiError(error, 409)) {
            setErrors({ name: error.message });
            document.getElementById(`${id}-name`)?.focus();
            return;
          }
          const { errors: fields, unmatched } = fieldErrorsOf(serverIssues(error), fieldOf);
          if (Object.keys(fields).length > 0) setErrors(fields);
          if (Object.keys(fields).length === 0 || unmatched.length > 0) {
            reportError(GYM_TOASTS.saveFailed.description!, error);
            toast.error(GYM_TOASTS.saveFailed.title, { description: unmatched[0] ?? GYM_TOASTS.saveFailed.description });
          }
        },
      },
    );
  };

  const nameId = `${id}-name`;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{gym ? GYMS_TEXT.editGymTitle : GYMS_TEXT.newGymTitle}</DialogTitle>
        <DialogDescription>{gym ? GYMS_TEXT.editGymDescription : GYMS_TEXT.newGymDescription}</DialogDescription>
      </DialogHeader>
      <form id={`${id}-form`} onSubmit={submit} className="space-y-5" noValidate>
        {!gym && (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{GYMS_TEXT.presetsLabel}</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {GYM_PRESETS.map((item) => (
                <button
                  key={item.id}
                  type="button"
                  aria-pressed={preset === item.id}
                  onClick={() => applyPreset(item.id)}
                  className={cn(
                    'rounded-lg border p-3 text-left transition-colors hover:border-primary/60 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                    preset === item.id && 'border-primary bg-accent',
                  )}
                >
                  <span className="block text-sm font-semibold">{item.name}</span>
                  <span className="block text-xs text-muted-foreground">{item.description}</span>
                </button>
              ))}
            </div>
          </fieldset>
        )}
        <div className="space-y-2">
          <Label htmlFor={nameId}>
            {GYMS_TEXT.name}
            <RequiredMark />
          </Label>
          <Input
            id={nameId}
            value={name}
            maxLength={GYM_NAME_MAX}
            placeholder={GYMS_TEXT.namePlaceholder}
            aria-required="true"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy(nameId, true, errors.name)}
            onChange={(event) => {
              setName(event.target.value);
              if (errors.name) setErrors((current) => ({ ...current, name: nameError(event.target.value) }));
            }}
          />
          <p id={`${nameId}-hint`} className="text-xs text-muted-foreground">
            {GYMS_TEXT.nameHint}
          </p>
          <FieldError id={nameId} message={errors.name} />
        </div>
        <fieldset className="space-y-2" aria-describedby={`${id}-equipment-hint`}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <legend className="text-sm font-medium">{GYMS_TEXT.equipmentLegend}</legend>
            <span role="status" className="text-xs text-muted-foreground">
              {GYMS_TEXT.selected(equipment.size)}
            </span>
          </div>
          <p id={`${id}-equipment-hint`} className="text-xs text-muted-foreground">
            {GYMS_TEXT.equipmentHint}
          </p>
          <EquipmentChecklist selected={equipment} onChange={setEquipment} />
          <FieldError id={`${id}-equipment`} message={errors.equipment} />
        </fieldset>
      </form>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={save.isPending}>
          {GYMS_TEXT.cancel}
        </Button>
        <Button type="submit" form={`${id}-form`} disabled={save.isPending}>
          {save.isPending ? (gym ? GYMS_TEXT.saving : GYMS_TEXT.creating) : gym ? GYMS_TEXT.save : GYMS_TEXT.create}
        </Button>
      </DialogFooter>
    </>
  );
}
