// An upload's progress bar: the share already sent, 0-100.
export function UploadProgress({
  value,
  label = 'Przesyłanie zdjęć',
}: {
  value: number;
  label?: string;
}) {
  return (
    <div className="grid gap-1.5">
      <div className="flex justify-between text-xs font-medium text-slate-600">
        <span id="upload-progress-label">{label}</span>
        <span>{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="upload-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}
