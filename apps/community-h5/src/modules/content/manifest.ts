import { defineManifest } from '../../lib/manifest';

const DIGITS = { iid: '\\d+' };

/**
 * Content and media: news, notes, feed, mates, sources and find; video, pvideo albums,
 * audio, books; live rooms; cloud albums; the share poster; and their pay pages, paid questions
 * to an expert (ask) and the assistant's question packs (chatgpt).
 */
export default defineManifest({
  name: 'content',
  routes: [
    { path: '/app/news/list/:iid', page: () => import('./pages/news-list-page') },
    { path: '/app/news/:iid', page: () => import('./pages/news-list-page'), params: DIGITS },
    { path: '/app/news/:iid/detail/:id', page: () => import('./pages/news-detail-page'), name: 'newsDetail' },
    { path: '/app/note/:iid', page: () => import('./pages/note-list-page') },
    { path: '/app/note/:iid/detail/:id', page: () => import('./pages/note-detail-page') },
    { path: '/app/note/:iid/preview/:id', page: () => import('./pages/note-preview-page'), auth: 'member' },
    { path: '/app/feed/:iid/list', page: () => import('./pages/feed-list-page') },
    { path: '/app/feed/:iid/:feedId', page: () => import('./pages/feed-detail-page'), params: { feedId: '\\d+' } },
    { path: '/app/mate/:iid', page: () => import('./pages/mate-list-page') },
    { path: '/app/mate/:iid/detail/:id', page: () => import('./pages/mate-detail-page') },
    { path: '/app/source/list/:iid', page: () => import('./pages/source-list-page') },
    { path: '/app/find', page: () => import('./pages/find-page') },
    { path: '/app/video/:iid', page: () => import('./pages/video-list-page'), params: DIGITS },
    { path: '/app/video/list/:iid', page: () => import('./pages/video-list-page') },
    { path: '/app/video/:iid/detail', page: () => import('./pages/video-detail-page') },
    { path: '/app/video/:iid/detail1', page: () => import('./pages/video-detail-page') },
    { path: '/app/pvideo/:iid', page: () => import('./pages/pvideo-list-page'), params: DIGITS },
    { path: '/app/pvideo/album-list', page: () => import('./pages/pvideo-list-page') },
    { path: '/app/pvideo/player', page: () => import('./pages/pvideo-player-page') },
    { path: '/app/audio/:iid', page: () => import('./pages/audio-home-page') },
    { path: '/app/audio/:iid/album-list/:typeId', page: () => import('./pages/audio-album-list-page') },
    { path: '/app/audio/:iid/player/:id', page: () => import('./pages/audio-player-page') },
    { path: '/app/book/:iid', page: () => import('./pages/book-shelf-page') },
    { path: '/app/book/:iid/articleDetail/:id', page: () => import('./pages/book-chapter-page') },
    { path: '/app/live/:iid', page: () => import('./pages/live-list-page'), params: DIGITS },
    { path: '/app/live/:iid/detail', page: () => import('./pages/live-room-page') },
    { path: '/app/live/share', page: () => import('./pages/live-share-page') },
    { path: '/app/live/share1', page: () => import('./pages/live-share-page') },
    { path: '/app/live/share2', page: () => import('./pages/live-share-page') },
    { path: '/app/live/content', page: () => import('./pages/live-content-page') },
    { path: '/app/cloudalbum/:iid', page: () => import('./pages/cloudalbum-list-page') },
    { path: '/app/cloudalbum/:iid/detail/:id', page: () => import('./pages/cloudalbum-detail-page') },
    { path: '/app/cloudalbum/:iid/add', page: () => import('./pages/cloudalbum-add-page'), auth: 'member' },
    { path: '/app/share/poster', page: () => import('./pages/share-poster-page'), auth: 'member' },
    { path: '/app/pay/bookDetailList', page: () => import('./pages/pay-book-page') },
    { path: '/app/pay/albumDetail', page: () => import('./pages/pay-audio-album-page') },
    { path: '/app/pay/pvideoAlbumDetail', page: () => import('./pages/pay-pvideo-album-page') },
    { path: '/app/pay/videoContent', page: () => import('./pages/pay-video-content-page') },
    { path: '/app/pay/liveDetail', page: () => import('./pages/live-pay-page') },
    { path: '/app/pay/liveContent', page: () => import('./pages/live-pay-page') },
    { path: '/app/pay/dashang', page: () => import('./pages/tip-page'), auth: 'member' },
    { path: '/app/pay/ask', page: () => import('./pages/pay-ask-page'), auth: 'member' },
    { path: '/app/pay/chatgpt', page: () => import('./pages/pay-chatgpt-page'), auth: 'member' },
  ],
});
