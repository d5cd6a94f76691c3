import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pictureUrl } from './picture';
import {
  communityAds,
  communityConfig,
  communityContents,
  communityFeatureTypes,
  communitySections,
  communitySpecials,
  communityTopics,
  infoPages,
  shortLinks,
  welfareOffers,
  type InfoSectionRow,
} from './schema';

const IID = 1000;
const DAY = 86_400_000;

/** Short links of the demo (README): /s/home opens the home page; /s/phish points off the allow-list. */
export const DEMO_SHORT_LINKS = [
  { code: 'home', url: '/app/index/1000' },
  { code: 'welfare', url: '/app/info/vipWelfare/1000' },
  { code: 'phish', url: 'https://evil.example.com/app/index/1000' },
] as const;

/** Popup ids of the demo, in the order they show (one per visit until each is closed). */
export const DEMO_POPUPS = { coupons: 1, notice: 2, emptyCoupons: 3, product: 4, image: 5 } as const;

const pic = pictureUrl;

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

/** Partner offers of the volunteer privilege card: [partner and offer, description, picture label]. */
const OFFERS: Array<[string, string, string]> = [
  ['绿野咖啡 · 饮品 8 折', '出示特权卡，全单饮品 8 折，每日限用一次。', '咖啡'],
  ['书香阁书店 · 图书 9 折', '新书 9 折，二手书专区满 50 减 10。', '书店'],
  ['康宁口腔 · 免费检查', '每年一次免费口腔检查与洁牙 7 折。', '口腔'],
  ['健行体育馆 · 游泳 6 折', '工作日游泳单次票 6 折，周末 8 折。', '游泳'],
  ['同心眼镜 · 配镜 85 折', '镜架镜片 85 折，免费验光与清洗。', '眼镜'],
  ['城市影院 · 观影 35 元', '周一至周四 2D 场次 35 元特惠。', '影院'],
  ['悦动单车 · 月卡 9 元', '共享单车月卡首月 9 元。', '单车'],
  ['邻家超市 · 满 100 减 8', '生鲜日用满 100 元立减 8 元。', '超市'],
  ['暖心面馆 · 加面免费', '任意面食免费加面一份，另送小菜。', '面馆'],
  ['小桔洗衣 · 洗护 7 折', '衣物洗护 7 折，羽绒服清洗 60 元。', '洗衣'],
  ['青禾花店 · 鲜花 9 折', '鲜花绿植 9 折，节日花束提前预订送贺卡。', '花店'],
  ['安心药房 · 会员价', '常用药品会员价，测血压血糖免费。', '药房'],
  ['星空书画院 · 体验课免费', '书法、国画体验课免费一节。', '书画'],
  ['乐享琴行 · 陪练 8 折', '钢琴、吉他陪练课 8 折。', '琴行'],
  ['清风茶馆 · 茶位免费', '下午茶时段茶位费全免。', '茶馆'],
  ['益家家政 · 首单减 30', '日常保洁首单立减 30 元。', '家政'],
  ['福田照相馆 · 证件照 19 元', '证件照含精修 19 元，可当日取。', '照相'],
  ['时光修表 · 电池免费换', '石英表更换电池免工费。', '修表'],
  ['云上瑜伽 · 体验周卡', '免费体验一周团课。', '瑜伽'],
  ['绿色农场 · 采摘门票半价', '周末亲子采摘门票半价。', '农场'],
  ['海洋馆 · 门票 7 折', '成人票 7 折，儿童票 8 折。', '海洋'],
  ['博雅培训 · 课程 9 折', '职业技能课程报名 9 折。', '培训'],
  ['快修自行车 · 检修免费', '每季度一次免费检修与打气。', '修车'],
  ['向阳餐厅 · 套餐 88 折', '午市套餐 88 折，志愿者团建另有优惠。', '餐厅'],
  ['金秋养老院 · 探访优先', '持卡志愿者探访活动优先预约。', '养老'],
  ['小太阳托管 · 试托 3 天', '学龄儿童课后托管免费试托 3 天。', '托管'],
  ['宠物之家 · 洗护 8 折', '宠物洗护美容 8 折，领养咨询免费。', '宠物'],
  ['山水民宿 · 房费 85 折', '周日至周四入住 85 折，含双早。', '民宿'],
  ['城市露营地 · 营位 9 折', '帐篷营位 9 折，装备租赁 8 折。', '露营'],
  ['运动康复中心 · 评估免费', '首次运动损伤评估免费。', '康复'],
  ['心晴咨询 · 首次 5 折', '心理咨询首次 5 折，热线咨询免费。', '心理'],
  ['童趣绘本馆 · 借阅免押金', '绘本借阅免押金，亲子阅读活动优先。', '绘本'],
  ['匠心木作 · 手作课 8 折', '木工手作体验课 8 折。', '木作'],
  ['晨光烘焙 · 面包 9 折', '全场面包 9 折，晚 8 点后 7 折。', '烘焙'],
  ['稻香米铺 · 满 50 送 1 斤', '大米杂粮满 50 元送新米一斤。', '米铺'],
  ['快印图文 · 打印 8 折', '文印装订 8 折，公益活动物料 6 折。', '打印'],
  ['明亮视力中心 · 筛查免费', '儿童视力筛查免费。', '视力'],
  ['健康体检中心 · 套餐 75 折', '基础体检套餐 75 折。', '体检'],
  ['惠民理发 · 剪发 15 元', '剪发 15 元，老人周二免费。', '理发'],
  ['阳光驾校 · 报名减 200', '报名学车立减 200 元。', '驾校'],
  ['电脑医生 · 维修免检测费', '电脑手机维修免检测费。', '维修'],
  ['城市书房 · 自习室免费', '自习座位每日免费 2 小时。', '自习'],
  ['篮球公园 · 场地 5 折', '工作日白天场地 5 折。', '篮球'],
  ['美术用品店 · 9 折', '画材文具 9 折，支教物资 7 折。', '画材'],
  ['老字号糕点 · 买十送一', '传统糕点买十送一。', '糕点'],
  ['平安保险 · 意外险优惠', '志愿者专属意外险 9 折投保。', '保险'],
];

