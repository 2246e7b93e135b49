import { useDocumentTitle } from '@/web/hooks/use-document-title';

/** /dashboard/workouts/{workoutId}/start (docs/product.md#routes): placeholder text only, until a workout session exists. */
export function WorkoutSessionPlaceholder() {
  const text = 'Workout Session Coming Soon';
  useDocumentTitle(text);
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{text}</h1>
    </div>
  );
}
