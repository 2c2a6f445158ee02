const items = [
  { label: 'Present', swatch: 'bg-success' },
  { label: 'Absent', swatch: 'bg-destructive' },
  { label: 'Selected', swatch: 'ring-[3px] ring-primary ring-inset bg-card' },
];

export function AttendanceLegend() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground" aria-label="Legend">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`inline-block size-3.5 rounded ${item.swatch}`} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
