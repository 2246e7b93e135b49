import { useId, type ReactNode } from 'react';
import { Controller, useController, useFormContext, useWatch, type Control } from 'react-hook-form';
import { EXERCISE_INPUT_LIMITS as MAX } from '@/shared/schemas/exercise-input';
import { describedBy, FormField } from '@/web/components/form-field';
import { TagInput } from '@/web/components/tag-input';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { DifficultySelect } from '@/web/components/exercise/difficulty-select';
import { firstMessage, withEquipmentType } from './equipment-needs';
import { EquipmentNeedsEditor } from './equipment-needs-editor';
import { EquipmentSelect } from './equipment-select';
import type { CatalogueFormValues, ExerciseFormBaseValues, ExerciseFormVariant, OptionsFormValues } from './exercise-form-schema';
import { CATALOGUE_FORM_TEXT, OPTIONS_FORM_TEXT } from './exercise-form-text';
import { MusclePicker } from './muscle-picker';
import { CurationFields } from './curation-fields';
import { PictureField } from './picture-field';

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
 * The required groups and helpful items of the form (docs/product.md#exercise-form): the editor bound to the form's
 * `requiredEquipment` and `optionalEquipment`, following the equipment type as it changes.
 */
function EquipmentNeedsField({ id, variant }: { id: string; variant: ExerciseFormVariant }) {
  const { control } = useFormContext<ExerciseFormBaseValues>();
  const equipmentType = useWatch({ control, name: 'equipmentType' });
  const required = useController({ control, name: 'requiredEquipment' });
  const optional = useController({ control, name: 'optionalEquipment' });
  return (
    <EquipmentNeedsEditor
      id={id}
      variant={variant}
      equipmentType={equipmentType}
      value={{ requiredEquipment: required.field.value, optionalEquipment: optional.field.value }}
      onChange={(next) => {
        if (next.requiredEquipment !== required.field.value) required.field.onChange(next.requiredEquipment);
        if (next.optionalEquipment !== optional.field.value) optional.field.onChange(next.optionalEquipment);
      }}
      requiredError={firstMessage(required.fieldState.error)}
      optionalError={firstMessage(optional.fieldState.error)}
      requiredRef={required.field.ref}
      optionalRef={optional.field.ref}
    />
  );
}

/**
 * The exercise's fields: name, equipment type, difficulty (default beginner), what the exercise needs (groups) and what
 * only helps, description, target muscles, pros, cons, a URL-typed video link and tags, each rule message under its
 * field, and with `withPicture` (a suggestion) one picture. Choosing another equipment type puts it in the old one's place in its group. Lives in a react-hook-form `FormProvider` of the
 * variant's values (see ./use-exercise-form.ts). The catalogue variant lays them out flat (in the admin dialog), the
 * options variant in two sections (required details, then the optional ones).
 */
export function ExerciseFormFields({ variant, withPicture = false }: { variant: ExerciseFormVariant; withPicture?: boolean }) {
  // The fields both variants share are typed by their common shape; the muscles by the variant's own.
  const { register, control, formState, getValues, setValue } = useFormContext<ExerciseFormBaseValues>();
  const id = useId();
  const errors = formState.errors;
  const text = variant === 'catalogue' ? CATALOGUE_FORM_TEXT : OPTIONS_FORM_TEXT;
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
    needs: `${id}-needs`,
  };
  // A new equipment type joins (or replaces the old one in) the first group, and leaves the helpful items if it was one.
  const changeEquipmentType = (previous: string, next: string) => {
    const needs = withEquipmentType(
      { requiredEquipment: getValues('requiredEquipment'), optionalEquipment: getValues('optionalEquipment') },
      previous,
      next,
    );
    setValue('requiredEquipment', needs.requiredEquipment, { shouldDirty: true });
    setValue('optionalEquipment', needs.optionalEquipment, { shouldDirty: true });
  };

  const details = (
    <>
      <FormField id={ids.name} label={text.name} required error={errors.exerciseName?.message}>
        <Input
          id={ids.name}
          placeholder={text.namePlaceholder}
          autoComplete="off"
          maxLength={MAX.exerciseName}
          aria-required="true"
          aria-invalid={errors.exerciseName ? true : undefined}
          aria-describedby={describedBy(ids.name, false, errors.exerciseName?.message)}
          {...register('exerciseName')}
        />
      </FormField>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={ids.equipment} label={text.equipment} required error={errors.equipmentType?.message}>
          <Controller
            control={control}
            name="equipmentType"
            render={({ field }) => (
              <EquipmentSelect
                id={ids.equipment}
                variant={variant}
                value={field.value}
                onChange={(next) => {
                  changeEquipmentType(field.value, next);
                  field.onChange(next);
                }}
                onBlur={field.onBlur}
                name={field.name}
                triggerRef={field.ref}
                invalid={!!errors.equipmentType}
                describedBy={describedBy(ids.equipment, false, errors.equipmentType?.message)}
              />
            )}
          />
        </FormField>
        <FormField id={ids.difficulty} label={text.difficulty}>
          <Controller
            control={control}
            name="difficultyLevel"
            render={({ field }) => (
              <DifficultySelect
                id={ids.difficulty}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                triggerRef={field.ref}
                name={field.name}
              />
            )}
          />
        </FormField>
      </div>

      <EquipmentNeedsField id={ids.needs} variant={variant} />

      <FormField id={ids.description} label={text.description} required error={errors.description?.message}>
        <Textarea
          id={ids.description}
          rows={4}
          maxLength={MAX.description}
          placeholder={text.descriptionPlaceholder}
          aria-required="true"
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy(ids.description, false, errors.description?.message)}
          {...register('description')}
        />
      </FormField>

      {variant === 'catalogue' ? (
        <>
          <CatalogueMuscles control={control as unknown as Control<CatalogueFormValues>} id={ids.muscles} />
          <CurationFields id={`${id}-curation`} />
        </>
      ) : (
        <Controller
          control={control as unknown as Control<OptionsFormValues>}
          name="targetMuscles"
          render={({ field, fieldState }) => (
            <MusclePicker
              id={ids.muscles}
              label={OPTIONS_FORM_TEXT.muscles}
              hint={OPTIONS_FORM_TEXT.musclesHint}
              required
              value={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
    </>
  );

  const more = (
    <>
      <div className={variant === 'catalogue' ? 'grid gap-5 sm:grid-cols-2' : 'grid gap-5 md:grid-cols-2'}>
        <FormField id={ids.pros} label={text.pros} error={errors.pros?.message}>
          <Textarea id={ids.pros} rows={3} maxLength={MAX.pros} placeholder={text.prosPlaceholder} {...register('pros')} />
        </FormField>
        <FormField id={ids.cons} label={text.cons} error={errors.cons?.message}>
          <Textarea id={ids.cons} rows={3} maxLength={MAX.cons} placeholder={text.consPlaceholder} {...register('cons')} />
        </FormField>
      </div>
      <FormField id={ids.video} label={text.videoUrl} hint={text.videoHint} error={errors.videoUrl?.message}>
        <Input
          id={ids.video}
          type="url"
          inputMode="url"
          maxLength={MAX.videoUrl}
          placeholder={text.videoPlaceholder}
          autoComplete={variant === 'catalogue' ? 'off' : 'url'}
          aria-invalid={errors.videoUrl ? true : undefined}
          aria-describedby={describedBy(ids.video, true, errors.videoUrl?.message)}
          {...register('videoUrl')}
        />
      </FormField>
      <Controller
        control={control}
        name="tags"
        render={({ field }) =>
          variant === 'catalogue' ? (
            <TagInput id={ids.tags} value={field.value} onChange={field.onChange} />
          ) : (
            <TagInput
              id={ids.tags}
              value={field.value}
              onChange={field.onChange}
              placeholder={OPTIONS_FORM_TEXT.tagPlaceholder}
              hint={OPTIONS_FORM_TEXT.tagHint}
            />
          )
        }
      />
    </>
  );

  if (variant === 'catalogue') {
    return (
      <div className="space-y-5 px-6 py-5">
        {details}
        {more}
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <Section id={`${id}-details`} title={OPTIONS_FORM_TEXT.detailsHeading} note={OPTIONS_FORM_TEXT.requiredNote}>
        {details}
      </Section>
      <Section id={`${id}-content`} title={OPTIONS_FORM_TEXT.contentHeading} note={OPTIONS_FORM_TEXT.contentNote}>
        {more}
        {withPicture && <PictureField id={`${id}-picture`} />}
      </Section>
    </div>
  );
}

/**
 * The admin's primary and secondary muscles (docs/product.md#exercise-form): two checklists of the vocabulary; a
 * primary muscle cannot also be ticked as secondary.
 */
function CatalogueMuscles({ control, id }: { control: Control<CatalogueFormValues>; id: string }) {
  const primary = useWatch({ control, name: 'primaryMuscles' });
  return (
    <>
      <Controller
        control={control}
        name="primaryMuscles"
        render={({ field, fieldState }) => (
          <MusclePicker
            id={id}
            label={CATALOGUE_FORM_TEXT.primaryMuscles}
            hint={CATALOGUE_FORM_TEXT.primaryHint}
            required
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="secondaryMuscles"
        render={({ field, fieldState }) => (
          <MusclePicker
            id={`${id}-secondary`}
            label={CATALOGUE_FORM_TEXT.secondaryMuscles}
            hint={CATALOGUE_FORM_TEXT.secondaryHint}
            value={field.value}
            onChange={field.onChange}
            unavailable={primary}
            unavailableNote={CATALOGUE_FORM_TEXT.alsoPrimary}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}
