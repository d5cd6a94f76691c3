import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SeedContext } from '../../platform/module';
import { pictureUrl as pic } from '../../platform/picture';
import { DEMO_MEMBER, memberIdByMobile } from '../member/api';
import { cloudAlbums, cloudPhotos, contentComments, contentExperts, contentItems, contentMates, contentParts, contentQuestions, liveMessages, liveRooms } from './schema';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const IID = 1000;
/** The host of the looping free room: whoever signs in with this number may mute it from the room page. */
export const DEMO_HOST_MOBILE = '13912340015';

type NewItem = typeof contentItems.$inferInsert;
type NewPart = Omit<typeof contentParts.$inferInsert, 'itemId'>;

/** The home page's news (its links open /app/news/1000/detail/1…16), then more to scroll. */
const NEWS: Array<[title: string, summary: string, tag: string]> = [
  ['春季植树节：两百名志愿者种下一片林', '三月十二日，我们在城东湿地公园种下 1200 棵树苗，欢迎带上家人一起来认养。', '环保'],
  ['“银发课堂”第十期开课啦', '教社区老人使用智能手机挂号、视频通话和防范电信诈骗，每周六上午开课。', '社区'],
  ['周末河道清洁行动招募', '本周六 8:30 在滨江步道集合，手套、夹子和垃圾袋由联合会统一提供。', '环保'],
  ['急救员培训（第三期）报名开启', '红十字会认证讲师授课，两天课程，考核通过颁发救护员证书。', '救护'],
  ['乡村图书角已送出第 5000 本书', '感谢每一位捐书的朋友，图书角已覆盖 32 所乡村小学。', '助学'],
  ['城市马拉松医疗保障志愿者招募', '需要持有救护员证书，负责沿线补给站与医疗点的协助工作。', '救护'],
  ['邻里节：楼道里的百家宴', '南苑社区 60 户居民各带一道拿手菜，志愿者负责场地与秩序。', '社区'],
  ['垃圾分类督导员上岗培训', '学习四分类标准和入户宣传技巧，培训后安排到小区定时定点督导。', '环保'],
  ['暑期支教队出发', '18 名大学生志愿者前往山区小学，开展为期三周的夏令营课程。', '助学'],
  ['爱心助残：陪伴视障朋友逛公园', '一对一陪同，提前学习导盲礼仪，活动全程约两小时。', '社区'],
  ['志愿服务时长证明开通线上申请', '在“我的”页面即可申请，审核通过后生成电子证明。', '公告'],
  ['冬季送温暖：为环卫工人送上热姜茶', '每天清晨 6 点在三个站点派发，欢迎早起的你加入。', '社区'],
  ['湿地观鸟与生态讲解员招募', '热爱自然、表达清晰即可，上岗前提供两次培训。', '环保'],
  ['“一起读书”周末陪读计划', '为外来务工人员子女提供作业辅导和阅读陪伴，每次两小时。', '助学'],
  ['年度优秀志愿者评选结果公示', '经过推荐与评审，共有 36 位志愿者获评年度优秀志愿者。', '公告'],
  ['AED 地图上线：离你最近的除颤仪', '联合会整理了全市 420 台公共除颤仪的位置，点击即可导航。', '救护'],
  ['社区微花园改造完工', '二十名志愿者用三个周末把废弃角落变成了花园。', '环保'],
  ['防汛物资清点与志愿者编组', '汛期前完成物资清点，按片区编组值守。', '公告'],
  ['旧衣回收点新增 12 处', '旧衣经消毒分拣后捐往西部地区。', '环保'],
  ['心理援助热线志愿者培训结业', '42 名学员完成 60 学时培训，即将上岗接听热线。', '救护'],
  ['“小候鸟”暑期托管班开班', '为暑期来城团聚的孩子提供看护与兴趣课程。', '助学'],
  ['老旧小区加装电梯协调会', '志愿者协助居民沟通方案与分摊办法。', '社区'],
  ['无偿献血月：街头献血车时间表', '本月献血车将停靠六个商圈，欢迎适龄市民参与。', '救护'],
  ['联合会第三季度工作简报', '本季度共开展活动 86 场，服务 1.2 万人次。', '公告'],
];

const SOURCES = ['同心志愿者联合会', '市红十字会', '城市晚报'];

