import type { ManifestRoute, ModuleManifest } from '../lib/manifest';

/**
 * Every module's manifest, found by the bundler (`modules/<module>/manifest.ts`): a new module
 * touches no shared file. Manifests import no page code, so this stays out of the pages' chunks.
 */
const found = import.meta.glob<ModuleManifest>('../modules/*/manifest.ts', {
  eager: true,
  import: 'default',
});

/** The manifests, in folder order (the route table's order does not matter: routes rank by path). */
export const manifests: readonly ModuleManifest[] = Object.keys(found)
  .sort()
  .map((file) => {
    const manifest = found[file];
    const folder = /modules\/([^/]+)\/manifest\.ts$/.exec(file)?.[1];
    if (!manifest || manifest.name !== folder)
      throw new Error(`${file}: the manifest's name must be its folder (${String(folder)})`);
    return manifest;
  });

/** Every module's routes. */
export const moduleRoutes: readonly ManifestRoute[] = manifests.flatMap((m) => m.routes);
