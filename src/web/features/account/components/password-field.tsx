import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { ACCOUNT_TEXT } from '../account-messages';

type PasswordFieldProps = Omit<ComponentProps<typeof Input>, 'type' | 'id'> & { id: string; label: string; error?: string | undefined };

/**
 * A labelled password input with its own show/hide toggle (docs/product.md#account-settings: "per-field show/hide toggles").
 * The toggle is a toggle button: one fixed name ('Show new password') and `aria-pressed` for its state, so a screen
 * reader says "Show new password, toggle button, pressed" when the characters are visible.
 */
export function PasswordField({ id, label, error, className, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const errorId = `${id}-error`;
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input
          id={id}
          type={visible ? 'text' : 'password'}
          className={className ? `pr-10 ${className}` : 'pr-10'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...props}
        />
        <Button
          variant="ghost"
          size="icon-sm"
          className="absolute top-1/2 right-0.5 -translate-y-1/2 text-muted-foreground hover:text-foreground"
          aria-label={ACCOUNT_TEXT.showPassword(label)}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon aria-hidden="true" />
        </Button>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
