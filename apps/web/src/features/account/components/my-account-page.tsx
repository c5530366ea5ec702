import { Divider, Stack } from '@mui/material';
import { ErrorState, LoadingState } from '../../../components/feedback/page-states';
import { PageTitle } from '../../../components/page-title';
import { useMyRecord } from '../api/my-record';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

/** /my-account: the member's profile and password. */
export function MyAccountPage() {
  const record = useMyRecord();
  return (
    <>
      <PageTitle>My account</PageTitle>
      {record.isPending && <LoadingState label="Loading your account" />}
      {record.isError && <ErrorState error={record.error} onRetry={() => void record.refetch()} />}
      {record.data && (
        <Stack spacing={4} divider={<Divider />}>
          <ProfileForm key={record.data.id} record={record.data} />
          <PasswordForm userId={record.data.id} />
        </Stack>
      )}
    </>
  );
}
