import { useId, type ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { EQUIPMENT_OPTIONS } from '@/shared/catalogue/equipment';
import { describedBy, FormField } from '@/web/components/form-field';
import { TagInput } from '@/web/components/tag-input';
import { Input } from '@/web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { DifficultySelect } from '@/web/components/exercise/difficulty-select';
import type { ExerciseFormValues } from '../suggestion-form';
import { SUGGESTIONS_TEXT } from '../suggestions-messages';
import { MusclePicker } from './muscle-picker';

function Section({ id, title, note, children }: { id: string; title: string; note: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-5 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <div className="space-y-1">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{note}</p>
      </div>
      {children}
    </section>
  );
}

/**
 * The exercise content fields shared by Suggest an Exercise and the stand-alone Add Exercise page (spec §3 "Stand-alone
 * Add Exercise form fields" with the equipment and muscle options, §5): name, equipment (the twelve options),
 * difficulty (default beginner), description, target muscles, pros, cons, a URL-typed video link and tags. Lives in a
 * react-hook-form `FormProvider` of {@link ExerciseFormValues}; each rule message shows under its field.
 */
export function ExerciseFields() {
  const { register, control, formState } = useFormContext<ExerciseFormValues>();
  const id = useId();
  const errors = formState.errors;
  const ids = {
    name: `${id}-name`,
    equipment: `${id}-equipment`,
    difficulty: `${id}-difficulty`,
    description: `${id}-description`,
    muscles: `${id}-muscles`,
    pros: `${id}-pros`,
    cons: `${id}-cons`,
    video: `${id}-video`,
    tags: `${id}-tags`,
  };

  return (
    <div className="space-y-6">
      <Section id={`${id}-details`} title={SUGGESTIONS_TEXT.detailsHeading} note={SUGGESTIONS_TEXT.requiredNote}>
        <FormField id={ids.name} label={SUGGESTIONS_TEXT.name} required error={errors.exerciseName?.message}>
          <Input
            id={ids.name}
            placeholder={SUGGESTIONS_TEXT.namePlaceholder}
            autoComplete="off"
            maxLength={120}
            aria-required="true"
            aria-invalid={errors.exerciseName ? true : undefined}
            aria-describedby={describedBy(ids.name, false, errors.exerciseName?.message)}
            {...register('exerciseName')}
          />
        </FormField>

        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={ids.equipment} label={SUGGESTIONS_TEXT.equipment} required error={errors.equipmentType?.message}>
            <Controller
              control={control}
              name="equipmentType"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                  <SelectTrigger
                    ref={field.ref}
                    id={ids.equipment}
                    onBlur={field.onBlur}
                    aria-required="true"
                    aria-invalid={errors.equipmentType ? true : undefined}
                    aria-describedby={describedBy(ids.equipment, false, errors.equipmentType?.message)}
                  >
                    <SelectValue placeholder={SUGGESTIONS_TEXT.equipmentPlaceholder} />
                  </SelectTrigger>
                  <SelectContent>
                    {EQUIPMENT_OPTIONS.map((equipment) => (
                      <SelectItem key={equipment} value={equipment}>
                        {equipment}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>

          <FormField id={ids.difficulty} label={SUGGESTIONS_TEXT.difficulty}>
            <Controller
              control={control}
              name="difficultyLevel"
              render={({ field }) => (
                <DifficultySelect
                  id={ids.difficulty}
                  value={field.value ?? 'beginner'}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  triggerRef={field.ref}
                  name={field.name}
                />
              )}
            />
          </FormField>
        </div>

        <FormField id={ids.description} label={SUGGESTIONS_TEXT.description} required error={errors.description?.message}>
          <Textarea
            id={ids.description}
            rows={4}
            maxLength={5000}
            placeholder={SUGGESTIONS_TEXT.descriptionPlaceholder}
            aria-required="true"
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={describedBy(ids.description, false, errors.description?.message)}
            {...register('description')}
          />
        </FormField>

        <Controller
          control={control}
          name="targetMuscles"
          render={({ field }) => (
            <MusclePicker id={ids.muscles} value={field.value} onChange={field.onChange} error={errors.targetMuscles?.message} inputRef={field.ref} />
          )}
        />
      </Section>

      <Section id={`${id}-content`} title={SUGGESTIONS_TEXT.contentHeading} note={SUGGESTIONS_TEXT.contentNote}>
        <div className="grid gap-5 md:grid-cols-2">
          <FormField id={ids.pros} label={SUGGESTIONS_TEXT.pros} error={errors.pros?.message}>
            <Textarea id={ids.pros} rows={3} maxLength={2000} placeholder={SUGGESTIONS_TEXT.prosPlaceholder} {...register('pros')} />
          </FormField>
          <FormField id={ids.cons} label={SUGGESTIONS_TEXT.cons} error={errors.cons?.message}>
            <Textarea id={ids.cons} rows={3} maxLength={2000} placeholder={SUGGESTIONS_TEXT.consPlaceholder} {...register('cons')} />
          </FormField>
        </div>
        <FormField id={ids.video} label={SUGGESTIONS_TEXT.videoUrl} hint={SUGGESTIONS_TEXT.videoHint} error={errors.videoUrl?.message}>
          <Input
            id={ids.video}
            type="url"
            inputMode="url"
            maxLength={500}
            placeholder={SUGGESTIONS_TEXT.videoPlaceholder}
            autoComplete="url"
            aria-invalid={errors.videoUrl ? true : undefined}
            aria-describedby={describedBy(ids.video, true, errors.videoUrl?.message)}
            {...register('videoUrl')}
          />
        </FormField>
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <TagInput id={ids.tags} value={field.value ?? []} onChange={field.onChange} placeholder={SUGGESTIONS_TEXT.tagPlaceholder} hint={SUGGESTIONS_TEXT.tagHint} />
          )}
        />
      </Section>
    </div>
  );
}
