import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { Exercise, ExerciseSummary } from '@/shared/schemas/exercise';
import { LIBRARY_PAGE_SIZE } from '@/shared/limits';
import { totalPages } from '@/shared/pagination';
import { CompareToggle } from '@/web/components/compare-toggle';
import { CompareTray } from '@/web/components/compare-tray';
import { AddToWorkoutMenu } from '@/web/components/workout/add-to-workout-menu';
import { Badge } from '@/web/components/ui/badge';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Spinner } from '@/web/components/ui/spinner';
import { useMe } from '@/web/api/get-me';
import { useFavoriteIds } from '@/web/api/get-favorite-ids';
import { useSetFavorite } from '@/web/features/favorites/api/set-favorite';
import { FavoriteButton } from '@/web/features/favorites/components/favorite-button';
import { LIBRARY_FAVORITE_MESSAGES } from '@/web/features/favorites/favorites-messages';
import { useLibraryBannerAds } from '@/web/features/banner-ads/hooks/use-library-banner-ads';
import { useComparisonPicks } from '@/web/hooks/use-comparison-picks';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { useExercises } from '@/web/api/get-exercises';
import { getExerciseQueryOptions } from '@/web/api/get-exercise';
import { ExerciseGridSkeleton } from '@/web/components/exercise/exercise-card-skeleton';
import { ExerciseDetailsDialog, exerciseCardButton } from '@/web/components/exercise/exercise-details-dialog';
import { ShareExerciseButton } from '@/web/components/exercise/share-exercise-button';
import { useExerciseAddress } from '@/web/hooks/use-exercise-address';
import { ExerciseGrid } from '@/web/components/exercise/exercise-grid';
import { LibraryPager } from '@/web/components/exercise/library-pager';
import { LibraryEmptyState, LoadError } from '@/web/components/exercise/library-states';
import { LibraryToolbar } from '@/web/features/exercises/components/library-toolbar';
import { SampleOnlyBanner } from '@/web/features/exercises/components/sample-only-banner';
import type { AutocompleteItem } from '@/web/features/exercises/components/search-combobox';
import { CorrectedQueryNotice, NoResultsHints, NoWordsNotice, usefulRelaxations } from '@/web/features/exercises/components/search-notices';
import { hasSearchableText } from '@/web/features/exercises/search-messages';
import { DETAILS_TEXT, exerciseCountLabel, LIBRARY_TEXT } from '@/web/components/exercise/exercise-messages';
import { useErrorToast } from '@/web/hooks/use-error-toast';
import { useLibraryParams } from '@/web/features/exercises/hooks/use-library-params';
import { useSampleCount } from '@/web/features/exercises/hooks/use-sample-count';
import { useGyms } from '@/web/api/get-gyms';
import { GymModeSwitch } from '@/web/features/gyms/components/gym-mode-switch';
import { GymUnlockHint } from '@/web/features/gyms/components/gym-unlock-hint';
import { GYMS_TEXT } from '@/web/features/gyms/gyms-messages';
import { missingEquipment } from '@/web/lib/gym-equipment';
import { ALL_EQUIPMENT, libraryGymId, type LibraryParams } from '@/web/lib/library-params';
import type { UpdateOptions, LibraryChange } from '@/web/features/exercises/hooks/use-library-params';

/**
 * /dashboard/exercises — the Exercise Library (docs/product.md#screens, docs/product.md#library). The view (search, filters, sort, page) lives in
 * the URL, and so does the exercise whose details are open (`?exercise={id}`, docs/product.md#exercise-address); the server filters, sorts and pages; non-subscribers get samples only and the 'Limited Access' banner. A search
 * marks the matched words in the names, says when typos were corrected, offers exercises as you type and, when nothing
 * is found, which filter to drop (docs/product.md#search).
 * This page composes the exercises feature with the favourites feature's heart, the shared comparison tray and the
 * kit's Add to workout menu (docs/product.md#add-to-workout) on each card, in the details dialog and on each alternative.
 * It is an app route because it composes several features (exercises, favourites, banner ads); features never import each other.
 */