function articleBody(title: string, summary: string, hue: number): string {
  return [
    `<p>${summary}</p>`,
    `<h3>活动安排</h3>`,
    `<p>${title}由同心志愿者联合会组织，报名后请留意短信通知，按时到达集合地点。</p>`,
    `<p><img src="${pic(title.slice(0, 6), hue, 690, 388)}" alt="${title}"></p>`,
    `<ul><li>集合前十分钟签到</li><li>穿着舒适的服装和鞋子</li><li>带好水杯，减少一次性用品</li></ul>`,
    `<p>有任何问题，可在页面底部留言，工作人员会尽快回复。</p>`,
  ].join('');
}

const NOTES: Array<[title: string, tag: string]> = [
  ['第一次做急救志愿者，我学会了这些', '救护'],
  ['湿地公园观鸟笔记：遇见白鹭', '环保'],
  ['给山区孩子上了一堂美术课', '助学'],
  ['百家宴上的那道红烧肉', '社区'],
  ['垃圾分类其实没那么难', '环保'],
  ['陪视障朋友逛公园的两个小时', '社区'],
  ['马拉松补给站的一天', '救护'],
  ['我的第 100 小时志愿服务', '社区'],
  ['旧书新生：图书角整理记', '助学'],
  ['河道清洁：从一只塑料瓶说起', '环保'],
  ['银发课堂：教奶奶用视频通话', '社区'],
  ['冬日清晨的一杯姜茶', '社区'],
  ['植树节的手套和泥土', '环保'],
  ['支教日记：第七天', '助学'],
];

const FEED = [
  '今天的河道清洁收获满满，一共捡了 23 袋垃圾！',
  '银发课堂的阿姨们学会了发朋友圈，开心～',
  '湿地公园的白鹭回来了，大家周末可以去看看。',
  '急救培训第二天，心肺复苏考核通过！',
  '图书角又收到一批新书，感谢捐书的朋友们。',
  '百家宴准备中，今天负责摆桌子。',
  '社区微花园的月季开了。',
  '旧衣回收点整理完毕，一共 86 箱。',
  '马拉松医疗点集合完毕，出发！',
  '支教的孩子们送给我们一幅画。',
  '防汛物资清点第一天，沙袋已经码好。',
  '一起读书：今天读的是《小王子》。',
  '献血车前排起了长队，点赞每一位献血者。',
  '冬日姜茶派发第 15 天，谢谢早起的你们。',
  '加装电梯协调会开到很晚，终于达成一致。',
  '新志愿者见面会，欢迎 30 位新伙伴。',
  '今天的观鸟记录：白鹭 12 只，苍鹭 3 只。',
  '心理援助热线第一次值班，紧张又踏实。',
  '小候鸟托管班的孩子们在做手工。',
  '季度表彰会现场，恭喜获奖的伙伴们！',
  '周末的公园定向赛，我们队第二名。',
  '给环卫工人送去了手套和口罩。',
  '社区义诊，量血压的队伍排得好长。',
  '雨天也挡不住大家的热情。',
];
const NAMES = ['小林', '阿青', '王老师', '陈阿姨', '李同学', '周大哥', '赵小雨', '孙姐'];

const MATES: Array<[title: string, destination: string, date: string, people: number]> = [
  ['五一徒步莫干山，找两位同行伙伴', '莫干山', '5月1日—5月2日', 2],
  ['周末骑行环湖，缺一位领骑', '千岛湖', '本周六', 1],
  ['暑期去山区支教，找搭子一起申请', '黔东南', '7月10日起三周', 3],
  ['国庆自驾川西，剩两个座位', '川西', '10月1日—10月7日', 2],
  ['周日早上湿地观鸟，带望远镜的来', '城东湿地', '周日 6:00', 4],
  ['马拉松补给站志愿者，一起报名', '滨江大道', '11月赛事日', 5],
  ['露营看流星雨，找会搭帐篷的伙伴', '安吉', '8月12日', 3],
  ['古城步行导览志愿者结伴', '老城区', '每周六', 2],
  ['爬山捡垃圾，“无痕山林”行动', '北高峰', '本周日', 6],
  ['去敬老院表演节目，缺一位伴奏', '南苑敬老院', '下周三下午', 1],
  ['海边净滩活动，一起拼车', '舟山', '6月15日', 3],
  ['读书会找书友，每月一本', '市图书馆', '每月第一个周六', 8],
];

