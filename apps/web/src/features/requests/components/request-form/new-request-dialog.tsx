import { DialogLoadState, FormDialog } from '../../../../components/admin/form-dialog';
import { useMyRecord } from '../../api/prefill';
import type { FormLink } from './form-link';
import { RequestForm } from './request-form';

interface NewRequestDialogProps {
  link: FormLink;
  onClose: () => void;
  onSent: () => void;
}

/** The new-request form in a dialog (full screen on a phone), open while the address says ?new=1. */
export function NewRequestDialog({ link, onClose, onSent }: NewRequestDialogProps) {
  return (
    <FormDialog
      target={link.open ? link : null}
      onClose={onClose}
      maxWidth="md"
      title={(shown) => (shown?.directMail ? 'Order direct mail' : 'New request')}
    >
      {(shown) => <NewRequestContent link={shown} onClose={onClose} onSent={onSent} />}
    </FormDialog>
  );
}

function NewRequestContent({ link, onClose, onSent }: NewRequestDialogProps) {
  const record = useMyRecord();
  if (!record.data) {
    return (
      <DialogLoadState
        error={record.error}
        onRetry={() => void record.refetch()}
        onClose={onClose}
        loadingLabel="Loading your details"
      />
    );
  }
  return (
    <RequestForm
      // Another link (another product or file) is another request: the form starts again.
      key={`${link.productId}-${link.transactionId}-${link.directMail}`}
      record={record.data}
      link={link}
      onCancel={onClose}
      onSent={onSent}
    />
  );
}
