import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Button, FormHelperText, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { SAMPLE_IMAGES_MAX, type SampleImage } from '@stockroom/contract';
import { type Ref, useEffect, useId, useRef, useState } from 'react';
import { ProgressBar } from '../../../components/feedback/progress-bar';
import { SortableList } from '../../../components/sortable/sortable-list';
import { uploadFailure } from '../../../components/upload/use-file-upload';
import { ExpiredLoginError } from '../../../lib/api-errors';
import { acceptAttribute, uploadFile } from '../../../lib/upload-file';

interface SampleImagesFieldProps {
  /** The stored paths, in the order members see them. */
  value: string[];
  onChange: (paths: string[]) => void;
  /** The samples the product had when the form opened, with their previews' addresses. */
  saved: readonly SampleImage[];
  onBusyChange: (busy: boolean) => void;
  error?: string;
  disabled?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
}

interface Shown {
  url: string;
  label: string;
}
type Uploading = { name: string; index: number; total: number; fraction: number };

const moved = (paths: string[], from: number, to: number) => {
  const next = [...paths];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/**
 * A product's sample images (decision 0039): several uploaded at once, one after another with
 * their progress, shown as thumbnails, ordered by drag or with Move up and Move down, and removed
 * one by one. Saved with the product.
 */
export function SampleImagesField(props: SampleImagesFieldProps) {
  const { value, onChange, saved, onBusyChange, error, disabled, buttonRef } = props;
  const headingId = useId();
  const [shown, setShown] = useState(
    () => new Map<string, Shown>(saved.map((s, i) => [s.path, { url: s.preview_url, label: `Saved image ${i + 1}` }])),
  );
  const [uploading, setUploading] = useState<Uploading | null>(null);
  const [failures, setFailures] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement | null>(null);
  const current = useRef<AbortController | null>(null);
  // Uploads answer one after another, each adding to the list as it stood after the one before.
  const latest = useRef(value);
  latest.current = value;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onBusyRef = useRef(onBusyChange);
  onBusyRef.current = onBusyChange;
  const busy = uploading !== null;
  useEffect(() => onBusyRef.current(busy), [busy]);
  // Closing the form cancels what is still on its way, and the form stops waiting for it.
  useEffect(
    () => () => {
      current.current?.abort();
      onBusyRef.current(false);
    },
    [],
  );

  const room = SAMPLE_IMAGES_MAX - value.length;
  async function addFiles(files: File[]) {
    const problems: string[] = [];
    const chosen = files.slice(0, room);
    if (files.length > room) {
      problems.push(`${files.length - room} not added: a product has at most ${SAMPLE_IMAGES_MAX} sample images.`);
    }
    const controller = new AbortController();
    current.current = controller;
    for (const [i, file] of chosen.entries()) {
      setUploading({ name: file.name, index: i + 1, total: chosen.length, fraction: 0 });
      try {
        const stored = await uploadFile('thumbnail', file, {
          signal: controller.signal,
          onProgress: ({ fraction }) => setUploading((before) => before && { ...before, fraction }),
        });
        setShown((before) => new Map(before).set(stored.path, { url: stored.url, label: stored.name }));
        latest.current = [...latest.current, stored.path];
        onChangeRef.current(latest.current);
      } catch (failure) {
        if (controller.signal.aborted || failure instanceof ExpiredLoginError) break;
        problems.push(`${file.name}: ${uploadFailure(failure)}`);
      }
    }
    if (current.current === controller) current.current = null;
    setUploading(null);
    setFailures(problems);
  }

  const remove = (path: string) => {
    onChange(value.filter((p) => p !== path));
    // The row and its button go away: the focus goes to what adds images again.
    addButton.current?.focus();
  };
  const setAddButton = (button: HTMLButtonElement | null) => {
    addButton.current = button;
    if (typeof buttonRef === 'function') buttonRef(button);
    else if (buttonRef) buttonRef.current = button;
  };

  const items = value.map((path, i) => ({
    id: path,
    label: shown.get(path)?.label ?? `Image ${i + 1}`,
    detail: `Shown ${i + 1} of ${value.length}`,
    image: shown.get(path)?.url,
  }));
  const problems = failures.length > 0 ? failures : error ? [error] : [];
  return (
    <Stack spacing={1} role="group" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h4">
        Sample images
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {`Members who may see the product, locked or not, see small watermarked previews of these, in this order. Up to ${SAMPLE_IMAGES_MAX} PNG, JPEG, WebP or GIF images of 10 MB each.`}
      </Typography>
      {value.length === 0 ? (
        <Typography variant="body2">No sample images yet.</Typography>
      ) : (
        <SortableList
          items={items}
          label="Sample images"
          onMove={(from, to) => onChange(moved(value, from, to))}
          renderActions={(item, describedBy) => (
            <Tooltip title="Remove">
              <IconButton
                aria-label="Remove"
                aria-describedby={describedBy}
                color="error"
                disabled={disabled || busy}
                onClick={() => remove(item.id)}
              >
                <DeleteOutlinedIcon />
              </IconButton>
            </Tooltip>
          )}
        />
      )}
      {uploading && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ProgressBar
            variant="determinate"
            value={Math.round(uploading.fraction * 100)}
            aria-label={`Uploading ${uploading.name}`}
            sx={{ flex: 1 }}
          />
          <Typography variant="body2">{`${uploading.index} of ${uploading.total}`}</Typography>
          <Button size="small" onClick={() => current.current?.abort()}>
            Cancel upload
          </Button>
        </Stack>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button
          ref={setAddButton}
          variant="outlined"
          startIcon={<AddPhotoAlternateIcon />}
          disabled={disabled || busy || room <= 0}
          onClick={() => input.current?.click()}
        >
          Add sample images
        </Button>
        <Typography variant="body2" color="text.secondary">{`${value.length} of ${SAMPLE_IMAGES_MAX}`}</Typography>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-label="Sample image files"
          accept={acceptAttribute('thumbnail')}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // The same files can be chosen again after a failure.
            event.target.value = '';
            if (files.length > 0) void addFiles(files);
          }}
        />
      </Stack>
      {problems.map((problem) => (
        <FormHelperText key={problem} error role="alert">
          {problem}
        </FormHelperText>
      ))}
    </Stack>
  );
}
