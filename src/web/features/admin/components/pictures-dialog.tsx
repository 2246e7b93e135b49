import { ImageUp, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import type { Exercise } from '@/shared/schemas/exercise';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { isApiError } from '@/web/lib/api-client';
import { reportError } from '@/web/lib/report-error';
import { PictureRefused, shrinkPicture } from '@/web/lib/shrink-picture';
import { ADMIN_TOASTS, PICTURES_TEXT } from '../admin-messages';
import { useIllustrationMutations } from '../api/exercise-mutations';

type Field = 'start' | 'end';

interface PicturesDialogProps {
  /** The exercise whose pictures are managed; null while closed. */
  exercise: Exercise | null;
  onClose: () => void;
}

/**
 * An admin's Pictures dialog (docs/product.md#illustrations): what the exercise shows now, file fields for the start
 * and the optional end position (PNG, JPEG or WebP; shrunk in the page, re-encoded by the server), 'Upload Pictures'
 * ('Uploading...' while busy) and, when it has pictures, 'Remove Pictures' after a confirmation. A picture the page or
 * the server refuses says why under its field; nothing changes then.
 */
export function PicturesDialog({ exercise, onClose }: PicturesDialogProps) {
  const { upload, remove } = useIllustrationMutations();
  const [confirming, setConfirming] = useState(false);
  const busy = upload.isPending || remove.isPending;
  return (
    <>
      <Dialog open={exercise !== null && !confirming} onOpenChange={(next) => !next && !busy && onClose()}>
        <DialogContent className="sm:max-w-lg">
          {exercise && (
            <PicturesForm
              key={exercise.id}
              exercise={exercise}
              upload={upload}
              busy={busy}
              onRemove={() => setConfirming(true)}
              onDone={onClose}
            />
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={exercise !== null && confirming}
        title={PICTURES_TEXT.removeTitle}
        question={PICTURES_TEXT.removeQuestion(exercise?.exerciseName ?? '')}
        confirmLabel={PICTURES_TEXT.remove}
        pendingLabel={PICTURES_TEXT.removing}
        cancelLabel={PICTURES_TEXT.cancel}
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          exercise &&
          remove.mutate(exercise.id, {
            onSuccess: () => {
              toast.success(ADMIN_TOASTS.picturesRemoved);
              setConfirming(false);
              onClose();
            },
            onError: (error) => {
              reportError(ADMIN_TOASTS.picturesRemoveFailed, error);
              toast.error(ADMIN_TOASTS.picturesRemoveFailed);
              setConfirming(false);
            },
          })
        }
      />
    </>
  );
}

type Upload = ReturnType<typeof useIllustrationMutations>['upload'];

function PicturesForm({
  exercise,
  upload,
  busy,
  onRemove,
  onDone,
}: {
  exercise: Exercise;
  upload: Upload;
  busy: boolean;
  onRemove: () => void;
  onDone: () => void;
}) {
  const id = useId();
  const [files, setFiles] = useState<Record<Field, File | null>>({ start: null, end: null });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [preparing, setPreparing] = useState(false);
  const illustration = exercise.illustration;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!files.start) return;
    setPreparing(true);
    const prepared: Partial<Record<Field, string>> = {};
    const refused: Partial<Record<Field, string>> = {};
    for (const field of ['start', 'end'] as const) {
      const file = files[field];
      if (!file) continue;
      try {
        prepared[field] = await shrinkPicture(file);
      } catch (error) {
        refused[field] = error instanceof PictureRefused ? error.message : String(error);
      }
    }
    setPreparing(false);
    setErrors(refused);
    if (Object.keys(refused).length > 0 || !prepared.start) return;
    upload.mutate(
      { id: exercise.id, pictures: { start: prepared.start, end: prepared.end ?? null } },
      {
        onSuccess: () => {
          toast.success(ADMIN_TOASTS.picturesSaved);
          onDone();
        },
        onError: (error) => {
          reportError(ADMIN_TOASTS.picturesFailed, error);
          const issues = isApiError(error) ? (error.issues ?? []) : [];
          const fieldErrors = Object.fromEntries(
            issues.filter((issue) => issue.path === 'start' || issue.path === 'end').map((issue) => [issue.path, issue.message]),
          );
          if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
          else toast.error(ADMIN_TOASTS.picturesFailed);
        },
      },
    );
  };

  const field = (name: Field, label: string) => (
    <div className="space-y-1.5">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        disabled={busy || preparing}
        onChange={(event) => {
          setFiles((current) => ({ ...current, [name]: event.target.files?.[0] ?? null }));
          setErrors((current) => ({ ...current, [name]: undefined }));
        }}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="text-sm text-destructive">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
      <DialogHeader>
        <DialogTitle>{PICTURES_TEXT.title(exercise.exerciseName)}</DialogTitle>
        <DialogDescription>{PICTURES_TEXT.description}</DialogDescription>
      </DialogHeader>
      <section aria-label={PICTURES_TEXT.current} className="space-y-1.5">
        <h3 className="text-sm font-medium">{PICTURES_TEXT.current}</h3>
        {illustration ? (
          <>
            <div className="flex gap-2">
              {[illustration.start, illustration.end].map(
                (src, index) =>
                  src && (
                    <img
                      key={src}
                      src={src}
                      alt={`${exercise.exerciseName}: ${index === 0 ? 'start' : 'end'} position`}
                      width={96}
                      height={96}
                      className="size-24 rounded-md border bg-white object-contain p-1"
                    />
                  ),
              )}
            </div>
            {illustration.source === 'everkinetic' && <p className="text-xs text-muted-foreground">{PICTURES_TEXT.fromEverkinetic}</p>}
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{PICTURES_TEXT.none}</p>
        )}
      </section>
      {field('start', PICTURES_TEXT.start)}
      {field('end', PICTURES_TEXT.end)}
      <DialogFooter className="gap-2 sm:justify-between">
        {illustration ? (
          <Button
            type="button"
            variant="outline"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            disabled={busy}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
            {PICTURES_TEXT.remove}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={!files.start || busy || preparing}>
          <ImageUp aria-hidden="true" />
          {upload.isPending || preparing ? PICTURES_TEXT.uploading : PICTURES_TEXT.upload}
        </Button>
      </DialogFooter>
    </form>
  );
}
