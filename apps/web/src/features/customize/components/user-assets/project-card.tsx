import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import { Box, Button, IconButton, Skeleton, Tooltip, Typography } from '@mui/material';
import type { ProjectSummary } from '@stockroom/contract';
import { Link } from 'react-router';
import { formatDateTime } from './dates';

const THUMBNAIL_HEIGHT = 200;
// A plain outlined box rather than MUI's Card: the catalogue's cards would otherwise share a chunk
// with this page, one more file on the member's first visit.
const cardSx = {
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  overflow: 'hidden',
  bgcolor: 'background.paper',
} as const;

interface ProjectCardProps {
  project: ProjectSummary;
  onDownload: () => void;
  onDelete: () => void;
}

const downloads = (count: number) => (count === 1 ? '1 download' : `${count} downloads`);

/** A customized asset: its first page in its current colours, when it changed, and what to do with it. */
export function ProjectCard({ project, onDownload, onDelete }: ProjectCardProps) {
  const editor = `/products/${project.product_id}/customize`;
  return (
    <Box component="article" aria-label={project.product_title} sx={cardSx}>
      <Box
        component={Link}
        to={editor}
        tabIndex={-1}
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          height: THUMBNAIL_HEIGHT,
          bgcolor: 'grey.100',
          p: 2,
          overflow: 'hidden',
        }}
      >
        {project.thumbnail_url ? (
          <Box
            component="img"
            src={project.thumbnail_url}
            alt=""
            loading="lazy"
            sx={{
              display: 'block',
              maxWidth: '100%',
              // A grid cell gives a percentage nothing to resolve against: the box's own height, less its padding.
              maxHeight: `${THUMBNAIL_HEIGHT - 32}px`,
              objectFit: 'contain',
              boxShadow: 2,
              bgcolor: '#fff',
            }}
          />
        ) : (
          <ImageIcon fontSize="large" sx={{ color: 'text.disabled' }} />
        )}
      </Box>
      <Box sx={{ flex: 1, p: 2 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {project.product_title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`Changed ${formatDateTime(project.updated_at)}`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {downloads(project.download_count)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, px: 1, pb: 1 }}>
        <Button
          component={Link}
          to={editor}
          size="small"
          startIcon={<EditOutlinedIcon />}
          aria-label={`Open ${project.product_title} in the editor`}
        >
          Open
        </Button>
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          onClick={onDownload}
          aria-label={`Download ${project.product_title}`}
        >
          Download
        </Button>
        <Tooltip title="Delete">
          <IconButton
            size="small"
            onClick={onDelete}
            aria-label={`Delete ${project.product_title}`}
            sx={{ ml: 'auto' }}
          >
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}

export function ProjectCardSkeleton() {
  return (
    <Box sx={cardSx}>
      <Skeleton variant="rectangular" height={THUMBNAIL_HEIGHT} />
      <Box sx={{ p: 2 }}>
        <Skeleton width="70%" />
        <Skeleton width="50%" />
        <Skeleton width="30%" />
      </Box>
    </Box>
  );
}