/** The activities (act module ids) some companion posts are about, by post: the marathon's medical cover, Gulangyu's clean-up, Chongming's birds. */
const MATE_ACTIVITIES: Readonly<Record<number, number>> = { 4: 18, 5: 6, 10: 19 };

const VIDEOS: Array<[title: string, tag: string]> = [
  ['一分钟学会心肺复苏', '急救'],
  ['AED 使用演示', '急救'],
  ['垃圾分类四步法', '环保'],
  ['植树节活动回顾', '活动'],
  ['银发课堂：手机挂号', '培训'],
  ['河道清洁行动纪实', '活动'],
  ['志愿者服务礼仪', '培训'],
  ['海姆立克急救法', '急救'],
  ['湿地鸟类识别入门', '环保'],
  ['百家宴花絮', '活动'],
  ['导盲礼仪小课堂', '培训'],
  ['马拉松医疗保障回顾', '活动'],
];

const PVIDEOS: Array<[title: string, intro: string, price: number]> = [
  ['急救员系统课（12 节）', '从现场评估到心肺复苏、止血包扎，红十字会讲师带你系统学习。', 9900],
  ['志愿者骨干训练营', '项目策划、团队管理与活动复盘，适合想带队的志愿者。', 4900],
  ['自然讲解员养成', '观鸟、植物识别与讲解技巧，六节课带你上岗。', 2990],
  ['社区工作方法入门', '走访、议事与协调：社区志愿服务的基本功。', 1990],
];

const AUDIOS: Array<[title: string, tag: string, price: number]> = [
  ['志愿者故事会', '志愿故事', 0],
  ['一线急救员手记', '急救知识', 990],
  ['亲子共读：自然绘本', '亲子共读', 0],
  ['社区的声音', '志愿故事', 0],
  ['急救知识 30 讲', '急救知识', 1990],
  ['睡前故事：小候鸟', '亲子共读', 590],
];
const TONES = ['tone-330.m4a', 'tone-523.m4a', 'tone-659.m4a'];

const BOOKS: Array<[title: string, author: string, price: number]> = [
  ['志愿服务手册', '同心志愿者联合会', 0],
  ['身边的急救', '市红十字会', 1290],
  ['城市里的自然', '林青', 990],
  ['社区营造十讲', '王明', 1590],
];

function chapter(book: string, n: number): string {
  return [
    `<h3>第${n}章</h3>`,
    `<p>《${book}》第${n}章。志愿服务从理解身边的需要开始：先观察，再倾听，然后行动。</p>`,
    `<p>本章介绍了常见场景中的做法，并给出了可以直接使用的清单。</p>`,
    `<blockquote>帮助别人的时候，也照顾好自己。</blockquote>`,
    `<p>下一章我们将讨论如何与团队协作，以及如何记录和分享你的经验。</p>`,
  ].join('');
}

