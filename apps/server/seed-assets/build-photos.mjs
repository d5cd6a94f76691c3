// Builds the demo's photographs from Debian's desktop-background packages, once, by hand; the
// output (photos/*.jpg and CREDITS.md) is committed, so neither the build nor a start needs them.
//
//   apt-get download lomiri-wallpapers lomiri-wallpapers-16.04 lomiri-wallpapers-20.04 \
//     mate-backgrounds plasma-workspace-wallpapers
//   for f in *.deb; do mkdir -p x/${f%%_*}; dpkg-deb -x $f x/${f%%_*}; done
//   node apps/server/seed-assets/build-photos.mjs <that folder>/x
//
// Each picture is cropped to its shape and stored at the widest width the server serves for its
// use (IMAGE_WIDTHS: 1280 for a landscape, 640 for a square, 320 for an avatar) as a progressive
// JPEG; the server makes the narrower widths and AVIF/WebP from it on request.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const sharp = createRequire(join(here, '..', 'package.json'))('sharp');
const root = process.argv[2];
if (!root) throw new Error('usage: node build-photos.mjs <folder of the extracted packages>');

const LOMIRI = { pkg: 'lomiri-wallpapers', copyright: 'lomiri-wallpapers/usr/share/doc/lomiri-wallpapers/copyright' };
const lomiri = (series, file) => ({ ...LOMIRI, pkg: `lomiri-wallpapers-${series}`, path: `lomiri-wallpapers-${series}/usr/share/backgrounds/${file}` });
const mate = (file) => ({ pkg: 'mate-backgrounds', path: `mate-backgrounds/usr/share/backgrounds/mate/nature/${file}`, copyright: 'mate-backgrounds/usr/share/doc/mate-backgrounds/copyright' });
const plasma = (name, size = '1920x1080') => ({ pkg: 'plasma-workspace-wallpapers', path: `plasma-workspace-wallpapers/usr/share/wallpapers/${name}/contents/images/${size}.jpg`, copyright: 'plasma-workspace-wallpapers/usr/share/doc/plasma-workspace-wallpapers/copyright' });

/** name: [source, shape, author, licence, what it shows]. */
export const PHOTOS = {
  'mountain-meadow': [lomiri('16.04', 'aitzgorri_by_Aitzol_Berasategi.jpg'), 'wide', 'Aitzol Berasategi, 2018', 'CC-BY-4.0', 'autumn woods under a mountain ridge'],
  'mountain-path': [lomiri('16.04', 'picosdeeuropa_by_Aitzol_Berasategi.jpg'), 'wide', 'Aitzol Berasategi, 2018', 'CC-BY-4.0', 'a path to the Picos de Europa'],
  'hill-sunset': [lomiri('16.04', 'sunset_by_Aitzol_Berasategi.jpg'), 'wide', 'Aitzol Berasategi, 2018', 'CC-BY-4.0', 'sunset over a hilltop'],
  'forest-creek': [lomiri('16.04', 'life_by_Aitzol_Berasategi.jpg'), 'wide', 'Aitzol Berasategi, 2018', 'CC-BY-4.0', 'a creek in a forest'],
  dandelions: [lomiri('16.04', 'seeding_by_Clements_Engelhardt.jpg'), 'wide', 'Clemens Engelhardt, 2018', 'CC0-1.0', 'dandelion clocks in a meadow'],
  'bridge-sky': [lomiri('16.04', 'Bridge_by_Sander_Klootwijk.jpg'), 'wide', 'Sander Klootwijk, 2018', 'CC-BY-SA-4.0', "a bridge's cables against the sky"],
  'lake-boats': [plasma('EveningGlow'), 'wide', 'KDE Visual Design Group, 2014', 'GPL-2+', 'rowing boats on a lake shore at dusk'],
  'forest-path': [plasma('Path'), 'wide', 'KDE Visual Design Group, 2014', 'GPL-2+', 'a path through a pine forest'],
  'autumn-leaf': [plasma('FallenLeaf'), 'wide', 'KDE Visual Design Group, 2014', 'GPL-2+', 'a fallen maple leaf'],
  'lake-pier': [plasma('BytheWater'), 'wide', 'KDE Visual Design Group, 2014', 'GPL-2+', 'a wooden pier by the water'],
  'dune-grass': [mate('Dune.jpg'), 'wide', 'Marco Cogoni, 2007; Hylke Bons, 2008', 'GPL-2+', 'grass on a dune by the sea'],
  raindrops: [mate('RainDrops.jpg'), 'wide', '"blackcombwhistler07", 2008', 'GPL-2+', 'raindrops on leaves'],
  'fig-bowl': [lomiri('16.04', 'Picture_0B_by_freespace.jpg'), 'square', '"freespace", 2018', 'CC-BY-4.0', 'a fig in a red bowl'],
  'paint-brushes': [lomiri('16.04', 'Picture_1A_by_freespace.jpg'), 'square', '"freespace", 2018', 'CC-BY-4.0', 'paint brushes'],
  'colorful-cups': [plasma('ColorfulCups', '2560x1600'), 'square', 'KDE Visual Design Group, 2014', 'GPL-2+', 'stacked coloured cups'],
  'drum-shelf': [lomiri('16.04', 'Wine_by_Jakkub_Mede.jpg'), 'square', 'Jakkub Mede, 2018', 'CC-BY-4.0', 'a drum beside a wooden shelf'],
  'yellow-flower': [mate('YellowFlower.jpg'), 'square', 'Charles Barbin, 2008', 'GPL-2+', 'a yellow flower'],
  'red-flower': [mate('FreshFlower.jpg'), 'square', 'Jens Ansorg, 2005', 'GPL-2+', 'an orange flower'],
  'avatar-dogs': [lomiri('16.04', 'friends_by_Aitzol_Berasategi.jpg'), 'avatar', 'Aitzol Berasategi, 2018', 'CC-BY-4.0', 'two spaniels at a window'],
  'avatar-bird': [lomiri('20.04', 'Kleiber_by_Lukas_Baubkus.jpg'), 'avatar', 'Lukas Baubkus, 2021', 'CC-BY-SA-3.0', 'a nuthatch on a tree'],
  'avatar-dragonfly': [lomiri('16.04', 'Dragonfly_by_Bolly.jpg'), 'avatar', '"Bolly", 2018', 'CC-BY-SA-4.0', 'a dragonfly on a twig'],
  'avatar-ladybird': [mate('LadyBird.jpg'), 'avatar', 'Charles Barbin, 2008', 'GPL-2+', 'a ladybird on a leaf'],
  'avatar-dandelion': [lomiri('16.04', 'seeding_by_Clements_Engelhardt.jpg'), 'avatar', 'Clemens Engelhardt, 2018', 'CC0-1.0', 'a dandelion clock'],
  'avatar-flower': [mate('YellowFlower.jpg'), 'avatar', 'Charles Barbin, 2008', 'GPL-2+', 'a yellow flower'],
};

