import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { ProjectSummary } from '@stockroom/contract';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useConfirm } from '../../../../components/admin/confirm';
import { EmptyState } from '../../../../components/feedback/page-states';
import { PageTitle } from '../../../../components/page-title';
import { errorMessage } from '../../../../lib/api-errors';
import { showSnackbar } from '../../../../lib/snackbar-bus';
import { useProjects } from '../../api/list-projects';
import { useRemoveProjectMutation } from '../../api/remove-project';
import { DownloadsList } from './downloads-list';
import { ProjectCard, ProjectCardSkeleton } from './project-card';
import { ProjectExportDialog } from './project-export-dialog';

const grid = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
} as const;

/**
 * /user-assets: the member's customized templates, their campaign kits (`kits`: the app passes the
 * campaigns feature's list, since features do not import each other), and every file they downloaded.
 */
export function UserAssetsPage({ kits }: { kits?: ReactNode }) {
  return (
    <>
      <PageTitle>My assets</PageTitle>
      <Stack spacing={5}>
        <Stack component="section" aria-labelledby="projects-heading" spacing={2}>
          <Typography id="projects-heading" variant="h5" component="h2">
            Customized templates
          </Typography>
          <Projects />
        </Stack>
        {kits}
        <Stack component="section" aria-labelledby="downloads-heading" spacing={2}>
          <Typography id="downloads-heading" variant="h5" component="h2">
            Downloads
          </Typography>
          <DownloadsList />
        </Stack>
      </Stack>
    </>
  );
}

function Projects() {
  const projects = useProjects();
  const remove = useRemoveProjectMutation();
  const confirm = useConfirm();
  const [exporting, setExporting] = useState<ProjectSummary | null>(null);

  const askRemove = async (project: ProjectSummary) => {
    const yes = await confirm({
      title: 'Delete this project?',
      message: `Your colours and texts for "${project.product_title}" will be gone. Files you downloaded stay listed below.`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (yes) remove.mutate(project.id, { onSuccess: () => showSnackbar(`"${project.product_title}" deleted`) });
  };

  if (projects.isPending) {
    return (
      <Box component="ul" role="status" aria-label="Loading your projects" sx={grid}>
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <ProjectCardSkeleton />
          </li>
        ))}
      </Box>
    );
  }
  if (projects.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void projects.refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(projects.error)}
      </Alert>
    );
  }
  if (projects.data.length === 0) {
    return (
      <Box sx={{ textAlign: 'center' }}>
        <EmptyState title="Nothing customized yet">Customize a template to see it here.</EmptyState>
        <Button component={Link} to="/products" variant="contained" sx={{ mt: -3, mb: 3 }}>
          Browse templates
        </Button>
      </Box>
    );
  }
  return (
    <>
      <Box component="ul" aria-label="Customized templates" sx={grid}>
        {projects.data.map((project) => (
          <li key={project.id}>
            <ProjectCard
              project={project}
              onDownload={() => setExporting(project)}
              onDelete={() => void askRemove(project)}
            />
          </li>
        ))}
      </Box>
      {exporting && (
        <ProjectExportDialog
          productId={exporting.product_id}
          productTitle={exporting.product_title}
          onClose={() => setExporting(null)}
        />
      )}
    </>
  );
}