export function ExerciseLibraryRoute() {
  useDocumentTitle(LIBRARY_TEXT.title);
  const { params, update, clearAll } = useLibraryParams();
  // docs/product.md#my-gyms: the view is limited to a gym (the address's, else the active one) until switched off.
  // Until the member's gyms arrive the gym is unknown (undefined) and the page waits, unless their read failed.
  const gyms = useGyms();
  const gymList = gyms.data;
  const gymId = gymList ? libraryGymId(params, gymList) : params.gym === ALL_EQUIPMENT ? null : undefined;
  const activeGym = gymList?.find((gym) => gym.isActive) ?? null;
  const viewGym = gymId ? (gymList?.find((gym) => gym.id === gymId) ?? null) : null;
  // The gym the switch and the cards' "Needs:" lines refer to: the view's, or the active one while switched off.
  const referenceGym = viewGym ?? activeGym;
  const exercises = useExercises({ ...params, gym: gymId ?? null }, { enabled: gymId !== undefined || gyms.isError });
  const { data } = exercises;
  useGymInAddress(params, gymList, activeGym?.id ?? null, update);
  const me = useMe();
  const favoriteIds = useFavoriteIds();
  const setFavorite = useSetFavorite(LIBRARY_FAVORITE_MESSAGES);
  const picks = useComparisonPicks(me.data?.user.id);
  const resultsRef = useRef<HTMLDivElement>(null);
  const opened = useOpenedExercise(data?.items);

  useErrorToast(exercises.error, exercises.errorUpdatedAt, LIBRARY_TEXT.loadFailed);

  // docs/product.md#who-it-is-for/docs/product.md#roles-and-access: non-subscribers see samples only. The server says so with each page; until the first page arrives,
  // the member's role and subscription decide (admins count as subscribed).
  const sampleOnly = data?.sampleOnly ?? (me.data ? me.data.role !== 'admin' && !me.data.subscription.subscribed : false);
  const sampleCount = useSampleCount(sampleOnly);
  // docs/product.md#library: the banner-ads feature's ads after every 4th card (docs/product.md#limits).
  const renderBannerAd = useLibraryBannerAds({
    page: params.page,
    pageSize: data?.pageSize ?? LIBRARY_PAGE_SIZE,
    cardCount: data?.items.length ?? 0,
  });

  // A page beyond the end (a stale shared link, or the catalogue shrank): go to the last page that exists.
  useEffect(() => {
    if (!data || exercises.isPlaceholderData) return;
    const last = totalPages(data.total, data.pageSize);
    if (data.items.length === 0 && data.total > 0 && params.page > last) update({ page: last }, { replace: true });
  }, [data, exercises.isPlaceholderData, params.page, update]);

  const goToPage = (page: number) => {
    update({ page });
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  // An autocomplete entry chosen under the search box opens its details, as a card's 'View details' does.
  const openAutocompleteItem = (item: AutocompleteItem) => opened.open(item.id);

  const renderFavorite = (exercise: ExerciseSummary) => {
    const isFavorite = favoriteIds.has(exercise.id);
    return <FavoriteButton isFavorite={isFavorite} onToggle={() => setFavorite.mutate({ exercise, favorite: !isFavorite })} />;
  };

  // Members pick exercises to compare without leaving the library; the tray below lists them (shared kit: the
  // comparison page reads the same selection, docs/decisions/0007-comparison-selection-in-the-url.md).
  const renderCompare = (exercise: ExerciseSummary) => (
    <CompareToggle
      exerciseId={exercise.id}
      exerciseName={exercise.exerciseName}
      picked={picks.isPicked(exercise.id)}
      onToggle={() => picks.toggle(exercise)}
    />
  );

  // docs/product.md#add-to-workout: offered for every exercise the member may put in a workout — all of them for a
  // subscriber, the samples otherwise (the server refuses the rest: docs/product.md#roles-and-access).
  const renderWorkoutAction = (exercise: ExerciseSummary, variant: 'icon' | 'button' = 'icon') =>
    sampleOnly && !exercise.isSample ? null : <AddToWorkoutMenu exercise={exercise} variant={variant} />;
  const renderDialogActions = (exercise: ExerciseSummary) => (
    <>
      <ShareExerciseButton exercise={exercise} />
      {renderCompare(exercise)}
      {renderWorkoutAction(exercise, 'button')}
    </>
  );
  const renderAlternativeActions = (exercise: ExerciseSummary) => (
    <div className="flex shrink-0 gap-2">
      {renderCompare(exercise)}
      {renderWorkoutAction(exercise)}
    </div>
  );

  let results;
  if (data && data.items.length > 0) {
    results = (
      <ExerciseGrid
        exercises={data.items}
        onViewDetails={opened.open}
        renderFavorite={renderFavorite}
        renderCompare={renderCompare}
        renderWorkoutAction={renderWorkoutAction}
        busy={exercises.isPlaceholderData}
        renderBetweenCards={renderBannerAd}
        highlightTerms={data.matchedTerms}
        missingEquipment={referenceGym && !viewGym ? (exercise) => missingEquipment(exercise, referenceGym.equipment) : undefined}
      />
    );
  } else if (data && data.total === 0 && viewGym) {
    results = <GymUnlockHint gym={viewGym} unlock={data.gymUnlock} onShowEverything={() => update({ gym: ALL_EQUIPMENT })} />;
  } else if (data && data.total === 0) {
    const relaxations = usefulRelaxations(data.relaxations ?? []);
    results =
      relaxations.length > 0 ? (
        <NoResultsHints
          params={params}
          relaxations={relaxations}
          onRemoveFilter={(filter) => update({ [filter]: [] })}
          onClearAll={clearAll}
        />
      ) : (
        <LibraryEmptyState onClearAll={clearAll} />
      );
  } else if (exercises.isError) {
    results = (
      <LoadError
        title={LIBRARY_TEXT.loadFailed}
        detail={LIBRARY_TEXT.loadFailedDetail}
        onRetry={() => void exercises.refetch()}
        retrying={exercises.isFetching}
      />
    );
  } else {
    results = <ExerciseGridSkeleton label={LIBRARY_TEXT.loading} />;
  }

  return (
    <div className="@container mx-auto w-full max-w-7xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{LIBRARY_TEXT.title}</h1>
            {data ? (
              <Badge variant="secondary" role="status" className="text-sm">
                {exerciseCountLabel(data.total)}
                {viewGym && ` ${GYMS_TEXT.atGym(viewGym.name)}`}
              </Badge>
            ) : (
              !exercises.isError && <Skeleton className="h-6 w-24 rounded-full" />
            )}
            {exercises.isPlaceholderData && <Spinner label={LIBRARY_TEXT.updating} className="[&_svg]:size-4" />}
          </div>
          <p className="text-sm text-muted-foreground">{LIBRARY_TEXT.subtitle}</p>
        </div>
        {referenceGym && (
          <GymModeSwitch
            gymName={referenceGym.name}
            checked={viewGym !== null}
            onCheckedChange={(on) => update({ gym: on ? referenceGym.id : ALL_EQUIPMENT })}
          />
        )}
      </header>

      {sampleOnly && <SampleOnlyBanner count={sampleCount} />}

      <LibraryToolbar params={params} onChange={update} onOpenExercise={openAutocompleteItem} />

      <div ref={resultsRef} className="scroll-mt-24 space-y-6">
        {params.q.trim() !== '' && !hasSearchableText(params.q) && <NoWordsNotice q={params.q.trim()} />}
        {data?.correctedQuery && !params.exact && !exercises.isPlaceholderData && (
          <CorrectedQueryNotice correctedQuery={data.correctedQuery} original={params.q} onSearchExact={() => update({ exact: true })} />
        )}
        {results}
        {data && <LibraryPager page={params.page} total={data.total} pageSize={data.pageSize} onPage={goToPage} />}
      </div>

      <CompareTray
        ids={picks.ids}
        exercises={picks.exercises}
        href={picks.href}
        announcement={picks.announcement}
        onRemove={picks.remove}
        onClear={picks.clear}
      />

      <ExerciseDetailsDialog
        history
        exercise={opened.exercise}
        onClose={opened.close}
        onOpenAlternative={(alternative) => opened.open(alternative, { replace: true })}
        returnFocus={opened.returnFocus}
        renderActions={renderDialogActions}
        alternatives={{ gym: viewGym ? { id: viewGym.id, name: viewGym.name } : null, renderActions: renderAlternativeActions }}
      />
    </div>
  );
}

/**
 * The exercise whose details are open, from the address (docs/product.md#exercise-address): the page's own card when it
 * is on the page, the summary it was opened with (an alternative, an autocomplete entry), else the whole exercise read
 * with GET /api/exercises/{id} (a shared link, a reload; the server's render brings it along). An exercise that cannot
 * be read (removed, or not the viewer's to see: 404) says so and leaves the address.
 * `returnFocus` names where focus goes on close: the exercise's card when the page shows it, else the search box.
 */
function useOpenedExercise(items: readonly ExerciseSummary[] | undefined) {
  const [known, setKnown] = useState<ExerciseSummary | null>(null);
  // The card (or alternative) the dialog was first opened from: focus returns there, not to a later alternative's.
  const origin = useRef<string | null>(null);
  const fromPage = (id: string | null) => (id ? (items?.find((exercise) => exercise.id === id) ?? null) : null);
  const address = useExerciseAddress();
  const { exerciseId } = address;
  const summary = fromPage(exerciseId) ?? (known && known.id === exerciseId ? known : null);
  const whole = useQuery({ ...getExerciseQueryOptions(exerciseId ?? ''), enabled: exerciseId !== null && summary === null });
  const exercise: ExerciseSummary | Exercise | null = exerciseId ? (summary ?? whole.data ?? null) : null;
  const name = exercise?.exerciseName;
  // The tab names the open exercise (a bookmark of its address too), and the page again once it closes.
  useEffect(() => {
    if (!name) return;
    const previous = document.title;
    document.title = `${name} · Equipped`;
    return () => {
      document.title = previous;
    };
  }, [name]);
  const failed = exerciseId !== null && summary === null && whole.isError;
  const { close } = address;
  useEffect(() => {
    if (!failed) return;
    toast.error(DETAILS_TEXT.unavailable, { id: 'exercise-unavailable', description: DETAILS_TEXT.unavailableDetail });
    close();
  }, [failed, close]);
  // Set when the dialog opens from closed and kept through its closing (focus moves once it has gone).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (exerciseId && !wasOpen.current) origin.current = exerciseId;
    wasOpen.current = exerciseId !== null;
  }, [exerciseId]);
  return {
    exercise,
    open: (target: ExerciseSummary | string, options?: { replace?: boolean }) => {
      if (typeof target !== 'string') setKnown(target);
      address.open(typeof target === 'string' ? target : target.id, options);
    },
    close,
    returnFocus: () => {
      const card = origin.current ? exerciseCardButton(origin.current) : null;
      return card ?? document.querySelector<HTMLElement>('input[type="search"]');
    },
  };
}

/**
 * Keeps the address saying which gym the library shows (docs/product.md#my-gyms): `gym=<id>` once the member's gyms
 * say which (replacing the history entry, the page kept), an unknown id dropped for the active gym, and a change of
 * the active gym (the header's switcher) followed by the view unless it is switched off.
 */
function useGymInAddress(
  params: LibraryParams,
  gyms: ReadonlyArray<{ id: string; isActive: boolean }> | undefined,
  activeId: string | null,
  update: (change: LibraryChange, options?: UpdateOptions) => void,
) {
  const lastActive = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!gyms) return;
    const before = lastActive.current;
    lastActive.current = activeId;
    if (before !== undefined && before !== activeId) {
      // The member chose another gym (or none) in the header: the library follows.
      update({ gym: activeId ?? ALL_EQUIPMENT, page: 1 });
      return;
    }
    const canonical = params.gym === ALL_EQUIPMENT ? ALL_EQUIPMENT : libraryGymId(params, gyms);
    if (canonical !== params.gym) update({ gym: canonical, page: params.page }, { replace: true });
  }, [gyms, activeId, params, update]);
}
