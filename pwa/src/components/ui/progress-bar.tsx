// A native <progress>: its fill comes from the value attribute, not an inline style, so the
// prerendered page shows it under the Content-Security-Policy (style-src 'self').
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const clamped = Math.min(100, Math.max(0, percent));
  return (
    <div className="progress">
      <progress className="progress__track" max={100} value={clamped} aria-label={label} />
      <p className="progress__label">{label}</p>
    </div>
  );
}
