/** Stub from the foundation; the Favourites helper replaces this file (spec §2 My Favorites). */
export function MyFavoritesPage() {
  return <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My Favorites</h1>;
}