const SHAPES = { wide: { width: 1280, height: 720 }, square: { width: 640, height: 640 }, avatar: { width: 320, height: 320 } };
const LICENCES = {
  'CC-BY-4.0': 'https://creativecommons.org/licenses/by/4.0/',
  'CC-BY-SA-4.0': 'https://creativecommons.org/licenses/by-sa/4.0/',
  'CC-BY-SA-3.0': 'https://creativecommons.org/licenses/by-sa/3.0/',
  'CC0-1.0': 'https://creativecommons.org/publicdomain/zero/1.0/',
  'GPL-2+': 'https://www.gnu.org/licenses/old-licenses/gpl-2.0.html (or later)',
};

const rows = [];
for (const [name, [source, shape, author, licence, shows]] of Object.entries(PHOTOS)) {
  const { width, height } = SHAPES[shape];
  const out = join(here, 'photos', `${name}.jpg`);
  const info = await sharp(join(root, source.path))
    .rotate()
    .resize({ width, height, fit: 'cover', position: 'attention' })
    .jpeg({ quality: shape === 'avatar' ? 78 : 70, progressive: true, mozjpeg: true })
    .toFile(out);
  rows.push(`| photos/${name}.jpg | ${shows} | ${author} | ${licence} | Debian package \`${source.pkg}\`, ${source.path.split('/').pop()} (${width}×${height} crop of it) |`);
  console.log(name, info.size);
}

writeFileSync(
  join(here, 'CREDITS.md'),
  `# Demo photographs: sources and licences

The seeds' pictures (banners, activities, goods, articles, albums, places, avatars) are these
photographs, served by the server at \`/api/media/photo/{name}.jpg\` in the widths it makes. Each is
a crop, resized, of a photograph shipped by a Debian desktop-background package under a free
licence that allows redistribution; the package's \`/usr/share/doc/<package>/copyright\` file is
the record of its author and licence (for the lomiri-wallpapers-* packages, the one of
\`lomiri-wallpapers\`). \`build-photos.mjs\` makes them again from the packages.

| File | Shows | Author | Licence | Source |
| --- | --- | --- | --- | --- |
${rows.join('\n')}

Licences: ${Object.entries(LICENCES).map(([id, url]) => `${id} — ${url}`).join('; ')}. The
CC-BY-SA pictures are shared under the same licence; the GPL-2+ pictures' source is the picture
itself, as the package ships it.
`,
);
