import type { Db } from '../../db/client';
import type { SeedContext } from '../../platform/module';
import { pictureUrl as pic } from '../../platform/picture';
import { communityConfig, communityContents, communityFeatureTypes, communitySections, communitySpecials, communityTopics } from './schema';

const IID = 1000;
const DAY = 86_400_000;

const TOPICS = [
  { title: '社区服务', intro: '敬老助残、邻里互助，从身边小事做起', hue: 8 },
  { title: '环保行动', intro: '垃圾分类、河道清洁、城市绿化', hue: 130 },
  { title: '助学支教', intro: '乡村课堂、周末陪读与图书漂流', hue: 210 },
  { title: '应急救护', intro: '急救培训与大型活动医疗保障', hue: 350 },
];

const CONTENT: Array<[title: string, summary: string, tag: string, topic: number]> = [
  ['春季植树节：两百名志愿者种下一片林', '三月十二日，我们在城东湿地公园种下 1200 棵树苗，欢迎带上家人一起来认养。', '环保', 2],
  ['“银发课堂”第十期开课啦', '教社区老人使用智能手机挂号、视频通话和防范电信诈骗，每周六上午开课。', '社区', 1],
  ['周末河道清洁行动招募', '本周六 8:30 在滨江步道集合，手套、夹子和垃圾袋由联合会统一提供。', '环保', 2],
  ['急救员培训（第三期）报名开启', '红十字会认证讲师授课，两天课程，考核通过颁发救护员证书。', '救护', 4],
  ['乡村图书角已送出第 5000 本书', '感谢每一位捐书的朋友，图书角已覆盖 32 所乡村小学。', '助学', 3],
  ['城市马拉松医疗保障志愿者招募', '需要持有救护员证书，负责沿线补给站与医疗点的协助工作。', '救护', 4],
  ['邻里节：楼道里的百家宴', '南苑社区 60 户居民各带一道拿手菜，志愿者负责场地与秩序。', '社区', 1],
  ['垃圾分类督导员上岗培训', '学习四分类标准和入户宣传技巧，培训后安排到小区定时定点督导。', '环保', 2],
  ['暑期支教队出发', '18 名大学生志愿者前往山区小学，开展为期三周的夏令营课程。', '助学', 3],
  ['爱心助残：陪伴视障朋友逛公园', '一对一陪同，提前学习导盲礼仪，活动全程约两小时。', '社区', 1],
  ['志愿服务时长证明开通线上申请', '在“我的”页面即可申请，审核通过后生成电子证明。', '公告', 0],
  ['冬季送温暖：为环卫工人送上热姜茶', '每天清晨 6 点在三个站点派发，欢迎早起的你加入。', '社区', 1],
  ['湿地观鸟与生态讲解员招募', '热爱自然、表达清晰即可，上岗前提供两次培训。', '环保', 2],
  ['“一起读书”周末陪读计划', '为外来务工人员子女提供作业辅导和阅读陪伴，每次两小时。', '助学', 3],
  ['年度优秀志愿者评选结果公示', '经过推荐与评审，共有 36 位志愿者获评年度优秀志愿者。', '公告', 0],
  ['AED 地图上线：离你最近的除颤仪', '联合会整理了全市 420 台公共除颤仪的位置，点击即可导航。', '救护', 4],
];

const SECTIONS = [
  {
    title: '热门活动',
    style: 'cards' as const,
    moreLink: '/app/act/1000',
    items: [
      { title: '城东湿地植树', image: pic('植树', 130, 360, 240), link: '/app/act/1000/detail/1' },
      { title: '银发智能课堂', image: pic('课堂', 25, 360, 240), link: '/app/act/1000/detail/2' },
      { title: '河道清洁行动', image: pic('净河', 195, 360, 240), link: '/app/act/1000/detail/3' },
      { title: '急救员培训', image: pic('急救', 350, 360, 240), link: '/app/act/1000/detail/4' },
    ],
  },
  {
    title: '志愿者之家',
    style: 'list' as const,
    moreLink: '/app/news/1000',
    items: [
      { title: '志愿者特权卡：46 家合作商家优惠', image: pic('特权', 40, 160, 160), link: '/app/info/vipWelfare/1000' },
      { title: '新手指南：如何报名第一次活动', image: pic('指南', 210, 160, 160), link: '/app/info/helper/1000' },
      { title: '志愿服务保险说明', image: pic('保险', 260, 160, 160), link: '/app/info/insurance/1000' },
    ],
  },
];

const FEATURES = [
  {
    name: '志愿活动',
    items: [
      { title: '全部活动', image: pic('活动', 8, 120, 120), link: '/app/act/1000' },
      { title: '签到打卡', image: pic('签到', 30, 120, 120), link: '/app/sign/index' },
      { title: '步数公益', image: pic('步数', 90, 120, 120), link: '/app/step/count' },
      { title: '排行榜', image: pic('排行', 280, 120, 120), link: '/app/act/1000/rank' },
    ],
  },
  {
    name: '学习与资讯',
    items: [
      { title: '新闻动态', image: pic('新闻', 210, 120, 120), link: '/app/news/1000' },
      { title: '志愿笔记', image: pic('笔记', 160, 120, 120), link: '/app/note/1000' },
      { title: '公益视频', image: pic('视频', 330, 120, 120), link: '/app/video/1000' },
      { title: '有声读物', image: pic('音频', 250, 120, 120), link: '/app/audio/1000' },
    ],
  },
  {
    name: '会员服务',
    items: [
      { title: '特权卡', image: pic('特权', 40, 120, 120), link: '/app/account/vip' },
      { title: '我的积分', image: pic('积分', 45, 120, 120), link: '/app/account/point' },
      { title: '优惠券', image: pic('领券', 0, 120, 120), link: '/app/index/1000/coupon' },
      { title: '公益商城', image: pic('商城', 15, 120, 120), link: '/app/store/1000/list' },
    ],
  },
];

