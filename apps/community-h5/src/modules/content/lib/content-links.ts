/** This module's own paths (spec §2 route groups video, pvideo, audio, book, live, news, note, feed, cloudalbum, mate, find, source, share). */
const q = (path: string, query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

export const contentPaths = {
  videoDetail: (iid: number, id: number) => q(`/app/video/${iid}/detail`, { id }),
  pvideoAlbum: (iid: number, id: number) => q('/app/pay/pvideoAlbumDetail', { id, iid }),
  pvideoPlayer: (iid: number, id: number, part?: number) => q('/app/pvideo/player', { iid, id, part }),
  audioPlayer: (iid: number, partId: number, album: number) => q(`/app/audio/${iid}/player/${partId}`, { album }),
  audioAlbumList: (iid: number, typeId: string) => `/app/audio/${iid}/album-list/${encodeURIComponent(typeId)}`,
  bookChapter: (iid: number, partId: number, book: number) => q(`/app/book/${iid}/articleDetail/${partId}`, { book }),
  bookDetail: (iid: number, id: number) => q('/app/pay/bookDetailList', { id, iid }),
  liveRoom: (iid: number, id: number) => q(`/app/live/${iid}/detail`, { id }),
  livePay: (iid: number, id: number) => q('/app/pay/liveDetail', { id, iid }),
  tip: (iid: number, id: number) => q('/app/pay/dashang', { id, iid }),
  albumAdd: (iid: number, id: number) => q(`/app/cloudalbum/${iid}/add`, { album: id }),
  source: (iid: number, name: string) => q(`/app/source/list/${iid}`, { source: name }),
};

/** The share poster of a page: its title and the in-app link its QR code opens. */
export const posterPath = (title: string, link: string) => q('/app/share/poster', { title, link });
