import type { AdminRecording } from '@stockroom/contract';
import { useConfirm } from '../../../components/admin/confirm';
import { showSnackbar } from '../../../lib/snackbar-bus';
import { useDeleteRecording } from '../api/recordings';

const startedAt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Asks first, then deletes the recording and its stored chunks; answers whether it was deleted. */
export function useConfirmedDelete() {
  const confirm = useConfirm();
  const remove = useDeleteRecording();
  return async (recording: AdminRecording) => {
    const who = recording.member_name || recording.username;
    const yes = await confirm({
      title: 'Delete this session?',
      message: `${who}'s session of ${startedAt.format(new Date(recording.started_at))} will be deleted for good.`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!yes) return false;
    try {
      await remove.mutateAsync(recording.id);
      showSnackbar('Session deleted');
      return true;
    } catch (error) {
      showSnackbar(error instanceof Error ? error.message : 'The session could not be deleted');
      return false;
    }
  };
}
