import { useState, type FormEvent } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/web/components/ui/alert-dialog';
import { Button } from '@/web/components/ui/button';
import { ACCOUNT_TEXT } from '../account-messages';
import { useDeleteAccountFlow } from '../hooks/use-delete-account-flow';
import { PasswordField } from './password-field';

/**
 * 'Are you absolutely sure?' (docs/product.md#account-settings): lists what is removed (profile, favourites, suggestions,
 * workouts, settings) and is confirmed with the password. It stays open reading 'Deleting...' until the server answers;
 * a wrong password is said beside the field.
 */
export function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { confirm, pending } = useDeleteAccountFlow({ onWrongPassword: setError });
  const text = ACCOUNT_TEXT.danger;

  function change(next: boolean) {
    if (pending) return;
    if (!next) {
      setPassword('');
      setError(undefined);
    }
    onOpenChange(next);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password || pending) return;
    setError(undefined);
    confirm(password);
  }

  return (
    <AlertDialog open={open} onOpenChange={change}>
      <AlertDialogContent
        onOpenAutoFocus={(event) => {
          // Straight to the password: the only thing to do here besides Cancel.
          event.preventDefault();
          document.getElementById('delete-account-password')?.focus();
        }}
      >
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <AlertDialogHeader>
            <AlertDialogTitle>{text.dialogTitle}</AlertDialogTitle>
            <AlertDialogDescription>{text.dialogDescription}</AlertDialogDescription>
          </AlertDialogHeader>
          <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            {text.removed.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <PasswordField
            id="delete-account-password"
            label={text.passwordLabel}
            autoComplete="current-password"
            aria-required="true"
            value={password}
            error={error}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(undefined);
            }}
          />
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>{text.cancel}</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={!password || pending}>
              {pending ? text.deleting : text.confirm}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
