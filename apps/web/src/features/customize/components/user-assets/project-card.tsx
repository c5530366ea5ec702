import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import { Box, Button, Card, CardActions, CardContent, IconButton, Skeleton, Tooltip, Typography } from '@mui/material';
import type { ProjectSummary } from '@stockroom/contract';
import { Link } from 'react-router';
import { formatDateTime } from './dates';

const THUMBNAIL_HEIGHT = 200;

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
    <Card
      variant="outlined"
      component="article"
      aria-label={project.product_title}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box
        component={Link}
        to={editor}
        tabIndex={-1}
        aria-hidden
        sx={{ display: 'grid', placeItems: 'center', height: THUMBNAIL_HEIGHT, bgcolor: 'grey.100', p: 2 }}
      >
        {project.thumbnail_url ? (
          <Box
            component="img"
            src={project.thumbnail_url}
            alt=""
            loading="lazy"
            sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', boxShadow: 2, bgcolor: '#fff' }}
          />
        ) : (
          <ImageIcon fontSize="large" sx={{ color: 'text.disabled' }} />
        )}
      </Box>
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {project.product_title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`Changed ${formatDateTime(project.updated_at)}`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {downloads(project.download_count)}
        </Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5 }}>
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
      </CardActions>
    </Card>
  );
}

export function ProjectCardSkeleton() {
  return (
    <Card variant="outlined">
      <Skeleton variant="rectangular" height={THUMBNAIL_HEIGHT} />
      <CardContent>
        <Skeleton width="70%" />
        <Skeleton width="50%" />
        <Skeleton width="30%" />
      </CardContent>
    </Card>
  );
}
