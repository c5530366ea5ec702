import { Button, DialogActions, DialogContent } from '@mui/material';
import { useNavigate } from 'react-router';
import { ErrorState, LoadingState } from '../../../../components/feedback/page-states';
import { useProject } from '../../api/get-project';
import { useOpenedProject, useRenewProjectToken } from '../../api/open-project';
import { ExportDialogFrame, ExportPanel } from '../export/export-dialog';

interface ProjectExportDialogProps {
  productId: string;
  productTitle: string;
  onClose: () => void;
}

/**
 * "Download again" from /user-assets: opens the product's project for a token (as the editor
 * does), reads its pages, then offers every format; a finding's field opens in the editor.
 */
export function ProjectExportDialog({ productId, productTitle, onClose }: ProjectExportDialogProps) {
  const opened = useOpenedProject(productId);
  const project = useProject(opened.data?.projectId);
  const renew = useRenewProjectToken(productId);
  const navigate = useNavigate();
  const failure = opened.error ?? project.error;
  return (
    <ExportDialogFrame open onClose={onClose} title={`Download ${productTitle}`}>
      {failure ? (
        <>
          <DialogContent>
            <ErrorState error={failure} onRetry={() => void (opened.isError ? opened.refetch() : project.refetch())} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      ) : opened.data && project.data ? (
        <ExportPanel
          document={project.data.document}
          opened={opened.data}
          renew={renew}
          onClose={onClose}
          onGoToField={(field) => navigate(`/products/${productId}/customize?field=${encodeURIComponent(field)}`)}
        />
      ) : (
        <DialogContent>
          <LoadingState label="Opening the project" />
        </DialogContent>
      )}
    </ExportDialogFrame>
  );
}
