import type { ReactNode } from 'react';

/*
 * The ready signal of a page that shows what this device keeps (ticks, journals, water, the
 * journey). Prerendered HTML is a first visit's page, and the device is read only in the browser,
 * a moment after the page appears. Until what it keeps is applied, the page's main region is
 * `aria-busy="true"` (assistive technology may wait before reading it out) and its controls are
 * disabled (a tick or a word in that moment could be lost); from then on it is
 * `aria-busy="false"` with `data-ready`. Browser tests wait for `main[data-ready]`, never for time.
 */

interface DeviceStateMainProps {
  /** Whether what this device keeps has been read and applied to the page. */
  ready: boolean;
  className: string;
  children: ReactNode;
}

/** A page's `<main>`, busy until this device's state is applied (see above). */
export function DeviceStateMain({ ready, className, children }: DeviceStateMainProps) {
  return (
    <main className={className} aria-busy={!ready} data-ready={ready ? '' : undefined}>
      {children}
    </main>
  );
}

interface ControlsWhenReadyProps {
  ready: boolean;
  /** What the controls are, for assistive technology (shown to nobody else). */
  legend: string;
  children: ReactNode;
}

/**
 * Form controls that stay disabled until this device's state is applied. Links keep working; the
 * group adds no layout (its legend is visually hidden).
 */
export function ControlsWhenReady({ ready, legend, children }: ControlsWhenReadyProps) {
  return (
    <fieldset className="controls-when-ready" disabled={!ready}>
      <legend className="visually-hidden">{legend}</legend>
      {children}
    </fieldset>
  );
}
