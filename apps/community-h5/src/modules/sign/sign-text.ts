/** How the pages name a subject's state. */
export const STATE_LABEL: Record<number, string> = { 0: '未开始', 1: '进行中', 2: '已结束' };
