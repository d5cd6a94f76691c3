/** Where the member is in joining: fill in, display, pay, review. */
export function JoinSteps({ current }: { current: 1 | 2 | 3 | 4 }) {
  const steps = ['商家信息', '展示信息', '支付入驻费', '等待审核'];
  return (
    <ol className="shops-steps" aria-label="入驻步骤">
      {steps.map((s, i) => (
        <li key={s} aria-current={i + 1 === current ? 'step' : undefined}>
          {i + 1}. {s}
        </li>
      ))}
    </ol>
  );
}
