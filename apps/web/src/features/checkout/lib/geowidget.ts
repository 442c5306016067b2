// Loads the InPost Geowidget v5 (docs/integrations.md) from the runtime configuration, once per page:
// its stylesheet and script. The widget then defines the <inpost-geowidget> element.
import type { RuntimeConfig } from '@/lib/runtime-config.ts';

export type GeowidgetConfig = NonNullable<RuntimeConfig['geowidget']>;

/** The document event the widget fires with the picked point (its `onpoint` attribute). */
export const GEOWIDGET_POINT_EVENT = 'checkout-parcel-locker-point';

/** What checkout reads from the point the widget sends (`event.detail`). */
export interface GeowidgetPoint {
  name: string;
  address?: { line1?: string; line2?: string };
}

export function isGeowidgetPoint(value: unknown): value is GeowidgetPoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { name?: unknown }).name === 'string'
  );
}

let loading: Promise<void> | null = null;

export function loadGeowidget(config: GeowidgetConfig): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const stylesheet = document.createElement('link');
    stylesheet.rel = 'stylesheet';
    stylesheet.href = config.cssUrl;
    document.head.append(stylesheet);

    const script = document.createElement('script');
    script.src = config.scriptUrl;
    script.defer = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null; // a later visit may try again
      script.remove();
      reject(new Error('Geowidget script failed to load'));
    };
    document.head.append(script);
  });
  return loading;
}
