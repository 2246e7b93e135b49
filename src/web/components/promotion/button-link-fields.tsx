import { describedBy, FormField } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
import { cn } from '@/web/lib/utils';

type ButtonLink = { buttonText: string; buttonUrl: string };

interface ButtonLinkFieldsProps {
  /** Prefix of the two inputs' ids (`{id}-button-text`, `{id}-button-url`). */
  id: string;
  labels: { buttonText: string; buttonUrl: string; buttonUrlPlaceholder: string };
  values: ButtonLink;
  errors: Partial<Record<keyof ButtonLink, string>>;
  onChange: (patch: Partial<ButtonLink>) => void;
  /** The two-column grid's classes (its breakpoint depends on the card). */
  className?: string;
}

/**
 * The optional button of an announcement or a banner ad: its text (at most 60 characters) and its URL (docs/product.md#screens
 * 'Announcement Banner admin card' and 'Banner Ad Management'; empty ones are saved as null, docs/product.md#validation).
 */
export function ButtonLinkFields({ id, labels, values, errors, onChange, className }: ButtonLinkFieldsProps) {
  return (
    <div className={cn('grid gap-4', className)}>
      <FormField id={`${id}-button-text`} label={labels.buttonText} error={errors.buttonText}>
        <Input
          id={`${id}-button-text`}
          value={values.buttonText}
          maxLength={60}
          aria-invalid={errors.buttonText ? true : undefined}
          aria-describedby={describedBy(`${id}-button-text`, false, errors.buttonText)}
          onChange={(event) => onChange({ buttonText: event.target.value })}
        />
      </FormField>
      <FormField id={`${id}-button-url`} label={labels.buttonUrl} error={errors.buttonUrl}>
        <Input
          id={`${id}-button-url`}
          type="url"
          inputMode="url"
          value={values.buttonUrl}
          placeholder={labels.buttonUrlPlaceholder}
          aria-invalid={errors.buttonUrl ? true : undefined}
          aria-describedby={describedBy(`${id}-button-url`, false, errors.buttonUrl)}
          onChange={(event) => onChange({ buttonUrl: event.target.value })}
        />
      </FormField>
    </div>
  );
}
