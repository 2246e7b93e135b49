import { ImagePlus, X } from 'lucide-react';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldError } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { PictureRefused, shrinkPicture } from '@/web/lib/shrink-picture';
import type { OptionsFormValues } from './exercise-form-schema';
import { PICTURE_FIELD_TEXT } from './exercise-form-text';

/**
 * The one picture a member may send with a suggestion (docs/product.md#suggest): a PNG, JPEG or WebP file, shrunk and
 * turned into WebP in the page (shrinkPicture) before it joins the form's `picture`; a preview and 'Remove picture'
 * once chosen. A file the page cannot use, or the server's refusal, shows under the field.
 */
export function PictureField({ id }: { id: string }) {
  const { control } = useFormContext<OptionsFormValues>();
  const {
    field: { value, onChange, ref },
    fieldState,
  } = useController({ control, name: 'picture' });
  const [preparing, setPreparing] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const error = refused ?? fieldState.error?.message;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setPreparing(true);
    setRefused(null);
    try {
      onChange(await shrinkPicture(file));
    } catch (failure) {
      setRefused(failure instanceof PictureRefused ? failure.message : PICTURE_FIELD_TEXT.failed);
    } finally {
      setPreparing(false);
    }
  };

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="text-sm leading-none font-medium">
        {PICTURE_FIELD_TEXT.label}
      </label>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {PICTURE_FIELD_TEXT.hint}
      </p>
      {value ? (
        <div className="flex items-end gap-3">
          <img
            src={value}
            alt={PICTURE_FIELD_TEXT.preview}
            width={160}
            height={120}
            className="h-30 w-40 rounded-md border object-contain"
          />
          <Button type="button" variant="outline" size="sm" onClick={() => onChange(null)}>
            <X aria-hidden="true" />
            {PICTURE_FIELD_TEXT.remove}
          </Button>
        </div>
      ) : (
        <div className="flex items-center gap-2">
          <ImagePlus aria-hidden="true" className="size-5 text-muted-foreground" />
          <input
            ref={ref}
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            disabled={preparing}
            aria-invalid={error ? true : undefined}
            aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')}
            onChange={(event) => void choose(event.target.files?.[0])}
            className="min-w-0 flex-1 text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium hover:file:bg-muted"
          />
          {preparing && <span className="text-sm text-muted-foreground">{PICTURE_FIELD_TEXT.preparing}</span>}
        </div>
      )}
      <FieldError id={id} message={error} />
    </div>
  );
}
