import { cf } from '@tongxin/api-client';

/** A project as cf.project returns it (funding, two supporters); the tests change what they need. */
export function projectOf(over: Partial<cf.Project> = {}): cf.Project {
  return {
    id: 5,
    title: '社区图书漂流站',
    digest: '在小区门口建一个图书漂流站',
    cover: '',
    status: cf.PROJECT_STATUS.funding,
    layout: 'index',
    progress: { raisedFen: 4888, goalFen: 10000, percent: 48, supporters: 2, deadline: '2030-06-30T15:59:59.999Z', secondsLeft: 3 * 86_400 },
    story: '我们想在小区门口建一个图书漂流站。',
    images: [],
    risk: '',
    rejectReason: '',
    launcher: { nickName: '王阿姨', headImg: '' },
    contactPhone: '13800138000',
    createdAt: '2030-06-01T02:00:00.000Z',
    tiers: [],
    mine: false,
    payoutBound: false,
    recentSupporters: [],
    outcome: null,
    ...over,
  };
}
