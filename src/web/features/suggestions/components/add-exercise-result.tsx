import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import type { SuggestionToast } from '../suggestions-messages';

interface AddExerciseResultProps {
  message: SuggestionToast;
  /** Where the result can be seen: the library for an admin, My Suggestions for a member. */
  link: { to: string; label: string };
}

/**
 * The stand-alone page's success message (docs/product.md#screens "shows a success message"; docs/product.md#add-exercise: it says which happened). It
 * stays until the next submission; it takes focus when it appears, so keyboard and screen-reader users land on it.
 */
export function AddExerciseResult({ message, link }: AddExerciseResultProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [message]);
  return (
    <Alert ref={ref} tabIndex={-1} variant="info" className="outline-none focus-visible:ring-2 focus-visible:ring-ring">
      <CheckCircle2 aria-hidden="true" />
      <AlertTitle>{message.title}</AlertTitle>
      <AlertDescription>
        <p>{message.description}</p>
        <Button asChild variant="link" className="h-auto p-0 text-emerald-800">
          <Link to={link.to}>{link.label}</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
