import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import CheckIcon from '@mui/icons-material/Check';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Alert, Box, Button, IconButton, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { COLOR_CLASSES, type ProjectValues, type TemplateCustomization } from '@stockroom/contract';
import { useState } from 'react';
import { useConfirm } from '../../../../components/admin/confirm';
import { errorMessage } from '../../../../lib/api-errors';
import { showSnackbar } from '../../../../lib/snackbar-bus';
import { useCreateThemeMutation, useRemoveThemeMutation, useRenameThemeMutation, useThemes } from '../../api/themes';
import { ThemeNameDialog } from './theme-name-dialog';

interface ThemePickerProps {
  values: ProjectValues;
  /** The template's brand slots a theme fills (not locked ones). */
  placeholders: string[];
  onApply: (theme: TemplateCustomization) => void;
}

type Naming = { kind: 'create' } | { kind: 'rename'; theme: TemplateCustomization } | null;

/** Whether the editor shows this theme: the same colours, and the same texts where the theme has them. */
function inUse(theme: TemplateCustomization, values: ProjectValues, placeholders: string[]) {
  return (
    COLOR_CLASSES.every((c) => theme.classes[c].color.toLowerCase() === values.classes[c].color.toLowerCase()) &&
    placeholders.every((p) => theme.text[p] === undefined || theme.text[p] === (values.text[p] ?? ''))
  );
}

/** The member's themes (their brand's first): apply one, save the current values as one, rename or delete. */
export function ThemePicker({ values, placeholders, onApply }: ThemePickerProps) {
  const themes = useThemes();
  const create = useCreateThemeMutation();
  const rename = useRenameThemeMutation();
  const remove = useRemoveThemeMutation();
  const confirm = useConfirm();
  const [naming, setNaming] = useState<Naming>(null);

  const askRemove = async (theme: TemplateCustomization) => {
    const yes = await confirm({
      title: 'Delete theme?',
      message: `"${theme.name}" will no longer be offered. Projects that use its colours keep them.`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (yes) remove.mutate(theme.id, { onSuccess: () => showSnackbar(`Theme "${theme.name}" deleted`) });
  };

  return (
    <Stack spacing={1.5}>
      {themes.isPending && <Skeleton variant="rounded" height={96} aria-label="Loading themes" />}
      {themes.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void themes.refetch()}>
              Try again
            </Button>
          }
        >
          {errorMessage(themes.error)}
        </Alert>
      )}
      {themes.data && (
        <Box component="ul" aria-label="Themes" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {themes.data.map((theme) => {
            const current = inUse(theme, values, placeholders);
            return (
              <Box
                component="li"
                key={theme.id}
                aria-label={theme.name}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  p: 1,
                  border: 1,
                  borderRadius: 1,
                  borderColor: current ? 'primary.main' : 'divider',
                }}
              >
                <Swatches theme={theme} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                    {theme.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {theme.source === 'brand' ? 'From your brand' : 'Saved theme'}
                  </Typography>
                </Box>
                {current ? (
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'primary.main', px: 1 }}>
                    <CheckIcon fontSize="small" aria-hidden />
                    <Typography variant="body2">In use</Typography>
                  </Stack>
                ) : (
                  <Button size="small" onClick={() => onApply(theme)} aria-label={`Apply ${theme.name}`}>
                    Apply
                  </Button>
                )}
                {theme.source === 'saved' && (
                  <>
                    <Tooltip title="Rename">
                      <IconButton
                        size="small"
                        aria-label={`Rename ${theme.name}`}
                        onClick={() => setNaming({ kind: 'rename', theme })}
                      >
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Delete">
                      <IconButton
                        size="small"
                        aria-label={`Delete ${theme.name}`}
                        onClick={() => void askRemove(theme)}
                      >
                        <DeleteOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </>
                )}
              </Box>
            );
          })}
        </Box>
      )}
      <Button
        variant="outlined"
        startIcon={<BookmarkAddOutlinedIcon />}
        onClick={() => setNaming({ kind: 'create' })}
        sx={{ alignSelf: 'flex-start' }}
      >
        Save as theme
      </Button>
      {naming?.kind === 'create' && (
        <ThemeNameDialog
          title="Save as theme"
          initialName=""
          submitLabel="Save"
          onClose={() => setNaming(null)}
          onSubmit={(name) =>
            create
              // A theme carries the brand's texts only, not this template's headline or dates.
              .mutateAsync({
                name,
                classes: values.classes,
                text: Object.fromEntries(placeholders.map((p) => [p, values.text[p] ?? ''])),
              })
              .then(() => showSnackbar(`Theme "${name}" saved`))
          }
        />
      )}
      {naming?.kind === 'rename' && (
        <ThemeNameDialog
          title="Rename theme"
          initialName={naming.theme.name}
          submitLabel="Rename"
          onClose={() => setNaming(null)}
          onSubmit={(name) => rename.mutateAsync({ id: naming.theme.id, name })}
        />
      )}
    </Stack>
  );
}

function Swatches({ theme }: { theme: TemplateCustomization }) {
  return (
    <Box aria-hidden sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 14px)', gap: '2px', flex: 'none' }}>
      {COLOR_CLASSES.map((c) => (
        <Box
          key={c}
          sx={{
            width: 14,
            height: 14,
            borderRadius: '3px',
            bgcolor: theme.classes[c].color,
            border: 1,
            borderColor: 'divider',
          }}
        />
      ))}
    </Box>
  );
}
