export const subjectPath = (iid: number, id: number) => `/app/sign/${iid}/index/${id}`;
export const areaPath = (iid: number, id: number) => `/app/sign/${iid}/site/${id}`;
export const sitePath = (iid: number, id: number) => `/app/sign/site?iid=${iid}&id=${id}`;
export const certificatePath = (iid: number, subjectId: number) => `/app/sign/cer?iid=${iid}&subjectId=${subjectId}`;
export const rankPath = (iid: number, subjectId: number) => `/app/sign/rank?iid=${iid}&subjectId=${subjectId}`;
export const STATE_LABEL: Record<number, string> = { 0: '未开始', 1: '进行中', 2: '已结束' };
