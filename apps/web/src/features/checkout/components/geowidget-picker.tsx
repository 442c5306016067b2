// The InPost Geowidget v5 map: <inpost-geowidget token language="pl" config="parcelCollect"
// onpoint="EVENT">; the picked point arrives as a document event named EVENT (docs/integrations.md).
// The element is created by hand once the script is loaded, so React never owns its insides.
import { useEffect, useRef, useState } from 'react';
import {
  GEOWIDGET_POINT_EVENT,
  isGeowidgetPoint,
  loadGeowidget,
  type GeowidgetConfig,
  type GeowidgetPoint,
} from '../lib/geowidget.ts';

export interface GeowidgetPickerProps {
  config: GeowidgetConfig;
  onPick: (point: GeowidgetPoint) => void;
  /** The widget could not be loaded: checkout falls back to the locker-code field. */
  onFail: () => void;
}

export function GeowidgetPicker({ config, onPick, onFail }: GeowidgetPickerProps) {
  const host = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);
  // The latest callbacks, so the listeners below are attached once.
  const callbacks = useRef({ onPick, onFail });
  useEffect(() => {
    callbacks.current = { onPick, onFail };
  });

  useEffect(() => {
    const onPoint = (event: Event) => {
      const detail: unknown = (event as CustomEvent).detail;
      if (isGeowidgetPoint(detail)) callbacks.current.onPick(detail);
    };
    document.addEventListener(GEOWIDGET_POINT_EVENT, onPoint);
    return () => document.removeEventListener(GEOWIDGET_POINT_EVENT, onPoint);
  }, []);

  useEffect(() => {
    const container = host.current;
    let cancelled = false;
    loadGeowidget(config).then(
      () => {
        if (cancelled || !container) return;
        const widget = document.createElement('inpost-geowidget');
        widget.setAttribute('token', config.token);
        widget.setAttribute('language', 'pl');
        widget.setAttribute('config', 'parcelCollect');
        widget.setAttribute('onpoint', GEOWIDGET_POINT_EVENT);
        widget.style.display = 'block';
        widget.style.height = '100%';
        container.replaceChildren(widget);
        setLoaded(true);
      },
      () => {
        if (!cancelled) callbacks.current.onFail();
      },
    );
    return () => {
      cancelled = true;
      container?.replaceChildren();
    };
  }, [config]);

  return (
    <div className="relative h-[28rem] overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
      {!loaded && (
        <p className="absolute inset-0 flex items-center justify-center text-sm text-slate-500">
          Ładowanie mapy paczkomatów...
        </p>
      )}
      <div ref={host} className="size-full" aria-label="Mapa paczkomatów InPost" role="region" />
    </div>
  );
}