/**
 * Tenant 1000's home: its config row (banners, navigation, notice, block order, download banner,
 * privilege card title), topics, a feed of contents, sections, categories and specials.
 */
export async function seedHome(db: Db, { now }: SeedContext): Promise<void> {
  await db.insert(communityConfig).values({
    iid: IID,
    main: {
      slogan: '一起做点好事',
      logo: pic('同心', 8, 120, 120),
      notice: '志愿服务时长证明已开通线上申请，欢迎在“我的”页面办理。',
      banners: [
        { title: '春季植树节，邀你种下一棵树', image: pic('春季植树节', 130), link: '/app/act/1000/detail/1' },
        { title: '志愿者特权卡上线', image: pic('志愿者特权卡', 40), link: '/app/info/vipWelfare/1000' },
        { title: '急救员培训报名中', image: pic('急救员培训', 350), link: '/app/index/special/1000/1' },
      ],
      navs: [
        { title: '志愿活动', image: pic('活动', 8, 96, 96), link: '/app/act/1000' },
        { title: '公益商城', image: pic('商城', 15, 96, 96), link: '/app/store/1000/list' },
        { title: '领券中心', image: pic('领券', 0, 96, 96), link: '/app/index/1000/coupon' },
        { title: '最新发布', image: pic('最新', 210, 96, 96), link: '/app/index/1000/new' },
        { title: '专题', image: pic('专题', 280, 96, 96), link: '/app/index/topic/1000' },
        { title: '全部分类', image: pic('分类', 170, 96, 96), link: '/app/category/1000' },
        { title: '特权卡', image: pic('特权', 40, 96, 96), link: '/app/info/vipWelfare/1000' },
        { title: '联系我们', image: pic('联系', 230, 96, 96), link: '/app/info/contact' },
      ],
    },
    // Page type 0 is the home; type 1 (/app/index/1000?type=1) a news page: the notice and the feed.
    pageShow: { '0': ['banner', 'notice', 'nav', 'sections', 'content'], '1': ['notice', 'content'] },
    downInfo: {
      title: '同心志愿 App',
      desc: '活动提醒、服务时长随时查',
      icon: pic('同心', 8, 96, 96),
      buttonText: '下载',
      link: '/app/info/down',
    },
    mjs: '',
    welfareTitle: '志愿者特权卡',
    welfareIntro: '持卡志愿者在以下合作商家消费可享专属优惠，结账时出示“我的-特权卡”页面即可。',
  });

  const topics = await db
    .insert(communityTopics)
    .values(TOPICS.map((t) => ({ iid: IID, title: t.title, intro: t.intro, image: pic(t.title, t.hue, 640, 320) })))
    .returning({ id: communityTopics.id });

  await db.insert(communityContents).values(
    CONTENT.map(([title, summary, tag, topic], index) => ({
      iid: IID,
      title,
      summary,
      tag,
      topicId: topic > 0 ? (topics[topic - 1]?.id ?? null) : null,
      image: pic(tag, (index * 47) % 360, 240, 180),
      link: `/app/news/1000/detail/${index + 1}`,
      // Two a week back from now: the first eight fall in the last 30 days ("new").
      publishedAt: new Date(now.getTime() - index * 3.5 * DAY),
    })),
  );

  await db.insert(communitySections).values(SECTIONS.map((s, sort) => ({ iid: IID, ...s, sort })));
  await db.insert(communityFeatureTypes).values(FEATURES.map((f, sort) => ({ iid: IID, ...f, sort })));
  await db.insert(communitySpecials).values([
    {
      iid: IID,
      title: '应急救护进社区',
      cover: pic('应急救护进社区', 350),
      intro: '心脏骤停后的黄金 4 分钟，身边人就是第一响应人。本专题汇集急救培训、AED 地图与保障活动招募。',
      items: [
        { title: '急救员培训（第三期）', image: pic('急救', 350, 240, 180), link: '/app/act/1000/detail/4' },
        { title: '城市马拉松医疗保障', image: pic('马拉松', 10, 240, 180), link: '/app/act/1000/detail/6' },
        { title: 'AED 地图', image: pic('AED', 0, 240, 180), link: '/app/news/1000/detail/16' },
      ],
    },
    {
      iid: IID,
      title: '绿色家园计划',
      cover: pic('绿色家园计划', 130),
      intro: '植树、净河、垃圾分类，一年四季都有适合你的环保行动。',
      items: [
        { title: '春季植树', image: pic('植树', 130, 240, 180), link: '/app/act/1000/detail/1' },
        { title: '河道清洁', image: pic('净河', 195, 240, 180), link: '/app/act/1000/detail/3' },
      ],
    },
  ]);
}