/** Tenant 1000's content, rooms and albums (and a few news for 3073): every list scrolls. */
export async function seedContent(db: Db, { now }: SeedContext): Promise<void> {
  const demoId = await memberIdByMobile(db, DEMO_MEMBER.iid, DEMO_MEMBER.mobile);
  if (demoId === undefined) throw new Error('the member seed comes first: no demo member');
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const items: Array<NewItem & { id: number; parts?: NewPart[] }> = [];

  NEWS.forEach(([title, summary, tag], i) => {
    const hue = (i * 47) % 360;
    items.push({
      id: i + 1,
      iid: IID,
      moduleType: 'news',
      tag,
      title,
      summary,
      images: i % 5 === 2 ? [0, 1, 2].map((k) => pic(tag, (hue + k * 40) % 360, 240, 180)) : [pic(tag, hue, 240, 180)],
      author: SOURCES[i % 3]!,
      source: SOURCES[i % 3]!,
      body: articleBody(title, summary, hue),
      views: 120 + ((i * 97) % 900),
      likes: (i * 13) % 60,
      publishedAt: new Date(now.getTime() - i * 3.5 * DAY),
    });
  });
  // The demo member's collection holds news 77.
  items.push({ id: 77, iid: IID, moduleType: 'news', tag: '社区', title: '社区服务月活动回顾', summary: '一个月，46 场活动，3200 人次参与。', images: [pic('回顾', 200, 240, 180)], author: SOURCES[0]!, source: SOURCES[0]!, body: articleBody('社区服务月活动回顾', '一个月，46 场活动，3200 人次参与。', 200), views: 860, likes: 41, publishedAt: at(95) });

  NOTES.forEach(([title, tag], i) => {
    const author = NAMES[i % NAMES.length]!;
    items.push({
      id: 101 + i,
      iid: IID,
      moduleType: 'note',
      tag,
      title,
      summary: `${author}的志愿笔记：${title}`,
      images: [pic(title.slice(0, 4), (i * 61) % 360, 360, 300 + (i % 3) * 60)],
      author,
      authorAvatar: pic(author.slice(0, 1), (i * 83) % 360, 80, 80),
      source: SOURCES[0]!,
      body: `<p>${title}。</p><p>那天早上七点集合，大家互相介绍后分成三组。</p><p><img src="${pic(title.slice(0, 4), (i * 61) % 360, 690, 460)}" alt=""></p><p>回家的路上我一直在想：原来帮助别人，也是在认识自己。</p>`,
      views: 60 + i * 17,
      likes: 5 + ((i * 7) % 40),
      publishedAt: at(i * 2 + 0.5),
    });
  });
  // The demo member's own notes: one with markup a page must not run, and an unpublished draft (the preview).
  items.push({
    id: 120,
    iid: IID,
    moduleType: 'note',
    tag: '社区',
    title: '我写的第一篇笔记',
    summary: '把活动里的小事记下来。',
    images: [pic('笔记', 30, 360, 300)],
    author: DEMO_MEMBER.nickName,
    authorMemberId: demoId,
    body: '<p>活动结束后大家一起合影。</p><script>window.__noteScriptRan = true</script><p><img src="x" alt="" onerror="window.__noteScriptRan = true">写下这些，是想记住那天的阳光。</p>',
    views: 12,
    likes: 2,
    publishedAt: at(1),
  });
  items.push({ id: 121, iid: IID, moduleType: 'note', tag: '环保', title: '（草稿）周末净滩计划', summary: '还没写完的笔记。', images: [pic('草稿', 90, 360, 300)], author: DEMO_MEMBER.nickName, authorMemberId: demoId, body: '<p>计划带上手套和垃圾袋，周六早上出发。</p>', draft: true, publishedAt: at(0.1) });

  FEED.forEach((text, i) => {
    const author = NAMES[(i * 3) % NAMES.length]!;
    const count = [1, 3, 4, 9, 2, 6, 0, 1][i % 8]!;
    items.push({
      id: 201 + i,
      iid: IID,
      moduleType: 'feed',
      title: text,
      summary: text,
      images: Array.from({ length: count }, (_, k) => pic(String(k + 1), (i * 29 + k * 35) % 360, 300, 300)),
      author,
      authorAvatar: pic(author.slice(0, 1), (i * 53) % 360, 80, 80),
      body: `<p>${text}</p>`,
      views: 30 + i * 11,
      likes: (i * 5) % 50,
      publishedAt: new Date(now.getTime() - i * 7 * HOUR),
    });
  });

  MATES.forEach(([title, destination, date, people], i) => {
    const author = NAMES[(i * 5) % NAMES.length]!;
    items.push({
      id: 301 + i,
      iid: IID,
      moduleType: 'mate',
      tag: destination,
      title,
      summary: `${destination} · ${date} · 找 ${people} 位同行`,
      images: [pic(destination, (i * 71) % 360, 360, 240)],
      author,
      authorAvatar: pic(author.slice(0, 1), (i * 43) % 360, 80, 80),
      body: `<p>目的地：${destination}</p><p>时间：${date}</p><p>想找 ${people} 位伙伴同行，费用 AA，安全第一。有意向请在下面回复，我会联系你。</p>`,
      views: 40 + i * 9,
      publishedAt: at(i * 1.5),
    });
  });

  VIDEOS.forEach(([title, tag], i) => {
    items.push({
      id: 401 + i,
      iid: IID,
      moduleType: 'video',
      tag,
      title,
      summary: `${title}（8 秒示例视频）`,
      images: [pic(title.slice(0, 6), (i * 31) % 360, 480, 270)],
      author: SOURCES[i % 2]!,
      source: SOURCES[i % 2]!,
      body: `<p>${title}：跟着视频一步一步做。</p>`,
      price: i === 5 ? 990 : 0,
      views: 300 + i * 41,
      likes: 10 + i,
      publishedAt: at(i * 2),
      parts: [{ seq: 1, title, kind: 'video', duration: 8, free: false, media: 'sample.mp4', hls: 'index.m3u8' }],
    });
  });

  PVIDEOS.forEach(([title, intro, price], i) => {
    items.push({
      id: 501 + i,
      iid: IID,
      moduleType: 'pvideo',
      tag: '课程',
      title,
      summary: intro,
      intro,
      images: [pic(title.slice(0, 5), (i * 67 + 20) % 360, 480, 270)],
      author: SOURCES[1]!,
      price,
      views: 500 + i * 120,
      publishedAt: at(i * 6),
      parts: Array.from({ length: 6 }, (_, k) => ({ seq: k + 1, title: `第${k + 1}节 ${['导论', '现场评估', '基本技能', '案例分析', '实操演练', '总结与考核'][k]}`, kind: 'video', duration: 8, free: k < 2, media: 'sample.mp4', hls: 'index.m3u8' })),
    });
  });

  AUDIOS.forEach(([title, tag, price], i) => {
    items.push({
      id: 601 + i,
      iid: IID,
      moduleType: 'audio',
      tag,
      title,
      summary: `${tag} · 5 集`,
      intro: `${title}：用声音记录志愿服务里的人和事。`,
      images: [pic(title.slice(0, 4), (i * 53 + 10) % 360, 300, 300)],
      author: NAMES[i % NAMES.length]!,
      price,
      views: 200 + i * 77,
      publishedAt: at(i * 4),
      parts: Array.from({ length: 5 }, (_, k) => ({ seq: k + 1, title: `第${k + 1}集`, kind: 'audio', duration: 10, free: k === 0, media: TONES[(i + k) % 3]! })),
    });
  });

  BOOKS.forEach(([title, author, price], i) => {
    items.push({
      id: 701 + i,
      iid: IID,
      moduleType: 'book',
      tag: '读物',
      title,
      summary: `${author} 著 · 8 章`,
      intro: `《${title}》是写给每一位志愿者的小书。`,
      images: [pic(title, (i * 89 + 40) % 360, 240, 320)],
      author,
      price,
      views: 150 + i * 60,
      publishedAt: at(i * 9),
      parts: Array.from({ length: 8 }, (_, k) => ({ seq: k + 1, title: `第${k + 1}章`, kind: 'text', free: k < 2, body: chapter(title, k + 1) })),
    });
  });

  // Tenant 3073 (the university) has a few news of its own.
  ['招生简章发布', '校园开放日预约', '新生报到须知'].forEach((title, i) => {
    items.push({ id: 901 + i, iid: 3073, moduleType: 'news', tag: '招生', title, summary: title, images: [pic(title, 220 + i * 20, 240, 180)], author: '招生办', source: '招生办', body: `<p>${title}。</p>`, publishedAt: at(i * 3) });
  });

  for (const { parts, ...item } of items) {
    await db.insert(contentItems).values(item);
    if (parts?.length) await db.insert(contentParts).values(parts.map((p) => ({ ...p, itemId: item.id })));
  }
  // Each companion post: how many it looks for, the poster's contact, and the activity it is about (some).
  await db.insert(contentMates).values(
    MATES.map(([, , , people], i) => ({ itemId: 301 + i, wanted: people, contact: `微信号 tx_mate_${String(301 + i)}（${NAMES[(i * 5) % NAMES.length] ?? ''}）`, actId: MATE_ACTIVITIES[i] ?? null })),
  );
  await db.execute(sql`select setval(pg_get_serial_sequence('content_items', 'id'), (select max(id) from content_items))`);

  await db.insert(contentComments).values(
    [1, 1, 2, 4, 101, 101, 201, 201, 202, 301].map((itemId, i) => ({
      itemId,
      author: NAMES[i % NAMES.length]!,
      avatar: pic(NAMES[i % NAMES.length]!.slice(0, 1), (i * 41) % 360, 80, 80),
      content: ['说得真好，下次一定参加！', '已报名，期待～', '感谢组织者的辛苦付出', '请问需要带什么？', '写得真好', '同感！', '加油！', '好棒', '我也在现场', '我想加入，已私信'][i]!,
      createdAt: new Date(now.getTime() - (i + 1) * HOUR),
    })),
  );
  await db.execute(sql`update content_items set comments = (select count(*) from content_comments where item_id = content_items.id)`);

  // One room on air with a looping stream, a paid one on air, one upcoming, and ended ones with replays.
  const rooms = await db
    .insert(liveRooms)
    .values([
      { iid: IID, title: '急救知识直播课', host: '红十字会 张老师', hostMobile: DEMO_HOST_MOBILE, cover: pic('直播', 0, 480, 270), intro: '心肺复苏与 AED 使用，边看边学。', startAt: new Date(now.getTime() - HOUR), endAt: new Date(now.getTime() + 3650 * DAY), looping: true, tipsFen: 3600 },
      { iid: IID, title: '志愿者骨干训练营（付费直播）', host: '王明', cover: pic('训练营', 280, 480, 270), intro: '项目策划与团队管理。', startAt: new Date(now.getTime() - 2 * HOUR), endAt: new Date(now.getTime() + 3650 * DAY), looping: true, price: 1990 },
      { iid: IID, title: '湿地观鸟直播', host: '林青', cover: pic('观鸟', 120, 480, 270), intro: '清晨的湿地，和白鹭一起醒来。', startAt: new Date(now.getTime() + 2 * DAY), endAt: new Date(now.getTime() + 2 * DAY + 2 * HOUR) },
      ...Array.from({ length: 12 }, (_, i) => ({
        iid: IID,
        title: ['植树节现场直播', '银发课堂直播', '河道清洁行动直播', '百家宴直播', '年度表彰大会', '支教分享会'][i % 6]! + (i >= 6 ? '（第二场）' : ''),
        host: NAMES[i % NAMES.length]!,
        cover: pic('回放', (i * 29) % 360, 480, 270),
        intro: '直播已结束，可观看回放。',
        startAt: new Date(now.getTime() - (i + 1) * 5 * DAY),
        endAt: new Date(now.getTime() - (i + 1) * 5 * DAY + HOUR),
      })),
    ])
    .returning({ id: liveRooms.id });
  const [onAir] = rooms;
  if (onAir) {
    await db.insert(liveMessages).values(
      ['主播好！', '今天讲 AED 吗？', '已经学会按压的节奏了', '请问按压深度是多少？'].map((text, i) => ({ roomId: onAir.id, kind: 'comment', author: NAMES[i]!, content: text, createdAt: new Date(now.getTime() - (10 - i) * 60_000) })),
    );
  }

  const albums = await db
    .insert(cloudAlbums)
    .values(
      ['春季植树节', '银发课堂第十期', '河道清洁行动', '邻里百家宴', '暑期支教', '年度表彰大会'].map((name, i) => ({ iid: IID, name, cover: pic(name, (i * 59) % 360, 360, 270), createdAt: at(i * 12) })),
    )
    .returning({ id: cloudAlbums.id });
  for (const [n, album] of albums.entries()) {
    const photos = n === albums.length - 1 ? 0 : 30 - n * 4;
    if (photos === 0) continue;
    await db.insert(cloudPhotos).values(
      Array.from({ length: photos }, (_, k) => ({
        albumId: album.id,
        url: pic(String(k + 1), (n * 50 + k * 17) % 360, 600, 450),
        width: 600,
        height: 450,
        author: NAMES[(k + n) % NAMES.length]!,
        createdAt: new Date(now.getTime() - n * 12 * DAY - k * HOUR),
      })),
    );
  }

  await seedExperts(db, demoId, at);
}

/** Tenant 1000's experts for paid questions, and one answered question of the demo member's. */
async function seedExperts(db: Db, demoId: number, at: (daysAgo: number) => Date) {
  const experts = await db
    .insert(contentExperts)
    .values([
      { iid: IID, name: '王建国', avatar: pic('王', 20, 120, 120), title: '资深户外领队 · 救护员讲师', intro: '带队十二年，擅长户外安全、急救与志愿者团队管理。', priceFen: 990 },
      { iid: IID, name: '李晓梅', avatar: pic('李', 300, 120, 120), title: '社工师 · 社区项目督导', intro: '十年社区工作经验，帮你解答社区活动策划与志愿服务的问题。', priceFen: 1990 },
    ])
    .returning({ id: contentExperts.id });
  await db.insert(contentQuestions).values({
    iid: IID,
    memberId: demoId,
    expertId: experts[0]!.id,
    orderId: 'seed-question-1',
    question: '第一次参加夜间徒步活动，需要准备哪些装备？',
    amountFen: 990,
    answer: '头灯（带备用电池）、反光背心、防滑鞋和保暖外套是必备的；出发前把行程告诉家人，全程跟紧队伍。',
    createdAt: at(6),
    answeredAt: at(5),
  });
}
