import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import { Box, Typography } from '@mui/material';
import type { TemplateSummary } from '@stockroom/contract';
import { useState } from 'react';

/** The first page as the server rendered it in neutral colours; a plain card when that fails. */
export function TemplatePreviewImage({ template }: { template: TemplateSummary }) {
  const [failed, setFailed] = useState(false);
  const ratio = template.width / template.height;
  return (
    <Box
      sx={{
        bgcolor: 'grey.100',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        height: 200,
        p: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {failed || !template.preview_url ? (
        <Box sx={{ textAlign: 'center', color: 'text.secondary' }}>
          <ImageNotSupportedOutlinedIcon aria-hidden />
          <Typography variant="body2">No preview</Typography>
        </Box>
      ) : (
        <Box
          component="img"
          src={template.preview_url}
          alt={`${template.name}, first page`}
          loading="lazy"
          onError={() => setFailed(true)}
          sx={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: '100%',
            aspectRatio: String(ratio),
            objectFit: 'contain',
            boxShadow: 1,
            bgcolor: 'common.white',
          }}
        />
      )}
    </Box>
  );
}