const INFO: Record<string, { title: string; sections: InfoSectionRow[] }> = {
  protocol: {
    title: '用户服务协议',
    sections: [
      { heading: '一、协议的范围', paragraphs: ['本协议是你与同心志愿者联合会之间就使用本平台服务所订立的协议。', '你注册或使用本平台即视为同意本协议全部内容。'] },
      { heading: '二、账号使用', paragraphs: ['你应使用真实手机号注册，并妥善保管密码。', '账号仅限本人使用，不得转让、出借。'] },
      { heading: '三、志愿服务记录', paragraphs: ['活动签到与服务时长以组织方核验为准，可在“我的”页面查询。'] },
    ],
  },
  forbid: {
    title: '禁止行为说明',
    sections: [
      { heading: '以下行为将被限制使用', paragraphs: ['发布违法、暴力、色情或侵犯他人隐私的内容。', '冒用他人身份报名活动或虚报服务时长。', '利用平台从事商业推广或诈骗活动。'] },
    ],
  },
  insurance: {
    title: '志愿服务保险说明',
    sections: [
      { heading: '保障对象', paragraphs: ['通过本平台报名且签到成功的志愿者，在活动期间享有意外伤害保险。'] },
      { heading: '保障内容', paragraphs: ['意外身故及伤残保额 10 万元，意外医疗 1 万元。', '出险后请于 48 小时内联系活动负责人报案。'] },
    ],
  },
  helper: {
    title: '新手帮助',
    sections: [
      { heading: '如何报名活动', paragraphs: ['在首页或“志愿活动”中选择活动，点击“立即报名”并填写信息即可。'] },
      { heading: '如何签到', paragraphs: ['活动现场扫描组织者提供的签到码，或在活动页点击“签到”。'] },
      { heading: '如何领取优惠券', paragraphs: ['首页弹窗或“领券中心”中点击“立即领取”，登录后即可放入“我的优惠券”。'] },
    ],
  },
  privacy: {
    title: '隐私政策',
    sections: [
      { heading: '我们收集的信息', paragraphs: ['手机号、昵称与头像用于账号登录与展示。', '报名信息仅用于活动组织与保险投保。'] },
      { heading: '信息的保护', paragraphs: ['我们采用加密存储与访问控制保护你的信息，不会向无关第三方出售。'] },
      { heading: '你的权利', paragraphs: ['你可以在“个人资料”中查看、修改信息，或联系客服注销账号。'] },
    ],
  },
  community: {
    title: '社区公约',
    sections: [
      { heading: '友善互助', paragraphs: ['尊重每一位志愿者与服务对象，文明交流。'] },
      { heading: '守时守信', paragraphs: ['报名后如不能参加，请提前 24 小时取消，方便其他志愿者补位。'] },
    ],
  },
  glucoseMonitor: {
    title: '社区血糖监测服务',
    sections: [
      { heading: '服务内容', paragraphs: ['每月第一个周六上午，医护志愿者在社区服务中心提供免费血糖检测。'] },
      { heading: '注意事项', paragraphs: ['空腹检测请前一晚 10 点后禁食，检测结果仅供参考，请遵医嘱。'] },
    ],
  },
  down: {
    title: '下载同心 App',
    sections: [{ heading: '随时随地做公益', paragraphs: ['活动提醒、服务时长、签到打卡，一个 App 全搞定。', '在应用商店搜索“同心志愿”即可下载。'] }],
  },
  contact: {
    title: '联系我们',
    sections: [
      { heading: '同心志愿者联合会', paragraphs: ['地址：滨江区同心路 88 号志愿者之家 2 楼', '服务热线：400-800-1000（工作日 9:00-18:00）', '邮箱：service@tongxin.org.cn'] },
    ],
  },
};

