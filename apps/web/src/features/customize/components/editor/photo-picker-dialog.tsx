import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Tab,
  Tabs,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { Photo } from '@stockroom/contract';
import { useId, useState } from 'react';
import { CatalogueTab } from './catalogue-tab';
import { MyPhotosTab } from './my-photos-tab';

interface PhotoPickerDialogProps {
  title: string;
  /** The photo the slot shows now ('' for the template's own). */
  currentId: string;
  onClose: () => void;
  onChoose: (photo: Photo) => void;
}

/** Choose one of the member's photos, upload one, or take one from the catalogue. Full screen on a phone. */
export function PhotoPickerDialog({ title, currentId, onClose, onChoose }: PhotoPickerDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [tab, setTab] = useState<'mine' | 'catalogue'>('mine');
  const id = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 3 }}>
        <Tabs value={tab} onChange={(_, next) => setTab(next)} aria-label="Where the photo comes from">
          <Tab value="mine" label="My photos" id={`${id}-mine`} aria-controls={`${id}-panel`} sx={{ minHeight: 48 }} />
          <Tab
            value="catalogue"
            label="From the catalogue"
            id={`${id}-catalogue`}
            aria-controls={`${id}-panel`}
            sx={{ minHeight: 48 }}
          />
        </Tabs>
      </Box>
      <DialogContent
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-${tab}`}
        sx={{ minHeight: { sm: 360 }, pt: '16px !important' }}
      >
        {tab === 'mine' ? (
          <MyPhotosTab currentId={currentId} onChoose={onChoose} />
        ) : (
          <CatalogueTab onChoose={onChoose} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}
