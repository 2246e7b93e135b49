import { useDocumentTitle } from '@/web/hooks/use-document-title';

function Placeholder({ text }: { text: string }) {
  useDocumentTitle(text);
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{text}</h1>
    </div>
  );
}

/** /dashboard/workouts/{workoutId} (spec §2 route table): placeholder text only. */
export function WorkoutViewPlaceholder() {
  return <Placeholder text="Workout View Coming Soon" />;
}

/** /dashboard/workouts/{workoutId}/start (spec §2 route table): placeholder text only. */
export function WorkoutSessionPlaceholder() {
  return <Placeholder text="Workout Session Coming Soon" />;
}