/** Seeds the community home, popups, short links, info pages and privilege offers of tenant 1000. */
export async function seedCommunity(db: Db, now = new Date()): Promise<void> {
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

  // The popup's coupons are the member module's templates (where a claim lands), as they stand.
  const templates = await db.execute(
    sql`select id, name, discount_type, minus_price, full_price, end_time from coupon_templates
        where iid = ${IID} and id in (1001, 1002, 1003) order by id`,
  );
  const coupons = (templates as unknown as { rows: Array<Record<string, unknown>> }).rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    discountType: Number(r.discount_type),
    minusPrice: Number(r.minus_price),
    fullPrice: Number(r.full_price),
    endTime: new Date(String(r.end_time instanceof Date ? r.end_time.toISOString() : r.end_time)).toISOString(),
  }));
  await db.insert(communityAds).values([
    { id: DEMO_POPUPS.coupons, iid: IID, type: 5, sort: 1, content: JSON.stringify({ title: '新人专享券包', coupons }) },
    {
      id: DEMO_POPUPS.notice,
      iid: IID,
      type: 1,
      sort: 2,
      content: JSON.stringify({ title: '服务时长证明上线', text: '志愿服务时长证明已开通线上申请，在“我的”页面即可办理，审核通过后生成电子证明。' }),
    },
    // Type 4 with no coupons: never shown (spec §4).
    { id: DEMO_POPUPS.emptyCoupons, iid: IID, type: 4, sort: 3, content: JSON.stringify([]) },
    {
      id: DEMO_POPUPS.product,
      iid: IID,
      type: 2,
      sort: 4,
      content: JSON.stringify({
        contents: { image: pic('帆布袋', 15, 480, 480), title: '同心公益帆布袋', price: 29.9, costV2: 49, link: '/app/store/1000/detail/1' },
      }),
    },
    {
      id: DEMO_POPUPS.image,
      iid: IID,
      type: 3,
      sort: 5,
      content: JSON.stringify({ images: { imgUrl: pic('志愿者特权卡', 40, 600, 800), textUrl: '/app/info/vipWelfare/1000' } }),
    },
  ]);

  await db.insert(shortLinks).values(DEMO_SHORT_LINKS.map((l) => ({ ...l, iid: IID })));
  await db.insert(infoPages).values(Object.entries(INFO).map(([name, page]) => ({ iid: IID, name, ...page, updatedAt: now })));
  await db.insert(welfareOffers).values(
    OFFERS.map(([title, description, label], sort) => ({ iid: IID, title, description, image: pic(label, (sort * 29) % 360, 240, 240), sort })),
  );
}
