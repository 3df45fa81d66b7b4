import type { CalendarDate, Time } from '@internationalized/date';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { AutocompleteSelect } from './AutocompleteSelect';
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from './controlStyles';
import { DatePicker } from './DatePicker';
import { DateRangePicker, type AppliedDateRange } from './DateRangePicker';
import { Dropdown } from './Dropdown';
import { GallerySection } from './GallerySection';
import { HighlightedText } from './HighlightedText';
import { NumberField } from './NumberField';
import { RadioGroup } from './RadioGroup';
import { ScrollArea } from './ScrollArea';
import { Slider } from './Slider';
import { TextArea } from './TextArea';
import { TextField } from './TextField';
import { TimeField } from './TimeField';
import { useConfirm } from './useConfirm';

const COUNTRIES = [
  'Argentina', 'Australia', 'Austria', 'Belgium', 'Brazil', 'Canada', 'Chile', 'Denmark', 'Finland', 'France',
  'Germany', 'Ireland', 'Italy', 'Japan', 'Mexico', 'Netherlands', 'New Zealand', 'Norway', 'Poland', 'Portugal',
  'Spain', 'Sweden', 'Switzerland', 'United Kingdom', 'United States',
].map((label) => ({ id: label.toLowerCase().replace(/\s+/g, '-'), label }));

const SKINS = [
  { value: 'light', label: 'Light', description: 'Dark text on a white card' },
  { value: 'dark', label: 'Dark', description: 'White text on a slate card' },
];

function PickerSections() {
  const [range, setRange] = useState<AppliedDateRange | null>(null);
  const [date, setDate] = useState<CalendarDate | null>(null);
  const [time, setTime] = useState<Time | null>(null);
  return (
    <>
      <GallerySection title="Date-range picker" reported={range ? `${range.start.toString()} … ${range.end.toString()}` : 'none'}>
        <DateRangePicker value={range} onChange={setRange} />
      </GallerySection>

      <GallerySection title="Date and time pickers" reported={`date ${date?.toString() ?? 'none'}, time ${time?.toString().slice(0, 5) ?? 'none'}`}>
        <div className="flex flex-wrap items-start gap-4">
          <DatePicker label="Start date" value={date} onChange={setDate} required={false} description="From 1/1/2016." />
          <TimeField label="Start time" value={time} onChange={setTime} required={false} description="24-hour clock." />
        </div>
        <DatePicker label="Start date (day first)" value={date} onChange={setDate} required={false} locale="en-GB" description="en-GB: DD/MM/YYYY, weeks from Monday." />
      </GallerySection>
    </>
  );
}

function InputSections() {
  const [amount, setAmount] = useState<number | null>(10);
  const [delay, setDelay] = useState<number | null>(null);
  const [country, setCountry] = useState<string | number | null>('ireland');
  const [title, setTitle] = useState('Get 10% off');
  const [keyword, setKeyword] = useState('');
  const [greeting, setGreeting] = useState('');
  const [opacity, setOpacity] = useState(50);
  const [skin, setSkin] = useState<string | null>('light');
  return (
    <>
      <GallerySection title="Number input" reported={`discount ${String(amount)}, delay ${String(delay)}`}>
        <NumberField label="Discount (%)" value={amount} onChange={setAmount} min={0} max={100} positive description="0 to 100; clamped when you leave the field." />
        <NumberField label="Delay (seconds)" value={delay} onChange={setDelay} required={false} integerOnly positive />
      </GallerySection>

      <GallerySection title="Autocomplete select" reported={String(country)}>
        <AutocompleteSelect label="Country" items={COUNTRIES} selectedKey={country} onSelectionChange={setCountry} />
      </GallerySection>

      <GallerySection title="Text input and textarea">
        <TextField label="Title" value={title} onChange={setTitle} errorMessage={title.trim() ? undefined : 'A title is required.'} />
        <TextField label="SMS keyword" value={keyword} onChange={setKeyword} required={false} description="Letters and digits only." />
        <TextArea label="Greeting" value={greeting} onChange={setGreeting} required={false} />
      </GallerySection>

      <GallerySection title="Slider and radio group">
        <Slider label="Overlay opacity" value={opacity} onChange={setOpacity} />
        <RadioGroup label="Skin" options={SKINS} value={skin} onChange={setSkin} orientation="horizontal" />
      </GallerySection>
    </>
  );
}

function ConfirmSection() {
  const [confirmResult, setConfirmResult] = useState('not asked');
  const { confirm, confirmDialog } = useConfirm();
  return (
    <GallerySection title="Confirm dialog and buttons" reported={confirmResult}>
      <div className="flex flex-wrap gap-3">
        <Button
          className={dangerButtonClass}
          onPress={async () => {
            const ok = await confirm({
              title: 'Delete this widget?',
              message: 'Its reports are deleted with it. This cannot be undone.',
              confirmLabel: 'Delete',
              destructive: true,
            });
            setConfirmResult(String(ok));
          }}
        >
          Delete widget…
        </Button>
        <Button
          className={primaryButtonClass}
          onPress={async () => setConfirmResult(String(await confirm({ title: 'Publish changes?', message: 'Visitors see them on their next page view.' })))}
        >
          Publish…
        </Button>
        <Button className={secondaryButtonClass}>Secondary</Button>
      </div>
      {confirmDialog}
    </GallerySection>
  );
}

/**
 * Every generic control with sample data, for QA and the docs' screenshots (routed at
 * /studio/controls by the app shell). Each section keeps its own state and prints what the control
 * reported, so a tester can see the committed value, not only the on-screen text.
 */
export function ControlsGallery() {
  const [lastAction, setLastAction] = useState('none');
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-8 bg-white p-6 text-slate-900">
      <h1 className="text-2xl font-semibold">Generic controls</h1>
      <PickerSections />
      <InputSections />

      <GallerySection title="Highlighted text">
        <p className="text-sm">
          <HighlightedText text="Send to Messenger" query="mess" />
        </p>
      </GallerySection>

      <GallerySection title="Dropdown" reported={lastAction}>
        <Dropdown
          label="Widget actions"
          items={[
            { id: 'edit', label: 'Edit' },
            { id: 'duplicate', label: 'Duplicate' },
            { id: 'archive', label: 'Archive', isDisabled: true },
          ]}
          onAction={setLastAction}
        />
      </GallerySection>

      <ConfirmSection />

      <GallerySection title="Custom scroll area">
        <ScrollArea label="Sample list" maxHeight={160} className="border border-slate-200">
          <ul className="divide-y divide-slate-100 text-sm">
            {COUNTRIES.map((item) => (
              <li key={item.id} className="px-3 py-2">
                {item.label}
              </li>
            ))}
          </ul>
        </ScrollArea>
      </GallerySection>
    </main>
  );
}
