// Price range slider 0-3000 zł, step 10; its top end reads "bez limitu" (no upper limit). Moves
// freely while dragged and reports the range when released, so the list reloads once per choice.
import { useState } from 'react';
import { Slider } from 'radix-ui';
import { formatPrice, toGrosze } from '@shop/shared/money';
import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN, PRICE_SLIDER_STEP } from '../lib/filters.ts';

export interface PriceRangeSliderProps {
  value: [number, number];
  onCommit: (value: [number, number]) => void;
}

// A 44 px touch area around the 20 px knob a shopper sees.
const thumbClassName =
  'group/thumb grid size-11 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-600';
const knob = (
  <span className="block size-5 rounded-full border-2 border-brand-700 bg-white shadow transition-colors group-hover/thumb:bg-brand-50" />
);

export function PriceRangeSlider({ value, onCommit }: PriceRangeSliderProps) {
  // The range while dragging; null when it equals the committed value.
  const [dragged, setDragged] = useState<[number, number] | null>(null);
  const [from, to] = dragged ?? value;
  const fromText = formatPrice(toGrosze(from));
  const toText = to >= PRICE_SLIDER_MAX ? 'bez limitu' : formatPrice(toGrosze(to));
  return (
    <div className="grid gap-3">
      <p className="flex justify-between text-sm font-medium text-slate-800" aria-hidden="true">
        <span>{fromText}</span>
        <span>{toText}</span>
      </p>
      <Slider.Root
        min={PRICE_SLIDER_MIN}
        max={PRICE_SLIDER_MAX}
        step={PRICE_SLIDER_STEP}
        minStepsBetweenThumbs={1}
        value={[from, to]}
        onValueChange={([min, max]) => setDragged([min!, max!])}
        onValueCommit={([min, max]) => {
          setDragged(null);
          onCommit([min!, max!]);
        }}
        className="relative flex h-11 w-full touch-none items-center select-none"
      >
        <Slider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-slate-200">
          <Slider.Range className="absolute h-full bg-brand-600" />
        </Slider.Track>
        <Slider.Thumb
          className={thumbClassName}
          aria-label="Cena minimalna"
          aria-valuetext={fromText}
        >
          {knob}
        </Slider.Thumb>
        <Slider.Thumb
          className={thumbClassName}
          aria-label="Cena maksymalna"
          aria-valuetext={toText}
        >
          {knob}
        </Slider.Thumb>
      </Slider.Root>
    </div>
  );
}
